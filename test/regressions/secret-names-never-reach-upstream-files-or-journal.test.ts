import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isSecretName } from '../../src/util/redact.js'
import { DEV, get, testApp } from '../support/app.js'
import { tempDir } from '../support/tmp.js'
import { fakeUpstream } from '../support/upstream.js'

// api_key[], api[key], apiKey%00, a zero-width space in the name, PHPSESSID, pass, pw, otp, pin... were forwarded
// upstream and written whole in recording names, .meta.json and the journal

/** Secret words: the rule's, each on its own, as real services spell them. */
const SECRET_WORDS = [
  'key',
  'apikey',
  'api_key',
  'token',
  'access_token',
  'secret',
  'client_secret',
  'password',
  'passwd',
  'passphrase',
  'pass',
  'pwd',
  'pw',
  'pin',
  'otp',
  'auth',
  'authorization',
  'signature',
  'sig',
  'session',
  'sessionid',
  'sid',
  'PHPSESSID',
  'JSESSIONID',
  'ASPSESSIONIDQQGGGNCG',
  'csrf',
  'xsrf',
  'csrfmiddlewaretoken',
  'credential',
  'bearer',
  'jwt',
  'cookie',
]

/** Names of data that hold a secret word inside a word of their own. */
const DATA_NAMES = [
  'keywords',
  'keyword',
  'keynote',
  'keyboard',
  'monkey',
  'turkey',
  'author',
  'authority',
  'pinned',
  'spinner',
  'opinion',
  'passenger',
  'passage',
  'passport',
  'compass',
  'bypass',
  'tokenizer',
  'secretary',
  'signal',
  'sidebar',
  'option',
  'nonce',
  'state',
  'code',
  'username',
  'user_id',
  'client_id',
  'companyId',
  'firstName',
  'start',
  'page',
]

/** Characters no one sees, which a server may drop from a name (a NUL ends it instead: see the suffixes). */
const INVISIBLE = ['\u200b', '\u200c', '\u200d', '\u2060', '\ufeff', '\u00ad']

/** A name as a client may decorate it: case, prefixes, brackets and indexes, invisible characters, encodings. */
const decorated = (word: string) =>
  fc
    .record({
      kase: fc.constantFrom('as is', 'lower', 'upper', 'capital'),
      prefix: fc.constantFrom('', 'x-', 'X_', 'my.', 'user[', 'data[0][', 'api ', 'Client'),
      suffix: fc.constantFrom('', '[]', '[0]', ']', '[]]', 's', '\u0000', '\u0000junk', '\u200b', '%00', ';'),
      invisible: fc.option(fc.tuple(fc.constantFrom(...INVISIBLE), fc.nat()), { nil: undefined }),
      encode: fc.constantFrom('none', 'one letter', 'all', 'twice', 'full-width'),
    })
    .map(({ kase, prefix, suffix, invisible, encode }) => {
      let w = kase === 'lower' ? word.toLowerCase() : kase === 'upper' ? word.toUpperCase() : word
      if (kase === 'capital') w = `${w.charAt(0).toUpperCase()}${w.slice(1)}`
      if (invisible) {
        const at = invisible[1] % (w.length + 1)
        w = `${w.slice(0, at)}${invisible[0]}${w.slice(at)}`
      }
      const pct = (ch: string) => `%${ch.charCodeAt(0).toString(16).padStart(2, '0')}`
      if (encode === 'one letter') w = w.replace(/[a-z]/i, pct)
      if (encode === 'all') w = [...w].map((ch) => (/[a-z]/i.test(ch) ? pct(ch) : ch)).join('')
      if (encode === 'twice') w = w.replace(/[a-z]/i, (ch) => `%25${pct(ch).slice(1)}`)
      if (encode === 'full-width')
        w = [...w].map((ch) => (/[!-~]/.test(ch) ? String.fromCharCode(ch.charCodeAt(0) + 0xfee0) : ch)).join('')
      return `${prefix}${w}${suffix}`
    })

describe('the secret-name rule', () => {
  it.each(SECRET_WORDS)('finds %s under any decoration (property)', (word) => {
    fc.assert(
      fc.property(decorated(word), (name) => {
        expect(isSecretName(name), JSON.stringify(name)).toBe(true)
      }),
      { numRuns: 300, seed: 30 },
    )
  })

  it.each(DATA_NAMES)('keeps %s as data, in any case and with brackets', (name) => {
    for (const form of [name, name.toUpperCase(), `${name}[]`, `${name}[0]`, `filter[${name}]`, `x-${name}`])
      expect(isSecretName(form), form).toBe(false)
  })
})

const REAL_KEY = 'real-upstream-key-Vb6/tR+2='
const SECRET = 'client-secret-Qz7Wm2Kx9Lp4'
const received: string[] = []
const fake = fakeUpstream((req, res) => {
  received.push(req.url ?? '')
  res.writeHead(200, { 'content-type': 'application/json' })
  res.end(JSON.stringify({ success: true, data: { name: 'Ann' } }))
})

/** Every file name and text below a folder. */
function everything(dir: string): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).flatMap((rel) => {
    const file = join(dir, rel)
    return statSync(file).isFile() ? [rel, readFileSync(file, 'utf8')] : [rel]
  })
}

/** The names the attack used, as written in the URL. */
const ATTACK_NAMES = [
  'api_key[]',
  'api_key[0]',
  'api[key]',
  'apiKey%00',
  'api%E2%80%8Bkey',
  'ap%C2%ADi_key',
  'PHPSESSID',
  'JSESSIONID',
  'pass',
  'pw',
  'passphrase',
  'otp',
  'pin',
  'user%5Bpassword%5D',
  '%61pi_key',
  '_csrf',
]

describe.each([
  ['pass-through recording', '/v1/undeclared/search?keywords=berlin', { passthrough: 'UP', recordPassthrough: true }],
  ['recording a declared endpoint', '/v1/people/profile?username=jane-doe', { mode: 'record', upstream: 'UP' }],
])('%s', (_, base, options) => {
  it.each(ATTACK_NAMES)('holds back %s: not sent upstream, not in a file name, a file or the journal', async (name) => {
    const dir = tempDir()
    received.length = 0
    const app = testApp({
      ...Object.fromEntries(Object.entries(options).map(([k, v]) => [k, v === 'UP' ? fake.url : v])),
      upstreamKey: REAL_KEY,
      fixtures: join(dir, 'fixtures'),
      warn: () => {},
    })
    const { status } = await get(app, `${base}&${name}=${SECRET}`, DEV)
    expect(status).toBe(200)
    expect(received).toHaveLength(1)
    expect(received[0]).not.toContain(SECRET)
    expect(received[0]).toContain(base.slice(base.indexOf('?') + 1))
    const files = everything(dir)
    expect(files.length).toBeGreaterThan(0)
    for (const text of files) expect(text).not.toContain(SECRET)
    const journal = await (await app.request('/__admin/requests')).text()
    expect(journal).toContain('/v1/')
    expect(journal).not.toContain(SECRET)
    expect(journal).not.toContain(encodeURIComponent(SECRET))
  })
})
