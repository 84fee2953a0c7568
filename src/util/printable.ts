/**
 * What a terminal or a log reader may act on instead of showing: C0 (line breaks, ESC), DEL, C1 (CSI, NEL), the
 * line and paragraph separators, bidirectional controls (which reorder the text shown after them), and lone
 * surrogates (which a UTF-8 stream turns into U+FFFD, hiding what was sent).
 */
const UNPRINTABLE = new RegExp(
  [
    '[\\u0000-\\u001f\\u007f-\\u009f\\u061c\\u200e\\u200f\\u2028\\u2029\\u202a-\\u202e\\u2066-\\u2069]',
    '[\\ud800-\\udbff](?![\\udc00-\\udfff])',
    '(?<![\\ud800-\\udbff])[\\udc00-\\udfff]',
  ].join('|'),
  'g',
)

/** The same characters, surrogates paired or not: one quick scan that nearly every text passes. */
const SUSPECT = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069\ud800-\udfff]/

function escapeChar(char: string): string {
  return `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`
}

/**
 * `text` with every unprintable character written as a visible `\uXXXX` escape, so the text stays on one line and
 * cannot steer the terminal. The escape is JSON's, so it is also safe inside a JSON string. Text without such
 * characters comes back as it is.
 */
export function printable(text: string): string {
  return SUSPECT.test(text) ? text.replace(UNPRINTABLE, escapeChar) : text
}
