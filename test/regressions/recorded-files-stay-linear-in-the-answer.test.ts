import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { DEV, get, testApp } from '../support/app.js'
import { tempDir } from '../support/tmp.js'
import { fakeUpstream } from '../support/upstream.js'

// a 20 KB deeply nested answer was recorded as a 200 MB fixture (every line indented by its depth), 400 KB as a 500

const REAL_KEY = 'real-upstream-key-Lm4/pQ+8='
let body = ''
let status = 200
const fake = fakeUpstream((_req, res) => {
  res.writeHead(status, { 'content-type': 'application/json' })
  res.end(body)
})

/** `depth` levels of arrays or objects around a list of `width` numbers (the list is the innermost level). */
function nested(depth: number, width: number, shape: 'array' | 'object'): string {
  const inner = `[${Array.from({ length: width }, (_, i) => i % 10).join(',')}]`
  const open = shape === 'array' ? '[' : '{"a":'
  const close = shape === 'array' ? ']' : '}'
  return `${open.repeat(depth - 1)}${inner}${close.repeat(depth - 1)}`
}

/** Every file below a folder, with its size. */
function filesBelow(dir: string): { file: string; size: number }[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((rel) => join(dir, rel))
    .filter((file) => statSync(file).isFile())
    .map((file) => ({ file, size: statSync(file).size }))
}

function recordApp(dir: string, extra: Record<string, unknown> = {}) {
  return testApp({
    mode: 'record',
    upstream: fake.url,
    upstreamKey: REAL_KEY,
    fixtures: join(dir, 'fixtures'),
    warn: () => {},
    ...extra,
  })
}

/** [shape, depth, width]: deep, wide, and both, up to the 64 levels a recording keeps. */
const KEPT: ['array' | 'object', number, number][] = [
  ['array', 1, 1],
  ['array', 8, 20_000],
  ['object', 30, 5_000],
  ['array', 63, 1],
  ['array', 64, 10_000],
  ['object', 64, 50_000],
]

describe('a recorded fixture', () => {
  it.each(KEPT)(
    'of %s nesting %i levels around %i numbers is at most 3 times the answer and reads back as the answer',
    async (shape, depth, width) => {
      const dir = tempDir()
      body = nested(depth, width, shape)
      status = 200
      const app = recordApp(dir)
      const first = await get(app, '/v1/people/profile?username=jane-doe')
      expect(first.status).toBe(200)
      expect(first.text === body).toBe(true)
      const written = filesBelow(join(dir, 'fixtures')).find((f) => f.file.endsWith('jane-doe.json'))
      expect(written).toBeDefined()
      expect(written?.size).toBeLessThanOrEqual(3 * body.length + 1)
      expect(JSON.stringify(JSON.parse(readFileSync(written?.file ?? '', 'utf8'))) === body).toBe(true)
    },
  )

  it.each([
    ['array', 65, 1],
    ['object', 65, 100],
    ['array', 200, 1],
    ['array', 10_000, 1],
    ['object', 3_000, 1],
    ['array', 200_000, 1],
  ] as const)(
    'of %s nesting %i levels is refused with a JSON 502 and nothing is written',
    async (shape, depth, width) => {
      for (const options of [{}, { passthrough: fake.url, recordPassthrough: true }]) {
        const dir = tempDir()
        body = nested(depth, width, shape)
        status = 200
        const app = recordApp(dir, options)
        const url = 'passthrough' in options ? '/v1/undeclared/thing?q=1' : '/v1/people/profile?username=jane-doe'
        const res = await get(app, url)
        expect(res.status, url).toBe(502)
        expect(res.body).toEqual({
          error: expect.stringMatching(/nests deeper than 64 levels.*nothing was written/),
          code: 'RECORDING_REFUSED',
        })
        expect(filesBelow(dir), url).toEqual([])
      }
    },
  )
})

describe('a recorded error rule', () => {
  it.each([
    ['array', 60, 20_000],
    ['object', 40, 20_000],
    ['array', 2, 50_000],
  ] as const)(
    'with a body of %s nesting %i levels around %i numbers is at most 3 times the answer',
    async (shape, depth, width) => {
      const dir = tempDir()
      body = `{"error":${nested(depth, width, shape)},"code":"NOT_FOUND"}`
      status = 404
      const app = recordApp(dir, { recordErrors: true })
      expect((await get(app, '/v1/people/profile?username=jane-doe')).status).toBe(404)
      const [rules] = filesBelow(join(dir, 'scenarios'))
      expect(rules?.file).toMatch(/recorded-errors\.json$/)
      expect(rules?.size).toBeLessThanOrEqual(3 * body.length + 1_000)
    },
  )
})

it('a pass-through recording of a wide, 64-level answer stays linear too', async () => {
  const dir = tempDir()
  body = nested(64, 30_000, 'array')
  status = 200
  const app = testApp({
    passthrough: fake.url,
    recordPassthrough: true,
    upstreamKey: REAL_KEY,
    fixtures: join(dir, 'fixtures'),
    warn: () => {},
  })
  expect((await app.request('/v1/undeclared/thing?q=1', { headers: DEV })).status).toBe(200)
  const files = filesBelow(join(dir, 'fixtures')).filter((f) => !f.file.endsWith('.meta.json'))
  expect(files).toHaveLength(1)
  expect(files[0]?.size).toBeLessThanOrEqual(3 * body.length + 1)
})
