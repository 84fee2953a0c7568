import { chmodSync, existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, it, vi } from 'vitest'
import * as files from '../../src/files.js'
import { DEV, get, testApp } from '../support/app.js'
import { tempDir } from '../support/tmp.js'

// a fixture save with a lone surrogate, or on a full or read-only disk, was a bare 500 "Internal server error"
const PROFILE = '/v1/people/profile?username=jane-doe'
const generated = (await get(testApp(), PROFILE)).body as Record<string, unknown>

function setup() {
  const fixtures = tempDir()
  const warnings: string[] = []
  const app = testApp({ fixtures, warn: (m) => warnings.push(m) })
  const save = (body: string | Uint8Array) =>
    app.request('/__admin/fixtures', { method: 'POST', headers: { 'content-type': 'application/json' }, body })
  const served = async () => (await get(app, PROFILE, DEV)).body
  return { fixtures, warnings, app, save, served }
}

const saveText = (value: string, body: string) =>
  `{"endpoint":"people/profile","value":${value},"body":${body},"overwrite":true}`
const withField = (name: string, value: string) => JSON.stringify({ ...generated, [name]: '@' }).replace('"@"', value)

/** [what, request body as sent (JSON text, `\u` escapes kept as text), JSON path the answer names] */
const LONE: [string, string, string][] = [
  ['a high surrogate in the value', saveText('"jane\\ud800"', JSON.stringify(generated)), '$.value'],
  ['a low surrogate first in the value', saveText('"\\udc00jane"', JSON.stringify(generated)), '$.value'],
  ['two high surrogates in the value', saveText('"\\ud800\\ud801"', JSON.stringify(generated)), '$.value'],
  ['a surrogate in the endpoint', `{"endpoint":"people/profile\\udfff","value":"jane","body":{}}`, '$.endpoint'],
  ['a surrogate in a body string', saveText('"jane"', withField('firstName', '"Ja\\ud83dne"')), '$.body.firstName'],
  ['a surrogate ending a body string', saveText('"jane"', withField('headline', '"Hi \\udbff"')), '$.body.headline'],
  [
    'a surrogate as a body key',
    saveText('"jane"', JSON.stringify(generated).replace('{', '{"\\ud800":1,')),
    '$.body["\\ud800"]',
  ],
  [
    'a surrogate in a key with a dash',
    saveText('"jane"', JSON.stringify({ ...generated, '@': 1 }).replace('"@"', '"x-\\udc01"')),
    '$.body["x-\\udc01"]',
  ],
  [
    'a surrogate deep in an array',
    saveText('"jane"', withField('extra', '{"list":["ok",{"deep":["fine","x\\ud800"]}]}')),
    '$.body.extra.list[1].deep[1]',
  ],
]

it.each(LONE)('refuses %s with a 400 naming the JSON path, and writes nothing', async (_what, text, path) => {
  const { fixtures, warnings, save, served } = setup()
  const res = await save(text)
  expect(res.status).toBe(400)
  const body = (await res.json()) as { error: string }
  expect(body).toMatchObject({ code: 'BAD_REQUEST', field: path })
  expect(body.error).toContain(`${path}: holds a lone UTF-16 surrogate`)
  expect(existsSync(join(fixtures, 'people'))).toBe(false)
  expect(await served()).toEqual(generated)
  expect(warnings).toEqual([])
})

it('saves a surrogate pair (an emoji), escaped or not', async () => {
  const { save, served } = setup()
  for (const [name, text] of [
    ['\\ud83d\\ude00', saveText('"jane-doe"', withField('firstName', '"Jane \\ud83d\\ude00"'))],
    ['😀', saveText('"jane-doe"', withField('firstName', '"Jane 😀"'))],
  ] as const) {
    const res = await save(text)
    expect(res.status, name).toBe(201)
    expect((await served()).firstName).toBe('Jane 😀')
  }
})

/** A request body whose value holds these raw bytes: a surrogate encoded as UTF-8 (CESU-8), or a cut character. */
const RAW: [string, number[]][] = [
  ['a high surrogate as raw bytes', [0xed, 0xa0, 0x80]],
  ['a low surrogate as raw bytes', [0xed, 0xbf, 0xbf]],
  ['a cut two-byte character', [0xc3]],
  ['a stray continuation byte', [0x80]],
]

