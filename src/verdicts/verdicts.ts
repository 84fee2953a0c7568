import { z } from 'zod'
import { type JournalEntry, JournalEntrySchema } from '../journal/schema.js'

/** The rules a well-behaved client of the API keeps, each judged from the journal and the mock's clock. */
export const VERDICT_RULES = {
  'waited-retry-after': 'waited at least Retry-After after a 429, with no call in between',
  'backoff-grew': 'the wait grew between retries of a 5xx (or a reset connection)',
  'under-plan-rate': "stayed under its plan's requests per minute",
  'no-retry-of-client-errors': 'did not repeat a request answered 400, 401, 402 or 404',
  'stopped-after-402': 'made no call after 402 Insufficient credits',
  'paged-to-end': 'paged to the last page without fetching a page twice',
  'no-duplicate-fetch': 'did not fetch the same thing twice within the duplicate window',
  'within-budget': 'spent no more credits than its budget',
} as const
export type VerdictRule = keyof typeof VERDICT_RULES
export const VERDICT_RULE_IDS = Object.keys(VERDICT_RULES) as VerdictRule[]

export const VerdictSchema = z
  .object({
    rule: z.enum(VERDICT_RULE_IDS as [VerdictRule, ...VerdictRule[]]),
    title: z.string(),
    status: z.enum(['pass', 'fail', 'not-applicable']),
    /** Why, in one sentence. */
    detail: z.string(),
    /** On a fail, the journal entries that show why (at most 20). */
    entries: z.array(JournalEntrySchema),
  })
  .strict()
export type Verdict = z.infer<typeof VerdictSchema>

export const ScorecardSchema = z
  .object({
    /** The key judged (redacted), or null for every key of the range. */
    key: z.string().nullable(),
    /** The journal range judged: first and last entry's time, null when it is empty. */
    from: z.string().nullable(),
    to: z.string().nullable(),
    requests: z.number().int().nonnegative(),
    passed: z.boolean(),
    verdicts: z.array(VerdictSchema),
    /** The command that replays the run's chaos, when a chaos profile was in force. */
    replay: z.string().optional(),
  })
  .strict()
export type Scorecard = z.infer<typeof ScorecardSchema>

/** Where an entry sits in a paged list: which list (endpoint and value) and which page. */
export interface PageOf {
  list: string
  page: number
}

export interface JudgeOptions {
  /** The key's requests per minute; null or undefined: no rate to keep. */
  requestsPerMinute?: number | null
  /** Credits the client may spend; undefined: within-budget does not apply. */
  budget?: number
  /** Two 2xx fetches of the same URL closer than this are a duplicate. Default 10,000 ms. */
  duplicateWindowMs?: number
  /** The list and page an entry fetched, for paged endpoints (undefined for others). */
  pageOf?: (entry: JournalEntry) => PageOf | undefined
  /** The number of pages of the list an entry fetched, read from its answer. */
  totalPagesOf?: (entry: JournalEntry) => number | undefined
}

const MINUTE_MS = 60_000
const SHOWN = 20

const timeOf = (e: JournalEntry): number => Date.parse(e.time)
/** What a client asked for: path and query, the same request when sent again. */
const requestOf = (e: JournalEntry): string =>
  `${e.method} ${e.path}?${Object.entries(e.query)
    .map(([k, v]) => `${k}=${v}`)
    .sort()
    .join('&')}`
const ok = (e: JournalEntry): boolean => e.status !== null && e.status >= 200 && e.status < 300
const failedUpstream = (e: JournalEntry): boolean => e.status === null || (e.status >= 500 && e.status < 600)

/** The wait a Retry-After asks for, in ms after the answer: seconds, or an HTTP date. */
export function retryAfterMs(value: string, answeredAt: number): number | undefined {
  const trimmed = value.trim()
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000
  const at = Date.parse(trimmed)
  return Number.isNaN(at) ? undefined : Math.max(0, at - answeredAt)
}

type Judge = (entries: readonly JournalEntry[], options: JudgeOptions) => Omit<Verdict, 'rule' | 'title'>

