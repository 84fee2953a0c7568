// The code under test: it takes its base URL from configuration, so the suite points it at the run's mock.
export interface ProfilesOptions {
  baseUrl: string
  apiKey: string
  /** Extra attempts after a 5xx answer. */
  retries?: number
}

export type Lookup = { ok: true; headline: string } | { ok: false; status: number; code: string }

export function profiles({ baseUrl, apiKey, retries = 1 }: ProfilesOptions) {
  return async function headline(username: string): Promise<Lookup> {
    for (let attempt = 0; ; attempt++) {
      const res = await fetch(`${baseUrl}/people/profile?username=${encodeURIComponent(username)}`, {
        headers: { Authorization: `Bearer ${apiKey}` },
      })
      const body = (await res.json()) as { headline?: string; code?: string }
      if (res.ok) return { ok: true, headline: body.headline ?? '' }
      if (res.status >= 500 && attempt < retries) continue
      return { ok: false, status: res.status, code: body.code ?? 'UNKNOWN' }
    }
  }
}
