/** Words that, alone or as a hyphen-separated part of a value, ask for an entity that does not exist. */
export const MISSING_MARKERS = ['404', 'not-found', 'notfound', 'does-not-exist'] as const

/** True for `404`, `ghost-404`, `acme-not-found`, `does-not-exist-2` (spaces count as hyphens in keywords). */
export function isMissingByConvention(value: string): boolean {
  const padded = `-${value.toLowerCase().replace(/[\s_]+/g, '-')}-`
  return MISSING_MARKERS.some((m) => padded.includes(`-${m}-`))
}

/** Characters the real service refuses in a search keyword. */
const REJECTED_KEYWORD = /[()/,'"&;:*+!?]/

/** Whether a keyword holds a character the real service refuses: it then finds only an entity of that exact name. */
export function holdsRefusedCharacter(keyword: string): boolean {
  return REJECTED_KEYWORD.test(keyword)
}

/** A decimal id of at most `digits` digits without leading zeros; `safe`: within 2^53 (kept as a number in bodies). */
function idOf(digits: number, safe: boolean) {
  return {
    canonical: (key: string): string | undefined =>
      /^[1-9][0-9]*$/.test(key) && key.length <= digits && (!safe || Number.isSafeInteger(Number(key)))
        ? key
        : undefined,
    /** The same spelling as a pattern, for schemas (the world file's keys). */
    pattern: new RegExp(`^[1-9][0-9]{0,${digits - 1}}$`),
  }
}

/** What existence reads of a world's facts (WorldFacts): the keys of each kind marked missing. */
interface Missing {
  readonly missing: Readonly<Record<EntityKind, ReadonlySet<string>>>
}

/** One kind of entity: how its key is spelled canonically (undefined: it can never exist) and what else removes it. */
interface EntityKindRule {
  canonical(key: string): string | undefined
  /** Its list in a world file's `missing` (none: a config's query is never listed there). */
  plural?: string
  /** Other bodies link to it and fixtures and the world file give facts of it: a missing one is missing everywhere. */
  linked?: true
  /** Missing with another entity: a job with its company. */
  missingWith?: (key: string, facts: Missing, companyOfJob: (jobId: string) => number) => boolean
}

/**
 * THE table of entity kinds (what a key names: which world entity an endpoint's parameter looks up): their canonical
 * form and id rules, what "missing" means for each, their world-file list and whether bodies link to them.
 */
export const ENTITY_RULES = {
  person: { canonical: (key) => key.trim().toLowerCase() || undefined, plural: 'people', linked: true },
  company: { ...idOf(15, true), plural: 'companies', linked: true },
  job: {
    ...idOf(19, false),
    missingWith: (key: string, facts: Missing, companyOfJob: (jobId: string) => number): boolean =>
      facts.missing.company.has(String(companyOfJob(key))),
    plural: 'jobs',
    linked: true,
  },
  post: { ...idOf(20, false), plural: 'posts' },
  article: { canonical: (key) => key.trim() || undefined, plural: 'articles' },
  keyword: {
    canonical: (key) => {
      const k = key.replace(/\s+/g, ' ').trim().toLowerCase()
      return /[\p{L}\p{N}]/u.test(k) ? k : undefined
    },
    plural: 'keywords',
  },
  // a config endpoint's whole query, as the endpoint's reading of it spells it
  query: { canonical: (key) => key.trim() || undefined },
} as const satisfies Record<string, EntityKindRule>

export type EntityKind = keyof typeof ENTITY_RULES
export const ENTITY_KINDS = Object.keys(ENTITY_RULES) as EntityKind[]
/** The kinds other bodies link to, which fixtures and the world file give facts of. */
export type LinkedKind = {
  [K in EntityKind]: (typeof ENTITY_RULES)[K] extends { linked: true } ? K : never
}[EntityKind]
export const LINKED_KINDS = ENTITY_KINDS.filter((k): k is LinkedKind => 'linked' in ENTITY_RULES[k])
/** The kinds a world file lists as missing, by their list's name. */
export type MissingList = {
  [K in EntityKind]: (typeof ENTITY_RULES)[K] extends { plural: infer P } ? P : never
}[EntityKind]
export const MISSING_LISTS = ENTITY_KINDS.flatMap((kind) => {
  const rule: EntityKindRule = ENTITY_RULES[kind]
  return rule.plural === undefined ? [] : [{ list: rule.plural as MissingList, kind }]
})

/**
 * The canonical spelling of a key, or undefined when no such entity can exist: ids that are not positive decimal
 * integers without leading zeros, keywords with no letter or digit.
 */
export function canonicalKey(kind: EntityKind, key: string): string | undefined {
  return (ENTITY_RULES[kind] as EntityKindRule).canonical(key)
}

/**
 * The canonical key of an entity that exists, or undefined: keys that can never exist, values that ask for a missing
 * entity by convention (`ghost-404`), entities the facts mark missing, and those missing with another (a job with its
 * company).
 */
export function existingKey(
  kind: EntityKind,
  key: string,
  facts: Missing,
  companyOfJob: (jobId: string) => number,
): string | undefined {
  const canonical = canonicalKey(kind, key)
  if (canonical === undefined || isMissingByConvention(canonical) || facts.missing[kind].has(canonical))
    return undefined
  return (ENTITY_RULES[kind] as EntityKindRule).missingWith?.(canonical, facts, companyOfJob) ? undefined : canonical
}
