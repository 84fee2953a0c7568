import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../middleware/env.js'
import type { Clock } from '../clock.js'
import { redactKey, type KeyStore } from '../keys.js'
import type { Journal } from './journal.js'
import { readApiKey } from '../middleware/api-key.js'
import { queryOf } from '../middleware/respond.js'

export interface RecorderOptions {
  journal: Journal
  clock: Clock
  keys: KeyStore
}

const SECRET_PARAM = /key|token|secret|auth|password/i

/** Query for the journal, with anything that looks like a secret redacted. */
export function journalQuery(query: Record<string, string>): Record<string, string> {
  // the usual query has no secret-looking name: keep it as it is (it is never changed after parsing)
  if (!Object.keys(query).some((k) => SECRET_PARAM.test(k))) return query
  const out: Record<string, string> = {}
  for (const [k, v] of Object.entries(query)) out[k] = SECRET_PARAM.test(k) ? redactKey(v) : v
  return out
}

function isAdminPath(path: string): boolean {
  return path === '/__admin' || path.startsWith('/__admin/')
}

/**
 * Outermost stage: records every request but the admin API's in the journal, after it is answered,
 * so refusals are recorded too. Also counts usage for answers a scenario gave before auth ran.
 */
export function journalRecorder({ journal, clock, keys }: RecorderOptions): MiddlewareHandler<AppEnv> {
  return async function record(c, next) {
    if (isAdminPath(c.req.path)) return next()
    const started = performance.now()
    c.set('charged', 0)
    await next()
    const raw = c.get('rawKey') ?? readApiKey(c)
    const status = c.res.status
    const source = c.get('source') ?? null
    if (source === 'scenario' && raw) {
      // the scenario answered before auth, so no stage counted this call
      const usage = keys.get(raw)?.usage
      if (usage) {
        usage.calls++
        if (status === 429) usage.throttled++
        if (status === 402) usage.refused++
      }
    }
    const now = clock.now()
    journal.record(
      {
        at: now,
        method: c.req.method,
        path: c.req.path,
        query: journalQuery(queryOf(c)),
        key: raw ? redactKey(raw) : null,
        scenario: c.get('scenario') ?? null,
        rule: c.get('decision')?.rule ?? null,
        status,
        credits: c.get('charged') ?? 0,
        latencyMs: Math.round((performance.now() - started) * 100) / 100,
        source,
      },
      raw,
    )
  }
}
