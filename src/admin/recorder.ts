import type { Clock } from '../clock.js'
import { redactKey, type KeyStore } from '../keys.js'
import type { Journal } from './journal.js'
import { readApiKey } from '../middleware/api-key.js'
import type { Stage } from '../pipeline/compose.js'
import { after } from '../pipeline/compose.js'

export interface RecorderOptions {
  journal: Journal
  clock: Clock
  keys: KeyStore
}

/**
 * Outermost stage: records every request in the journal after it is answered, so refusals are recorded
 * too. Also counts usage for answers a scenario gave before auth ran.
 */
export function journalRecorder({ journal, clock, keys }: RecorderOptions): Stage {
  return function record(x, next) {
    return after(next(x), (answer) => {
      const raw = x.rawKey ?? readApiKey(x)
      const status = answer.status
      const source = x.source ?? null
      if (source === 'scenario' && raw) {
        // the scenario answered before auth, so no stage counted this call
        const usage = keys.get(raw)?.usage
        if (usage) {
          usage.calls++
          if (status === 429) usage.throttled++
          if (status === 402) usage.refused++
        }
      }
      journal.record(
        {
          at: clock.now(),
          method: x.method,
          path: x.path,
          url: x.url,
          key: raw ? (x.keyState?.key === raw ? x.keyState.redacted : redactKey(raw)) : null,
          scenario: x.scenario ?? null,
          rule: x.decision?.rule ?? null,
          status,
          credits: x.charged,
          latencyMs: Math.round((performance.now() - x.started) * 100) / 100,
          source,
        },
        raw,
      )
      return answer
    })
  }
}
