import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { createRuntime } from '../src/runtime.js'
import type { MockOptions } from '../src/options.js'
import { get, testApp } from './support/app.js'

const root = mkdtempSync(join(tmpdir(), 'mock-broken-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

let n = 0
/** A fresh folder holding the given files (paths relative to it). */
function folder(files: Record<string, string>): string {
  const dir = join(root, `case-${n++}`)
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, rel)), { recursive: true })
    writeFileSync(join(dir, rel), text)
  }
  return dir
}

const profile = JSON.stringify((await get(testApp(), '/v1/people/profile?username=jane-doe')).body)

/** The start-up error for these options, as its message. */
function startupError(options: MockOptions): string {
  try {
    createRuntime({ clock: 'virtual', ...options })
  } catch (err) {
    return (err as Error).message
  }
  throw new Error('the mock started although a file is broken')
}

interface Case {
  name: string
  options: () => MockOptions
  file: string
  path: string
  fix: string
}

const cases: Case[] = [
  {
    name: 'a fixture with invalid JSON',
    options: () => ({ fixtures: folder({ 'people/profile/jane-doe.json': '{ "username": "jane-doe", }' }) }),
    file: 'people/profile/jane-doe.json',
    path: '$',
    fix: 'fix the JSON syntax',
  },
  {
    name: 'a fixture that breaks the schema',
    options: () => ({
      fixtures: folder({
        'people/profile/jane-doe.json': profile.replace(/"followerCount":\d+/, '"followerCount":"many"'),
      }),
    }),
    file: 'people/profile/jane-doe.json',
    path: '$.followerCount',
    fix: 'make it match the people/profile response schema',
  },
  {
    name: 'a fixture folder for an unknown endpoint',
    options: () => ({ fixtures: folder({ 'people/unknown-endpoint/jane-doe.json': profile }) }),
    file: 'people/unknown-endpoint/jane-doe.json',
    path: '$',
    fix: 'use one of: posts/reposts',
  },
  {
    name: 'a scenario with a bad rule',
    options: () => ({
      scenarios: folder({
        'broken.json': JSON.stringify({
          name: 'broken',
          description: 'x',
          rules: [{ effect: { latencyMs: 10 } }, { effect: { status: 99 } }],
        }),
      }),
    }),
    file: 'broken.json',
    path: '$.rules[1].effect.status',
    fix: 'see the scenario format in docs/scenarios.md',
  },
  {
    name: 'a scenario rule with an unknown field',
    options: () => ({
      scenarios: folder({ 'broken.yaml': 'name: broken\ndescription: x\nrules:\n  - effect: { sttaus: 500 }\n' }),
    }),
    file: 'broken.yaml',
    path: '$.rules[0].effect',
    fix: 'see the scenario format in docs/scenarios.md',
  },
  {
    name: 'a keys file with a bad plan',
    options: () => ({
      keys: join(
        folder({
          'keys.json': JSON.stringify({
            keys: [
              { key: 'good_key_000001', plan: 'Growth', credits: 5 },
              { key: 'bad_plan_000002', plan: 'Premium', credits: 5 },
            ],
          }),
        }),
        'keys.json',
      ),
    }),
    file: 'keys.json',
    path: '$.keys[1].plan',
    fix: 'plan is one of Starter, Growth, Pay-as-you-go, Enterprise',
  },
  {
    name: 'a keys file with invalid JSON',
    options: () => ({ keys: join(folder({ 'keys.json': '{ "keys": [ }' }), 'keys.json') }),
    file: 'keys.json',
    path: '$',
    fix: 'fix: ',
  },
]

describe('broken files at start-up', () => {
  it.each(cases)('$name: the message names the file, the JSON path and the fix', ({ options, file, path, fix }) => {
    const message = startupError(options())
    expect(message).toContain(file)
    expect(message).toContain(`: ${path}: `)
    expect(message).toContain(fix)
    expect(message).toMatch(/\(fix: .+\)/)
  })
})
