// README's ten-line config of one's own endpoint, taken from README itself: it loads and answers as the text says.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { get, testApp } from './support/app.js'
import { tempDir, writeFiles } from './support/tmp.js'

const README = readFileSync(join(import.meta.dirname, '..', 'README.md'), 'utf8')
const section = README.slice(README.indexOf('## Your own endpoints'))
const example = /```ts\n([\s\S]*?)```/.exec(section)?.[1] ?? ''
const app = testApp({
  config: join(writeFiles(tempDir('nlm-readme-config-'), { 'mock.config.ts': example }), 'mock.config.ts'),
})

describe("README's own-endpoint example", () => {
  it('is a TypeScript config of one endpoint, at most a dozen lines', () => {
    expect(example).toContain('defineEndpoint')
    expect(example.trim().split('\n').length).toBeLessThanOrEqual(12)
  })

  it.each([
    ['page 1', '/v1/people/search?keywords=ada', 10],
    ['page 5, the last of 42 items', '/v1/people/search?keywords=ada&page=5', 2],
    ['another keyword', '/v1/people/search?keywords=data%20engineer', 10],
  ])('answers %s with its share of items', async (_name, url, count) => {
    const { status, body } = await get(app, url)
    expect(status).toBe(200)
    expect(body.data.items).toHaveLength(count)
    for (const item of body.data.items) expect(item.fullName).toMatch(/\S+ \S+/)
  })

  it('keeps the built-in endpoints and the mock key rules', async () => {
    expect((await get(app, '/v1/people/profile?username=jane-doe')).status).toBe(200)
    expect((await app.request('/v1/people/search?keywords=ada')).status).toBe(401)
  })
})
