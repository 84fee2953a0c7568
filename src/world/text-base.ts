/**
 * English professional-network prose from templates and the curated pools: the shared helpers, role families,
 * titles and headlines. Every function is pure: its randomness comes only from the Draw it is given.
 */
import type { Draw } from './draw.js'
import { GENERAL_FAMILIES, INDUSTRY_PROFILES, ROLE_FAMILIES, type IndustryProfile, type RoleFamily } from './pools.js'
import { processMemo } from './cache-table.js'

export const LESSON_OPENERS = ['What I took from it: ', 'The lesson I still use: ', 'It taught me that we should ']
export const LESSON_ASIDES = [
  'It sounds obvious until a deadline arrives.',
  'We learned this the slow way.',
  'Every time we skipped it, we paid for it later.',
  'This one took me the longest to accept.',
]
export const lessonCosts = (topic: string): string[] => [
  `On ${topic} work especially, the cost shows up months later.`,
  'The teams that did this well were rarely the loudest ones.',
  'Nobody writes this in a job description, but it is most of the job.',
  'I keep a note of every time it mattered; the list is long.',
]
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
  return /^([AEIO]|HR\b|FP&A|SEO\b|MBA\b)/.test(phrase) ? `an ${phrase}` : `a ${phrase}`
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
 * The titles of a career, newest first, from the years of experience at each job's start (`years[0]` the current
 * job): a level for every few years (juniors early, principals late, each job at least the level of the one before),
 * now and then a new base title, and a lead title only after eight years.
 */
export function careerTitles(f: Draw, family: RoleFamily, years: readonly number[]): string[] {
  let base = f.pick(family.titles)
  const top = family.levels.length - 1
  const step = top > 0 ? Math.max(2.5, 14 / top) : 1
  const leads = (years[0] ?? 0) >= 8 && f.bool(0.18)
  const titles: string[] = []
  let rank = 0
  for (let i = years.length - 1; i >= 0; i--) {
    const y = (years[i] ?? 0) + f.float(-1, 1.5)
    rank = Math.min(top, Math.max(rank, Math.floor(Math.max(0, y) / step)))
    titles.push(i === 0 && leads ? f.pick(family.leads) : composeTitle(family.levels[rank] ?? '', base))
    if (f.bool(0.2)) base = f.pick(family.titles)
  }
  return titles.reverse()
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
