import { describe, expect, it } from 'vitest'
import { TimeWindow } from '../src/util/time-window.js'

/** A plain sorted list: what the window must answer, without its runs and its ring. */
class Model {
  times: number[] = []
  push(t: number): void {
    this.times.push(t)
  }
  expire(cutoff: number): void {
    while (this.times.length && (this.times[0] ?? 0) <= cutoff) this.times.shift()
  }
}

describe('the limiter window', () => {
  it('answers length, at() and after() as a plain list of times would, over grows, wraps and expiry', () => {
    const w = new TimeWindow()
    const m = new Model()
    let seed = 7
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31
      return seed
    }
    let now = 1_000
    for (let step = 0; step < 20_000; step++) {
      // bursts in one millisecond, then time moves on by 0 to 3 ms
      now += next() % 4
      const burst = 1 + (next() % 5)
      for (let b = 0; b < burst; b++) {
        w.push(now)
        m.push(now)
      }
      if (step % 7 === 0) {
        w.expire(now - 200)
        m.expire(now - 200)
      }
      if (step % 997 === 0) {
        expect(w.length).toBe(m.times.length)
        for (const i of [0, 1, Math.floor(m.times.length / 2), m.times.length - 1].filter((i) => i < m.times.length))
          expect(w.at(i)).toBe(m.times[i])
        const cutoff = now - 50
        const kept = m.times.filter((t) => t > cutoff)
        expect(w.after(cutoff)).toEqual({ count: kept.length, oldest: kept[0] })
      }
    }
  })

  it('keeps a time pushed out of order as its own entry', () => {
    const w = new TimeWindow()
    for (const t of [10, 10, 12, 11, 11]) w.push(t)
    expect([0, 1, 2, 3, 4].map((i) => w.at(i))).toEqual([10, 10, 12, 11, 11])
    w.expire(10)
    expect(w.length).toBe(3)
  })
})
