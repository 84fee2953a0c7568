/**
 * JSON re-formatting on the text itself: numbers and strings are copied as written, so a 19-digit id or `1.50`
 * survives where JSON.parse + JSON.stringify would round it. The input must already be valid JSON.
 */
function reindent(text: string, indent: string): string {
  const out: string[] = []
  let depth = 0
  const newline = (): void => {
    out.push('\n', indent.repeat(depth))
  }
  let i = 0
  const n = text.length
  while (i < n) {
    const ch = text[i] as string
    if (ch === '"') {
      const j = stringEnd(text, i)
      out.push(text.slice(i, j + 1))
      i = j + 1
      continue
    }
    if (ch === ' ' || ch === '\n' || ch === '\r' || ch === '\t') {
      i++
      continue
    }
    if (ch === '{' || ch === '[') {
      const close = ch === '{' ? '}' : ']'
      let j = i + 1
      while (j < n && isSpace(text.charCodeAt(j))) j++
      if (text[j] === close) {
        out.push(ch, close)
        i = j + 1
        continue
      }
      out.push(ch)
      depth++
      newline()
      i++
      continue
    }
    if (ch === '}' || ch === ']') {
      depth--
      newline()
      out.push(ch)
      i++
      continue
    }
    if (ch === ',') {
      out.push(',')
      newline()
      i++
      continue
    }
    if (ch === ':') {
      out.push(': ')
      i++
      continue
    }
    let j = i
    while (j < n && !ENDS_LITERAL.has(text.charCodeAt(j))) j++
    out.push(text.slice(i, j))
    i = j
  }
  return out.join('')
}

/** Pretty-prints valid JSON with two-space indents, like `JSON.stringify(v, null, 2)` but lossless. */
export function prettyJson(text: string): string {
  // the native printer where it loses nothing (its compact text is the text's): several times faster on long bodies
  const value = JSON.parse(text) as unknown
  return JSON.stringify(value) === compactJson(text) ? JSON.stringify(value, null, 2) : reindent(text, '  ')
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
