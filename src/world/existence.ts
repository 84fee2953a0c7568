import type { EntityKind, WorldFacts } from './facts.js'

/** Words that, alone or as a hyphen-separated part of a value, ask for an entity that does not exist. */
export const MISSING_MARKERS = ['404', 'not-found', 'notfound', 'does-not-exist'] as const

/** True for `404`, `ghost-404`, `acme-not-found`, `does-not-exist-2` (spaces count as hyphens in keywords). */
export function isMissingByConvention(value: string): boolean {
  const padded = `-${value.toLowerCase().replace(/[\s_]+/g, '-')}-`
  return MISSING_MARKERS.some((m) => padded.includes(`-${m}-`))
}

/** Characters the real service refuses in a search keyword. */
const REJECTED_KEYWORD = /[()/,'"&;:*+!?]/

/** A decimal id of at most `digits` digits without leading zeros; `safe`: within 2^53 (kept as a number in bodies). */
function idOf(digits: number, safe: boolean): (key: string) => string | undefined {
  return (key) =>
    /^[1-9][0-9]*$/.test(key) && key.length <= digits && (!safe || Number.isSafeInteger(Number(key))) ? key : undefined
}

/** One kind of entity: how its key is spelled canonically (undefined: it can never exist) and what else removes it. */
interface EntityKindRule {
  canonical(key: string): string | undefined
  /** Missing with another entity: a job with its company. */
  missingWith?: (key: string, facts: WorldFacts, companyOfJob: (jobId: string) => number) => boolean
}

/** THE table of entity kinds: their canonical form and id rules, and what "missing" means for each. */
export const ENTITY_RULES: Record<EntityKind, EntityKindRule> = {
  person: { canonical: (key) => key.trim().toLowerCase() || undefined },
  company: { canonical: idOf(15, true) },
  job: {
    canonical: idOf(19, false),
    missingWith: (key, facts, companyOfJob) => facts.missing.company.has(String(companyOfJob(key))),
  },
  post: { canonical: idOf(20, false) },
  article: { canonical: (key) => key.trim() || undefined },
  // a config endpoint's whole query, as the endpoint's reading of it spells it
  query: { canonical: (key) => key.trim() || undefined },
  keyword: {
    canonical: (key) => {
      const k = key.replace(/\s+/g, ' ').trim().toLowerCase()
      return /[\p{L}\p{N}]/u.test(k) && !REJECTED_KEYWORD.test(k) ? k : undefined
    },
  },
}

/**
 * The canonical spelling of a key, or undefined when no such entity can exist: ids that are not positive decimal
 * integers without leading zeros, keywords with no letter or digit or a character the service rejects.
 */
export function canonicalKey(kind: EntityKind, key: string): string | undefined {
  return ENTITY_RULES[kind].canonical(key)
}

/**
 * The canonical key of an entity that exists, or undefined: keys that can never exist, values that ask for a missing
 * entity by convention (`ghost-404`), entities the facts mark missing, and those missing with another (a job with its
 * company).
 */
export function existingKey(
  kind: EntityKind,
  key: string,
  facts: WorldFacts,
  companyOfJob: (jobId: string) => number,
): string | undefined {
  const canonical = canonicalKey(kind, key)
  if (canonical === undefined || isMissingByConvention(canonical) || facts.missing[kind].has(canonical))
    return undefined
  return ENTITY_RULES[kind].missingWith?.(canonical, facts, companyOfJob) ? undefined : canonical
}
