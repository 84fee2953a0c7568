import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { readdirSync } from 'node:fs'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createApp } from '../../src/app.js'
import { SecretGuard } from '../../src/record/secret.js'
import { tempDir } from '../support/tmp.js'

// the upstream key got past the recording guard JSON-escaped, percent-encoded in full, or as line-wrapped base64,
// and error bodies relayed to the client carried it too
const KEY = 'sk_live_Secret/Key+0123456789abcdef'
const allEscaped = [...KEY].map((ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`).join('')
const oneEscaped = `${KEY.slice(0, 5)}\\u${KEY.charCodeAt(5).toString(16).padStart(4, '0')}${KEY.slice(6)}`
const slashEscaped = KEY.replaceAll('/', '\\/')
const allPercent = [...Buffer.from(KEY)].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('')
const allPercentUpper = allPercent.toUpperCase()
const b64 = Buffer.from(`token=${KEY}`).toString('base64')
const wrapped = b64.replace(/(.{8})/g, '$1\r\n')
const wrappedInJson = JSON.stringify({ blob: b64.replace(/(.{8})/g, '$1\n') })

const FORMS: [string, string][] = [
  ['every character JSON-escaped', `{"echo":"${allEscaped}"}`],
  ['one character JSON-escaped', `{"echo":"${oneEscaped}"}`],
  ['slashes escaped', `{"echo":"${slashEscaped}"}`],
  ['every byte percent-encoded', `{"echo":"${allPercent}"}`],
  ['every byte percent-encoded, upper case', `x=${allPercentUpper}`],
  ['base64 with line breaks', wrapped],
  ['base64 with escaped line breaks inside JSON', wrappedInJson],
]

it.each(FORMS)('finds the key %s', (_name, text) => {
  expect(new SecretGuard(KEY).contains(text)).toBe(true)
})

it('still passes text without the key', () => {
  expect(
    new SecretGuard(KEY).contains(
      '{"name":"\\u0041da","url":"https:\\/\\/example.com\\/a%20b","b64":"aGVsbG8g\\nd29ybGQ="}',
    ),
  ).toBe(false)
})

let upstream: Server
let base = ''
let body = ''
let header = ''
beforeAll(async () => {
  upstream = createServer((_req, res) => {
    res
      .writeHead(401, { 'content-type': 'application/json', ...(header ? { 'www-authenticate': header } : {}) })
      .end(body)
  })
  await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', r))
  base = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((r) => upstream.close(() => r())))

it.each([...FORMS, ['in a relayed header', '']] as [string, string][])(
  'refuses to relay or record an error answer carrying the key %s',
  async (name, text) => {
    body = text || '{"error":"bad key"}'
    header = name === 'in a relayed header' ? `Bearer error="${allPercent}"` : ''
    const fixtures = tempDir()
    const scenarios = tempDir()
    const app = createApp({
      mode: 'record',
      upstream: base,
      upstreamKey: KEY,
      fixtures,
      scenarios,
      recordErrors: true,
      clock: 'virtual',
      warn: () => {},
    })
    const res = await app.request('/v1/people/profile?username=ann', {
      headers: { Authorization: 'Bearer mock-dev-key' },
    })
    const relayed = await res.text()
    expect(res.status).toBe(502)
    expect(JSON.parse(relayed)).toMatchObject({ code: 'RECORDING_REFUSED' })
    expect(new SecretGuard(KEY).contains(relayed + JSON.stringify([...res.headers]))).toBe(false)
    expect(readdirSync(scenarios)).toEqual([])
  },
)
