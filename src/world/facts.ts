import { FileError } from '../errors.js'
import { hash53 } from '../util/hash.js'
import { printable } from '../util/printable.js'
import { INDUSTRY_PROFILES } from './pools.js'
import type { DateParts } from '../schemas/common.js'
import { ENTITY_KINDS, type EntityKind, LINKED_KINDS, type LinkedKind } from './existence.js'

export type { EntityKind } from './existence.js'

/** One job in a person's career: drawn by the world, or told by a fixture or the world file. */
export interface PersonPosition {
  companyId: number
  title: string
  location: string
  locationType: string
  description: string
  employmentType: string
  skills: string[]
  networkHelpedGetJob: boolean
  start: DateParts
  end: DateParts
}

export interface PlaceFact {
  city: string
  region: string
  country: string
}

/** Facts about one person that the world file or a fixture fixed; everything else is generated around them. */
export interface PersonFacts {
  firstName?: string
  lastName?: string
  /**
   * The whole name, from a body that shows no first and last name ("Wei Ling Reynolds"): where the split falls is
   * not known, so it is split only when no file and no generated name joins to it.
   */
  fullName?: string
  headline?: string
  title?: string
  companyId?: number
  /** A current employer named only by name (a headline's "at Acme"): resolved to an id once all facts are in. */
  companyName?: string
  location?: PlaceFact
  picture?: string
  id?: number
  urn?: string
  about?: string
  positions?: PersonPosition[]
  followerCount?: number
  connectionCount?: number
  /** The current job had started by then (a colleague recommendation a fixture dates): epoch ms. */
  since?: number
}

export interface CompanyFacts {
  name?: string
  universalName?: string
  url?: string
  logo?: string
  tagline?: string
  industry?: string
  staffCount?: number
  /** How many open jobs its listing holds (companies/jobs total, jobs-count). */
  jobTotal?: number
}

export interface JobFacts {
  title?: string
  companyId?: number
  state?: 'LISTED' | 'CLOSED'
  location?: string
  listedAt?: number
  referenceId?: string
  benefits?: string
}

/** A recommendation a fixture shows: the world shows it on the other person's list too. */
export interface RecommendationFact {
  recommender: string
  recommendee: string
  text: string
  created: number
  lastModified: number
  relationship: string
}

type Kind = LinkedKind

const byKey = (a: [string | number, unknown], b: [string | number, unknown]): number =>
  a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0

function same(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b)
}

function shown(v: unknown): string {
  const s = typeof v === 'string' ? v : JSON.stringify(v)
  return s.length > 60 ? `"${s.slice(0, 57)}..."` : `"${s}"`
}

/**
 * The facts the world must keep: entities that do not exist and fields fixed by the world file or by fixtures.
 * Each fact remembers its file, so two files that disagree are reported with both names.
 */
export class WorldFacts {
  readonly people = new Map<string, PersonFacts>()
  readonly companies = new Map<number, CompanyFacts>()
  readonly jobs = new Map<string, JobFacts>()
  readonly missing: Record<EntityKind, Set<string>> = Object.fromEntries(
    ENTITY_KINDS.map((k) => [k, new Set<string>()]),
  ) as Record<EntityKind, Set<string>>
  /** Recommendations fixtures show, by `recommender \0 recommendee`. */
  readonly recommendations = new Map<string, RecommendationFact>()
  /** Totals of lists a fixture fixed, by `endpoint \0 key`: later pages keep them. */
  readonly listTotals = new Map<string, number>()
  readonly problems: FileError[] = []
  private text: string | undefined
  /** The file that gave each field first, by kind and key (for the message when another file disagrees). */
  private readonly origins = Object.fromEntries([...LINKED_KINDS, 'list'].map((k) => [k, new Map()])) as Record<
    Kind | 'list',
    Map<unknown, Record<string, string>>
  >

  /**
   * The facts' content as one text: equal for facts loaded alike, so worlds given them derive the same population
   * and indexes. Read once the facts are complete (a world's facts are replaced, never changed).
   */
  get content(): string {
    this.text ??= JSON.stringify([
      [...this.people].sort(byKey),
      [...this.companies].sort(byKey),
      [...this.jobs].sort(byKey),
      Object.entries(this.missing).map(([kind, keys]) => [kind, [...keys].sort()]),
      [...this.recommendations].sort(byKey),
      [...this.listTotals].sort(byKey),
    ])
    return this.text
  }

  get empty(): boolean {
    return (
      this.people.size + this.companies.size + this.jobs.size + this.listTotals.size + this.recommendations.size ===
        0 && Object.values(this.missing).every((s) => s.size === 0)
    )
  }

  person(username: string, facts: PersonFacts, file: string, path = '$'): void {
    this.merge('person', username, this.people, facts, file, path)
  }

  company(id: number, facts: CompanyFacts, file: string, path = '$'): void {
    this.merge('company', String(id), this.companies, facts, file, path, id)
  }

  job(id: string, facts: JobFacts, file: string, path = '$'): void {
    this.merge('job', id, this.jobs, facts, file, path)
  }

  /**
   * The person held their current job by `ms` at the latest; several files may each give a date, the earliest holds.
   */
  personSince(username: string, ms: number): void {
    const p = this.people.get(username) ?? {}
    p.since = p.since === undefined ? ms : Math.min(p.since, ms)
    this.people.set(username, p)
  }

