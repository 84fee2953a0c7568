import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, it } from 'vitest'
import { startMockServer } from '../../src/server.js'
import { get, testApp } from '../support/app.js'
import { tempDir, writeFiles } from '../support/tmp.js'

// past the held-text budget a fixture's text is read again on use, so a broken edit could not keep the last good one
const POLL = { timeout: 5000, interval: 20 }
const profile = (await get(testApp(), '/v1/people/profile?username=jane-doe')).body as Record<string, unknown>

it('under --watch, keeps serving the last good version of every fixture of a folder past the budget', async () => {
  const root = tempDir()
  const users = ['big-a', 'big-b', 'big-c']
  // each over the 2M-character budget: whatever the load order, two of them come after it is spent
  const long = 'x'.repeat(2_100_000)
  writeFiles(
    root,
    Object.fromEntries(users.map((u) => [`people/profile/${u}.json`, { ...profile, username: u, about: long }])),
  )
  const warnings: string[] = []
  const mock = await startMockServer({ fixtures: root, watch: true, clock: 'virtual', warn: (m) => warnings.push(m) })
  try {
    for (const u of users) writeFileSync(join(root, `people/profile/${u}.json`), '{ "firstName": ')
    await expect.poll(() => warnings.filter((w) => w.includes('invalid JSON')).length, POLL).toBe(3)
    for (const u of users) {
      const res = await fetch(`${mock.url}/v1/people/profile?username=${u}`, {
        headers: { Authorization: 'Bearer mock-dev-key' },
      })
      expect(res.status).toBe(200)
      expect(((await res.json()) as { about: string }).about).toBe(long)
    }
  } finally {
    await mock.close()
  }
})
