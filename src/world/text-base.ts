/**
 * English professional-network prose from templates and the curated pools: the shared helpers, role families,
 * titles and headlines. Every function is pure: its randomness comes only from the Draw it is given.
 */
import type { Draw } from './draw.js'
import { GENERAL_FAMILIES, INDUSTRY_PROFILES, ROLE_FAMILIES, type IndustryProfile, type RoleFamily } from './pools.js'
import { processMemo } from './cache-table.js'

export const SOFT_SKILLS = [
  'Clear written communication',
  'Comfort with ambiguity and changing priorities',
  'A habit of sharing what you learn',
  'Good judgement about when to ask for help',
]

const FAMILIES = new Map(ROLE_FAMILIES.map((f) => [f.id, f]))
const INDUSTRY_BY_NAME = new Map(INDUSTRY_PROFILES.map((i) => [i.name, i]))
const GENERAL = ROLE_FAMILIES.filter((f) => GENERAL_FAMILIES.includes(f.id))

function must<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`missing ${what}`)
  return value
}

export function familyById(id: string): RoleFamily {
  return must(FAMILIES.get(id), `role family ${id}`)
}

/** The industry's vocabulary; unknown names fall back to the first profile. */
export function industryProfile(name: string | undefined): IndustryProfile {
  return (name === undefined ? undefined : INDUSTRY_BY_NAME.get(name)) ?? must(INDUSTRY_PROFILES[0], 'industry profile')
}

/** A job family fitting an industry: mostly its typical roles, sometimes one every company has. */
export function familyFor(f: Draw, industry: string | undefined): RoleFamily {
  const typical = ROLE_FAMILIES.filter((fam) => industry !== undefined && fam.industries.includes(industry))
  if (typical.length && f.bool(0.65)) return f.pick(typical)
  return f.pick(GENERAL)
}

const TOPIC_SLUGS = ROLE_FAMILIES.flatMap((fam) => fam.topics.map((t) => [t, slugOf(t), fam] as const)).sort(
  (a, b) => b[1].length - a[1].length,
)

function slugOf(s: string): string {
  return s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** The topic an article's slug is about (the longest one its words hold) and the families that write about it. */
export function topicOfSlug(slug: string): { topic: string; families: RoleFamily[] } | undefined {
  const padded = `-${slug.toLowerCase()}-`
  const hit = TOPIC_SLUGS.find(([, t]) => t !== '' && padded.includes(`-${t}-`))
  if (hit === undefined) return undefined
  return { topic: hit[0], families: TOPIC_SLUGS.filter(([t]) => t === hit[0]).map(([, , fam]) => fam) }
}

/** The family a title belongs to ("Senior Analytics Engineer" -> data), if any family has it. */
export function familyOfTitle(title: string): RoleFamily | undefined {
  const t = title.toLowerCase()
  let best: [RoleFamily, number] | undefined
  for (const fam of ROLE_FAMILIES) {
    for (const x of [...fam.titles, ...fam.leads]) {
      const base = x.toLowerCase()
      if ((t === base || t.endsWith(` ${base}`)) && (!best || base.length > best[1])) best = [fam, base.length]
    }
  }
  return best?.[0]
}

// ---- small helpers ----

export function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1)
}

export function lowerFirst(s: string): string {
  return /^[A-Z][a-z]/.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s
}

const SMALL_WORDS = new Set(['a', 'an', 'and', 'at', 'for', 'in', 'of', 'on', 'the', 'to'])

/** "analytics engineering" -> "Analytics Engineering", for names. */
export function titleCase(s: string): string {
  return s
    .split(' ')
    .map((w, i) => (i > 0 && SMALL_WORDS.has(w) ? w : capitalize(w)))
    .join(' ')
}

/** "a Data Engineer", "an Account Executive", "an HR Business Partner", "a UX Designer". */
export function withArticle(phrase: string): string {
  // an acronym is said letter by letter: `an ICU nurse`, `an HR manager`, `a CNC operator`, `a UX designer`
  if (/^[A-Z][A-Z&]{1,4}\b/.test(phrase)) return /^[AEFHILMNORSX]/.test(phrase) ? `an ${phrase}` : `a ${phrase}`
  return /^([AEIOaeio]|[Uu](?!ni|s|ro|t))/.test(phrase) ? `an ${phrase}` : `a ${phrase}`
}

/** Names that keep their capitals inside a sentence. */
const PROPER_NOUNS = new Set(['Unity', 'Unreal Engine', 'Python', 'Kubernetes', 'Salesforce', 'Figma'])

