import { nameKey } from './tokens.js'

/** Terms of one field of a document and how much a match there counts (a name more than a text). */
export type Field = readonly [terms: readonly string[], weight: number]

/** One word of a keyword: the terms that match it, the word's own first, each with how much it counts. */
export type Clause = readonly (readonly [term: string, factor: number])[]

/** What another form of a word (`engineering` for `engineer`) counts: as the word, ranked just after it. */
export const FORM = 0.99

/** Most words of a keyword that are matched (the words a document holds are a 31-bit mask); later ones are not read. */
export const MAX_CLAUSES = 31

/** A growable typed array: a posting is three numbers, not an array of its own, so building makes little garbage. */
class Column<A extends Int32Array | Uint8Array> {
  length = 0
  constructor(public values: A) {}

  push(v: number): void {
    if (this.length === this.values.length) {
      const grown = new (this.values.constructor as new (n: number) => A)(this.values.length * 2)
      grown.set(this.values)
      this.values = grown
    }
    this.values[this.length++] = v
  }
}

/** Collects documents, then packs their postings into typed arrays: ids and small numbers, no strings per posting. */
export class IndexBuilder {
  private readonly termIds = new Map<string, number>()
  private readonly names = new Map<string, number[]>()
  private readonly boosts: number[] = []
  private readonly terms = new Column(new Int32Array(1 << 16))
  private readonly docs = new Column(new Int32Array(1 << 16))
  private readonly weights = new Column(new Uint8Array(1 << 16))
  /** Per term: the last document that held it, and where that posting is (a term repeats within a document). */
  private readonly lastDoc = new Column(new Int32Array(1 << 12))
  private readonly lastAt = new Column(new Int32Array(1 << 12))

  /** Adds a document (its id is the order it was added in); `boost` (0-255) orders equally relevant documents. */
  add(fields: readonly Field[], name: string | undefined, boost: number): number {
    const doc = this.boosts.length
    this.boosts.push(boost)
    const { lastDoc, lastAt, weights } = this
    for (const [terms, weight] of fields)
      for (const t of terms) {
        let id = this.termIds.get(t)
        if (id === undefined) {
          id = this.termIds.size
          this.termIds.set(t, id)
          lastDoc.push(-1)
          lastAt.push(0)
        }
        if (lastDoc.values[id] === doc) {
          const at = lastAt.values[id] as number
          if ((weights.values[at] as number) < weight) weights.values[at] = weight
          continue
        }
        lastDoc.values[id] = doc
        lastAt.values[id] = this.docs.length
        this.terms.push(id)
        this.docs.push(doc)
        weights.push(weight)
      }
    if (name !== undefined) {
      const key = nameKey(name)
      const list = this.names.get(key)
      if (list) list.push(doc)
      else this.names.set(key, [doc])
    }
    return doc
  }

  build(): InvertedIndex {
    const termCount = this.termIds.size
    const total = this.docs.length
    // postings grouped by term, in the order documents were added (so by document id): a counting sort
    const starts = new Int32Array(termCount + 1)
    for (let i = 0; i < total; i++) {
      const t = (this.terms.values[i] as number) + 1
      starts[t] = (starts[t] as number) + 1
    }
    for (let t = 0; t < termCount; t++) starts[t + 1] = (starts[t + 1] as number) + (starts[t] as number)
    const next = starts.slice(0, termCount)
    const docs = new Int32Array(total)
    const weights = new Uint8Array(total)
    for (let i = 0; i < total; i++) {
      const t = this.terms.values[i] as number
      const at = next[t] as number
      next[t] = at + 1
      docs[at] = this.docs.values[i] as number
      weights[at] = this.weights.values[i] as number
    }
    const names = new Map<string, Int32Array>()
    for (const [k, v] of this.names) names.set(k, Int32Array.from(v))
    return new InvertedIndex(this.termIds, starts, docs, weights, names, Uint8Array.from(this.boosts))
  }
}

/** An index as plain values: what a stored index is written from and read back into (see prebuilt.ts). */
export interface IndexParts {
  /** Terms by id, in the order first seen. */
  terms: string[]
  /** Where each term's postings start in `docs` and `weights` (one more entry than terms). */
  starts: Int32Array
  docs: Int32Array
  weights: Uint8Array
  /** Exact names and the documents holding each. */
  names: Map<string, Int32Array>
  boosts: Uint8Array
}

function popcount(x: number): number {
  let n = 0
  for (let v = x; v !== 0; v &= v - 1) n++
  return n
}

/** Term postings over documents numbered 0..n-1: what a keyword matches, ranked. */
export class InvertedIndex {
  readonly docCount: number
  private readonly score: Float64Array
  private readonly cover: Int32Array
  /** The clauses a document holds by their word itself, not by what the word is about. */
  private readonly literal: Int32Array
  /** The clauses a document holds by the word itself, not another form of it. */
  private readonly itself: Int32Array
  private readonly touched: Int32Array
  /** Per document: the number of the last search that found it about the whole keyword. */
  private readonly aboutWhole: Int32Array
  /** Stamps used so far: each search takes one per term of `whole`, so no later search reads an older mark. */
  private searches = 0

