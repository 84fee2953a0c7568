import type { IncomingHttpHeaders } from 'node:http'
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { expect, it } from 'vitest'
import { DEV, get, testApp } from '../support/app.js'
import { tempDir } from '../support/tmp.js'
import { fakeUpstream } from '../support/upstream.js'

// one client's Accept-Language answer was recorded and replayed to every client, and ?a=1&a=2 shared ?a=1's recording

const REAL_KEY = 'real-upstream-key-Hc3/nS+5='
const received: { url: string; headers: IncomingHttpHeaders }[] = []
/** The real service: answers what it was asked, in the language and media type it was asked for. */
const fake = fakeUpstream((req, res) => {
  received.push({ url: req.url ?? '', headers: req.headers })
  res.writeHead(200, { 'content-type': 'application/json' })
  const lang = req.headers['accept-language'] ?? 'default'
  res.end(JSON.stringify({ success: true, data: { url: req.url, lang, accept: req.headers.accept } }))
})

const app = (fixtures: string, record: boolean) =>
  testApp({ passthrough: fake.url, recordPassthrough: record, upstreamKey: REAL_KEY, fixtures, warn: () => {} })

it.each([
  [{ 'Accept-Language': 'de-DE' }, { 'Accept-Language': 'fr-FR' }],
  [{ 'Accept-Language': 'ja' }, {}],
  [{ Accept: 'application/vnd.example.v2+json' }, { Accept: 'application/json' }],
  [{ 'Accept-Language': 'de', Accept: 'application/vnd.example.v2+json' }, { 'Accept-Language': 'en' }],
])('a recording made for %j is the default answer, the one every client gets (%j too)', async (first, second) => {
  const fixtures = tempDir()
  received.length = 0
  const recording = app(fixtures, true)
  const a = await get(recording, '/v1/undeclared/news?topic=x', { ...DEV, ...first })
  // what fetch itself sends (`*`), never the client's
  expect([undefined, '*']).toContain(received[0]?.headers['accept-language'])
  expect(received[0]?.headers.accept).toBe('application/json')
  const b = await get(app(fixtures, false), '/v1/undeclared/news?topic=x', { ...DEV, ...second })
  expect(received).toHaveLength(1)
  expect(b.res.headers.get('x-mock-source')).toBe('fixture')
  expect([undefined, '*', 'default']).toContain(a.body.data.lang)
  expect(b.body).toEqual(a.body)
})

it('pass-through without recording still forwards the client its own language', async () => {
  received.length = 0
  const { body } = await get(app(tempDir(), false), '/v1/undeclared/news?topic=y', { ...DEV, 'Accept-Language': 'de' })
  expect(body.data.lang).toBe('de')
})

/** Queries the upstream may answer differently: each must get its own recording. */
const QUERIES = [
  'a=1',
  'a=1&a=2',
  'a=2&a=1',
  'a=1&a=1',
  'a=1&a=2&a=3',
  'a=1&b=2',
  'a=1&b=2&b=3',
  'a=1%3D1',
  'q=a%3D1%26a%3D2',
  'q=a%3D1',
  'a=1%26a%3D2',
  'a=1&page=2&page=3',
  'a=&a=',
  'a=',
]

it('gives every query its own recording, repeated names and values holding = or & included', async () => {
  const fixtures = tempDir()
  received.length = 0
  const recording = app(fixtures, true)
  for (const query of QUERIES) await get(recording, `/v1/undeclared/list?${query}`)
  expect(received).toHaveLength(QUERIES.length)
  const names = readdirSync(join(fixtures, 'undeclared/list')).filter((n) => !n.endsWith('.meta.json'))
  expect(names).toHaveLength(QUERIES.length)
  // replayed, each query gets the answer to itself
  const replay = app(fixtures, false)
  for (const query of QUERIES) {
    const { body, res } = await get(replay, `/v1/undeclared/list?${query}`)
    expect(res.headers.get('x-mock-source'), query).toBe('fixture')
    expect(body.data.url, query).toBe(`/v1/undeclared/list?${query}`)
  }
  expect(received).toHaveLength(QUERIES.length)
})
