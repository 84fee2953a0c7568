import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ENDPOINTS } from '../src/endpoints.js'
import { initialsOf } from '../src/media/paths.js'
import { escapeXml } from '../src/media/svg.js'
import { DEFAULT_FIXTURES_DIR, IN_PROCESS_ORIGIN } from '../src/options.js'
import { createMockFetch, startMockServer, type MockServer } from '../src/server.js'
import { MEDIA } from '../src/world/world.js'
import { DEV, get, testApp } from './support/app.js'
import { paramValues, urlFor } from './support/values.js'
import { scaled } from './support/scale.js'

/** Every string in a body that names an image of the mock. */
function mediaUrls(v: unknown, out: Set<string>): Set<string> {
  if (typeof v === 'string') {
    if (v.includes('/media/')) out.add(v)
  } else if (Array.isArray(v)) for (const x of v) mediaUrls(x, out)
  else if (v !== null && typeof v === 'object') for (const x of Object.values(v)) mediaUrls(x, out)
  return out
}

/** Problems of an SVG document: its root, tag nesting, and no markup or bare ampersand in text. */
function svgProblems(text: string): string[] {
  const problems: string[] = []
  if (!text.startsWith('<svg ') || !text.endsWith('</svg>')) problems.push('not an <svg> document')
  if (!text.includes('xmlns="http://www.w3.org/2000/svg"')) problems.push('no SVG namespace')
  const stack: string[] = []
  const tag = /<(\/?)([a-zA-Z][\w-]*)((?:\s+[\w:-]+="[^"<>]*")*)\s*(\/?)>/g
  let last = 0
  for (let m = tag.exec(text); m; m = tag.exec(text)) {
    const between = text.slice(last, m.index)
    if (/[<>]|&(?!#\d+;|[a-z]+;)/.test(between)) problems.push(`bad text ${JSON.stringify(between)}`)
    last = tag.lastIndex
    const [, close, name, , selfClosing] = m
    if (close) {
      if (stack.pop() !== name) problems.push(`</${name}> closes nothing open`)
    } else if (!selfClosing) stack.push(name as string)
  }
  if (last !== text.length) problems.push('text after the root')
  if (stack.length) problems.push(`unclosed ${stack.join(', ')}`)
  return problems
}

// 50 values of every endpoint: 1,000 bodies (test:fast: 200)
const PER_ENDPOINT = scaled(50)

describe('/media: pictures that load offline', () => {
  it('every /media URL in 1,000 generated bodies answers 200 with an SVG that is well-formed and cached for a year', async () => {
    const app = testApp({ seed: 3 })
    const urls = new Set<string>()
    let bodies = 0
    for (const def of ENDPOINTS) {
      for (const value of paramValues(def, app.mock.world, PER_ENDPOINT, 3)) {
        const { status, body } = await get(app, urlFor(def, value))
        if (status !== 200) continue
        bodies++
        mediaUrls(body, urls)
      }
    }
    expect(bodies).toBeGreaterThanOrEqual(0.9 * PER_ENDPOINT * ENDPOINTS.length)
    expect(urls.size).toBeGreaterThan(PER_ENDPOINT * ENDPOINTS.length)
    const kinds = new Set<string>()
    const problems: string[] = []
    for (const url of urls) {
      expect(url.startsWith(`${MEDIA}/media/`), url).toBe(true)
      kinds.add(new URL(url).pathname.split('/')[2] ?? '')
      const res = await app.request(new URL(url).pathname)
      const text = await res.text()
      if (res.status !== 200) problems.push(`${url}: ${res.status} ${text}`)
      if (res.headers.get('content-type') !== 'image/svg+xml')
        problems.push(`${url}: content-type ${res.headers.get('content-type')}`)
      if (res.headers.get('cache-control') !== 'public, max-age=31536000, immutable')
        problems.push(`${url}: cache-control ${res.headers.get('cache-control')}`)
      problems.push(...svgProblems(text).map((p) => `${url}: ${p}`))
    }
    expect(problems.slice(0, 10)).toEqual([])
    expect([...kinds].sort()).toEqual(['avatar', 'cover', 'logo'])
  }, 60_000)

  it('the image URLs of the shipped fixtures are served too', async () => {
    const app = testApp({ fixtures: DEFAULT_FIXTURES_DIR })
    const urls = new Set<string>()
    for (const file of readdirSync(DEFAULT_FIXTURES_DIR, { recursive: true, encoding: 'utf8' })) {
      if (file.endsWith('.json'))
        for (const m of readFileSync(join(DEFAULT_FIXTURES_DIR, file), 'utf8').matchAll(
          /"(https?:\/\/[^"]*\/media\/[^"]*)"/g,
        ))
          urls.add(m[1] as string)
    }
    expect(urls.size).toBeGreaterThan(10)
    for (const url of urls) {
      const res = await app.request(new URL(url).pathname)
      expect([url, res.status, res.headers.get('content-type')]).toEqual([url, 200, 'image/svg+xml'])
    }
  })

  it('an avatar shows the initials of the person it belongs to, on a colour that depends on the id alone', async () => {
    const app = testApp()
    const { body } = await get(app, '/v1/people/profile?username=jane-doe')
    expect(body.profilePicture).toMatch(new RegExp(`^${MEDIA}/media/avatar/\\d+/JD\\.svg$`))
    const svg = await (await app.request(new URL(body.profilePicture).pathname)).text()
    expect(svg).toContain('>JD</text>')
    const colour = (s: string) => /<rect [^>]*fill="(#[0-9a-f]{6})"/.exec(s)?.[1]
    const again = await (await app.request('/media/avatar/112976682/ZZ.svg')).text()
    const other = await (await app.request('/media/avatar/112976683/ZZ.svg')).text()
    expect(colour(again)).toBe(colour(await (await app.request('/media/avatar/112976682/AB.svg')).text()))
    expect(colour(again)).not.toBe(colour(other))
  })

  it.each([
    ['/media/avatar/1/%3Cscript%3E.svg', 'markup as initials'],
    ['/media/avatar/1/A%22B.svg', 'a quote in the initials'],
    ['/media/avatar/1/ABCD.svg', 'more than three initials'],
    ['/media/avatar/%3Cx%3E/AB.svg', 'markup as the key'],
    ['/media/avatar/1/AB.png', 'another format'],
    ['/media/logo/1', 'no file'],
    ['/media/cover/a.b.svg', 'a dot in the key'],
    ['/media/banner/1.svg', 'an unknown kind'],
    ['/media', 'the bare prefix'],
  ])('%s (%s) is a JSON 404 from the error catalog', async (path) => {
    const res = await testApp().request(path)
    expect(res.status).toBe(404)
    expect(res.headers.get('content-type')).toMatch(/^application\/json/)
    expect(await res.json()).toMatchObject({ code: 'ROUTE_NOT_FOUND' })
  })

  it('initials come from letters only, and SVG text is escaped', () => {
    expect(initialsOf('<img src=x', '"onerror')).toBe('IO')
    expect(initialsOf('Müller & Söhne GmbH')).toBe('MS')
    expect(initialsOf('伟', '李')).toBe('伟李')
    expect(initialsOf('', '&&')).toBe('-')
    expect(initialsOf('e\u0301mile', 'zola')).toBe('ÉZ')
    expect(initialsOf('(Bob) 3M Labs')).toBe('B3')
    expect(initialsOf('ßa', 'ßb')).toBe('SSS')
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&#60;a href=&#34;x&#34;&#62;&#39;&#38;&#39;&#60;/a&#62;')
  })

  it('needs no key, and HEAD answers like GET without a body', async () => {
    const app = testApp()
    const res = await app.request('/media/cover/abc.svg', { method: 'HEAD' })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/svg+xml')
    expect(await res.text()).toBe('')
  })
})

describe('--media-base', () => {
  it('an origin with a path is written before /media, without a doubled slash', async () => {
    const { body } = await get(
      testApp({ mediaBase: 'https://cdn.example.com/mock/' }),
      '/v1/companies/by-id?companyId=1441',
    )
    expect(body.data.Images.cover).toMatch(/^https:\/\/cdn\.example\.com\/mock\/media\/cover\/\w+\.svg$/)
  })

  it.each(['ftp://x.example', 'not a url', 'https://x.example/?a=1'])('%s is refused at start-up', (mediaBase) => {
    expect(() => testApp({ mediaBase })).toThrow(/mediaBase/)
  })

  it('self in process is the in-process origin, which the in-process fetch answers', async () => {
    const fetch = createMockFetch({ mediaBase: 'self', fixtures: false })
    const body = (await (await fetch('/v1/people/profile?username=jane-doe', { headers: DEV })).json()) as {
      backgroundImage: string
    }
    expect(body.backgroundImage.startsWith(`${IN_PROCESS_ORIGIN}/media/cover/`)).toBe(true)
    const res = await fetch(body.backgroundImage)
    expect([res.status, res.headers.get('content-type')]).toEqual([200, 'image/svg+xml'])
  })

  describe('self over a socket', () => {
    let mock: MockServer
    beforeAll(async () => {
      mock = await startMockServer({ mediaBase: 'self', fixtures: false, keys: false })
    })
    afterAll(() => mock.close())

    it("bodies point at the server's own origin, where the images load", async () => {
      const res = await globalThis.fetch(`${mock.url}/v1/companies/by-id?companyId=1441`, { headers: DEV })
      const { data } = (await res.json()) as { data: { Images: { logo: string | null; cover: string } } }
      for (const url of [data.Images.cover, ...(data.Images.logo ? [data.Images.logo] : [])]) {
        expect(url.startsWith(`${mock.url}/media/`), url).toBe(true)
        const image = await globalThis.fetch(url)
        expect([image.status, image.headers.get('content-type')]).toEqual([200, 'image/svg+xml'])
        expect(svgProblems(await image.text())).toEqual([])
      }
    })
  })
})