/** "Software Development" -> "software development", keeping acronyms and names: "SaaS", "IoT", "Unreal Engine". */
export function lowerWords(s: string): string {
  let lowered = loweredPhrases.get(s)
  if (lowered === undefined) {
    lowered = lowerEachWord(s)
    // the phrases come from the vocabulary, so this stays small; the bound is for callers passing anything else
    loweredPhrases.remember(s, lowered)
  }
  return lowered
}

/** A noun's English plural: `welders`, `secretaries`, `boxes`, `foremen`, `editors-in-chief`. */
export function pluralNoun(noun: string): string {
  if (noun.endsWith('-in-chief')) return `${pluralNoun(noun.slice(0, -'-in-chief'.length))}-in-chief`
  if (/(ss|sh|ch|x|z)$/.test(noun)) return `${noun}es`
  if (/[^aeiou]y$/.test(noun)) return `${noun.slice(0, -1)}ies`
  return noun.endsWith('man') ? `${noun.slice(0, -3)}men` : `${noun}s`
}

const loweredPhrases = processMemo<string, string>('loweredPhrases')

function lowerEachWord(s: string): string {
  if (PROPER_NOUNS.has(s)) return s
  return s
    .split(' ')
    .map((w) =>
      /^[A-Z0-9&/().,-]{2,}$/.test(w) || /[A-Z]/.test(w.slice(1)) || PROPER_NOUNS.has(w) ? w : w.toLowerCase(),
    )
    .join(' ')
}

/** 12345 -> "12,345", the same on every machine (no locale). */
export function thousands(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}