const na = (detail: string): Omit<Verdict, 'rule' | 'title'> => ({ status: 'not-applicable', detail, entries: [] })
const pass = (detail: string): Omit<Verdict, 'rule' | 'title'> => ({ status: 'pass', detail, entries: [] })
const fail = (detail: string, entries: readonly JournalEntry[]): Omit<Verdict, 'rule' | 'title'> => ({
  status: 'fail',
  detail,
  entries: [...new Map(entries.map((e) => [e.id, e])).values()].sort((a, b) => a.id - b.id).slice(0, SHOWN),
})

const JUDGES: Record<VerdictRule, Judge> = {
  'waited-retry-after'(entries) {
    const refusals = entries.filter((e) => e.status === 429)
    if (refusals.length === 0) return na('no 429 was answered')
    const bad: JournalEntry[] = []
    let early = 0
    for (const r of refusals) {
      const at = timeOf(r)
      const wait = r.retryAfter === undefined ? undefined : retryAfterMs(r.retryAfter, at)
      if (wait === undefined) continue
      const during = entries.filter((e) => e.id > r.id && timeOf(e) < at + wait)
      if (during.length > 0) {
        early += during.length
        bad.push(r, ...during)
      }
    }
    if (bad.length > 0) return fail(`${early} call(s) came before Retry-After had passed`, bad)
    return pass(`waited out all ${refusals.length} Retry-After(s)`)
  },
  'backoff-grew'(entries) {
    // a retry chain: the same request sent again after a 5xx or a reset
    const chains = new Map<string, JournalEntry[]>()
    const retried: JournalEntry[][] = []
    for (const e of entries) {
      const id = requestOf(e)
      const chain = chains.get(id)
      const last = chain?.at(-1)
      if (chain && last && failedUpstream(last)) chain.push(e)
      else {
        if (chain && chain.length > 1) retried.push(chain)
        chains.set(id, [e])
      }
    }
    for (const chain of chains.values()) if (chain.length > 1) retried.push(chain)
    if (retried.length === 0) return na('no 5xx or reset was retried')
    const bad: JournalEntry[] = []
    for (const chain of retried) {
      let gap = 0
      for (let i = 1; i < chain.length; i++) {
        const a = chain[i - 1] as JournalEntry
        const b = chain[i] as JournalEntry
        const next = timeOf(b) - timeOf(a)
        if (next <= gap || next <= 0) bad.push(a, b)
        gap = next
      }
    }
    if (bad.length > 0) return fail('a retry of a 5xx came without a longer wait than the one before', bad)
    return pass(`the wait grew in all ${retried.length} retry chain(s)`)
  },
  'under-plan-rate'(entries, { requestsPerMinute }) {
    if (requestsPerMinute == null) return na('no rate to keep: no key given, or a key without a limit')
    if (entries.length === 0) return na('no calls')
    const over: JournalEntry[] = []
    let start = 0
    for (let i = 0; i < entries.length; i++) {
      const at = timeOf(entries[i] as JournalEntry)
      while (timeOf(entries[start] as JournalEntry) <= at - MINUTE_MS) start++
      if (i - start + 1 > requestsPerMinute) over.push(entries[i] as JournalEntry)
    }
    if (over.length > 0) return fail(`${over.length} call(s) went over ${requestsPerMinute} a minute`, over)
    return pass(`never more than ${requestsPerMinute} calls in a minute`)
  },
  'no-retry-of-client-errors'(entries) {
    const final = new Map<string, JournalEntry>()
    const bad: JournalEntry[] = []
    let refused = 0
    for (const e of entries) {
      const id = requestOf(e)
      const before = final.get(id)
      if (before) bad.push(before, e)
      if (e.status === 400 || e.status === 401 || e.status === 402 || e.status === 404) {
        refused++
        final.set(id, e)
      }
    }
    if (refused === 0) return na('no 400, 401, 402 or 404 was answered')
    if (bad.length > 0) return fail('a request answered 400, 401, 402 or 404 was sent again', bad)
    return pass(`none of ${refused} refused request(s) was sent again`)
  },
  'stopped-after-402'(entries) {
    const first = entries.find((e) => e.status === 402)
    if (!first) return na('no 402 was answered')
    const after = entries.filter((e) => e.id > first.id)
    if (after.length > 0) return fail(`${after.length} call(s) after credits ran out`, [first, ...after])
    return pass('no call after credits ran out')
  },
  'paged-to-end'(entries, { pageOf, totalPagesOf }) {
    if (!pageOf) return na('pages are not known for this journal')
    type List = { pages: Map<number, JournalEntry>; repeats: JournalEntry[]; total: number | undefined }
    const lists = new Map<string, List>()
    for (const e of entries) {
      if (!ok(e)) continue
      const where = pageOf(e)
      if (!where) continue
      const list: List = lists.get(where.list) ?? { pages: new Map(), repeats: [], total: undefined }
      lists.set(where.list, list)
      const seen = list.pages.get(where.page)
      if (seen) list.repeats.push(seen, e)
      else list.pages.set(where.page, e)
      list.total ??= totalPagesOf?.(e)
    }
    const paging = [...lists.entries()].filter(([, l]) => l.pages.size + l.repeats.length > 1)
    if (paging.length === 0) return na('no list was paged')
    const bad: JournalEntry[] = []
    const problems: string[] = []
    for (const [name, list] of paging) {
      if (list.repeats.length > 0) {
        bad.push(...list.repeats)
        problems.push(`${name}: a page fetched twice`)
      }
      const last = Math.max(...list.pages.keys())
      if (list.total !== undefined && last < list.total) {
        bad.push(list.pages.get(last) as JournalEntry)
        problems.push(`${name}: stopped at page ${last} of ${list.total}`)
      }
    }
    if (bad.length > 0) return fail(problems.join('; '), bad)
    return pass(`${paging.length} list(s) paged to the end, no page twice`)
  },
  'no-duplicate-fetch'(entries, { duplicateWindowMs = 10_000 }) {
    const last = new Map<string, JournalEntry>()
    const bad: JournalEntry[] = []
    let fetched = 0
    for (const e of entries) {
      if (!ok(e)) continue
      fetched++
      const id = requestOf(e)
      const before = last.get(id)
      if (before && timeOf(e) - timeOf(before) < duplicateWindowMs) bad.push(before, e)
      last.set(id, e)
    }
    if (fetched === 0) return na('nothing was fetched')
    if (bad.length > 0) return fail(`the same URL fetched again within ${duplicateWindowMs} ms`, bad)
    return pass(`no URL fetched twice within ${duplicateWindowMs} ms`)
  },
  'within-budget'(entries, { budget }) {
    if (budget === undefined) return na('no budget given')
    const spent = entries.reduce((n, e) => n + e.credits, 0)
    if (spent > budget) {
      let running = 0
      const over = entries.filter((e) => {
        running += e.credits
        return e.credits > 0 && running > budget
      })
      return fail(`spent ${spent} credits, over the budget of ${budget}`, over)
    }
    return pass(`spent ${spent} of ${budget} credits`)
  },
}

