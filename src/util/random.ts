/** sfc32 with savable state: cheap to seed and to save and restore around nested draws. */
export class SeededRandom {
  private a = 0
  private b = 0
  private c = 0
  private d = 1

  /** An arrow property: callers may pass next() detached. */
  readonly next = (): number => {
    let t = (this.a + this.b) | 0
    this.a = this.b ^ (this.b >>> 9)
    this.b = (this.c + (this.c << 3)) | 0
    this.c = (this.c << 21) | (this.c >>> 11)
    this.d = (this.d + 1) | 0
    t = (t + this.d) | 0
    this.c = (this.c + t) | 0
    return (t >>> 0) / 4294967296
  }

  readonly seed = (seed: number | number[]): void => {
    const s = Array.isArray(seed) ? (seed[0] ?? 0) : seed
    this.a = 0x9e3779b9
    this.b = 0x243f6a88
    this.c = 0xb7e15162
    this.d = s >>> 0
    for (let i = 0; i < 12; i++) this.next()
  }

  save(): [number, number, number, number] {
    return [this.a, this.b, this.c, this.d]
  }

  restore([a, b, c, d]: [number, number, number, number]): void {
    this.a = a
    this.b = b
    this.c = c
    this.d = d
  }
}