/** "a", "a and b", "a, b and c". */
export function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? ''
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`
}

export interface FillVars {
  skills?: readonly string[]
  topic?: string
  city?: string
  company?: string
}

/** Fills {n} {small} {pct} {big} {quota} {skill} {topic} {city} {company} in a template. */
export function fill(f: Draw, template: string, vars: FillVars = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    switch (name) {
      case 'n':
        return String(f.int(2, 9))
      case 'small':
        return String(f.int(3, 15))
      case 'pct':
        return String(f.int(12, 65))
      case 'big':
        return String(f.int(3, 90))
      case 'quota':
        return String(f.int(105, 160))
      case 'skill':
        return vars.skills?.length ? f.pick(vars.skills) : 'modern tooling'
      case 'topic':
        return vars.topic ?? 'the work'
      case 'city':
        return vars.city ?? 'our home city'
      case 'company':
        return vars.company ?? 'the company'
      default:
        return whole
    }
  })
}

// ---- titles and headlines ----

function composeTitle(level: string, base: string): string {
  return level ? `${level} ${base}` : base
}

/** LinkedIn-style experience level of a title. */
export function experienceLevelOf(title: string): string {
  if (/\bIntern\b/.test(title)) return 'Internship'
  if (/^(VP|Chief|CTO|Partner|Managing Director|Dean)\b/.test(title)) return 'Executive'
  if (/^(Head|Director)\b|\bDirector\b/.test(title)) return 'Director'
  if (/^(Junior|Associate)\b/.test(title)) return 'Entry level'
  if (/^(Senior|Staff|Principal|Lead|Group|Enterprise)\b|Manager|Professor|Principal/.test(title))
    return 'Mid-Senior level'
  return 'Associate'
}

/**
 * How senior a title reads, 0 (junior, intern) to 5 (VP, chief, partner): a career climbs this a step or two a move.
 */
export function seniorityOf(title: string): number {
  if (/^(Junior|Associate(?! Professor| Director)|Graduate|Trainee)\b|\bIntern\b/.test(title)) return 0
  if (/^(Chief|VP|Vice President|Partner|Managing Director|Dean)\b|\bC[A-Z]O\b/.test(title)) return 5
  if (/^(Head|Director|Regional .*Director)\b|\bDirector\b|^Professor\b|^Associate Professor/.test(title)) return 4
  if (/^(Principal|Staff|Lead|Group)\b|\bManager\b|\bController\b|^Senior .*Manager/.test(title)) return 3
  if (/^Senior\b/.test(title)) return 2
  if (/^(Junior|Associate|Graduate|Trainee)\b|\bIntern\b/.test(title)) return 0
  return 1
}

/**
 * The titles of a career, newest first, from the years of experience at each job's start (`years[0]` the current
 * job): a level for every few years (juniors early, principals late), at most two levels up at a move, now and then
 * a new base title, and a first-rung lead title only at the top level after eight years.
 */
export function careerTitles(f: Draw, family: RoleFamily, years: readonly number[]): string[] {
  let base = f.pick(family.titles)
  const top = family.levels.length - 1
  const step = top > 0 ? Math.max(2.5, 14 / top) : 1
  const titles: string[] = []
  let rank = 0
  for (let i = years.length - 1; i >= 0; i--) {
    const y = (years[i] ?? 0) + f.float(-1, 1.5)
    rank = Math.min(top, Math.max(rank, Math.min(rank + 2, Math.floor(Math.max(0, y) / step))))
    const leads = i === 0 && rank === top && (years[0] ?? 0) >= 8 && f.bool(0.18)
    titles.push(leads ? (family.leads[0] ?? base) : composeTitle(family.levels[rank] ?? '', base))
    if (f.bool(0.2)) base = f.pick(family.titles)
  }
  return titles.reverse()
}

/** The highest lead title a company of this size gives: a ten-person firm has no VP, a startup no chief officer. */
function leadCap(staff: number, leads: number): number {
  const cap = staff <= 10 ? 0 : staff <= 50 ? 1 : staff <= 200 ? 2 : staff <= 1000 ? 3 : leads - 1
  return Math.min(cap, leads - 1)
}

/**
 * Makes `titles[0]` (newest first) a lead title that fits the company's size and the years worked, and the jobs
 * before it climb to it: each earlier title at most two steps of seniority below the next.
 */
export function leadTitles(f: Draw, family: RoleFamily, titles: string[], staff: number, years: number): void {
  const byYears = Math.max(0, Math.floor((years - 6) / 4))
  const cap = Math.min(leadCap(staff, family.leads.length), byYears)
  titles[0] = family.leads[f.int(Math.max(0, cap - 1), cap)] ?? titles[0] ?? ''
  const base = family.titles[0] ?? ''
  const ladder = [...family.levels.map((l) => composeTitle(l, base)), ...family.leads]
  for (let k = 1; k < titles.length; k++) {
    const above = seniorityOf(titles[k - 1] ?? '')
    if (above - seniorityOf(titles[k] ?? '') <= 2) continue
    const fits = ladder.filter((t) => seniorityOf(t) < above && seniorityOf(t) >= above - 2)
    titles[k] = fits.length ? f.pick(fits) : (titles[k] ?? '')
  }
}

/** A job opening's title with its experience level; interns get "... Intern". */
export function jobOpeningTitle(
  f: Draw,
  family: RoleFamily,
  jobType: string,
): { title: string; experienceLevel: string } {
  const base = f.pick(family.titles)
  let title: string
  if (jobType === 'Internship') title = `${base} Intern`
  else if (f.bool(0.12)) title = f.pick(family.leads)
  else title = composeTitle(f.pick(family.levels), base)
  return { title, experienceLevel: experienceLevelOf(title) }
}

export interface HeadlineContext {
  title: string
  company: string
  skills: readonly string[]
  family: RoleFamily
}

/** "Senior Data Engineer at Acme | Spark, Airflow" or "Helping B2B teams grow | Head of Sales at Acme". */
export function headline(f: Draw, context: HeadlineContext): string {
  const text = plainHeadline(f, context)
  // some people decorate their headline with an emoji: after a part that does not name their employer
  if (!f.bool(0.12)) return text
  const parts = text.split(' | ')
  const free = parts.findIndex((part) => !/ (at|@) /.test(part))
  if (free < 0) return text
  parts[free] = `${parts[free]} ${f.pick(HEADLINE_EMOJI)}`
  return parts.join(' | ')
}

/** Emoji people put in headlines and posts. */
const HEADLINE_EMOJI = ['🚀', '💡', '🌱', '📈', '✨', '🌍', '🎯']
export const POST_EMOJI = ['🚀', '💡', '🎉', '🙌', '📈', '✨', '🔥', '👏', '🤝', '💪', '📊', '🙏', '👇', '❤️']

function plainHeadline(f: Draw, { title, company, skills, family }: HeadlineContext): string {
  const [a = 'Teamwork', b = 'Leadership', c = 'Communication'] = skills
  return f.weighted([
    { weight: 4, value: () => `${title} at ${company}` },
    { weight: 3, value: () => `${title} at ${company} | ${a}, ${b}` },
    { weight: 2, value: () => `${f.pick(family.missions)} | ${title} at ${company}` },
    { weight: 1, value: () => `${title} | ${a} · ${b} · ${c}` },
    { weight: 1, value: () => `${title} @ ${company} | ${f.pick(family.missions)}` },
  ])()
}
