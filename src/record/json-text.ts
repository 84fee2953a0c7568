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
      let j = i + 1
      while (j < n && text[j] !== '"') j += text[j] === '\\' ? 2 : 1
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
      while (j < n && /\s/.test(text[j] as string)) j++
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
    while (j < n && !/[\s,:\]}]/.test(text[j] as string)) j++
    out.push(text.slice(i, j))
    i = j
  }
  return out.join('')
}

/** Pretty-prints valid JSON with two-space indents, like `JSON.stringify(v, null, 2)` but lossless. */
export function prettyJson(text: string): string {
  return reindent(text, '  ')
}

/** A whole JSON string literal (kept) or a run of whitespace outside one (dropped). */
const STRING_OR_SPACE = /"(?:[^"\\]|\\.)*"|[ \t\n\r]+/g

/** Compacts valid JSON, like `JSON.stringify(JSON.parse(text))` but lossless. */
export function compactJson(text: string): string {
  return text.replace(STRING_OR_SPACE, (m) => (m.charCodeAt(0) === 34 ? m : ''))
}
