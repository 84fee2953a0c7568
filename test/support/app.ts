import { createApp, type RuntimeApp } from '../../src/app.js'
import type { MockOptions } from '../../src/options.js'

export const DEV = { Authorization: 'Bearer mock-dev-key' }

/** An app with no fixtures and a virtual clock unless the test says otherwise. */
export function testApp(options: MockOptions = {}): RuntimeApp {
  return createApp({ fixtures: false, clock: 'virtual', ...options })
}

export async function get(app: RuntimeApp, url: string, headers: Record<string, string> = DEV) {
  const res = await app.request(url, { headers })
  const text = await res.text()
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    body = undefined
  }
  return { res, status: res.status, text, body: body as any }
}
