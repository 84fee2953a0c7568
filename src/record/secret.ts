import { encodeFixtureName } from '../data/fixture-names.js'

/** Shortest upstream key accepted: shorter ones would match ordinary text in recordings. */
export const MIN_SECRET_LENGTH = 8

/**
 * Most decoding rounds the guard runs on one text: each round peels one layer of every encoding it knows, so this is
 * how deeply a key may be wrapped and still be found; a text still changing after this many is refused unchecked.
 */
export const MAX_DECODE_ROUNDS = 12

/** Most times base64 found inside a text is decoded and searched again (base64 inside base64 inside ...). */
export const MAX_BASE64_DEPTH = 3

/** Base64 of `secret` as it appears inside a longer encoded string, for each of the three byte alignments. */
function base64Fragments(secret: Buffer): string[] {
  const out: string[] = []
  for (let shift = 0; shift < 3; shift++) {
    const bytes = Buffer.concat([Buffer.alloc(shift), secret])
    const encoded = bytes.toString('base64')
    // groups touching the padding bytes or the unknown bytes after the secret differ in each host string
    const start = shift === 0 ? 0 : 4
    const end = Math.floor(bytes.length / 3) * 4
    if (end > start) out.push(encoded.slice(start, end))
  }
  return out
}

/**
 * Every spelling of the key a file, file name or log line could carry: raw, JSON-escaped, URL-encoded, hex,
 * base64(url).
 */
