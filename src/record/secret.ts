import { encodeFixtureName } from '../data/fixture-names.js'

/** Shortest upstream key accepted: shorter ones would match ordinary text in recordings. */
export const MIN_SECRET_LENGTH = 8

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

const JSON_ESCAPES: Record<string, string> = {
  '"': '"',
  '\\': '\\',
  '/': '/',
  b: '\b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
}

/** JSON string escapes undone anywhere in the text (the text need not be valid JSON). */
export function jsonUnescape(text: string): string {
  if (!text.includes('\\')) return text
  return text.replace(/\\(?:u([0-9a-fA-F]{4})|(["\\/bfnrt]))/g, (_, hex: string | undefined, ch: string | undefined) =>
    hex !== undefined ? String.fromCharCode(Number.parseInt(hex, 16)) : (JSON_ESCAPES[ch ?? ''] ?? ''),
  )
}

/** Runs of percent-escapes decoded as UTF-8 (a run that is not valid UTF-8 is decoded byte by byte as Latin-1). */
export function percentDecode(text: string): string {
  if (!text.includes('%')) return text
  return text.replace(/(?:%[0-9a-fA-F]{2})+/g, (run) => {
    try {
      return decodeURIComponent(run)
    } catch {
      return run.replace(/%([0-9a-fA-F]{2})/g, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16)))
    }
  })
}

/** The text as the guard searches it: as sent, unescaped, decoded both ways round, and each without whitespace. */
function normalizedViews(text: string): string[] {
  const unescaped = jsonUnescape(text)
  const decoded = percentDecode(unescaped)
  const views = new Set([text, unescaped, decoded, jsonUnescape(percentDecode(text))])
  for (const view of [...views]) views.add(view.replace(/\s+/g, ''))
  return [...views]
}

/** Raised before a write that would put the upstream key on disk; names the file, never the key. */
export class SecretLeakError extends Error {
  constructor(readonly file: string) {
    super(`refused to write ${file}: it contains the upstream key (raw or encoded); nothing was written`)
  }
}

/** Knows the upstream key in all its forms; finds it in text and masks it in log lines. */
export class SecretGuard {
  private readonly forms: string[]
  private readonly hexForm: string

  constructor(secret: string) {
    if (secret.length < MIN_SECRET_LENGTH) {
      throw new Error(`the upstream key must have at least ${MIN_SECRET_LENGTH} characters`)
    }
    this.forms = secretForms(secret)
    this.hexForm = Buffer.from(secret, 'utf8').toString('hex')
  }

  /**
   * True when `text` carries the key in any known form (hex compared case-insensitively), also once JSON escapes
   * (`\u0061`, `\/`) are undone, percent-escapes decoded, and whitespace (line-wrapped base64) removed.
   */
  contains(text: string): boolean {
    return normalizedViews(text).some((view) => this.containsRaw(view))
  }

  private containsRaw(text: string): boolean {
    for (const form of this.forms) if (text.includes(form)) return true
    return text.toLowerCase().includes(this.hexForm)
  }

  /**
   * Throws SecretLeakError when `text` (the bytes about to be written to `file`) or the file's name carries the key.
   */
  check(file: string, text: string): void {
    if (this.contains(file) || this.contains(text)) throw new SecretLeakError(file)
  }

  /** A log line with every form of the key replaced by a mask. */
  scrub(text: string): string {
    let out = text
    for (const form of this.forms) out = out.split(form).join('[upstream key]')
    return out
  }

  /** Serializing the guard (a debug dump of the options) shows no part of the key. */
  toJSON(): string {
    return '[upstream key]'
  }
}
