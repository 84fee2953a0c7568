import type { EndpointDef } from '../../src/endpoints.js'
import type { World } from '../../src/world/world.js'

/** A tiny deterministic PRNG (mulberry32), so test inputs never depend on Math.random. */
export function prng(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function pick<T>(rand: () => number, list: readonly T[]): T {
  const v = list[Math.floor(rand() * list.length)]
  if (v === undefined) throw new Error('empty list')
  return v
}

function digits(rand: () => number, n: number): string {
  let s = String(1 + Math.floor(rand() * 9))
  while (s.length < n) s += String(Math.floor(rand() * 10))
  return s
}

/** Hand-written usernames of the forms real profiles use. */
export const HANDWRITTEN_USERNAMES = [
  'jane-doe',
  'satyanadella',
  'john-smith-8a7b2c',
  'maria-garcia-lopez',
  'j.doe',
  'bob_lee',
  'priya-sharma-phd',
  'williamhgates',
  'chen-wei-2019',
  'müller-anna',
] as const

const KEYWORD_A = [
  'software',
  'data',
  'product',
  'fintech',
  'climate',
  'ai',
  'healthcare',
  'devops',
  'growth',
  'security',
]
const KEYWORD_B = [
  'engineer',
  'startups',
  'manager remote',
  'berlin',
  'hiring',
  'kubernetes',
  'consulting',
  'series a',
  'leadership',
  'marketing',
]

const HOSTS = [
  'https://www.network.example',
  'https://uk.network.example',
  'http://network.example',
  'https://de.network.example',
]

/** A profile URL in one of the forms clients send: other host, no trailing slash, query string. */
export function profileUrlVariant(username: string, variant: number): string {
  const host = HOSTS[variant % HOSTS.length] ?? HOSTS[0]
  const enc = encodeURIComponent(username)
  switch (variant % 4) {
    case 0:
      return `${host}/in/${enc}/`
    case 1:
      return `${host}/in/${enc}`
    case 2:
      return `${host}/in/${enc}/?originalSubdomain=uk`
    default:
      return `${host}/in/${enc}?trk=public_profile_browsemap`
  }
}

/** A realistic username: most from the world's population (as lists name people), some hand-written. */
export function usernameValue(world: World, rand: () => number, i: number): string {
  if (i % 5 === 4) return pick(rand, HANDWRITTEN_USERNAMES)
  return world.personAt(Math.floor(rand() * 2_000_000)).username
}

/**
 * `count` realistic values of an endpoint's required parameter, deterministic for (seed, endpoint).
 * Values may repeat for small pools (hand-written usernames); most are distinct.
 */
export function paramValues(def: EndpointDef, world: World, count: number, seed: number): string[] {
  const rand = prng(seed * 7919 + def.id.length * 104729 + def.id.charCodeAt(def.id.length - 1))
  const out: string[] = []
  for (let i = 0; i < count; i++) {
    switch (def.param) {
      case 'username':
        out.push(usernameValue(world, rand, i))
        break
      case 'url':
        out.push(profileUrlVariant(usernameValue(world, rand, i), i))
        break
      case 'keywords':
        out.push(
          i < KEYWORD_A.length * KEYWORD_B.length
            ? `${KEYWORD_A[i % 10]} ${KEYWORD_B[Math.floor(i / 10) % 10]}`
            : `${pick(rand, KEYWORD_A)} ${digits(rand, 3)}`,
        )
        break
      case 'companyId':
        // small famous-looking ids and large modern ones
        out.push(i % 3 === 0 ? String(1 + Math.floor(rand() * 9999)) : digits(rand, 5 + Math.floor(rand() * 4)))
        break
      case 'jobId':
        // half are jobs of a company (companyId * 10000 + index), half look like real 10-digit job ids
        out.push(
          i % 2 === 0 ? String(Number(digits(rand, 4 + (i % 4))) * 10_000 + Math.floor(rand() * 40)) : digits(rand, 10),
        )
        break
      case 'postId':
        out.push(`7${digits(rand, 18)}`)
        break
      case 'articleId':
        out.push(
          i % 2 === 0
            ? digits(rand, 19)
            : `${pick(rand, KEYWORD_A)}-${pick(rand, KEYWORD_B).replace(/ /g, '-')}-${digits(rand, 4)}`,
        )
        break
      default:
        throw new Error(`no realistic values for parameter ${def.param} of ${def.id}`)
    }
  }
  return out
}

/** The request URL of an endpoint for one parameter value. */
export function urlFor(def: EndpointDef, value: string, extra: Record<string, string> = {}): string {
  const q = new URLSearchParams({ [def.param]: value, ...extra })
  return `${def.path}?${q.toString()}`
}

/** One sample value per parameter, for tests that need just one. */
export const SAMPLE: Record<string, string> = {
  username: 'jane-doe',
  url: 'https://www.network.example/in/jane-doe/',
  keywords: 'software engineer',
  companyId: '1441',
  jobId: '14410003',
  postId: '7312345678901234567',
  articleId: 'the-future-of-remote-work-7123',
}

/**
 * A value every endpoint answers 200 for from generated data (no shipped fixture names it): a plain id, a profile URL,
 * or a search word the world holds (a keyword matching nothing is the real service's 404).
 */
export function generatedValue(def: Pick<EndpointDef, 'param'>): string {
  if (def.param === 'url') return 'https://www.network.example/in/sam-smith/'
  return def.param === 'keywords' ? 'software' : '12345'
}

export function sampleUrl(def: EndpointDef, extra: Record<string, string> = {}): string {
  const value = SAMPLE[def.param]
  if (value === undefined) throw new Error(`no sample for ${def.param}`)
  return urlFor(def, value, extra)
}

/** The scenarios the package ships in scenarios/, sorted: what a request without any other scenario folder can name. */
export const BUILT_IN_SCENARIOS = [
  'credits-exhausted',
  'default',
  'empty-results',
  'flaky',
  'invalid-key',
  'missing-key',
  'not-found',
  'null-items',
  'rate-limited',
  'server-error',
  'slow',
  'throttle-then-recover',
]
