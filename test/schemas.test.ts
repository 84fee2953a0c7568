import type { ResolvedBody } from '../src/data/resolve-body.js'
import { describe, expect, it } from 'vitest'
import { ENDPOINTS } from '../src/endpoints.js'
import { readParam } from '../src/params.js'
import { testApp } from './support/app.js'
import { specProblems, undeclaredFields } from './support/spec-checks.js'
import { scaled, spread } from './support/scale.js'
import { paramValues, urlFor } from './support/values.js'
import type { RuntimeApp } from '../src/app.js'

const SEEDS = spread([1, 2, 42, 1337, 90210], 2)
const PER_SEED = scaled(110, 20)

// one app per seed, shared by every endpoint
const apps = new Map<number, RuntimeApp>(SEEDS.map((seed) => [seed, testApp({ seed })]))

describe('generated responses', () => {
  it.each(ENDPOINTS.map((e) => [e.id, e] as const))(
    '%s: 500+ parameter values over several seeds pass the schema and the spec rules (test:fast: 40)',
    async (_id, def) => {
      const problems: string[] = []
      let checked = 0
      for (const [seed, app] of apps) {
        const values = paramValues(def, app.mock.world, PER_SEED, seed)
        for (const [i, value] of values.entries()) {
          // every tenth value asks for the second page, so later items are checked too
          const page = i % 10 === 9 ? 2 : 1
          const where = `seed ${seed} ${urlFor(def, value, page === 2 ? { page: '2' } : {})}`
          // the generator path itself: the HTTP path of every endpoint is covered by the smoke, alias and fuzz tests
          let body: unknown
          try {
            const key = readParam(
              (name) => (name === def.param ? value : undefined),
              def.param,
              def.aliases,
              def.readKey,
            )
            body = JSON.parse(
              (app.mock.resolver.resolve(def, key, { page, offset: (page - 1) * 10, size: 10 }) as ResolvedBody).json,
            )
          } catch (err) {
            problems.push(`${where}: ${err instanceof Error ? err.message : String(err)}`)
            continue
          }
          checked++
          const parsed = def.schema.safeParse(body)
          if (!parsed.success)
            problems.push(`${where}: ${parsed.error.issues.map((x) => `${x.path.join('.')}: ${x.message}`).join('; ')}`)
          for (const f of undeclaredFields(def.schema, body)) problems.push(`${where}: field ${f} is not in the spec`)
          for (const p of specProblems(def.id, body, app.mock.now.getTime())) problems.push(`${where}: ${p}`)
        }
      }
      expect(checked).toBeGreaterThanOrEqual(Math.min(500, 0.9 * SEEDS.length * PER_SEED))
      expect(problems.slice(0, 10)).toEqual([])
    },
    120_000,
  )
})
