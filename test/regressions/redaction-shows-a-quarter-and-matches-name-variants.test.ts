import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { KeysAnswerSchema, RequestsAnswerSchema } from '../../src/admin/schemas.js'
import { attachRequestLog } from '../../src/console/request-log.js'
import { redactKey } from '../../src/keys.js'
import { testApp } from '../support/app.js'

// a 12-15 character key showed 8 of its characters (first and last 4), and near names of key parameters
// (api-key, x_api_key, access-token) were shown in full in the journal, the console and the log

/** What a redacted key may show: its first and last characters, a quarter of it at most, 8 at most. */
function checkRedacted(key: string, shown: string): void {
  const [head = '', tail = '', ...rest] = shown.split('…')
  expect(rest).toEqual([])
  expect(key.startsWith(head)).toBe(true)
  expect(key.endsWith(tail)).toBe(true)
  expect(head.length + tail.length).toBeLessThanOrEqual(Math.min(8, Math.floor(key.length / 4)))
  expect(tail.length).toBeLessThanOrEqual(head.length)
}

const printableKey = (min: number, max: number) =>
  fc
    .array(fc.integer({ min: 0x21, max: 0x7e }), { minLength: min, maxLength: max })
    .map((cs) => String.fromCharCode(...cs))

describe('a redacted key', () => {
  it('shows a quarter of the key at most, 8 characters at most, for every length from 1 to 200', () => {
    fc.assert(
      fc.property(printableKey(1, 200), (key) => checkRedacted(key, redactKey(key))),
      { numRuns: 2000 },
    )
  })

  it.each([
    ['mock-dev-key', 'mo…y'],
    ['abcdefghijklmno', 'ab…o'],
    ['abcdefghijklmnop', 'ab…op'],
    ['test_starter_0000000000000001', 'test…001'],
    ['sk_live_ABCDEFGHIJKLMNOPQRSTUVWX_1234', 'sk_l…1234'],
    ['abcdefg', 'a…'],
    ['abc', '…'],
  ])('of %s is %s', (key, shown) => {
    expect(redactKey(key)).toBe(shown)
  })

  it.each([12, 13, 14, 15])('of %i characters shows 3 of them in the journal, the admin API and the log', async (n) => {
    const key = `${'k'.repeat(n - 4)}Z9x7`
    const app = testApp({ keys: [{ key, plan: 'Growth', credits: 5 }] })
    const lines: string[] = []
    attachRequestLog(app.mock.journal, { write: (t: string) => lines.push(t) })
    attachRequestLog(app.mock.journal, { write: (t: string) => lines.push(t) }, { format: 'json' })
    await app.request('/v1/people/profile?username=jane-doe', { headers: { Authorization: `Bearer ${key}` } })
    const listed = RequestsAnswerSchema.parse(await (await app.request('/__admin/requests')).json())
    const keys = KeysAnswerSchema.parse(await (await app.request('/__admin/keys')).json())
    const shown = listed.requests[0]?.key ?? ''
    checkRedacted(key, shown)
    expect(shown.replace('…', '')).toHaveLength(3)
    expect(keys.keys.map((k) => k.key)).toContain(shown)
    for (const text of [...lines, JSON.stringify(listed), JSON.stringify(keys)]) {
      expect(text).not.toContain(key.slice(-4))
      expect(text).not.toContain(key.slice(0, 4))
    }
  })
})

const SECRET = 'sk_live_QWERTYUIOPASDFGHJKLZ_1234'

/** Names real services give their secrets: separators, case and prefixes vary. */
const SECRET_NAMES = [
  'key',
  'KEY',
  'keys',
  'api-key',
  'api_key',
  'api.key',
  'api key',
  'apiKey',
  'APIKey',
  'ApiKey',
  'API_KEY',
  'apikey',
  'x-api-key',
  'X-API-KEY',
  'x_api_key',
  'X-Api-Key',
  'xApiKey',
  'xapikey',
  'x-goog-api-key',
  'my_api_key',
  'private_key',
  'privateKey',
  'access-key',
  'accessKey',
  'token',
  'Token',
  'tokens',
  'access-token',
  'access_token',
  'accessToken',
  'AccessToken',
  'accesstoken',
  'auth-token',
  'auth_token',
  'authToken',
  'authtoken',
  'refresh_token',
  'id_token',
  'oauth_token',
  'oauthToken',
  'hub.verify_token',
  'session',
  'session_id',
  'sessionId',
  'sessionid',
  'SESSION-TOKEN',
  'secret',
  'client_secret',
  'clientSecret',
  'clientsecret',
  'app-secret',
  'password',
  'Password',
  'user_password',
  'passwd',
  'pwd',
  'auth',
  'x-auth',
  'authorization',
  'Authorization',
  'signature',
  'x-signature',
  'sig',
  'jwt',
  'bearer',
  'credentials',
  'cookie',
]

/** Names that contain a secret word inside a word of their own: data, shown as sent. */
const DATA_NAMES = [
  'keywords',
  'keyword',
  'monkey',
  'author',
  'authors',
  'authority',
  'user_name',
  'companyId',
  'jobId',
  'job_id',
  'id',
  'url',
  'page',
  'tokenizer',
  'keynote',
  'passage',
  'signal',
  'secretary',
]

async function journalQuery(names: readonly string[]): Promise<Record<string, string>> {
  const app = testApp()
  const lines: string[] = []
  attachRequestLog(app.mock.journal, { write: (t: string) => lines.push(t) })
  const query = new URLSearchParams([['username', 'jane-doe'], ...names.map((n) => [n, SECRET] as [string, string])])
  await app.request(`/v1/people/profile?${query}`, { headers: { Authorization: 'Bearer mock-dev-key' } })
  const listed = RequestsAnswerSchema.parse(await (await app.request('/__admin/requests')).json())
  return { ...listed.requests[0]?.query, __log: lines.join('') }
}

describe('query parameters', () => {
  it.each(SECRET_NAMES)('redacts the value of %s in the journal, the admin API and the log', async (name) => {
    const query = await journalQuery([name])
    expect(query[name]).toBe(redactKey(SECRET))
    expect(query.__log).not.toContain(SECRET)
    expect(query.__log).toContain(encodeURIComponent(redactKey(SECRET)))
  })

  it('keeps the values of names that merely contain a secret word', async () => {
    const query = await journalQuery(DATA_NAMES)
    for (const name of DATA_NAMES) expect(query[name], name).toBe(SECRET)
  })

  it('redacts a secret word under any case, separator and known prefix', async () => {
    const words = ['key', 'token', 'secret', 'password', 'signature', 'session']
    const prefixes = ['', 'x', 'api', 'access', 'auth', 'client', 'refresh']
    const joins = ['-', '_', '.', ' ', '', 'camel']
    const names = fc.sample(
      fc
        .tuple(fc.constantFrom(...prefixes), fc.constantFrom(...words), fc.constantFrom(...joins), fc.boolean())
        .map(([prefix, word, join, upper]) => {
          const glued =
            prefix === ''
              ? word
              : join === 'camel'
                ? `${prefix}${word.charAt(0).toUpperCase()}${word.slice(1)}`
                : `${prefix}${join}${word}`
          return upper ? glued.toUpperCase() : glued
        }),
      { numRuns: 60, seed: 21 },
    )
    const unique = [...new Set(names)]
    const query = await journalQuery(unique)
    for (const name of unique) expect(query[name], name).toBe(redactKey(SECRET))
  })
})
