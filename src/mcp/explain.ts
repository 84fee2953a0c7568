import type { KeyView } from '../admin/schemas.js'
import type { EndpointDef } from '../endpoints.js'
import type { JournalEntry } from '../journal/schema.js'

/** Why a request got its answer, and the calls nearest to it that went otherwise. */
export interface Explanation {
  entry: JournalEntry
  why: string[]
  nearMisses: { id: number; status: number | null; differs: string[] }[]
}

const NOT_FOUND_VALUE = /(^|-)(404|not-found|does-not-exist)(-|$)/i

/** What differs between two calls of a client: endpoint, query values, key, answer. */
function differences(a: JournalEntry, b: JournalEntry): string[] {
  const out: string[] = []
  if (a.path !== b.path) out.push(`path ${b.path}`)
  for (const name of new Set([...Object.keys(a.query), ...Object.keys(b.query)])) {
    if (a.query[name] !== b.query[name]) out.push(`${name}=${b.query[name] ?? '(absent)'}`)
  }
  if (a.key !== b.key) out.push(`key ${b.key ?? '(none)'}`)
  if (a.scenario !== b.scenario) out.push(`scenario ${b.scenario ?? '(none)'}`)
  return out
}

/**
 * Explains one journal entry from what the journal and the admin API know: the chaos draw or scenario rule that
 * answered, the key's plan, credits and window, the endpoint's parameter and the not-found convention.
 */
export function explainEntry(
  entry: JournalEntry,
  context: { key: KeyView | undefined; endpoints: readonly EndpointDef[]; others: readonly JournalEntry[] },
): Explanation {
  const why: string[] = []
  const def = context.endpoints.find((e) => e.path === entry.path)
  const { chaos } = entry
  if (chaos && chaos.outcome !== 'ok') {
    why.push(
      `chaos profile "${chaos.profile}" (seed ${chaos.seed}) drew "${chaos.outcome}" for call ${chaos.ordinal} of ` +
        `scope ${chaos.scope}: the same seed, profile and call order give it again`,
    )
  }
  if (entry.rule !== null) {
    why.push(`rule ${entry.rule} of scenario "${entry.scenario}" answered it (GET /__admin/scenarios lists its rules)`)
  }
  const status = entry.status
  if (status === null) why.push('the connection was reset before any answer')
  else if (status === 401) {
    if (entry.key === null) why.push('no API key was sent: send "Authorization: Bearer <key>" (or x-api-key)')
    else if (entry.auth === 'not-bearer') why.push('the Authorization header lacks the "Bearer " scheme')
    else if (!context.key) why.push(`the key ${entry.key} is not one the mock knows (list_keys shows the keys)`)
  } else if (status === 402) {
    const left = context.key?.creditsRemaining
    why.push(`the key's credits ran out (now ${left ?? 'unknown'} remaining): a call costs 1 credit`)
  } else if (status === 429 && !chaos && entry.rule === null) {
    const view = context.key
    const since = Date.parse(entry.time) - 60_000
    const inWindow = context.others.filter(
      (e) => e.id <= entry.id && e.key === entry.key && Date.parse(e.time) > since,
    ).length
    why.push(
      `the ${view?.plan ?? 'key'} plan allows ${view?.requestsPerMinute ?? 'its'} requests a minute; ${inWindow} ` +
        `calls of this key fell in the minute before it; Retry-After ${entry.retryAfter ?? '(none)'}`,
    )
  } else if (status === 404) {
    if (!def) why.push(`no endpoint at ${entry.path}: the 20 endpoints are under /v1 (list them with the data tools)`)
    else {
      const value = entry.query[def.param]
      if (value !== undefined && NOT_FOUND_VALUE.test(value))
        why.push(`"${value}" asks for a missing entity: a value with 404, not-found or does-not-exist as a part does`)
      else why.push(`the ${def.entity ?? 'entity'} is missing in this world (a .404.json fixture or the world file)`)
    }
  } else if (status === 400) {
    if (def && entry.query[def.param] === undefined) why.push(`the query lacks ${def.param}, which ${def.path} needs`)
    else why.push('a query value was refused (the answer names it)')
  } else if (status === 405) why.push('only GET (and HEAD) are answered')
  else if (status >= 500 && why.length === 0) why.push('the mock failed: see its warnings')
  else if (status < 300) why.push(`served (${entry.source ?? 'generated'}), ${entry.credits} credit(s) charged`)
  const nearMisses = context.others
    .filter((e) => e.id !== entry.id && e.path === entry.path && e.status !== entry.status)
    .map((e) => ({ id: e.id, status: e.status, differs: differences(entry, e) }))
    .filter((m) => m.differs.length > 0)
    .sort((a, b) => a.differs.length - b.differs.length || b.id - a.id)
    .slice(0, 3)
  return { entry, why, nearMisses }
}
