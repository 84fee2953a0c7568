import type { EntityKind } from './facts.js'

/** Words that, alone or as a hyphen-separated part of a value, ask for an entity that does not exist. */
export const MISSING_MARKERS = ['404', 'not-found', 'notfound', 'does-not-exist'] as const

/** True for `404`, `ghost-404`, `acme-not-found`, `does-not-exist-2` (spaces count as hyphens in keywords). */
export function isMissingByConvention(value: string): boolean {
  const padded = `-${value.toLowerCase().replace(/[\s_]+/g, '-')}-`
  return MISSING_MARKERS.some((m) => padded.includes(`-${m}-`))
}

/** Longest id of each kind the service issues: company ids stay numbers in bodies, so within 2^53. */
const ID_DIGITS: Partial<Record<EntityKind, number>> = { company: 15, job: 19, post: 20 }

/** Characters the real service refuses in a search keyword. */
const REJECTED_KEYWORD = /[()/,'"&;:*+!?]/

/**
 * The canonical spelling of a key, or undefined when no such entity can exist: ids that are not positive decimal
 * integers without leading zeros, keywords with no letter or digit or a character the service rejects.
 */
export function canonicalKey(kind: EntityKind, key: string): string | undefined {
  const digits = ID_DIGITS[kind]
  if (digits !== undefined) {
    if (!/^[1-9][0-9]*$/.test(key) || key.length > digits) return undefined
    if (kind === 'company' && !Number.isSafeInteger(Number(key))) return undefined
    return key
  }
  if (kind === 'keyword') {
    const k = key.replace(/\s+/g, ' ').trim().toLowerCase()
    if (!/[\p{L}\p{N}]/u.test(k) || REJECTED_KEYWORD.test(k)) return undefined
    return k
  }
  if (kind === 'person') {
    const k = key.trim().toLowerCase()
    return k === '' ? undefined : k
  }
  return key.trim() === '' ? undefined : key.trim()
}
