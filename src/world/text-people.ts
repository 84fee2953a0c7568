/** Prose about people: about texts, positions, schools and degrees, recommendations, groups. */
import type { Draw } from './draw.js'
import { ACTIVITIES, GROUP_TOPICS, HOBBIES, SCHOOL_PATTERNS, type RoleFamily } from './pools.js'
import { claimFits, factSlots, numbered, sayingTeller, sayings, tidy } from './text-grammar.js'

import { capitalize, fill, listOf, lowerFirst, lowerWords, seniorityOf, titleCase, withArticle } from './text-base.js'

// ---- people ----

export interface AboutContext {
  title: string
  company: string
  previousCompany: string | undefined
  industry: string
  family: RoleFamily
  skills: readonly string[]
  /** Whole years since the first job. */
  years: number
  city: string
  /** The current employer's staff count: claims about colleagues stay within it. */
  staff?: number
  /** The current title is a junior one: no claim of leading others. */
  junior?: boolean
}

/** Past-tense claims that read after "I": "I led", "I cut", never "I President's Club". */
const PAST_VERB =
  /^(?:[A-Z][a-z]+ed|Built|Ran|Led|Won|Cut|Grew|Wrote|Set|Shipped|Taught|Brought|Drove|Made|Took|Kept)\b/

/** "5+ years", "a year", "a few months": how long, as people say it. */
function experience(years: number): string {
  if (years >= 2) return `${years}+ years`
  return years === 1 ? 'over a year' : 'my first year'
}

/** A profile's about/summary: two to five short paragraphs in the first person, every number from the facts. */
export function about(f: Draw, c: AboutContext): string {
  const focus = f.pick(c.family.focus)
  const [topic = 'the work', other = 'the craft'] = f.some(c.family.topics, 2)
  const industry = lowerWords(c.industry)
  const intro = f.pick([
    () =>
      `I'm ${withArticle(c.title)} with ${experience(c.years)} of experience in ${industry}. ` +
      `At ${c.company} I ${focus}.`,
    () =>
      `${f.pick(c.family.missions)}: that is what gets me out of bed, and today I do it as ` +
      `${withArticle(c.title)} at ${c.company}, where I ${focus}.`,
    () =>
      c.previousCompany
        ? `${c.title} at ${c.company}. Before that I spent time at ${c.previousCompany}, where I learned most of ` +
          `what I know about ${topic}.`
        : `${c.title} at ${c.company}, based in ${c.city}. I ${focus}.`,
    () => `${capitalize(focus)}: that is my job at ${c.company} in ${c.city}, and ${topic} is the part I like best.`,
    () =>
      `${c.years >= 2 ? `${c.years} years` : 'One year'} into my career, I now work as ${withArticle(c.title)} ` +
      `at ${c.company}, mostly on ${topic} and ${other}.`,
  ])()
  const paragraphs = [tidy(intro)]
  const tell = sayingTeller(f)
  if (c.skills.length >= 2) {
    const skills = c.skills.slice(0, 5)
    paragraphs.push(
      f.pick([
        () => `Day to day I work with ${listOf(skills)}.`,
        () => `Things I'm good at: ${listOf(skills)}.`,
        () => `My toolbox: ${skills.join(' · ')}`,
        () => `Most of my ${topic} work runs on ${listOf(skills.slice(0, 3))}.`,
      ])(),
    )
  }
  if (f.bool(0.6)) {
    const [one = '', two = ''] = sayings(f, 2)
    paragraphs.push(
      f.pick([
        () => `Two things I believe in: ${one}, and ${two}.`,
        () => `${tell(topic, one)} ${tell(other, two)}`,
        () => `${tell(topic, one)}`,
      ])(),
    )
  }
  // some about texts run long: a paragraph per past chapter of the career, claims the career allows
  if (f.bool(0.2)) {
    const facts = { years: c.years, staff: c.staff, junior: c.junior }
    const fitting = numbered(c.family.duties.filter((d) => PAST_VERB.test(d) && claimFits(d, facts)))
    const told = sayings(f, 5)
    const openers = f.some(
      [
        'Along the way I',
        'One thing I am proud of: I',
        'Earlier in my career I',
        `Before ${c.company} I`,
        `In my ${industry} years I`,
      ],
      5,
    )
    for (const [i, duty] of f.some(fitting, Math.min(2, fitting.length), Math.min(4, fitting.length)).entries()) {
      paragraphs.push(
        `${openers[i] ?? 'Along the way I'} ` +
          `${lowerFirst(fill(f, factSlots(f, duty, facts), { city: c.city }))} ` +
          `${tell(f.pick(c.family.topics), told[i])}`,
      )
    }
  }
  paragraphs.push(
    f.pick([
      () => `Always happy to talk about ${topic} with people in ${c.city} and beyond.`,
      () => `Outside work: ${listOf(f.some(HOBBIES, 2))}.`,
      () => `Open to speaking at meetups in ${c.city} and on podcasts about ${topic} and ${other}.`,
      () => `If you're working on ${topic} too, send me a message; I'm in ${c.city}.`,
      () => `Ask me about ${topic}, ${other} or ${f.pick(HOBBIES)}.`,
    ])(),
  )
  return tidy(paragraphs.join('\n\n'))
}

