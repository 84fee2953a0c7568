import { readFileSync } from 'node:fs'
import { basename } from 'node:path'
import { FixtureStore, fixtureStem, type Fixture } from '../data/fixture-store.js'
import { isShortenedName, lookupStem } from '../data/fixture-names.js'

/**
 * The value and page a shortened fixture name stands for, from its meta file; undefined when the meta is missing or
 * unreadable.
 */
export function shortenedValue(file: string): { value: string; page: number } | undefined {
  const stem = basename(file, '.json')
  const name = stem.replace(/@page-\d+$/, '')
  if (!isShortenedName(name)) return undefined
  try {
    const meta = JSON.parse(readFileSync(`${file.slice(0, -'.json'.length)}.meta.json`, 'utf8')) as {
      value?: unknown
      page?: unknown
    }
    if (typeof meta.value !== 'string') return undefined
    return { value: meta.value, page: typeof meta.page === 'number' && meta.page > 1 ? meta.page : 1 }
  } catch {
    return undefined
  }
}

/**
 * The stem a loaded fixture is looked up by: its file's, or for a long value shortened in the name, the value's from
 * the meta file.
 */
export function storeStem(file: string): string {
  const long = shortenedValue(file)
  return long ? lookupStem(long.value, long.page) : fixtureStem(file)
}

/**
 * Files of long values are named by a hash; the store reads names, so those fixtures are keyed again by the full
 * value their meta file holds. Costs nothing when no name is shortened.
 */
export function restoreLongNames(store: FixtureStore, warn: (message: string) => void): void {
  const entries = store.list()
  const shortened = (f: Fixture): boolean => isShortenedName(basename(f.file, '.json').replace(/@page-\d+$/, ''))
  if (!entries.some((e) => shortened(e.fixture))) return
  const next = FixtureStore.empty()
  for (const { endpointId, fixture } of entries) {
    if (shortened(fixture) && shortenedValue(fixture.file) === undefined)
      warn(
        `fixture ${fixture.file}: its name is shortened and its .meta.json with the full value is missing; it is ` +
          `not served`,
      )
    next.put(endpointId, storeStem(fixture.file), fixture)
  }
  store.replaceWith(next)
}