it.each(RAW)('refuses %s in the body as not UTF-8', async (_what, bytes) => {
  const { fixtures, warnings, save } = setup()
  const [head, tail] = saveText('"jane@"', JSON.stringify(generated)).split('@') as [string, string]
  const res = await save(Buffer.concat([Buffer.from(head), Buffer.from(bytes), Buffer.from(tail)]))
  expect(res.status).toBe(400)
  expect(await res.json()).toMatchObject({ code: 'BAD_REQUEST', field: '$', error: expect.stringMatching(/UTF-8/) })
  expect(existsSync(join(fixtures, 'people'))).toBe(false)
  expect(warnings).toEqual([])
})

const errno = (code: string): NodeJS.ErrnoException =>
  Object.assign(new Error(`${code}: simulated, write '/x'`), { code, errno: -1, syscall: 'write' })

/** [file system error, status, error code] */
const DISK: [string, number, string][] = [
  ['ENOSPC', 507, 'FIXTURE_STORAGE_FULL'],
  ['EDQUOT', 507, 'FIXTURE_STORAGE_FULL'],
  ['EROFS', 507, 'FIXTURE_FOLDER_NOT_WRITABLE'],
  ['EACCES', 507, 'FIXTURE_FOLDER_NOT_WRITABLE'],
  ['EPERM', 507, 'FIXTURE_FOLDER_NOT_WRITABLE'],
  ['EIO', 500, 'FIXTURE_WRITE_FAILED'],
]

// a full or read-only disk cannot be had in a test (and root writes through chmod 555): the writer is made to fail
// as the file system would, and the route's answer is checked
it.each(DISK)(
  'answers a write failing with %s as %d %s, with the file and the reason',
  async (fsCode, status, code) => {
    const { fixtures, warnings, save, served } = setup()
    vi.spyOn(files, 'writeFileAtomic').mockImplementation(() => {
      throw errno(fsCode)
    })
    const res = await save(saveText('"jane-doe"', withField('firstName', '"Saved"')))
    expect(res.status).toBe(status)
    expect(res.headers.get('content-type')).toMatch(/^application\/json/)
    const body = (await res.json()) as { error: string }
    const file = join(fixtures, 'people/profile/jane-doe.json')
    expect(body).toMatchObject({ code, file, reason: fsCode })
    expect(body.error).toContain(`Cannot save ${file}: `)
    expect(body.error).toContain(`(${fsCode})`)
    expect(body.error).not.toMatch(/simulated|at \w+ \(/)
    expect((await served()).firstName).toBe(generated.firstName)
    expect(warnings).toEqual([])
  },
)

/** Real blocked paths: [what, how to block the save, what the answer says] */
const BLOCKED: [string, (fixtures: string) => void, RegExp][] = [
  [
    'a folder where the fixture file goes',
    (f) => mkdirSync(join(f, 'people/profile/jane-doe.json'), { recursive: true }),
    /a folder is where the file goes/,
  ],
  [
    'a file where the endpoint folder goes',
    (f) => {
      mkdirSync(join(f, 'people'), { recursive: true })
      writeFileSync(join(f, 'people/profile'), 'not a folder')
    },
    /a file is where a folder of the path goes/,
  ],
]

it.each(BLOCKED)('answers 409 FIXTURE_PATH_BLOCKED for %s, leaving no temporary file', async (_what, block, words) => {
  const { fixtures, warnings, save, served } = setup()
  block(fixtures)
  const before = readdirSync(join(fixtures, 'people'), { recursive: true }).sort()
  const res = await save(saveText('"jane-doe"', withField('firstName', '"Saved"')))
  expect(res.status).toBe(409)
  const body = (await res.json()) as { error: string }
  expect(body).toMatchObject({ code: 'FIXTURE_PATH_BLOCKED' })
  expect(body.error).toMatch(words)
  expect(readdirSync(join(fixtures, 'people'), { recursive: true }).sort()).toEqual(before)
  expect((await served()).firstName).toBe(generated.firstName)
  expect(warnings).toEqual([])
})

// chmod blocks writes only for a user other than root
it.skipIf(process.getuid?.() === 0)('answers 507 for a read-only fixtures folder (chmod 555)', async () => {
  const { fixtures, save } = setup()
  mkdirSync(join(fixtures, 'people/profile'), { recursive: true })
  chmodSync(join(fixtures, 'people/profile'), 0o555)
  try {
    const res = await save(saveText('"jane-doe"', withField('firstName', '"Saved"')))
    expect(res.status).toBe(507)
    expect(await res.json()).toMatchObject({ code: 'FIXTURE_FOLDER_NOT_WRITABLE', reason: 'EACCES' })
  } finally {
    chmodSync(join(fixtures, 'people/profile'), 0o755)
  }
})
