/** Largest time a Date holds, in ms either side of 1970. */
export const MAX_DATE_MS = 8.64e15

/** The limiter's time source: the real clock, or a virtual one that moves only when told. */
export interface Clock {
  readonly kind: 'real' | 'virtual'
  now(): number
  /** Moves a virtual clock forward; a real clock refuses. */
  advance(ms: number): number
}

export function realClock(): Clock {
  return {
    kind: 'real',
    now: () => Date.now(),
    advance: () => {
      throw new Error('the real clock cannot be advanced; start with clock "virtual"')
    },
  }
}

export function virtualClock(startMs: number): Clock {
  let t = startMs
  return {
    kind: 'virtual',
    now: () => t,
    advance(ms: number) {
      if (!Number.isFinite(ms) || ms < 0) throw new Error('advanceMs must be a non-negative number')
      // past the range of a Date every ISO time of the journal and recordings would throw
      if (t + ms > MAX_DATE_MS) throw new Error(`advanceMs ${ms} moves the clock past the range of a date`)
      t += ms
      return t
    },
  }
}