export interface PositionContext {
  family: RoleFamily
  skills: readonly string[]
  city: string
  /** How this person marks an achievement: people keep one style across their jobs. */
  bullet: string
  /** The job's title, length in years and company size: the claims stay within them. */
  title?: string
  years?: number
  staff?: number
}

/** A position's description: an optional line on the role, then two or three achievements the job's facts allow. */
export function positionDescription(f: Draw, c: PositionContext): string {
  const vars = { skills: c.skills, city: c.city }
  const facts = { years: c.years, staff: c.staff, junior: c.title !== undefined && seniorityOf(c.title) === 0 }
  const fitting = c.family.duties.filter((d) => claimFits(d, facts))
  const bullets = f
    .some(fitting, Math.min(2, fitting.length), Math.min(3, fitting.length))
    .map((d) => `${c.bullet} ${fill(f, factSlots(f, d, facts), vars)}`)
  const lead = f.bool(0.5) || !bullets.length ? [`${capitalize(f.pick(c.family.focus))}.`] : []
  return tidy([...lead, ...bullets].join('\n'))
}

/**
 * "University of Austin", "Munich Institute of Technology": a kind of school that teaches the field, where it exists.
 */
export function schoolName(f: Draw, city: string, field = '', level = 'bachelor', country = ''): string {
  if (level === 'bootcamp') return `${city} ${f.pick(['Coding Academy', 'Code School', 'Tech Bootcamp'])}`
  const patterns = SCHOOL_PATTERNS.filter((p) => {
    if (p.includes('Institute of Technology'))
      return /Engineering|Computer|Information|Mathematics|Physics|Chemistry|Materials|Data|Science/.test(field)
    if (p.includes('School of Economics'))
      return /Economics|Finance|Business|Accounting|Marketing|Management|Public Policy/.test(field)
    if (p.includes('State University')) return country === 'US'
    return true
  })
  return f.pick(patterns.length ? patterns : SCHOOL_PATTERNS).replace('{city}', city)
}

/**
 * A degree of the level that goes with the field: no "Bachelor of Engineering" in Accounting, no MBA as a first degree.
 */
export function degreeFor(f: Draw, field: string, level = 'bachelor'): string {
  if (level === 'bootcamp') return 'Certificate'
  if (level === 'phd') return 'Doctor of Philosophy - PhD'
  const pools: [RegExp, string[], string[]][] = [
    [/Medicine/, ['Bachelor of Medicine, Bachelor of Surgery - MBBS'], ['Doctor of Medicine - MD']],
    [/Nursing/, ['Bachelor of Science in Nursing - BSN'], ['Master of Science in Nursing - MSN']],
    [/Pharmacy/, ['Bachelor of Pharmacy - BPharm'], ['Doctor of Pharmacy - PharmD']],
    [/Physical Therapy/, ['Bachelor of Science - BS'], ['Doctor of Physical Therapy - DPT']],
    [
      /Engineering/,
      ['Bachelor of Engineering - BE', 'Bachelor of Science - BS'],
      ['Master of Science - MS', 'Master of Engineering - MEng'],
    ],
    [
      /Business|Finance|Marketing|Economics|Accounting|Human Resources|Supply Chain|Public Policy/,
      ['Bachelor of Arts - BA', 'Bachelor of Science - BS'],
      ['Master of Business Administration - MBA', 'Master of Science - MS'],
    ],
    [/Design|Journalism|Communication|History|Sociology|Education/, ['Bachelor of Arts - BA'], ['Master of Arts - MA']],
  ]
  const pool = pools.find(([re]) => re.test(field)) ?? [/./, ['Bachelor of Science - BS'], ['Master of Science - MS']]
  return f.pick(level === 'master' ? pool[2] : pool[1])
}

