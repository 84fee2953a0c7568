// One worker's part: its own key, scenario and balance, spent while the three others spend theirs at the same time.
import { expect, it, vi } from 'vitest'
import type { ScenarioInput } from '../../../src/control/client.js'
import { useMock, type TestMock } from '../../../src/testing/vitest.js'

interface Part {
  credits: number
  scenario?: string | ScenarioInput
  times?: number
  /** Statuses this worker must see, in order: the first calls go to `firstPath`, the rest to people/profile. */
  expected: number[]
  firstPath?: string
}

const PROFILE = '/v1/people/profile?username=jane-doe'
const WORKERS = 4

export const PARTS: Record<number, Part> = {
  1: { credits: 3, expected: [200, 200, 200, 402] },
  2: {
    credits: 4,
    scenario: [{ match: { endpoint: 'people/connection-count' }, effect: { status: 503 } }],
    firstPath: '/v1/people/connection-count?username=jane-doe',
    expected: [503, 200, 200, 200, 200, 402],
  },
  3: { credits: 5, scenario: 'server-error', times: 2, expected: [500, 500, 200, 200, 200, 200, 200, 402] },
  4: { credits: 6, scenario: 'rate-limited', times: 1, expected: [429, 200, 200, 200, 200, 200, 200, 402] },
}

/** Waits until every worker's key shows the condition: the workers run at the same time or this times out. */
async function allWorkers(
  mock: TestMock,
  what: string,
  ready: (keys: Awaited<ReturnType<TestMock['keys']>>) => boolean,
): Promise<void> {
  let seen = 0
  try {
    await vi.waitFor(
      async () => {
        const keys = (await mock.keys()).filter((k) => k.label === 'useMock')
        seen = keys.length
        if (keys.length !== WORKERS || !ready(keys)) throw new Error('not yet')
      },
      { timeout: 45_000, interval: 20 },
    )
  } catch {
    throw new Error(`the ${WORKERS} workers never all ${what} (${seen} keys seen): they did not run in parallel`)
  }
}

export function runWorker(n: number): void {
  const part = PARTS[n] as Part
  const mock = useMock({ plan: 'Growth', credits: part.credits })

  it(`worker ${n} spends its own ${part.credits} credits under its own scenario`, async () => {
    if (part.scenario !== undefined)
      await mock.useScenario(part.scenario, part.times === undefined ? {} : { times: part.times })
    await allWorkers(mock, 'set up', (keys) => keys.filter((k) => k.scenario !== null).length === 3)

    const seen: number[] = []
    for (let i = 0; i < part.expected.length; i++) {
      const path = i === 0 && part.firstPath ? part.firstPath : PROFILE
      const res = await fetch(`${mock.url}${path}`, { headers: mock.headers })
      await res.arrayBuffer()
      seen.push(res.status)
    }
    await allWorkers(mock, 'ran out of credits', (keys) => keys.every((k) => k.creditsRemaining === 0))

    expect(seen).toEqual(part.expected)
    expect(await mock.usage(mock.key)).toMatchObject({
      creditsRemaining: 0,
      usage: { calls: part.expected.length, creditsUsed: part.credits, refused: 1 },
    })
    expect((await mock.requests()).map((e) => e.status)).toEqual(part.expected)
    expect(await mock.scenario()).toBe('default')
  })
}