  listTotal(endpointId: string, key: string, total: number, file: string): void {
    const k = `${endpointId}\u0000${key}`
    const old = this.listTotals.get(k)
    const origin = this.origins.list.get(k)?.total
    if (old !== undefined && old !== total && origin !== undefined) {
      this.problems.push(
        new FileError(file, '$.total', `total ${total} disagrees with ${old} in ${origin}`, 'make the two files agree'),
      )
      return
    }
    this.listTotals.set(k, total)
    this.origins.list.set(k, { total: file })
  }

  recommendation(r: RecommendationFact): void {
    this.recommendations.set(`${r.recommender}\u0000${r.recommendee}`, r)
  }

  addMissing(kind: EntityKind, key: string): void {
    this.missing[kind].add(key)
  }

  private merge<K, T extends object>(
    kind: Kind,
    key: string,
    map: Map<K, T>,
    facts: T,
    file: string,
    path: string,
    mapKey?: K,
  ): void {
    const k = (mapKey ?? key) as K
    const current = map.get(k) ?? ({} as T)
    let origins = this.origins[kind].get(k)
    if (!origins) {
      origins = {}
      this.origins[kind].set(k, origins)
    }
    for (const [field, value] of Object.entries(facts) as [keyof T & string, unknown][]) {
      if (value === undefined) continue
      const old = current[field]
      const origin = origins[field]
      if (old !== undefined && !same(old, value)) {
        // a file may repeat itself (a person in two lists of one body) but never contradict another
        this.problems.push(
          new FileError(
            file,
            path,
            `${kind} ${key}: ${field} ${shown(value)} disagrees with ${shown(old)} in ${origin ?? 'another file'}`,
            'make the two files agree',
          ),
        )
        continue
      }
      ;(current as Record<string, unknown>)[field] = value
      if (origin === undefined) origins[field] = file
    }
    map.set(k, current)
  }

  /**
   * Current employers named only by name get the id a company fact gives that name; a name no file gives an id
   * becomes a company of its own (a stable id from the name, the industry its name's ending suggests).
   */
  resolveNames(): void {
    const byName = new Map<string, number>()
    for (const [id, c] of this.companies) if (c.name !== undefined) byName.set(c.name.toLowerCase(), id)
    for (const p of this.people.values()) {
      if (p.companyId !== undefined || p.companyName === undefined) continue
      let id = byName.get(p.companyName.toLowerCase())
      if (id === undefined) {
        id = 1_000 + (hash53(`company-name\u0000${p.companyName.toLowerCase()}`) % 99_998_999)
        const industry = INDUSTRY_PROFILES.find((i) =>
          i.nameSuffixes.some((s) => p.companyName?.endsWith(` ${s}`)),
        )?.name
        this.companies.set(id, { name: p.companyName, ...(industry ? { industry } : {}), ...this.companies.get(id) })
        byName.set(p.companyName.toLowerCase(), id)
      }
      p.companyId = id
    }
  }

  /** A whole name one file shows must be the first and last name another file gives, joined. */
  checkFullNames(): void {
    for (const [username, p] of this.people) {
      if (p.fullName === undefined || (p.firstName === undefined && p.lastName === undefined)) continue
      const joined = [p.firstName, p.lastName].filter((part) => part !== undefined && part !== '').join(' ')
      if (joined === p.fullName) continue
      const origins = this.origins.person.get(username) ?? {}
      this.problems.push(
        new FileError(
          origins.fullName ?? 'a file',
          '$',
          `person ${username}: fullName ${shown(p.fullName)} disagrees with ${shown(joined)} (firstName and ` +
            `lastName) in ${origins.firstName ?? origins.lastName ?? 'another file'}`,
          'make the two files agree',
        ),
      )
    }
  }

  /** The problems as one error, or nothing. */
  check(): void {
    if (this.problems.length) throw new WorldFactsError(this.problems)
  }
}

/** Files that contradict each other, or a bad world file: each problem names its file, path and fix. */
export class WorldFactsError extends Error {
  constructor(readonly problems: FileError[]) {
    const lines = problems.map((p) => `  ${printable(p.message)}`)
    // one line per problem: a file name or JSON key with a line break must not start a line of its own
    super(`${problems.length} problem(s) in the world's files:\n${lines.join('\n')}`)
  }
}

/** "Senior Data Engineer at Acme | Spark" -> title and employer, the way generated headlines read. */
export function headlineParts(headline: string): { title?: string; company?: string } {
  for (const part of headline.split('|').map((s) => s.trim())) {
    // "one conversation at a time" is a motto, not a job: employers' names start with a capital
    const m = /^(.*?) (?:at|@) ([A-Z0-9].*)$/.exec(part)
    if (m?.[1] && m[2]) return { title: m[1].trim(), company: m[2].trim() }
  }
  return {}
}

/** Resolves employers named by name, then refuses contradictions (or, lenient, warns and keeps the first file's). */
export function settleFacts(facts: WorldFacts, lenient: boolean, warn: (message: string) => void): void {
  facts.resolveNames()
  facts.checkFullNames()
  if (!lenient) facts.check()
  else for (const p of facts.problems) warn(`ignored: ${p.message}`)
}
