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

/** Words that make a parameter name secret wherever they stand in it (`my_api_key`, `X-Goog-Api-Key`, `oauthToken`). */
const SECRET_WORDS = [
  'key',
  'apikey',
  'token',
  'secret',
  'password',
  'passwd',
  'pwd',
  'auth',
  'authorization',
  'signature',
  'sig',
  'session',
  'sessionid',
  'sid',
  'credential',
  'bearer',
  'jwt',
  'cookie',
]
/** What may stand before a secret word with no separator (`xapikey`, `accesstoken`, `clientsecret`). */
const SECRET_PREFIXES = [
  'x',
  'api',
  'access',
  'auth',
  'client',
  'app',
  'id',
  'oauth',
  'private',
  'refresh',
  'session',
  'secret',
  'user',
]

const WORD = new RegExp(`^(?:${SECRET_WORDS.join('|')})s?$`)
const JOINED = new RegExp(`^(?:${SECRET_PREFIXES.join('|')})*(?:${SECRET_WORDS.join('|')})s?$`)

/**
 * A parameter or header name that carries a secret, by one rule: split at `-`, `_`, `.`, spaces and lower-to-upper
 * case changes, one of its words is a secret word (plural too); or, separators dropped, it is a secret word after
 * known prefixes. A name that merely contains a secret word inside a word of its own (`keywords`, `monkey`, `author`)
 * is data.
 */
export function isSecretName(name: string): boolean {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[-_.\s]+/)
    .filter((w) => w !== '')
  return words.some((w) => WORD.test(w)) || JOINED.test(words.join(''))
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
