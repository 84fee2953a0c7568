// A tiny client of the lookup API, as a downstream app would write it: the code under test in client.test.ts.
// Downstream, import from 'network-lookup-mock/schemas' instead of '../../src/public-schemas.js'.
import { ErrorBodySchema, ProfileResponseSchema, type ProfileResponse } from '../../src/public-schemas.js'

export interface LookupClientOptions {
  baseUrl: string
  apiKey: string
  /** Any fetch-compatible function; the mock's in-process fetch works too. */
  fetch?: typeof fetch
  /** Extra attempts after a 5xx answer. Default 1. */
  retries?: number
}

export type ProfileResult =
  | { ok: true; profile: ProfileResponse }
  | { ok: false; kind: 'rate-limited'; retryAfterSeconds: number }
  | { ok: false; kind: 'no-credits' }
  | { ok: false; kind: 'unauthorized'; code: string }
  | { ok: false; kind: 'not-found' }
  | { ok: false; kind: 'server-error' | 'unexpected'; status: number }

export function createLookupClient({ baseUrl, apiKey, fetch: doFetch = fetch, retries = 1 }: LookupClientOptions) {
  async function getProfile(username: string): Promise<ProfileResult> {
    const url = `${baseUrl}/v1/people/profile?username=${encodeURIComponent(username)}`
    for (let attempt = 0; ; attempt++) {
      const res = await doFetch(url, { headers: { Authorization: `Bearer ${apiKey}` } })
      if (res.ok) return { ok: true, profile: ProfileResponseSchema.parse(await res.json()) }
      if (res.status >= 500 && attempt < retries) continue
      const body: unknown = await res.json().catch(() => undefined)
      switch (res.status) {
        case 429:
          return { ok: false, kind: 'rate-limited', retryAfterSeconds: Number(res.headers.get('retry-after') ?? '60') }
        case 402:
          return { ok: false, kind: 'no-credits' }
        case 401:
          return { ok: false, kind: 'unauthorized', code: ErrorBodySchema.parse(body).code }
        case 404:
          return { ok: false, kind: 'not-found' }
        default:
          return { ok: false, kind: res.status >= 500 ? 'server-error' : 'unexpected', status: res.status }
      }
    }
  }
  return { getProfile }
}
