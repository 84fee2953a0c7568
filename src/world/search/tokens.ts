/** Words no search is about: they are dropped from texts and keywords alike. */
const STOP = new Set([
  'a',
  'an',
  'and',
  'are',
  'as',
  'at',
  'be',
  'by',
  'for',
  'from',
  'in',
  'is',
  'it',
  'of',
  'on',
  'or',
  'our',
  's',
  'the',
  'to',
  'we',
  'with',
  'you',
  'your',
])

const SPLIT = /[^\p{L}\p{N}]+/u
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/
const MARKS = /\p{M}+/gu

/** Lower case without accents: `Müller` and `muller` are one word, as the service's search treats them. */
export function fold(text: string): string {
  const lower = text.toLowerCase()
  return PRINTABLE_ASCII.test(lower) ? lower : lower.normalize('NFKD').replace(MARKS, '')
}

/** One word's stem: plurals and their singular are one term (`companies` `company`, `engineers` `engineer`). */
export function stem(word: string): string {
  const n = word.length
  if (n <= 3 || word.charCodeAt(n - 1) !== 115) return word
  if (word.endsWith('ies') && n > 4) return `${word.slice(0, -3)}y`
  if (word.endsWith('sses') || word.endsWith('xes') || word.endsWith('ches') || word.endsWith('shes'))
    return word.slice(0, -2)
  if (word.endsWith('ss') || word.endsWith('us') || word.endsWith('is')) return word
  return word.slice(0, -1)
}

/** The folded words of a text, in order, stop words kept: what a name is compared by. */
export function wordsOf(text: string): string[] {
  if (!PRINTABLE_ASCII.test(text))
    return fold(text)
      .split(SPLIT)
      .filter((w) => w !== '')
  // the common case in one pass, without a regular expression per word
  const out: string[] = []
  let start = -1
  const lower = text.toLowerCase()
  for (let i = 0; i <= lower.length; i++) {
    const c = i < lower.length ? lower.charCodeAt(i) : 32
    const word = (c >= 97 && c <= 122) || (c >= 48 && c <= 57)
    if (word && start < 0) start = i
    else if (!word && start >= 0) {
      out.push(lower.slice(start, i))
      start = -1
    }
  }
  return out
}

export function isStopWord(word: string): boolean {
  return STOP.has(word)
}

/** The terms a text is found by: folded, stemmed words without stop words. */
export function termsOf(text: string): string[] {
  const out: string[] = []
  for (const w of wordsOf(text)) if (!STOP.has(w)) out.push(stem(w))
  return out
}

/** A name as exact-name search compares it: its folded words, single-spaced. */
export function nameKey(text: string): string {
  return wordsOf(text).join(' ')
}