export function activities(f: Draw): string {
  return f.pick(ACTIVITIES)
}

export interface RecommendationContext {
  firstName: string
  company: string
  family: RoleFamily
  skills: readonly string[]
  relationship: string
  /** How long the two worked together (or the recommendee was at the company) when it was written, in ms. */
  together: number
  /** The recommender's career began two or more years before the recommendee's. */
  ahead: boolean
}

const YEAR_MS = 365.25 * 24 * 3600_000
const NUMBER_WORDS = ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten']

/** "several months", "over a year", "three years": never more than the time given. */
function spanText(ms: number): string {
  const years = Math.floor(ms / YEAR_MS)
  if (years < 1) return 'several months'
  if (years === 1) return 'over a year'
  return `${NUMBER_WORDS[years] ?? String(years)} years`
}

/** A recommendation in three short paragraphs, its opening true to the relationship and to both careers. */
export function recommendationText(f: Draw, c: RecommendationContext): string {
  const name = c.firstName
  const span = spanText(c.together)
  const senior = [
    `I was a senior member of the team when ${name} joined ${c.company}. It took ${name} weeks, not months, to ` +
      `become someone everyone relied on.`,
    `I had been at ${c.company} for a while when ${name} joined, and ${name} quickly became someone I relied on.`,
  ]
  if (c.ahead)
    senior.push(
      `I worked alongside ${name} at ${c.company}, a few years ahead of them in my career, and learned as much ` +
        `from ${name} as they did from me.`,
    )
  const openers: Record<string, string[]> = {
    RECOMMENDER_MANAGED_RECOMMENDEE: [
      `I managed ${name} for ${span} at ${c.company}, and it was one of the easiest jobs I've had.`,
      `${name} was on my team at ${c.company}. Managing ${name} mostly meant getting out of the way.`,
    ],
    RECOMMENDER_SENIOR_THAN_RECOMMENDEE: senior,
    RECOMMENDER_ADVISED_RECOMMENDEE: [
      `I mentored ${name} for ${span} while they were at ${c.company}.`,
      `I advised ${name} through a big career step at ${c.company}, and watched them grow into it quickly.`,
    ],
    RECOMMENDER_IS_CLIENT_OF_RECOMMENDEE: [
      `We worked with ${name} and the ${c.company} team on a project that mattered a lot to us, and ${name} was ` +
        `our main point of contact.`,
      `As a client of ${c.company}, I dealt with ${name} almost every week for ${span}.`,
    ],
  }
  const opener = f.pick(openers[c.relationship] ?? senior)
  const topic = f.pick(c.family.topics)
  const skill = c.skills.length ? f.pick(c.skills) : 'the craft'
  const middle = f.pick([
    `${name} has a rare mix of deep ${skill} skills and plain good judgement.`,
    `When our ${topic} work stalled, ${name} was the one who got it moving again, calmly and without drama.`,
    `${name} writes things down, asks the right questions early and never leaves a teammate stuck.`,
    `What stood out was how ${name} handled ${topic}: clear thinking, honest updates and follow-through.`,
  ])
  const closer = f.pick([
    `I'd work with ${name} again in a heartbeat.`,
    `Any team would be lucky to have ${name}.`,
    `Highly recommended.`,
    `If you get the chance to hire ${name}, take it.`,
  ])
  return tidy([opener, middle, closer].join('\n\n'))
}

/** A group a member of this family would join: a general one, a topic one, or a local chapter. */
export function groupName(f: Draw, family: RoleFamily, city: string): string {
  const topic = titleCase(f.pick(family.topics))
  return f.pick([
    () => f.pick(GROUP_TOPICS),
    () => `${topic} ${f.pick(['Network', 'Community', 'Professionals', 'Forum', 'Circle'])}`,
    () => `${city} ${f.pick(GROUP_TOPICS)}`,
  ])()
}
