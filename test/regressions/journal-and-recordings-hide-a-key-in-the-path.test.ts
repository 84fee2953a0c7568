import { existsSync, readdirSync } from 'node:fs'
import { expect, it } from 'vitest'
import { attachRequestLog } from '../../src/console/request-log.js'
import { SecretGuard } from '../../src/record/secret.js'
import { redactKey } from '../../src/util/redact.js'
import { testApp } from '../support/app.js'
import { tempDir } from '../support/tmp.js'
import { fakeUpstream } from '../support/upstream.js'

// the client's key sent as a path segment (/v1/echo/<key>) named a recording's folder and was shown whole in the
// journal

const REAL_KEY = 'real-upstream-key-Pj8/eG+6='
const STARTER = 'test_starter_0000000000000001'
const fake = fakeUpstream((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json' })
  res.end(JSON.stringify({ success: true, data: {} }))
})

/** [path with @KEY@ where the key goes, how the key is sent] */
const CASES: [string, 'bearer' | 'x-api-key'][] = [
  ['/v1/echo/@KEY@', 'bearer'],
  ['/v1/echo/@KEY@', 'x-api-key'],
  ['/v1/echo/@KEY@/more', 'bearer'],
  ['/v1/@KEY@', 'bearer'],
  ['/v1/echo/@ENC@', 'bearer'],
  ['/v1/echo/prefix-@KEY@', 'bearer'],
  ['/v1/echo;session=@KEY@', 'bearer'],
  ['/v2/@KEY@', 'bearer'],
  ['/@KEY@', 'bearer'],
]

it.each(CASES)('%s (key sent by %s) names no folder and is redacted in the journal and the log', async (path, how) => {
  for (const key of [STARTER, 'mock-dev-key']) {
    const fixtures = tempDir()
    const app = testApp({
      passthrough: fake.url,
      recordPassthrough: true,
      upstreamKey: REAL_KEY,
      fixtures,
      warn: () => {},
    })
    const lines: string[] = []
    attachRequestLog(app.mock.journal, { write: (t: string) => lines.push(t) })
    const enc = [...key].map((ch) => `%${ch.charCodeAt(0).toString(16)}`).join('')
    const url = `${path.replace('@KEY@', key).replace('@ENC@', enc)}?q=1`
    const headers = how === 'bearer' ? { Authorization: `Bearer ${key}` } : { 'x-api-key': key }
    await app.request(url, { headers })
    const guard = new SecretGuard(key)
    const names = existsSync(fixtures) ? readdirSync(fixtures, { recursive: true, encoding: 'utf8' }) : []
    for (const name of names) expect(guard.contains(name), `${url}: ${name}`).toBe(false)
    const [entry] = app.mock.journal.list()
    expect(entry?.path, url).toContain(redactKey(key))
    expect(guard.contains(JSON.stringify(entry)), `${url}: ${entry?.path}`).toBe(false)
    expect(guard.contains(lines.join('')), `${url}: ${lines.join('')}`).toBe(false)
  }
})

it.each([
  ['/v1/people/profile;jsessionid=ABCDEF1234567890', 'ABCDEF1234567890'],
  ['/v1/x;PHPSESSID=ABCDEF1234567890;lang=en', 'ABCDEF1234567890'],
  ['/v2/a;token=ABCDEF1234567890/b', 'ABCDEF1234567890'],
])('%s: a secret-named path parameter is redacted in the journal', async (path, secret) => {
  const app = testApp()
  await app.request(path, { headers: { Authorization: 'Bearer mock-dev-key' } })
  const [entry] = app.mock.journal.list()
  expect(entry?.path).toContain(redactKey(secret))
  expect(entry?.path).not.toContain(secret)
})

it.each([
  '/v1/companies/search?keywords=@KEY@',
  '/v1/companies/search?keywords=@ENC@&page=1',
  '/v1/undeclared/x?q=@KEY@',
  '/v2/x?a=1&b=@KEY@',
])('%s: a query value that is the request own key is redacted in the journal, whatever its name', async (path) => {
  for (const key of [STARTER, 'mock-dev-key']) {
    const app = testApp()
    const enc = [...key].map((ch) => `%${ch.charCodeAt(0).toString(16)}`).join('')
    await app.request(path.replace('@KEY@', key).replace('@ENC@', enc), { headers: { Authorization: `Bearer ${key}` } })
    const [entry] = app.mock.journal.list()
    expect(Object.values(entry?.query ?? {})).toContain(redactKey(key))
    expect(new SecretGuard(key).contains(JSON.stringify(entry)), JSON.stringify(entry)).toBe(false)
  }
})
