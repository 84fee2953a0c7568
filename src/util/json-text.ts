/**
 * JSON re-formatting on the text itself: numbers and strings are copied as written, so a 19-digit id or `1.50`
 * survives where JSON.parse + JSON.stringify would round it. The input must already be valid JSON. Undefined once the
 * output would pass `maxChars`.
 */
function reindent(text: string, indent: string, maxChars: number): string | undefined {
  const out: string[] = []
  // one indent string per depth, made once: each line break's indent is then a lookup, not a new string
  const indents = ['']
  let size = 0
  let depth = 0
  const push = (piece: string): boolean => {
    size += piece.length
    out.push(piece)
    return size <= maxChars
  }
  const newline = (): boolean => {
    while (indents.length <= depth) indents.push(`${indents[indents.length - 1]}${indent}`)
    return push('\n') && push(indents[depth] as string)
  }
  let i = 0
  const n = text.length
  while (i < n) {
    const ch = text[i] as string
    let fits = true
    if (ch === '"') {
      const j = stringEnd(text, i)
      fits = push(text.slice(i, j + 1))
      i = j + 1
    } else if (isSpace(text.charCodeAt(i))) {
      i++
    } else if (ch === '{' || ch === '[') {
      const close = ch === '{' ? '}' : ']'
      let j = i + 1
      while (j < n && isSpace(text.charCodeAt(j))) j++
      if (text[j] === close) {
        fits = push(`${ch}${close}`)
        i = j + 1
      } else {
        depth++
        fits = push(ch) && newline()
        i++
      }
    } else if (ch === '}' || ch === ']') {
      depth--
      fits = newline() && push(ch)
      i++
    } else if (ch === ',') {
      fits = push(',') && newline()
      i++
    } else if (ch === ':') {
      fits = push(': ')
      i++
    } else {
      let j = i
      while (j < n && !ENDS_LITERAL.has(text.charCodeAt(j))) j++
      fits = push(text.slice(i, j))
      i = j
    }
    if (!fits) return undefined
  }
  return out.join('')
}

/** Pretty-prints valid JSON with two-space indents, like `JSON.stringify(v, null, 2)` but lossless. */
export function prettyJson(text: string): string {
  return nativePretty(text) ?? (reindent(text, '  ', Number.POSITIVE_INFINITY) as string)
}

/** JSON.stringify's indenting where it loses nothing (its compact text is the text's): several times faster. */
function nativePretty(text: string): string | undefined {
  try {
    const value = JSON.parse(text) as unknown
    return JSON.stringify(value) === compactJson(text) ? JSON.stringify(value, null, 2) : undefined
  } catch {
    return undefined
  }
}

/**
 * Pretty-prints valid JSON as prettyJson does when that makes it at most `factor` times its compact size, else
 * compacts it: indenting deep or wide nesting repeats the indent on every line, which would grow the text far faster
 * than the body.
 */
export function boundedPrettyJson(text: string, factor: number): string {
  const compact = compactJson(text)
  const native = nativePretty(compact)
  if (native !== undefined) return native.length <= compact.length * factor ? native : compact
  return reindent(compact, '  ', compact.length * factor) ?? compact
}

/** Whether arrays and objects in valid JSON text nest more than `limit` levels (`{}` is 1 level, `[{}]` 2). */
export function jsonNestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (code === 34) i = stringEnd(text, i)
    else if (code === 123 || code === 91) {
      if (++depth > limit) return true
    } else if (code === 125 || code === 93) depth--
  }
  return false
}

/** What ends a number or literal: JSON whitespace, `,`, `:`, `]`, `}`. */
const ENDS_LITERAL = new Set([32, 10, 13, 9, 44, 58, 93, 125])

function isSpace(code: number): boolean {
  return code === 32 || code === 10 || code === 13 || code === 9
}

/** Index of the quote closing the string literal opened at `open` (or the text's length if it never closes). */
function stringEnd(text: string, open: number): number {
  let close = text.indexOf('"', open + 1)
  while (close >= 0) {
    let slash = close - 1
    while (text.charCodeAt(slash) === 92) slash--
    // an even number of backslashes escape each other, not the quote
    if ((close - slash) % 2 === 1) return close
    close = text.indexOf('"', close + 1)
  }
  return text.length
}

/** Compacts valid JSON, like `JSON.stringify(JSON.parse(text))` but lossless; text already compact comes back as is. */
export function compactJson(text: string): string {
  const n = text.length
  // pieces joined once: a string built with += stays a rope of pieces, several times the text's size, until flattened
  let pieces: string[] | undefined
  let from = 0
  let i = 0
  while (i < n) {
    const code = text.charCodeAt(i)
    if (code === 34) {
      i = stringEnd(text, i) + 1
    } else if (isSpace(code)) {
      if (!pieces) pieces = []
      pieces.push(text.slice(from, i))
      i++
      while (i < n && isSpace(text.charCodeAt(i))) i++
      from = i
    } else {
      i++
    }
  }
  if (!pieces) return text
  pieces.push(text.slice(from))
  return pieces.join('')
}
