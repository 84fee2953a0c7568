import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { z } from 'zod'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ENDPOINTS_BY_ID } from '../src/endpoints.js'
import { FixtureStore } from '../src/data/fixture-store.js'
import { checkFixtures, formatDriftReport } from '../src/drift/check.js'
import { driftOf } from '../src/drift/walk.js'
import { get, testApp } from './support/app.js'
import { runCli } from './support/cli.js'

const Item = z.object({ id: z.number(), tag: z.string().optional(), logo: z.string().nullable() })
const Body = z.object({
  ok: z.boolean(),
  items: z.array(Item),
  meta: z.record(z.string(), z.unknown()),
  any: z.unknown(),
})
const good = {
  ok: true,
  items: [
    { id: 1, logo: null },
    { id: 2, tag: 't', logo: 'x' },
  ],
  meta: { a: 1 },
  any: [1, 'x'],
}

describe('driftOf', () => {
  it.each([
    ['a matching body', good, []],
    [
      'an unknown top-level field',
      { ...good, extra: 'x' },
      [{ kind: 'unknown-field', path: '$.extra', actual: 'string' }],
    ],
    [
      'an unknown field in a list item',
      { ...good, items: [{ id: 1, logo: null, size: 3 }] },
      [{ kind: 'unknown-field', path: '$.items[0].size', actual: 'number' }],
    ],
    [
      'a missing required field',
      { ok: true, items: [], any: null },
      [{ kind: 'missing-field', path: '$.meta', expected: 'object' }],
    ],
    [
      'a missing nullable field',
      { ...good, items: [{ id: 1 }] },
      [{ kind: 'missing-field', path: '$.items[0].logo', expected: 'null|string' }],
    ],
    [
      'a type change',
      { ...good, ok: 'yes' },
      [{ kind: 'type-change', path: '$.ok', expected: 'boolean', actual: 'string' }],
    ],
    [
      'an object turned into a list',
      { ...good, meta: [] },
      [{ kind: 'type-change', path: '$.meta', expected: 'object', actual: 'array' }],
    ],
    [
      'a nullable string turned number',
      { ...good, items: [{ id: 1, logo: 5 }] },
      [{ kind: 'type-change', path: '$.items[0].logo', expected: 'null|string', actual: 'number' }],
    ],
    [
      'a list turned null',
      { ...good, items: null },
      [{ kind: 'type-change', path: '$.items', expected: 'array', actual: 'null' }],
    ],
  ])('reports %s', (_name, body, expected) => {
    expect(driftOf(Body, body)).toEqual(expected.map((p) => expect.objectContaining(p)))
  })

  it('reports every problem, not only the first', () => {
    const problems = driftOf(Body, {
      ok: 1,
      items: [{ id: '1', logo: null, x: 1 }, { logo: null }],
      meta: {},
      any: 0,
      y: 2,
    })
    expect(problems.map((p) => `${p.kind} ${p.path}`).sort()).toEqual([
      'missing-field $.items[1].id',
      'type-change $.items[0].id',
      'type-change $.ok',
      'unknown-field $.items[0].x',
      'unknown-field $.y',
    ])
  })

  it('reports a broken refinement the walk cannot see as invalid', () => {
    const def = ENDPOINTS_BY_ID.get('posts/search')
    expect(def).toBeDefined()
    const problems = driftOf(def!.schema, { success: true, message: '', data: { total: 0, count: 3, items: [] } })
    expect(problems).toEqual([expect.objectContaining({ kind: 'invalid', path: '$.data.count' })])
  })

  it('ignores unknown fields of loose objects and checks catch-all ones', () => {
    expect(driftOf(z.object({ a: z.string() }).loose(), { a: 'x', b: 1 })).toEqual([])
    expect(driftOf(z.object({ a: z.string() }).catchall(z.number()), { a: 'x', b: 'y' })).toEqual([
      expect.objectContaining({ kind: 'type-change', path: '$.b', expected: 'number', actual: 'string' }),
    ])
  })

  it("walks the union member of the value's type", () => {
    const U = z.union([z.string(), z.object({ n: z.number() })])
    expect(driftOf(U, { n: 'x' })).toEqual([expect.objectContaining({ kind: 'type-change', path: '$.n' })])
    expect(driftOf(U, true)).toEqual([
      expect.objectContaining({ kind: 'type-change', path: '$', expected: 'object|string', actual: 'boolean' }),
    ])
  })
})

let dir = ''
let clean = ''
let drifted = ''

function write(root: string, rel: string, body: unknown): void {
  const file = join(root, rel)
  mkdirSync(join(file, '..'), { recursive: true })
  writeFileSync(file, typeof body === 'string' ? body : `${JSON.stringify(body, null, 2)}\n`)
}

let JOBS = 'companies/jobs/12.json'

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'nlm-drift-'))
  clean = join(dir, 'clean')
  drifted = join(dir, 'drifted')
  const app = testApp({ seed: 3 })
  const profile = (await get(app, '/v1/people/profile?username=jane-doe')).body
  // the first company with two jobs or more: the drift of a field repeated in every list item is folded
  let jobs: { data: { items: Record<string, unknown>[] } } | undefined
  for (let id = 1; id < 400 && !jobs; id++) {
    const body = (await get(app, `/v1/companies/jobs?companyId=${id}`)).body
    if ((body?.data?.items?.length ?? 0) > 1) {
      jobs = body
      JOBS = `companies/jobs/${id}.json`
    }
  }
  if (!jobs) throw new Error('no company of seed 3 has two jobs')
  write(clean, 'people/profile/jane-doe.json', profile)
  write(clean, 'people/profile/jane-doe.meta.json', { recordedAt: '2025-01-01T00:00:00.000Z' })
  write(clean, JOBS, jobs)
  write(drifted, 'people/profile/jane-doe.json', profile)
  write(drifted, 'people/profile/unknown.json', { ...profile, pronouns: 'she/her' })
  write(drifted, 'people/profile/unknown.meta.json', {
    recordedAt: '2025-02-03T04:05:06.000Z',
    endpoint: 'people/profile',
  })
  const { headline: _gone, ...missing } = profile
  write(drifted, 'people/profile/missing.json', missing)
  write(drifted, 'people/profile/typed.json', { ...profile, followerCount: String(profile.followerCount) })
  write(drifted, JOBS, {
    ...jobs,
    data: {
      ...jobs.data,
      items: jobs.data.items.map((i: Record<string, unknown>) => ({ ...i, postedTimestamp: 'yesterday' })),
    },
  })
  write(drifted, 'people/profile/broken.json', '{ "username": ')
  write(drifted, 'not-an-endpoint/x.json', profile)
})

