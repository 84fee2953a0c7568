import { Lru } from './lru.js'

/** Most characters a redacted key shows, start and end together. */
export const REDACT_MAX_SHOWN = 8

/** The mark that stands for the hidden part of a key; printable-ASCII keys never contain it. */
export const REDACTED_MARK = '…'

/**
 * Short form of a key for logs, journals and messages: a quarter of its characters at most (rounded down), never more
 * than 8, split between its start and its end (the start gets the odd one); the rest is `…`.
 *
 * @example
 * redactKey('test_starter_0000000000000001') // 'test…001' (7 of 29)
 * redactKey('mock-dev-key')                  // 'mo…y' (3 of 12)
 */
export function redactKey(key: string): string {
  const chars = [...key]
  const shown = Math.min(REDACT_MAX_SHOWN, Math.floor(chars.length / 4))
  const head = Math.ceil(shown / 2)
  const tail = shown - head
  return `${chars.slice(0, head).join('')}${REDACTED_MARK}${tail > 0 ? chars.slice(-tail).join('') : ''}`
}

/** Words that make a name secret wherever they stand in it (`my_api_key`, `X-Goog-Api-Key`, `user[pin]`). */
const SECRET_WORDS = [
  'key',
  'apikey',
  'token',
  'secret',
  'password',
  'passwd',
  'passphrase',
  'pass',
  'pwd',
  'pw',
  'pin',
  'otp',
  'totp',
  'auth',
  'authorization',
  'signature',
  'sig',
  'hmac',
  'session',
  'sessionid',
  'sessid',
  'sid',
  'phpsessid',
  'jsessionid',
  'aspsessionid',
  'csrf',
  'xsrf',
  'credential',
  'bearer',
  'jwt',
  'cookie',
]
/** What may stand before a secret word with no separator (`xapikey`, `accesstoken`, `clientsecret`, `userpass`). */
const SECRET_PREFIXES = [
  'x',
  'api',
  'access',
  'admin',
  'auth',
  'client',
  'app',
  'id',
  'master',
  'oauth',
  'private',
  'refresh',
  'session',
  'secret',
  'user',
]
/** Words long enough that a word ending in one is a secret whatever stands before it (`csrfmiddlewaretoken`). */
const SECRET_ENDINGS = ['token', 'secret', 'password', 'passwd', 'passphrase', 'apikey', 'sessionid', 'credential']

/** A secret word, with `LETTER` standing for any letter. */
const SECRET_WORD_SOURCE =
  `^(?:(?:${SECRET_PREFIXES.join('|')})*(?:${SECRET_WORDS.join('|')})|LETTER*(?:${SECRET_ENDINGS.join('|')}))s?$` +
  // classic ASP names its session cookie ASPSESSIONID followed by random letters
  '|aspsessionid'

/** Control characters (NUL included): a server may end the name at one (C strings) or drop it. */
const CONTROL = /\p{Cc}/gu
/** Characters no one sees: zero-width and other format characters, the soft hyphen. */
const INVISIBLE = /\p{Cf}/gu

/** How a name splits into words and which words are secret, in the patterns of one alphabet. */
interface WordRules {
  /** Where a name splits: anything but a letter or digit, a lower-to-upper case change, letters to digits. */
  boundary: RegExp
  word: RegExp
  digits: RegExp
}

const UNICODE_RULES: WordRules = {
  boundary: /[^\p{L}\p{N}]+|(?<=\p{Ll})(?=\p{Lu})|(?<=\p{L})(?=\p{N})|(?<=\p{N})(?=\p{L})/u,
  word: new RegExp(SECRET_WORD_SOURCE.replace('LETTER', '\\p{L}'), 'u'),
  digits: /^\p{N}+$/u,
}

/**
 * The same rules for ASCII text, where a letter is [A-Za-z] and a digit [0-9]: the same answers, from patterns that
 * compile in a fraction of the time (the first journaled request of a start-up reads a name).
 */
const ASCII_RULES: WordRules = {
  boundary: /[^A-Za-z0-9]+|(?<=[a-z])(?=[A-Z])|(?<=[A-Za-z])(?=[0-9])|(?<=[0-9])(?=[A-Za-z])/,
  word: new RegExp(SECRET_WORD_SOURCE.replace('LETTER', '[A-Za-z]')),
  digits: /^[0-9]+$/,
}

/** Whether every character is ASCII. */
function isAscii(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 0x7f) return false
  return true
}
/** Longest name read: past it a name is secret, as no real parameter is that long. */
const MAX_NAME_LENGTH = 256