export function secretForms(secret: string): string[] {
  const bytes = Buffer.from(secret, 'utf8')
  const url = encodeURIComponent(secret)
  const forms = new Set<string>([
    secret,
    JSON.stringify(secret).slice(1, -1),
    url,
    url.replace(/%[0-9A-F]{2}/g, (m) => m.toLowerCase()),
    encodeFixtureName(secret),
    bytes.toString('hex'),
  ])
  for (const b64 of base64Fragments(bytes)) {
    forms.add(b64)
    forms.add(b64.replace(/\+/g, '-').replace(/\//g, '_'))
  }
  return [...forms].filter((f) => f.length > 0)
}

/** Decodes runs of byte escapes as UTF-8 (a run that is not valid UTF-8 is read byte by byte as Latin-1). */
function bytesToText(bytes: number[] | Buffer): string {
  const buffer = Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes)
  const text = buffer.toString('utf8')
  return text.includes('\ufffd') ? buffer.toString('latin1') : text
}

const hex = (byte: number): string => byte.toString(16).toUpperCase().padStart(2, '0')

const fromCodePoint = (hex: string, radix = 16): string | undefined => {
  const cp = Number.parseInt(hex, radix)
  return cp <= 0x10ffff ? String.fromCodePoint(cp) : undefined
}

const SIMPLE_ESCAPES: Record<string, string> = {
  '"': '"',
  "'": "'",
  '\\': '\\',
  '/': '/',
  b: '\b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
}

const BACKSLASH_ESCAPE = /\\(?:x([0-9a-fA-F]{2})|u\{([0-9a-fA-F]{1,6})\}|u([0-9a-fA-F]{4})|(["'\\/bfnrt]))/g

/**
 * JSON and JavaScript string escapes, read left to right as a parser does (so `\\x41` is a backslash and `x41`):
 * `\uHHHH` (pairs too), `\u{H...}`, runs of `\xHH` as UTF-8 bytes, `\/ \n \\ ...`.
 */
function unescapeBackslashes(text: string): string {
  if (!text.includes('\\')) return text
  let out = ''
  let last = 0
  let bytes: number[] = []
  for (const m of text.matchAll(BACKSLASH_ESCAPE)) {
    const at = m.index
    if (bytes.length > 0 && (at !== last || m[1] === undefined)) {
      out += bytesToText(bytes)
      bytes = []
    }
    out += text.slice(last, at)
    last = at + m[0].length
    const [all, byte, point, unit, ch] = m
    if (byte !== undefined) bytes.push(Number.parseInt(byte, 16))
    else if (point !== undefined) out += fromCodePoint(point) ?? all
    else if (unit !== undefined) out += String.fromCharCode(Number.parseInt(unit, 16))
    else out += SIMPLE_ESCAPES[ch ?? ''] ?? all
  }
  if (bytes.length > 0) out += bytesToText(bytes)
  return out + text.slice(last)
}

/** The HTML named character references of ASCII punctuation (and the spaces), each in all its spellings. */
const NAMED_ENTITIES: Record<string, string> = {
  excl: '!',
  quot: '"',
  QUOT: '"',
  num: '#',
  dollar: '$',
  percnt: '%',
  amp: '&',
  AMP: '&',
  apos: "'",
  lpar: '(',
  rpar: ')',
  ast: '*',
  midast: '*',
  plus: '+',
  comma: ',',
  period: '.',
  sol: '/',
  colon: ':',
  semi: ';',
  lt: '<',
  LT: '<',
  equals: '=',
  gt: '>',
  GT: '>',
  quest: '?',
  commat: '@',
  lsqb: '[',
  lbrack: '[',
  bsol: '\\',
  rsqb: ']',
  rbrack: ']',
  Hat: '^',
  lowbar: '_',
  UnderBar: '_',
  grave: '`',
  DiacriticalGrave: '`',
  lcub: '{',
  lbrace: '{',
  verbar: '|',
  vert: '|',
  VerticalLine: '|',
  rcub: '}',
  rbrace: '}',
  nbsp: '\u00a0',
  Tab: '\t',
  NewLine: '\n',
}
const NAMED = new RegExp(
  `&(${Object.keys(NAMED_ENTITIES)
    .sort((a, b) => b.length - a.length)
    .join('|')});?`,
  'g',
)

/** HTML character references: `&#47;`, `&#x2F;` (any case, leading zeros, with or without `;`) and named ones. */
function unescapeEntities(text: string): string {
  if (!text.includes('&')) return text
  return text
    .replace(/&#(?:[xX]([0-9a-fA-F]{1,8})|([0-9]{1,9}));?/g, (all, hex: string | undefined, dec: string | undefined) =>
      hex !== undefined ? (fromCodePoint(hex) ?? all) : (fromCodePoint(dec ?? '', 10) ?? all),
    )
    .replace(NAMED, (all, name: string) => NAMED_ENTITIES[name] ?? all)
}

const ALNUM = /^[A-Za-z0-9]$/

/** Bytes a quoted-printable encoder writes as they are: letters, digits; and controls it never writes at all. */
const qpLiteral = (b: number): boolean =>
  (b < 0x20 && b !== 9 && b !== 10 && b !== 13) || b === 0x7f || ALNUM.test(String.fromCharCode(b))

/** Length of the UTF-8 sequence a lead byte starts; 0 for a byte that starts none. */
const utf8Length = (b: number): number =>
  b < 0x80 ? 1 : b >= 0xc2 && b <= 0xdf ? 2 : b >= 0xe0 && b <= 0xef ? 3 : b >= 0xf0 && b <= 0xf4 ? 4 : 0

/**
 * Quoted-printable: soft line breaks (`=` at a line end) joined, and each `=HH` an encoder would have written decoded
 * (as UTF-8 where several make one character); an escape of a letter, digit or control, or a byte that starts no
 * UTF-8 character, stays as it is, so `key=ab12` is not read as a byte 0xAB followed by `12`.
 */
function unescapeQuotedPrintable(text: string): string {
  if (!text.includes('=')) return text
  return text.replace(/=\r?\n/g, '').replace(/(?:=[0-9a-fA-F]{2})+/g, (run) => {
    const bytes = [...Buffer.from(run.replace(/=/g, ''), 'hex')]
    let out = ''
    for (let i = 0; i < bytes.length; ) {
      const b = bytes[i] as number
      const n = utf8Length(b)
      const sequence = bytes.slice(i, i + n)
      const whole = n > 0 && sequence.length === n && sequence.slice(1).every((c) => c >= 0x80 && c <= 0xbf)
      if (!whole || (n === 1 && qpLiteral(b))) {
        out += run.slice(i * 3, i * 3 + 3)
        i++
        continue
      }
      const decoded = Buffer.from(sequence).toString('utf8')
      out += decoded.includes('\ufffd') ? run.slice(i * 3, (i + n) * 3) : decoded
      i += n
    }
    return out
  })
}

/** Percent-encoding (`%2F`, any case), runs decoded as UTF-8 bytes; `+` for a space is matched by folding instead. */
function percentDecode(text: string): string {
  if (!text.includes('%')) return text
  return text.replace(/(?:%[0-9a-fA-F]{2})+/g, (run) => bytesToText(Buffer.from(run.replaceAll('%', ''), 'hex')))
}

/** Quoted-printable soft line breaks joined before the other decoders: one can split their escapes (`&#10=\r\n1;`). */
function joinSoftBreaks(text: string): string {
  return text.includes('=') ? text.replace(/=\r?\n/g, '') : text
}

/**
 * The decoders of one round, in order, each leaving what it does not recognise as it is; soft line breaks are joined
 * first (one can split any escape: `\\x4=\r\n1`) and again once JSON escapes are read (`=\\r\\n`). A second pass
 * leaves quoted-printable out, soft line breaks included: a `=` just before an encoded key can still read as the start
 * of an escape, and a key ending in `=` before a line break as a soft break.
 */
const PASSES = [
  [joinSoftBreaks, unescapeBackslashes, joinSoftBreaks, unescapeEntities, percentDecode, unescapeQuotedPrintable],
  [unescapeBackslashes, unescapeEntities, percentDecode],
]

/**
 * The decoders of the layer by layer pass: each step runs only the first that changes the text, so no layer is read
 * while the one around it is half read (`&=2343&#48`: the digit `&#48` decodes to would join the entity `&#43` that
 * the escape `=23` completes a round later).
 */
const LAYERS = [joinSoftBreaks, unescapeBackslashes, unescapeEntities, percentDecode, unescapeQuotedPrintable]

/** A stretch of decoded bytes that reads as text: no control character and nothing undecodable. */
const TEXT_STRETCH = new RegExp(
  `[^\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f\\ufffd]{${MIN_SECRET_LENGTH},}`,
  'g',
)

/** Whether a UTF-16 code unit is a base64 or base64url digit. */
const BASE64_DIGIT = new Uint8Array(128)
for (const ch of 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/_-')
  BASE64_DIGIT[ch.charCodeAt(0)] = 1

/** Shortest base64 run decoded: fewer digits cannot hold MIN_SECRET_LENGTH bytes at every alignment. */
const MIN_BASE64_RUN = 11

/** Adds each run of MIN_BASE64_RUN or more base64 digits (and up to two `=` after it) of a text, in one pass. */
function addBase64Runs(text: string, runs: Set<string>): void {
  const n = text.length
  let i = 0
  while (i < n) {
    while (i < n && BASE64_DIGIT[text.charCodeAt(i)] !== 1) i++
    let j = i
    while (j < n && BASE64_DIGIT[text.charCodeAt(j)] === 1) j++
    if (j - i >= MIN_BASE64_RUN) {
      let end = j
      while (end < n && end - j < 2 && text.charCodeAt(end) === 0x3d) end++
      runs.add(text.slice(i, end))
    }
    i = j
  }
}

/**
 * The base64 (or base64url) runs of the texts, whitespace removed too (line-wrapped), decoded at each of the four
 * alignments; of each, the stretches that read as text (a wrong alignment, or text glued to the run, reads as noise).
 * Empty when there is none.
 */
function decodedBase64Runs(texts: readonly string[]): string {
  const out = new Set<string>()
  // the decoding steps of a text share most of their runs: each is decoded once
  const runs = new Set<string>()
  for (const text of texts) {
    addBase64Runs(text, runs)
    const flat = unwrap(text)
    if (flat !== text) addBase64Runs(flat, runs)
  }
  for (const run of runs) {
    for (let offset = 0; offset < 4; offset++) {
      const decoded = Buffer.from(run.slice(offset), 'base64').toString('utf8')
      for (const [stretch] of decoded.matchAll(TEXT_STRETCH)) out.add(stretch)
    }
  }
  return [...out].join('\n')
}

/** Case and `+`-for-space folded: a key read with `+` as a space, or with its case changed, is still the key. */
const fold = (text: string): string => text.toLowerCase().replace(/\+/g, ' ')
/** Without whitespace: line-wrapped text (base64 most often) is searched as one line. */
const unwrap = (text: string): string => text.replace(/\s+/g, '')

/** A text as the guard searches it, read once and searched for any number of keys. */
export interface Readings {
  /** Each reading without whitespace, as it is (base64 is case-sensitive and its `+` no space). */
  flat: string[]
  /** The same folded (case, `+` as space). */
  folded: string[]
  /** False when the text was still changing after MAX_DECODE_ROUNDS rounds: it cannot be seen through. */
  settled: boolean
}

/**
 * The text and every step of its decoding in each pass, round by round until nothing changes; undefined if a pass
 * never settles.
 */
function decodingSteps(text: string): string[] | undefined {
  const steps = new Set([text])
  let quotedPrintable = false
  // the kinds of escape the first pass read
  const read = new Set<(text: string) => string>()
  for (const decoders of PASSES) {
    // without a quoted-printable escape or soft line break read, the second pass would take the first's steps again
    if (decoders !== PASSES[0] && !quotedPrintable) break
    let current = text
    let settled = false
    for (let round = 0; round < MAX_DECODE_ROUNDS && !settled; round++) {
      const before = current
      for (const decode of decoders) {
        const input = current
        current = decode(current)
        if ((decode === unescapeQuotedPrintable || decode === joinSoftBreaks) && current !== input)
          quotedPrintable = true
        if (decoders === PASSES[0] && current !== input)
          read.add(decode === joinSoftBreaks ? unescapeQuotedPrintable : decode)
        steps.add(current)
      }
      settled = current === before
    }
    if (!settled) return undefined
  }
  // only a text of several layers can have one read half-way
  if (read.size > 1 && !peelLayers(text, steps)) return undefined
  return [...steps]
}

/** Adds each step of reading `text` one layer at a time (LAYERS) to `steps`; false if it never settles. */
function peelLayers(text: string, steps: Set<string>): boolean {
  let current = text
  for (let step = 0; step < MAX_DECODE_ROUNDS * LAYERS.length; step++) {
    let next = current
    for (const decode of LAYERS) {
      next = decode(current)
      if (next !== current) break
    }
    if (next === current) return true
    current = next
    steps.add(current)
  }
  return false
}

/**
 * Every reading of a text the guard searches: as sent, after each decoding step of up to MAX_DECODE_ROUNDS rounds that
 * each undo one layer of JSON and JavaScript escapes (`\uHHHH`, `\u{H}`, `\xHH`, `\/`), HTML character references
 * (`&#47;`, `&#x2F;`, named, with or without `;`), quoted-printable (`=2F`, soft line breaks) and percent-encoding
 * (single, double, any case); and the base64 found in any of those, decoded and read the same way, MAX_BASE64_DEPTH
 * deep.
 */
export function readText(text: string): Readings {
  const readings: Readings = { flat: [], folded: [], settled: true }
  for (const [start, end] of scanWindows(text)) {
    const part = readWindow(text.slice(start, end))
    readings.flat.push(...part.flat)
    readings.folded.push(...part.folded)
    if (!part.settled) return { ...readings, settled: false }
  }
  return readings
}

/**
 * Longest encoding of the key followed across the windows of a long text: over 400 times a 40-character key, more
 * than three layers of the widest encodings the guard reads.
 */
export const MAX_ENCODED_KEY = 16 * 1024

/** Length of text read in one piece; a longer text is read in windows of about this length, overlapping. */
export const SCAN_WINDOW = 32 * 1024

/**
 * A character that is never inside an escape or a run the guard reads (it ends `\"` and `\u{...}` at most, and breaks
 * base64 and line-wrapped runs): text read from just after it reads as it does in the whole text.
 */
const isBoundary = (code: number): boolean =>
  code === 0x22 ||
  code === 0x2c ||
  code === 0x3a ||
  code === 0x3c ||
  code === 0x3e ||
  code === 0x5b ||
  code === 0x5d ||
  code === 0x7d

/**
 * The windows `[start, end)` a text is read in, so that the cost of reading it grows in step with its length and
 * every regular expression runs on a bounded string: each starts just after a boundary character (or, with none near,
 * MAX_ENCODED_KEY early) and runs MAX_ENCODED_KEY into the next one, so any encoding of the key up to that length lies
 * whole in one window, read from a clean start.
 */
export function* scanWindows(text: string): Generator<[number, number]> {
  const n = text.length
  let start = 0
  let from = 0
  while (from < n) {
    let cut = from + SCAN_WINDOW
    const limit = Math.min(n, cut + SCAN_WINDOW)
    while (cut < limit && !isBoundary(text.charCodeAt(cut - 1))) cut++
    if (cut >= n) {
      yield [start, n]
      return
    }
    yield [start, Math.min(n, cut + MAX_ENCODED_KEY)]
    start = isBoundary(text.charCodeAt(cut - 1)) ? cut : cut - MAX_ENCODED_KEY
    from = cut
  }
  if (n === 0) yield [0, 0]
}

/** readText of one window. */
function readWindow(text: string): Readings {
  const readings: Readings = { flat: [], folded: [], settled: true }
  let layer = [text]
  for (let depth = 0; depth <= MAX_BASE64_DEPTH && layer.length > 0; depth++) {
    const next: string[] = []
    for (const view of layer) {
      const steps = decodingSteps(view)
      if (steps === undefined) return { ...readings, settled: false }
      for (const step of steps) {
        readings.flat.push(unwrap(step))
        readings.folded.push(unwrap(fold(step)))
      }
      // every step, not the last only: decoding can take a `=` just before a base64 run for a quoted-printable escape
      const inner = depth < MAX_BASE64_DEPTH ? decodedBase64Runs(steps) : ''
      if (inner) next.push(inner)
    }
    layer = next
  }
  return readings
}

/** Longest the guard reads a long text before letting other work run. */
const SLICE_MS = 10

/** Raised before a write that would put the upstream key on disk; names the file, never the key. */
export class SecretLeakError extends Error {
  constructor(readonly file: string) {
    super(`refused to write ${file}: it contains the upstream key (raw or encoded); nothing was written`)
  }
}

/**
 * Knows the upstream key in all its forms; finds it in text however it is encoded (see readText), and masks it in log
 * lines. The key is matched in any case and with `+` read as a space (a changed case gives away all but the case of
 * its letters), without whitespace, as hex, and as base64 or base64url at any alignment.
 */
export class SecretGuard {
  private readonly forms: string[]
  /** Searched in the readings as they are: base64 at each alignment. */
  private readonly exact: string[]
  /** Searched in the folded readings: the key, its hex and the other spellings, folded and without whitespace. */
  private readonly folded: string[]

  constructor(secret: string) {
    if (secret.length < MIN_SECRET_LENGTH) {
      throw new Error(`the upstream key must have at least ${MIN_SECRET_LENGTH} characters`)
    }
    this.forms = secretForms(secret)
    const bytes = Buffer.from(secret, 'utf8')
    this.exact = base64Fragments(bytes).flatMap((b64) => [b64, b64.replace(/\+/g, '-').replace(/\//g, '_')])
    // quoted-printable as written too (also after `+` was read as a space): decoding it can take a `=` just before
    // the key for an escape
    const qp = (text: string): string =>
      [...Buffer.from(text, 'utf8')]
        .map((b) => (ALNUM.test(String.fromCharCode(b)) ? String.fromCharCode(b) : `=${hex(b)}`))
        .join('')
    const plain = [
      secret,
      qp(secret),
      qp(secret.replace(/\+/g, ' ')),
      bytes.toString('hex'),
      ...this.forms.filter((f) => !this.exact.includes(f)),
    ]
    this.folded = [...new Set(plain.map((f) => unwrap(fold(f))))].filter((f) => f.length > 0)
  }

  /**
   * True when `text` carries the key in any form the guard knows, or is still encoded after MAX_DECODE_ROUNDS rounds:
   * a text the guard cannot see through is treated as one that carries the key.
   */
  contains(text: string): boolean {
    for (const [start, end] of scanWindows(text)) if (this.containsIn(readWindow(text.slice(start, end)))) return true
    return false
  }

  /**
   * contains() for a long text (an upstream answer, a recording) without holding the event loop: the windows are
   * read in slices of about SLICE_MS, other requests answered between them.
   */
  async containsAsync(text: string): Promise<boolean> {
    let slice = performance.now()
    for (const [start, end] of scanWindows(text)) {
      if (this.containsIn(readWindow(text.slice(start, end)))) return true
      if (performance.now() - slice > SLICE_MS) {
        await new Promise((resolve) => setImmediate(resolve))
        slice = performance.now()
      }
    }
    return false
  }

  /** check() without holding the event loop (see containsAsync). */
  async checkAsync(file: string, text: string): Promise<void> {
    if (this.contains(file) || (await this.containsAsync(text))) throw new SecretLeakError(file)
  }

  /** contains() for a text read once with readText (to search it for several keys). */
  containsIn(readings: Readings): boolean {
    if (!readings.settled) return true
    for (const view of readings.flat) for (const form of this.exact) if (view.includes(form)) return true
    for (const view of readings.folded) for (const form of this.folded) if (view.includes(form)) return true
    return false
  }

  /**
   * Throws SecretLeakError when `text` (the bytes about to be written to `file`) or the file's name carries the key.
   */
  check(file: string, text: string): void {
    if (this.contains(file) || this.contains(text)) throw new SecretLeakError(file)
  }

  /** A log line with every form of the key replaced by a mask; a line still carrying it (encoded) is withheld whole. */
  scrub(text: string): string {
    let out = text
    for (const form of this.forms) out = out.split(form).join('[upstream key]')
    return this.contains(out) ? '[withheld: it carried the upstream key]' : out
  }

  /** Serializing the guard (a debug dump of the options) shows no part of the key. */
  toJSON(): string {
    return '[upstream key]'
  }
}