afterAll(() => {
  rmSync(dir, { recursive: true, force: true })
})

describe('checkFixtures', () => {
  it('finds no drift in fixtures that match their schemas', () => {
    const report = checkFixtures(clean, ENDPOINTS_BY_ID)
    expect(report).toEqual({ dir: clean, checked: 2, fixtures: [] })
  })

  it('reports unknown, missing and retyped fields per fixture with their JSON paths', () => {
    const report = checkFixtures(drifted, ENDPOINTS_BY_ID)
    expect(report.checked).toBe(7)
    const by = new Map(report.fixtures.map((f) => [f.file, f]))
    expect([...by.keys()].sort()).toEqual([
      JOBS,
      'not-an-endpoint/x.json',
      'people/profile/broken.json',
      'people/profile/missing.json',
      'people/profile/typed.json',
      'people/profile/unknown.json',
    ])
    expect(by.get('people/profile/unknown.json')).toEqual({
      file: 'people/profile/unknown.json',
      endpoint: 'people/profile',
      recordedAt: '2025-02-03T04:05:06.000Z',
      problems: [{ kind: 'unknown-field', path: '$.pronouns', actual: 'string', message: expect.any(String) }],
    })
    expect(by.get('people/profile/missing.json')?.problems).toEqual([
      expect.objectContaining({ kind: 'missing-field', path: '$.headline', expected: 'string' }),
    ])
    expect(by.get('people/profile/typed.json')?.problems).toEqual([
      expect.objectContaining({ kind: 'type-change', path: '$.followerCount', expected: 'number', actual: 'string' }),
    ])
    const jobs = by.get(JOBS)?.problems ?? []
    expect(jobs.map((p) => p.path)).toEqual(jobs.map((_p, i) => `$.data.items[${i}].postedTimestamp`))
    expect(by.get('people/profile/broken.json')?.unreadable).toMatch(/invalid JSON/)
    expect(by.get('not-an-endpoint/x.json')?.unreadable).toMatch(/not an endpoint/)
  })

  it('reads fixtures the strict loader refuses', () => {
    expect(() => FixtureStore.load({ dir: drifted, endpoints: ENDPOINTS_BY_ID })).toThrow()
    expect(checkFixtures(drifted, ENDPOINTS_BY_ID).fixtures.length).toBeGreaterThan(0)
  })

  it('prints one line per problem and folds a change repeated in every list item', () => {
    const text = formatDriftReport(checkFixtures(drifted, ENDPOINTS_BY_ID))
    const items = checkFixtures(drifted, ENDPOINTS_BY_ID).fixtures.find((f) => f.file === JOBS)?.problems.length
    expect(text).toContain(
      `type change    $.data.items[*].postedTimestamp: expected number, got string  [${items} items]`,
    )
    expect(text).toContain(
      'people/profile/unknown.json (recorded 2025-02-03T04:05:06.000Z)\n  unknown field  $.pronouns (string)',
    )
    expect(text).toContain('people/profile/missing.json\n  missing field  $.headline (expected string)')
    expect(text).toContain('people/profile/typed.json\n  type change    $.followerCount: expected number, got string')
    expect(text).toMatch(/6 of 7 fixture\(s\) in .* drifted/)
  })
})

/** The drift command, in process. */
const cli = (...args: string[]) => runCli(['drift', ...args])

describe('network-lookup-mock drift', () => {
  it('exits 0 and says so when nothing drifted', async () => {
    const { code, stdout } = await cli('--fixtures', clean)
    expect(code).toBe(0)
    expect(stdout).toContain('no drift: 2 fixture(s)')
  })

  it('exits 1 and names each drifted field when something drifted', async () => {
    const { code, stdout } = await cli('--fixtures', drifted)
    expect(code).toBe(1)
    expect(stdout).toContain('unknown field  $.pronouns (string)')
    expect(stdout).toContain('missing field  $.headline (expected string)')
    expect(stdout).toContain('type change    $.followerCount: expected number, got string')
  })

  it('prints the report as JSON with --json', async () => {
    const { code, stdout } = await cli('--fixtures', drifted, '--json')
    expect(code).toBe(1)
    const report = JSON.parse(stdout)
    expect(report).toEqual({ ...JSON.parse(JSON.stringify(checkFixtures(drifted, ENDPOINTS_BY_ID))), drifted: 6 })
  })

  it('exits 2 when the folder does not exist', async () => {
    const { code, stderr } = await cli('--fixtures', join(dir, 'nope'))
    expect(code).toBe(2)
    expect(stderr).toContain('cannot read fixtures folder')
  })

  it('checks the folder given as an argument, not the package fixtures', async () => {
    const { code, stdout } = await cli(drifted)
    expect(code).toBe(1)
    expect(stdout).toContain('unknown field  $.pronouns (string)')
  })
})
