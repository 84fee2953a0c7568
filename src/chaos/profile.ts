import { z } from 'zod'
import { MAX_LATENCY_MS } from '../scenarios/limits.js'
import { lazy } from '../util/lazy.js'

/** The outcomes a chaos draw can give, in the order their rates are stacked on [0, 1). */
export const CHAOS_OUTCOMES = ['429', '500', '502', '503', 'reset', 'timeout', 'slow'] as const
export type ChaosOutcome = (typeof CHAOS_OUTCOMES)[number] | 'ok'

/** A chaos profile's schema (see chaosProfileSchema). */
function buildChaosProfileSchema() {
  const Rate = z.number().min(0).max(1)

  /** Each outcome's share of requests; what is left over is served normally. */
  const ChaosRatesSchema = z
    .object(
      Object.fromEntries(CHAOS_OUTCOMES.map((o) => [o, Rate.optional()])) as Record<
        (typeof CHAOS_OUTCOMES)[number],
        z.ZodOptional<typeof Rate>
      >,
    )
    .strict()
    .refine((rates) => Object.values(rates).reduce<number>((a, r) => a + (r ?? 0), 0) <= 1 + 1e-9, {
      message: 'the rates add up to more than 1',
    })

  const Delay = z.number().int().nonnegative().max(MAX_LATENCY_MS)

  /** A slow answer's added delay: log-normal with this median and 95th percentile, never above `max`. */
  const ChaosLatencySchema = z
    .object({ medianMs: Delay, p95Ms: Delay, maxMs: Delay.optional() })
    .strict()
    .refine((l) => l.p95Ms >= l.medianMs, { message: 'p95Ms must not be below medianMs' })

  /**
   * Whose requests a profile counts in one sequence: every request (`server`), each key's, each endpoint's, or the
   * shared store's namespace (every replica of it; in memory the same as `server`).
   */
  const ChaosScopeSchema = z.enum(['server', 'key', 'endpoint', 'namespace'])

  return z
    .object({
      name: z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'names are lowercase letters, digits and dashes'),
      description: z.string().default(''),
      rates: ChaosRatesSchema,
      latency: ChaosLatencySchema.default({ medianMs: 800, p95Ms: 3000 }),
      scope: ChaosScopeSchema.default('server'),
      /** Only this key's requests (full key), this endpoint's (id such as `people/profile`): narrows the scope. */
      key: z.string().optional(),
      endpoint: z.string().optional(),
      /** Draws come from this seed; default the mock's. */
      seed: z.number().int().optional(),
      /** How long the profile lasts on the mock's clock, from when it is set; default until it is cleared. */
      ttlMs: z.number().int().positive().optional(),
      /** How long a `timeout` holds the request before its 504. */
      timeoutMs: Delay.default(10_000),
      /** A chaos 429's Retry-After as seconds (`120`) or as an HTTP date (`Wed, 21 Oct 2026 07:28:00 GMT`). */
      retryAfter: z.enum(['seconds', 'date']).default('seconds'),
    })
    .strict()
}

/** A chaos profile's schema, built at its first use: a start-up without chaos never builds it. */
export const chaosProfileSchema = lazy(buildChaosProfileSchema)
export type ChaosProfile = z.infer<ReturnType<typeof buildChaosProfileSchema>>
export type ChaosProfileInput = z.input<ReturnType<typeof buildChaosProfileSchema>>
export type ChaosLatency = ChaosProfile['latency']

/** The shipped profiles (a name is enough to use one), their defaults filled in at the first use. */
export const chaosPresets = lazy((): readonly ChaosProfile[] =>
  [
    {
      name: 'flaky',
      description: '1% of requests fail: a 500, 502, 503 or a reset connection',
      rates: { '500': 0.004, '502': 0.002, '503': 0.002, reset: 0.002 },
    },
    {
      name: 'brownout',
      description: 'a struggling upstream: 10% 503, 5% 502, 5% 500, 2% timeouts and 20% slow answers',
      rates: { '503': 0.1, '502': 0.05, '500': 0.05, timeout: 0.02, slow: 0.2 },
      latency: { medianMs: 1500, p95Ms: 6000 },
    },
    {
      name: 'throttle-burst',
      description: "30% of a key's requests get a 429 whose Retry-After follows the plan's window",
      rates: { '429': 0.3 },
      scope: 'key',
    },
    {
      name: 'slow-upstream',
      description: 'half of the answers are slow (median 1.2 s, p95 5 s)',
      rates: { slow: 0.5 },
      latency: { medianMs: 1200, p95Ms: 5000 },
    },
  ].map((p) => chaosProfileSchema().parse(p, { jitless: true })),
)