/** Percent-escapes undone (`+` a space), at most 3 times over: a server may decode a name more than once. */
function decodings(name: string): string[] {
  const out = [name]
  let text = name
  for (let round = 0; round < 3 && /[%+]/.test(text); round++) {
    const spaced = text.replace(/\+/g, ' ')
    let next: string
    try {
      next = decodeURIComponent(spaced)
    } catch {
      next = spaced.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
    }
    if (next === text) break
    out.push(next)
    text = next
  }
  return out
}

function hasSecretWord(form: string, { boundary, word, digits }: WordRules): boolean {
  const words = form
    .split(boundary)
    .filter((w) => w !== '')
    .map((w) => w.toLowerCase())
  if (words.some((w) => word.test(w))) return true
  // the words run together (`api-Key` read as `apikey`), digits (an index) left out
  return word.test(words.filter((w) => !digits.test(w)).join(''))
}

/** Names already decided: clients send the same few names request after request. */
const decided = new Lru<string, boolean>(1024)

/**
 * A parameter, header, cookie or path-parameter name that carries a secret, by one rule. The name is read as every
 * server might read it: percent-decoded up to 3 times, NFKC-folded (full-width letters), control characters (NUL)
 * taken as separators, and invisible ones (zero-width space, soft hyphen) both as separators and as nothing. It is
 * then split into words at every character that is not a letter or digit (`-`, `_`, `.`, spaces, brackets of
 * `api_key[]` or `user[pin]`), at lower-to-upper case changes and between letters and digits, and lower-cased: it is
 * secret when one word is a secret word (plural too) after known prefixes, or ends in a long one
 * (`csrfmiddlewaretoken`), or when the words run together are. A word that merely contains a secret word inside a
 * word of its own (`keywords`, `monkey`, `author`, `pinned`, `passenger`) is data.
 */
export function isSecretName(name: string): boolean {
  if (name.length > MAX_NAME_LENGTH) return true
  let secret = decided.get(name)
  if (secret === undefined) {
    secret = decodings(name).some((decoded) => {
      // ASCII is its own NFKC form and holds no invisible character: the two forms below are one
      const rules = isAscii(decoded) ? ASCII_RULES : UNICODE_RULES
      const folded = decoded.normalize('NFKC').replace(CONTROL, ' ')
      const spaced = folded.replace(INVISIBLE, ' ')
      if (hasSecretWord(spaced, rules)) return true
      const joined = folded.replace(INVISIBLE, '')
      return joined !== spaced && hasSecretWord(joined, rules)
    })
    decided.set(name, secret)
  }
  return secret
}

/** A parameter's value as it may be shown: redacted like a key if its name is a secret's, else as it is. */
export function redactParam(name: string, value: string): string {
  return isSecretName(name) ? redactKey(value) : value
}

/** A query with the values of secret-named parameters redacted like keys; other values as they are. */
export function redactQuery(query: Record<string, string>): Record<string, string> {
  // fromEntries defines each name as an own property, so a parameter named __proto__ stays a parameter
  return Object.fromEntries(Object.entries(query).map(([k, v]) => [k, redactParam(k, v)]))
}

/** A path segment or parameter percent-decoded, or as it is when its escapes are broken. */
function decoded(text: string): string {
  if (!text.includes('%')) return text
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}

/** Shortest key found inside a longer segment; a shorter one would match ordinary text. */
const MIN_KEY_IN_TEXT = 8

/**
 * A request path as it may be shown or filed: a segment that is the request's own key (raw or percent-encoded) is
 * redacted like a key, so is the value of a path parameter with a secret's name or holding the key
 * (`/x;jsessionid=...`), and a key of 8 characters or more inside a segment.
 */
export function redactPath(path: string, key: string | undefined): string {
  if (!/[;=]/.test(path) && !(key && decoded(path).includes(key))) return path
  const segments = path.split('/').map((segment) => {
    if (key && decoded(segment) === key) return redactKey(key)
    if (!/[;=]/.test(segment)) return segment
    return segment
      .split(';')
      .map((part, i) => {
        const eq = part.indexOf('=')
        if (eq < 0) return i > 0 && key && decoded(part) === key ? redactKey(key) : part
        const value = part.slice(eq + 1)
        const secret = isSecretName(decoded(part.slice(0, eq))) || (key !== undefined && decoded(value) === key)
        return secret ? `${part.slice(0, eq)}=${redactKey(decoded(value))}` : part
      })
      .join(';')
  })
  const out = segments.join('/')
  if (!key || key.length < MIN_KEY_IN_TEXT) return out
  const shown = redactKey(key)
  return out.includes(key)
    ? out.split(key).join(shown)
    : decoded(out).includes(key)
      ? decoded(out).split(key).join(shown)
      : out
}
