// The code under test: a small app that talks to the real service at hard-coded base URLs, with three HTTP clients.
// Nothing here knows about the mock; lookup.test.ts answers these calls in process through MSW.
import https from 'node:https'
import axios from 'axios'

const API_BASE = 'https://api.network.example/v1'
const WWW_BASE = 'https://www.network.example/api/v1'

function apiKey(): string {
  const key = process.env.NETWORK_API_KEY
  if (!key) throw new Error('set NETWORK_API_KEY')
  return key
}

export class LookupError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
  ) {
    super(`lookup failed: ${status} ${code}`)
  }
}

/** A profile's headline, with fetch. */
export async function headline(username: string): Promise<string> {
  const res = await fetch(`${API_BASE}/people/profile?username=${encodeURIComponent(username)}`, {
    headers: { Authorization: `Bearer ${apiKey()}` },
  })
  const body = (await res.json()) as { code?: string; headline?: string }
  if (!res.ok) throw new LookupError(res.status, body.code ?? 'UNKNOWN')
  return body.headline ?? ''
}

/** A person's connection count, with node:https. */
export function connectionCount(username: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = https.get(
      `${API_BASE}/people/connection-count?username=${encodeURIComponent(username)}`,
      { headers: { Authorization: `Bearer ${apiKey()}` } },
      (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (text += chunk))
        res.on('end', () => {
          const body = JSON.parse(text) as { code?: string; connection?: number }
          if (res.statusCode !== 200) reject(new LookupError(res.statusCode ?? 0, body.code ?? 'UNKNOWN'))
          else resolve(body.connection ?? 0)
        })
      },
    )
    req.on('error', reject)
  })
}

/** Names of companies matching keywords, with axios, through the www host's /api/v1 form of the base URL. */
export async function companyNames(keywords: string): Promise<string[]> {
  try {
    const res = await axios.get<{ data: { items: { name: string }[] } }>(`${WWW_BASE}/companies/search`, {
      params: { keywords },
      headers: { Authorization: `Bearer ${apiKey()}` },
    })
    return res.data.data.items.map((c) => c.name)
  } catch (err) {
    if (axios.isAxiosError(err) && err.response)
      throw new LookupError(err.response.status, (err.response.data as { code?: string }).code ?? 'UNKNOWN')
    throw err
  }
}
