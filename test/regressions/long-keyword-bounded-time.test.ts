import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { KEYWORD_LOOKED_AT, keywordHead, keywordSense } from '../../src/world/keywords.js'
import { get, testApp } from '../support/app.js'

// A keyword of repeated words made search quadratic in its length: 0.4 s of CPU at 15 KB, 1.5 s at 30 KB, and
// a page of any origin could send it with the development key. Search reads a bounded head of a keyword: at most
// 50 ms of CPU a request, whether the head finds results (200) or nothing (404).

/** Keywords of `size` characters built from one kind of piece, as an attacker or a careless client would send. */
const SHAPES: Record<string, (i: number) => string> = {
  'one word repeated': () => 'data ',
  'vocabulary words in turn': (i) => ['engineer ', 'software ', 'cloud ', 'sales ', 'nurse '][i % 5] as string,
  'made-up words': (i) => `zq${i.toString(36)}x `,
  'one long word': () => 'a',
  'hyphenated parts': (i) => `ab${'xyz'[i % 3]}-`,
  'non-Latin words': () => 'ü日本 ',
  'words and hyphens': (i) => (i % 2 ? 'data-' : 'Ünïcode '),
  'emoji between letters': (i) => (i % 2 ? 'a' : '😀'),
}

function keywordOf(piece: (i: number) => string, size: number): string {
  let out = ''
  for (let i = 0; out.length < size; i++) out += piece(i)
  return out
}

function cpuMs(): number {
  const { user, system } = process.cpuUsage()
  return (user + system) / 1000
}

describe.each(['/v1/companies/search', '/v1/posts/search'])('%s', (path) => {
  // CPU time, not wall time, so a busy machine does not count against it; the quadratic search took seconds here
  it.each(Object.entries(SHAPES))('answers a 64 KB keyword of %s with bounded CPU', async (_name, piece) => {
    const app = testApp()
    await get(app, `${path}?keywords=warm`)
    // the least of three asks (each its own keyword, so none is cached): a collection or a compile that lands in one
    // of them is not the search's cost
    const spent: number[] = []
    for (const head of ['', 'one ', 'two ']) {
      const keyword = head + keywordOf(piece, 64 * 1024)
      const before = cpuMs()
      const { status } = await get(app, `${path}?keywords=${encodeURIComponent(keyword)}`)
      spent.push(cpuMs() - before)
      expect([200, 404]).toContain(status)
    }
    const least = Math.min(...spent)
    expect(least, `${spent.map((ms) => ms.toFixed(0)).join(', ')} ms of CPU`).toBeLessThan(50)
  })
})

it('costs the same to search a keyword 4 times longer, past the head that is read', async () => {
  const app = testApp()
  const spent = async (size: number): Promise<number> => {
    const keyword = keywordOf(SHAPES['one word repeated'] as (i: number) => string, size)
    const before = cpuMs()
    for (let i = 0; i < 3; i++)
      await get(app, `/v1/companies/search?keywords=${encodeURIComponent(keyword)}&page=${i + 1}`)
    return cpuMs() - before
  }
  await spent(1000)
  const short = await spent(8 * 1024)
  const long = await spent(32 * 1024)
  // linear work (decoding the URL) grows 4x at most; the old quadratic search grew 16x
  expect(long, `8 KB: ${short.toFixed(1)} ms, 32 KB: ${long.toFixed(1)} ms`).toBeLessThan(short * 8 + 150)
})

it('reads a keyword longer than the limit by its head, cut at a word', () => {
  fc.assert(
    fc.property(fc.array(fc.stringMatching(/^[a-z\u00e9\u65e5]{1,12}$/), { minLength: 1, maxLength: 120 }), (words) => {
      const keyword = words.join(' ')
      const head = keywordHead(keyword)
      expect(head.length).toBeLessThanOrEqual(KEYWORD_LOOKED_AT)
      if (keyword.length <= KEYWORD_LOOKED_AT) expect(head).toBe(keyword)
      else {
        expect(keyword.startsWith(head)).toBe(true)
        // the cut falls between words: the head's last word is a whole word of the keyword
        expect(words).toContain(head.split(' ').at(-1))
      }
      expect(keywordSense(keyword)).toBe(keywordSense(head))
    }),
  )
})

it.each([
  ['a single word longer than the limit', 'x'.repeat(KEYWORD_LOOKED_AT * 3)],
  ['astral characters across the cut', '😀'.repeat(KEYWORD_LOOKED_AT)],
])('cuts %s inside the limit without breaking a character', (_name, keyword) => {
  const head = keywordHead(keyword)
  expect(head.length).toBeLessThanOrEqual(KEYWORD_LOOKED_AT)
  expect(head.length).toBeGreaterThan(0)
  expect(head).not.toMatch(/[\uD800-\uDBFF]$/)
})