/** Judges a client from its journal entries (one key's, oldest first): one verdict per rule. */
export function judgeClient(entries: readonly JournalEntry[], options: JudgeOptions = {}): Verdict[] {
  const sorted = [...entries].sort((a, b) => a.id - b.id)
  return VERDICT_RULE_IDS.map((rule) => ({ rule, title: VERDICT_RULES[rule], ...JUDGES[rule](sorted, options) }))
}

const xml = (text: string): string =>
  text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`).replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '')

/** A scorecard as JUnit XML: one test case per rule, a fail as a failure listing its entries, n/a as skipped. */
export function scorecardJunit(card: Scorecard, suite = 'network-lookup-mock client behaviour'): string {
  const failures = card.verdicts.filter((v) => v.status === 'fail').length
  const skipped = card.verdicts.filter((v) => v.status === 'not-applicable').length
  const cases = card.verdicts.map((v) => {
    const head = `  <testcase classname="client-behaviour" name="${xml(v.rule)}">`
    if (v.status === 'pass') return `${head}</testcase>`
    if (v.status === 'not-applicable') return `${head}<skipped message="${xml(v.detail)}"/></testcase>`
    const lines = v.entries.map((e) => `#${e.id} ${e.time} ${e.method} ${e.path} -> ${e.status ?? 'reset'}`)
    const replay = card.replay ? `\nreplay: ${card.replay}` : ''
    const body = xml(`${v.title}\n${lines.join('\n')}${replay}`)
    return `${head}\n    <failure message="${xml(v.detail)}">${body}</failure>\n  </testcase>`
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuite name="${xml(suite)}" tests="${card.verdicts.length}" failures="${failures}" skipped="${skipped}">`,
    ...cases,
    '</testsuite>',
    '',
  ].join('\n')
}
