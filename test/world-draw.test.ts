import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { Draw } from '../src/world/draw.js'
import { World } from '../src/world/world.js'

/** The world's draws: seeded, in range, and with the distributions they promise. */
function drawOf(seed: number): Draw {
  return new Draw(seed)
}

describe('Draw', () => {
  it('int stays in [min, max] with both ends reached; float in [min, max)', () => {
    fc.assert(
      fc.property(
        fc.nat(),
        fc.integer({ min: -1000, max: 1000 }),
        fc.integer({ min: 0, max: 20 }),
        (seed, min, span) => {
          const d = drawOf(seed)
          const seen = new Set<number>()
          for (let i = 0; i < 400; i++) {
            const n = d.int(min, min + span)
            expect(Number.isInteger(n) && n >= min && n <= min + span).toBe(true)
            seen.add(n)
            const x = d.float(min, min + span + 1)
            expect(x >= min && x < min + span + 1).toBe(true)
          }
          expect(seen.has(min) && seen.has(min + span)).toBe(true)
        },
      ),
      { numRuns: 60 },
    )
  })

  it('the same seed gives the same draws; another seed others', () => {
    const run = (seed: number) => {
      const d = drawOf(seed)
      return [
        d.int(0, 1e9),
        d.pick(['a', 'b', 'c', 'd']),
        d.some([1, 2, 3, 4, 5, 6], 3),
        d.alphanumeric(16),
        d.text('+1 ### ??'),
      ]
    }
    expect(run(7)).toEqual(run(7))
    expect(run(7)).not.toEqual(run(8))
  })

  it.each([0.05, 0.3, 0.5, 0.9])('bool(%f) is true at that rate', (p) => {
    const d = drawOf(42)
    let hits = 0
    for (let i = 0; i < 20_000; i++) if (d.bool(p)) hits++
    expect(Math.abs(hits / 20_000 - p)).toBeLessThan(0.015)
  })

  it('weighted picks each value as often as its weight', () => {
    const d = drawOf(3)
    const counts = { a: 0, b: 0, c: 0 }
    for (let i = 0; i < 30_000; i++)
      counts[
        d.weighted([
          { weight: 1, value: 'a' as const },
          { weight: 3, value: 'b' as const },
          { weight: 6, value: 'c' as const },
        ])
      ]++
    expect(counts.a / 30_000).toBeCloseTo(0.1, 1)
    expect(counts.b / 30_000).toBeCloseTo(0.3, 1)
    expect(counts.c / 30_000).toBeCloseTo(0.6, 1)
  })

  it('some and shuffle give distinct items of the list, as many as asked', () => {
    fc.assert(
      fc.property(fc.nat(), fc.uniqueArray(fc.integer(), { maxLength: 30 }), fc.nat({ max: 40 }), (seed, items, n) => {
        const d = drawOf(seed)
        const some = d.some(items, n)
        expect(some.length).toBe(Math.min(n, items.length))
        expect(new Set(some).size).toBe(some.length)
        for (const x of some) expect(items).toContain(x)
        expect([...d.shuffle(items)].sort((a, b) => a - b)).toEqual([...items].sort((a, b) => a - b))
        const ranged = d.some(items, 1, 3)
        expect(ranged.length).toBeLessThanOrEqual(Math.min(3, items.length))
      }),
      { numRuns: 200 },
    )
  })

  it('text fills # with digits and ? with capitals; alphanumeric and numeric draw only their characters', () => {
    const d = drawOf(11)
    for (let i = 0; i < 200; i++) {
      expect(d.text('+44 20 #### ????')).toMatch(/^\+44 20 \d{4} [A-Z]{4}$/)
      expect(d.alphanumeric(24)).toMatch(/^[A-Za-z0-9]{24}$/)
      expect(d.numeric(15)).toMatch(/^\d{15}$/)
    }
  })

  it('pick of an empty list and weighted without weight throw rather than answer undefined', () => {
    const d = drawOf(1)
    expect(() => d.pick([])).toThrow(RangeError)
    expect(() => d.weighted([])).toThrow(RangeError)
  })

  it("is fresh per scope: a nested draw, or one kept after its scope, never moves another scope's stream", () => {
    const world = new World({ seed: 9, now: new Date('2025-06-01T12:00:00Z') })
    const plain = world.draw(['outer'], (f) => [f.int(0, 1e9), f.int(0, 1e9), f.int(0, 1e9)])
    let kept: Draw | undefined
    const nested = world.draw(['outer'], (f) => {
      const first = f.int(0, 1e9)
      world.draw(['inner'], (g) => {
        kept = g
        f.int(0, 1) // the outer stream moves only when the outer draw is asked
        g.int(0, 9)
      })
      const rest: number[] = []
      for (let i = 0; i < 2; i++) {
        kept?.int(0, 9)
        rest.push(f.int(0, 1e9))
      }
      return [first, ...rest]
    })
    expect(nested[0]).toBe(plain[0])
    expect(nested.slice(1)).not.toEqual(plain.slice(1))
    const again = world.draw(['outer'], (f) => {
      const first = f.int(0, 1e9)
      f.int(0, 1)
      return [first, f.int(0, 1e9), f.int(0, 1e9)]
    })
    expect(nested).toEqual(again)
  })
})
