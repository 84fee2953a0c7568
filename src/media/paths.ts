/** Origin written into image URLs by default: fixed, so bodies are byte-identical in every process. */
export const DEFAULT_MEDIA_BASE = 'https://media.network.example'

/** Where the mock's own images are under the default base. */
const OWN_MEDIA = `${DEFAULT_MEDIA_BASE}/media/`

/** A key names an image's colours: ids and drawn tokens. */
export const MEDIA_KEY = /^[A-Za-z0-9_-]{1,64}$/
/** Up to three letters or digits of any script; `-` for an image without initials. */
export const MEDIA_INITIALS = /^(?:[\p{L}\p{N}]{1,3}|-)$/u

/** The first letter or digit of a word, in NFC: `é` of "e\u0301mile", `B` of "(Bob". */
function firstLetterOf(word: string): string {
  const c = word.charCodeAt(0)
  const asciiAlnum = (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122)
  // NFC only changes a letter followed by a combining mark, which is never ASCII: most words need no regex
  if (asciiAlnum && !(word.charCodeAt(1) >= 0x80)) return word.charAt(0)
  return /[\p{L}\p{N}]/u.exec(word.normalize('NFC'))?.[0] ?? ''
}

/** The first letter or digit of each name given (of each word of a single name), upper-cased: AQ, 伟李; `-` when none. */
export function initialsOf(...names: string[]): string {
  const words = names.length > 1 ? names : (names[0] ?? '').split(/\s+/)
  let letters = ''
  let found = 0
  for (const word of words) {
    const letter = firstLetterOf(word)
    if (letter === '') continue
    letters += letter
    if (++found === 2) break
  }
  letters = letters.toUpperCase()
  // upper-casing can lengthen a letter ("ß" is "SS"): keep what the route accepts
  const kept = letters.length <= 3 ? letters : [...letters].slice(0, 3).join('')
  return MEDIA_INITIALS.test(kept) ? kept : '-'
}

/** The origin image URLs start with: `base` without a trailing slash, or throws for one that is not http(s). */
export function mediaBaseOf(base: string): string {
  let url: URL
  try {
    url = new URL(base)
  } catch {
    throw new Error(`mediaBase: "${base}" is not a URL (use e.g. http://localhost:3000, or self)`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`mediaBase: "${base}" is not an http(s) URL`)
  if (url.search !== '' || url.hash !== '')
    throw new Error(`mediaBase: "${base}" has a query or fragment; give an origin, optionally with a path`)
  return url.href.replace(/\/+$/, '')
}

/** Where image URLs point, built from the entity they show: the /media route draws them from the path alone. */
export class MediaUrls {
  constructor(readonly base: string) {}

  /**
   * An image URL a fixture or world file gives: one of the mock's own images, written with the default base as the
   * shipped fixtures are, on this base (its /media route draws it from the path alone); any other URL as it is.
   */
  given(url: string): string {
    return url.startsWith(OWN_MEDIA) && this.base !== DEFAULT_MEDIA_BASE
      ? `${this.base}${url.slice(DEFAULT_MEDIA_BASE.length)}`
      : url
  }

  /** A person's picture: initials on a colour from their id. */
  avatar(id: number | string, firstName: string, lastName: string): string {
    return `${this.base}/media/avatar/${id}/${encodeURIComponent(initialsOf(firstName, lastName))}.svg`
  }

  /** A logo of a company, school, group or newsletter: the name's initials on a colour from `key`. */
  logo(key: number | string, name: string): string {
    return `${this.base}/media/logo/${key}/${encodeURIComponent(initialsOf(name))}.svg`
  }

  /** The picture of a person without a photo: where the spec wants a URL, this one. */
  avatarPlaceholder(): string {
    return `${this.base}/media/avatar/placeholder/-.svg`
  }

  /** The logo of a company without one: where the spec wants a URL, this one. */
  logoPlaceholder(): string {
    return `${this.base}/media/logo/placeholder/-.svg`
  }

  /** A cover or background image: a gradient from `key`. */
  cover(key: string): string {
    return `${this.base}/media/cover/${key}.svg`
  }
}
