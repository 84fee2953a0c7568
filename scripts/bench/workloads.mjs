// Parameter values and request targets of the benchmark, shared by the load scripts and the fixture writer.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** Value i of a parameter is prefix + (base + i) + suffix, URL-encoded; valid for every endpoint. */
const VALUE_SHAPES = {
  username: { prefix: 'bench-user-', base: 0, suffix: '' },
  url: { prefix: encodeURIComponent('https://www.network.example/in/bench-user-'), base: 0, suffix: encodeURIComponent('/') },
  companyId: { prefix: '', base: 1000, suffix: '' },
  // job ids are companyId * 10000 + index
  jobId: { prefix: '', base: 1000, suffix: '0007' },
  keywords: { prefix: encodeURIComponent('bench keyword '), base: 0, suffix: '' },
}
const OTHER_ID = { prefix: '', base: 7_000_000_000, suffix: '' }

/** The request template of an endpoint, its values offset by `shift` so ranges never overlap. */
export function templateOf(def, shift = 0) {
  const shape = VALUE_SHAPES[def.param] ?? OTHER_ID
  return { prefix: `${def.path}?${def.param}=${shape.prefix}`, base: shape.base + shift, suffix: shape.suffix }
}

/** The world key (fixture file stem) request i of a template asks for. */
export function keyOf(def, template, i) {
  const raw = decodeURIComponent(`${template.prefix.slice(template.prefix.indexOf('=') + 1)}${template.base + i}${template.suffix}`)
  return def.readKey ? def.readKey(raw) : raw
}

/**
 * Writes `perEndpoint` generated fixtures for every endpoint (values from `shift` on) into `dir`,
 * generating the bodies with the built app in process. Returns the number of files.
 */
export async function writeFixtures(dir, { ENDPOINTS, createApp }, perEndpoint, shift) {
  const app = createApp({ fixtures: false, keys: false, clock: 'virtual', journalSize: 1 })
  const headers = { Authorization: 'Bearer mock-dev-key' }
  let files = 0
  for (const def of ENDPOINTS) {
    const folder = join(dir, def.id)
    mkdirSync(folder, { recursive: true })
    const template = templateOf(def, shift)
    for (let i = 0; i < perEndpoint; i++) {
      const res = await app.request(`${template.prefix}${template.base + i}${template.suffix}`, { headers })
      if (res.status !== 200) throw new Error(`cannot generate a fixture for ${def.id}: ${res.status} ${await res.text()}`)
      writeFileSync(join(folder, `${encodeURIComponent(keyOf(def, template, i))}.json`), await res.text())
      files++
    }
  }
  return files
}
