import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startMockServer, type MockAdminError, type MockServer } from '../src/index.js'

// keys long enough that a leak of the middle part would show
const KNOWN = 'sk_live_ABCDEFGHIJKLMNOPQRSTUVWX_1234'
const EMPTY = 'sk_empty_ZYXWVUTSRQPONMLKJIHGFEDC_9876'
const UNKNOWN = 'sk_stolen_QWERTYUIOPASDFGHJKLZXCV_5555'
const QUERY_SECRET = 'qs_secret_MNBVCXZLKJHGFDSAPOIUYTRE_4242'
const SECRETS = [KNOWN, EMPTY, UNKNOWN, QUERY_SECRET]
// a 12-character window from the middle of each key: what a partial leak would contain
const MIDDLES = SECRETS.map((k) => k.slice(8, 20))

describe('redaction', () => {
  const logs: string[] = []
  const texts: string[] = []
  let mock: MockServer
  const spies: { mockRestore(): void }[] = []

  beforeAll(async () => {
    for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
      spies.push(
        vi
          .spyOn(console, method)
          .mockImplementation((...args: unknown[]) => void logs.push(args.map(String).join(' '))),
      )
    }
    for (const stream of [process.stdout, process.stderr]) {
      const write = stream.write.bind(stream)
      spies.push(
        vi.spyOn(stream, 'write').mockImplementation(((chunk: unknown, ...rest: unknown[]) => {
          logs.push(String(chunk))
          return (write as (...a: unknown[]) => boolean)(chunk, ...rest)
        }) as typeof stream.write),
      )
    }
    mock = await startMockServer({
      fixtures: false,
      clock: 'virtual',
      keys: [
        { key: KNOWN, plan: 'Starter', credits: 5 },
        { key: EMPTY, plan: 'Growth', credits: 0 },
      ],
      warn: (m) => logs.push(m),
    })

    const send = async (path: string, headers: Record<string, string>, init: RequestInit = {}) => {
      const res = await fetch(`${mock.url}${path}`, { ...init, headers })
      texts.push(await res.text())
    }
    const bearer = (k: string) => ({ Authorization: `Bearer ${k}` })
    // the API: served, refused on every ground, with keys in headers and a secret in the query
    for (let i = 0; i < 22; i++) await send(`/v1/people/profile?username=u${i}`, bearer(KNOWN))
    await send('/v1/people/profile?username=a', bearer(EMPTY))
    await send('/v1/people/profile?username=a', bearer(UNKNOWN))
    await send('/v1/people/profile?username=a', { 'x-api-key': UNKNOWN })
    await send(`/v1/people/profile?username=a&api_key=${QUERY_SECRET}&token=${QUERY_SECRET}`, bearer(KNOWN))
    await send('/v1/people/profile?username=a&__scenario=invalid-key', bearer(KNOWN))
    await send('/v1/people/profile?username=a&__scenario=no-such', bearer(UNKNOWN))
    await send('/v2/nothing', bearer(UNKNOWN))
    await send('/v1/people/profile?username=a', bearer(KNOWN), { method: 'POST' })
    // the admin API: every reading route, keys addressed by their full value, and refusals that name a key
    await send('/__admin/requests', {})
    await send(`/__admin/requests?key=${KNOWN}`, {})
    await send('/__admin/keys', {})
    for (const k of [KNOWN, EMPTY, UNKNOWN]) {
      await send(`/__admin/keys/${encodeURIComponent(k)}/usage`, {})
      await send(
        `/__admin/keys/${encodeURIComponent(k)}`,
        { 'content-type': 'application/json' },
        { method: 'PUT', body: '{"credits":"lots"}' },
      )
    }
    // a body that is not JSON: the parser's message would quote it
    await send(`/__admin/keys/${encodeURIComponent(KNOWN)}`, {}, { method: 'PUT', body: `{"credits": ${KNOWN}}` })
    texts.push(
      JSON.stringify(await mock.requests()),
      JSON.stringify(await mock.usage(KNOWN)),
      JSON.stringify(await mock.usage(EMPTY)),
    )
    const refused = await mock.usage(UNKNOWN).catch((err: unknown) => err)
    texts.push(String(refused), JSON.stringify((refused as MockAdminError).body))
  })

  afterAll(async () => {
    for (const spy of spies) spy.mockRestore()
    await mock.close()
  })

  it('recorded the traffic it checks', async () => {
    const calls = await mock.requests()
    expect(calls.length).toBe(30)
    expect(new Set(calls.map((c) => c.status))).toEqual(new Set([200, 429, 402, 401, 400, 404, 405]))
    expect(await mock.requests({ key: UNKNOWN })).toHaveLength(4)
  })

  it.each(SECRETS.map((s, i) => [i, s] as const))(
    'secret %i appears in no journal entry, admin answer or log',
    (i, secret) => {
      const leaks = [...texts, ...logs].filter((t) => t.includes(secret) || t.includes(MIDDLES[i] ?? secret))
      expect(leaks).toEqual([])
    },
  )

  it('shows keys as first and last 4 characters at most', async () => {
    expect(new Set((await mock.requests()).map((c) => c.key))).toEqual(new Set(['sk_l…1234', 'sk_e…9876', 'sk_s…5555']))
    const profiles = await mock.requests({ endpoint: 'people/profile' })
    expect(profiles.find((c) => 'api_key' in c.query)?.query).toMatchObject({
      api_key: 'qs_s…4242',
      token: 'qs_s…4242',
    })
  })
})