  constructor(
    private readonly termIds: ReadonlyMap<string, number>,
    private readonly starts: Int32Array,
    private readonly docs: Int32Array,
    private readonly weights: Uint8Array,
    private readonly names: ReadonlyMap<string, Int32Array>,
    private readonly boosts: Uint8Array,
  ) {
    this.docCount = boosts.length
    this.score = new Float64Array(this.docCount)
    this.cover = new Int32Array(this.docCount)
    this.literal = new Int32Array(this.docCount)
    this.itself = new Int32Array(this.docCount)
    this.touched = new Int32Array(this.docCount)
    this.aboutWhole = new Int32Array(this.docCount)
  }

  /** An index from its parts (as parts() gave them). */
  static of(parts: IndexParts): InvertedIndex {
    const termIds = new Map<string, number>()
    parts.terms.forEach((t, i) => termIds.set(t, i))
    return new InvertedIndex(termIds, parts.starts, parts.docs, parts.weights, parts.names, parts.boosts)
  }

  /** The index's values, to be stored. */
  parts(): IndexParts {
    return {
      terms: [...this.termIds.keys()],
      starts: this.starts,
      docs: this.docs,
      weights: this.weights,
      names: new Map(this.names),
      boosts: this.boosts,
    }
  }

  /** Marks the documents holding any of `terms` with `stamp`, in `marks`. */
  private mark(terms: readonly string[], marks: Int32Array, stamp: number): void {
    for (const term of terms) {
      const id = this.termIds.get(term)
      if (id === undefined) continue
      for (let i = this.starts[id] as number; i < (this.starts[id + 1] as number); i++)
        marks[this.docs[i] as number] = stamp
    }
  }

  /** Whether any document holds a term. */
  has(term: string): boolean {
    return this.termIds.has(term)
  }

  /** The documents with this exact name (as nameKey spells it), none when no document has it. */
  named(key: string): Int32Array | undefined {
    return this.names.get(key)
  }

  /** Whether a document has this exact name (as nameKey spells it). */
  hasName(key: string): boolean {
    return this.names.has(key)
  }

  /**
   * Documents matching the most clauses any document matches (at least one), best first: an exact name, then those
   * holding more of the keyword's own words (not only what a word is about), then by score (field weight, rarer terms
   * more), then boost, then id; among those holding as many words, those about the whole keyword (holding one of
   * `whole`'s pseudo-terms: `supply chain planner` is about logistics, not town planning) first. `name` is the
   * keyword's nameKey, for exact names.
   */
  search(clauses: readonly Clause[], name: string, whole: readonly string[] = []): Int32Array {
    const { score, cover, literal, itself, touched, starts, docs, weights } = this
    let count = 0
    const n = this.docCount
    clauses.slice(0, MAX_CLAUSES).forEach((clause, k) => {
      const bit = 1 << k
      for (const [term, factor] of clause) {
        // the clause's word itself counts 1, another form of it FORM; what it is about a fraction
        const own = factor >= FORM
        const id = this.termIds.get(term)
        if (id === undefined) continue
        const from = starts[id] as number
        const to = starts[id + 1] as number
        const idf = Math.log(1 + n / (to - from))
        for (let i = from; i < to; i++) {
          const d = docs[i] as number
          const c = cover[d] as number
          if (c & bit) continue
          if (c === 0) touched[count++] = d
          cover[d] = c | bit
          if (own) literal[d] = (literal[d] as number) | bit
          if (factor === 1) itself[d] = (itself[d] as number) | bit
          score[d] = (score[d] as number) + (weights[i] as number) * factor * idf
        }
      }
    })
    // an exact name matches every word, and leads
    const all = clauses.length >= MAX_CLAUSES ? 0x7fffffff : (1 << clauses.length) - 1
    const exact = new Set(this.names.get(name) ?? [])
    for (const d of exact) {
      if (cover[d] === 0) touched[count++] = d
      cover[d] = all | (all === 0 ? 1 : 0)
    }
    let best = 0
    for (let i = 0; i < count; i++) best = Math.max(best, popcount(cover[touched[i] as number] as number))
    const out: number[] = []
    for (let i = 0; i < count; i++) {
      const d = touched[i] as number
      if (popcount(cover[d] as number) === best) out.push(d)
    }
    const stamp = this.searches + 1
    this.searches += Math.max(1, whole.length)
    // the most typical term of what the whole keyword is about a document holds: the first of `whole` ranks highest
    for (let i = whole.length - 1; i >= 0; i--) this.mark([whole[i] as string], this.aboutWhole, stamp + i)
    const wholeRank = (d: number): number => {
      const i = (this.aboutWhole[d] as number) - stamp
      return i >= 0 && i < whole.length ? 1e5 * (2 - i / whole.length) : 0
    }
    // a score stays far below 1e5: a field weight of 8 at most, times idf and the clauses
    const key = (d: number) =>
      (exact.has(d) ? 1e12 : 0) +
      popcount(literal[d] as number) * 1e8 +
      popcount(itself[d] as number) * 1e6 +
      wholeRank(d) +
      (score[d] as number)
    out.sort((a, b) => key(b) - key(a) || (this.boosts[b] as number) - (this.boosts[a] as number) || a - b)
    for (let i = 0; i < count; i++) {
      const d = touched[i] as number
      score[d] = 0
      cover[d] = 0
      literal[d] = 0
      itself[d] = 0
    }
    return Int32Array.from(out)
  }
}
