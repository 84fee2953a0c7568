/**
 * English professional-network prose from templates and the curated pools. Every function is pure:
 * its randomness comes only from the faker it is given, so callers keep their seeded draws.
 */
import type { Draw } from './draw.js'
import {
  ACHIEVEMENTS,
  ACTIVITIES,
  GENERAL_FAMILIES,
  GROUP_TOPICS,
  HOBBIES,
  INDUSTRY_PROFILES,
  LESSONS,
  NAME_HEADS,
  NAME_TAILS,
  ROLE_FAMILIES,
  SCHOOL_PATTERNS,
  type IndustryProfile,
  type RoleFamily,
} from './pools.js'

const LESSON_OPENERS = ['What I took from it: ', 'The lesson I still use: ', 'It taught me that we should ']
const LESSON_ASIDES = [
  'It sounds obvious until a deadline arrives.',
  'We learned this the slow way.',
  'Every time we skipped it, we paid for it later.',
  'This one took me the longest to accept.',
]
const lessonCosts = (topic: string): string[] => [
  `On ${topic} work especially, the cost shows up months later.`,
  'The teams that did this well were rarely the loudest ones.',
  'Nobody writes this in a job description, but it is most of the job.',
  'I keep a note of every time it mattered; the list is long.',
]
const SOFT_SKILLS = [
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

function lowerFirst(s: string): string {
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
    if (loweredPhrases.size >= 2000) loweredPhrases.clear()
    loweredPhrases.set(s, lowered)
  }
  return lowered
}

const loweredPhrases = new Map<string, string>()

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
const POST_EMOJI = ['🚀', '💡', '🎉', '🙌', '📈', '✨', '🔥', '👏', '🤝', '💪', '📊', '🙏', '👇', '❤️']

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

// ---- people ----

export interface AboutContext {
  title: string
  company: string
  previousCompany: string | undefined
  industry: string
  family: RoleFamily
  skills: readonly string[]
  years: number
  city: string
}

/** A profile's about/summary: two to four short paragraphs in the first person. */
export function about(f: Draw, c: AboutContext): string {
  const focus = f.pick(c.family.focus)
  const topic = f.pick(c.family.topics)
  const years = Math.max(1, c.years)
  const intro = f.pick([
    () =>
      `I'm ${withArticle(c.title)} with ${years}+ years of experience in ${lowerWords(c.industry)}. At ` +
      `${c.company} I ${focus}.`,
    () =>
      `${f.pick(c.family.missions)}: that is what gets me out of bed. Today I'm ` +
      `${withArticle(c.title)} at ${c.company}, where I ${focus}.`,
    () =>
      c.previousCompany
        ? `${c.title} at ${c.company}. Before that I spent time at ${c.previousCompany}, where I learned most of ` +
          `what I know about ${topic}.`
        : `${c.title} at ${c.company}, based in ${c.city}. I ${focus}.`,
  ])()
  const paragraphs = [intro]
  if (c.skills.length >= 2) {
    const skills = c.skills.slice(0, 5)
    paragraphs.push(
      f.pick([
        () => `Day to day I work with ${listOf(skills)}.`,
        () => `Things I'm good at: ${listOf(skills)}.`,
        () => `My toolbox: ${skills.join(' · ')}`,
      ])(),
    )
  }
  if (f.bool(0.6)) {
    const [l1 = '', l2 = ''] = f.some(LESSONS, 2)
    paragraphs.push(`Two things I believe in: ${l1}. And ${l2}.`)
  }
  // some about texts run long: a paragraph per past chapter of the career
  if (f.bool(0.2)) {
    for (const duty of f.some(c.family.duties, 3, 5)) {
      paragraphs.push(
        `${f.pick(['Along the way I', 'One thing I am proud of: I', 'Earlier in my career I'])} ` +
          `${lowerFirst(fill(f, duty, { city: c.city }))} ` +
          `${f.pick(LESSON_OPENERS)}${f.pick(LESSONS)}.`,
      )
    }
  }
  paragraphs.push(
    f.pick([
      () => `Always happy to talk about ${topic}. Feel free to connect.`,
      () => `Outside work: ${listOf(f.some(HOBBIES, 2))}.`,
      () => `Open to speaking at meetups and podcasts about ${topic}.`,
      () => `If you're working on ${topic} too, send me a message.`,
    ])(),
  )
  return paragraphs.join('\n\n')
}

export interface PositionContext {
  family: RoleFamily
  skills: readonly string[]
  city: string
  /** How this person marks an achievement: people keep one style across their jobs. */
  bullet: string
}

/** A position's description: an optional line on the role, then two or three achievements. */
export function positionDescription(f: Draw, c: PositionContext): string {
  const vars = { skills: c.skills, city: c.city }
  const bullets = f.some(c.family.duties, 2, 3).map((d) => `${c.bullet} ${fill(f, d, vars)}`)
  const lead = f.bool(0.5) ? [`${capitalize(f.pick(c.family.focus))}.`] : []
  return [...lead, ...bullets].join('\n')
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
  return [opener, middle, closer].join('\n\n')
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

// ---- posts, comments, reposts ----

/** Search keywords as they could appear in a post: trimmed, single-spaced, short; undefined if not wordy. */
export function keywordTopic(keyword: string | undefined): string | undefined {
  if (keyword === undefined) return undefined
  const k = keyword.replace(/\s+/g, ' ').trim().slice(0, 60).trim()
  return /\p{L}/u.test(k) ? k : undefined
}

function hashtag(s: string): string {
  return s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '')
}

export interface PostContext {
  family: RoleFamily
  company: string
  city: string
  /** Search keywords the post should mention, as a search hit would. */
  keyword?: string | undefined
  /** A word to tag the post with, never pasted into a sentence (a word the vocabulary has no phrase for). */
  tag?: string | undefined
}

/** A post: a lesson list, a hiring note, a team shout-out or an opinion, with hashtags. */
export function postText(f: Draw, c: PostContext): string {
  const keyword = keywordTopic(c.keyword)
  const topic = keyword ?? f.pick(c.family.topics)
  const vars = { city: c.city, company: c.company, topic }
  const [l1 = '', l2 = '', l3 = ''] = f.some(LESSONS, 3)
  const body = f.pick([
    () =>
      `Three things I learned about ${topic} this quarter:\n\n1. ${capitalize(l1)}.\n2. ${capitalize(l2)}.\n3. ` +
      `${capitalize(l3)}.\n\nWhat would you add?`,
    () =>
      `We're hiring! ${c.company} is looking for ${withArticle(f.pick(c.family.titles))} who ` +
      `cares about ${topic}. Send me a message if you'd like to hear more.`,
    () => `${fill(f, '{n}', vars)} years into ${topic} and the biggest lesson is still: ${l1}.`,
    () =>
      `Proud of the team at ${c.company}: we ${fill(f, f.pick(ACHIEVEMENTS), vars)}. None of it ` +
      `happens without the people behind the scenes.`,
    () => `Unpopular opinion: most ${topic} problems are people problems. ${capitalize(l1)}.`,
    () =>
      `I spoke about ${topic} at a meetup in ${c.city} last week. Slides and notes in the comments. Thanks to ` +
      `everyone who came with questions!`,
  ])()
  // now and then a long-form post: a story in several paragraphs, as the feed's "see more" hides
  const long = f.bool(0.15) ? longPost(f, c, topic) : undefined
  const tags = f.some(c.family.hashtags, 2).map((t) => `#${t}`)
  const keywordTag = keyword !== undefined && topic === keyword ? hashtag(keyword) : ''
  if (keywordTag) tags.unshift(`#${keywordTag}`)
  const ownTag = c.tag === undefined ? '' : hashtag(c.tag)
  if (ownTag && !tags.includes(`#${ownTag}`)) tags.unshift(`#${ownTag}`)
  // about a third of posts carry an emoji or two
  const emoji = f.bool(0.35) ? ` ${f.some(POST_EMOJI, 1, 2).join('')}` : ''
  return `${long ?? body}${emoji}\n\n${tags.join(' ')}`
}

/** A long post (roughly 600 to 3,000 characters): an opening, several lessons with a line each, a question. */
function longPost(f: Draw, c: PostContext, topic: string): string {
  const lessons = f.some(LESSONS, 5, 10)
  const duties = f.some(c.family.duties, 2, 4).map((d) => fill(f, d, { city: c.city, company: c.company }))
  const paragraphs = [
    f.pick([
      `A year ago I would have told you ${topic} was a solved problem at ${c.company}. It was not, and here is ` +
        `what changed my mind.`,
      `I have been putting off writing this post about ${topic} for months. Here it is, long version.`,
      `Some notes on ${topic}, from the last few years of doing it for real.`,
    ]),
    ...lessons.map((l, i) => `${i + 1}. ${capitalize(l)}. ` + `${f.pick(LESSON_ASIDES)} ${f.pick(lessonCosts(topic))}`),
    `What it looked like in practice:\n${duties.map((d) => `- ${d}`).join('\n')}`,
    f.pick([
      `What would you add? I'm collecting these for a talk in ${c.city}.`,
      'Curious whether this matches what you have seen.',
      'If this was useful, the comments have a few links I found helpful.',
    ]),
  ]
  return paragraphs.join('\n\n').slice(0, 2900)
}

/** An article title on a topic. */
export function articleTitle(f: Draw, topic: string): string {
  return capitalize(
    f.pick([
      `what ${f.int(3, 15)} years of ${topic} taught me`,
      `${topic}: a practical guide for busy teams`,
      `why we rethought our approach to ${topic}`,
      `the ${topic} checklist I wish I had earlier`,
      `${topic} without the hype`,
    ]),
  )
}

/** The words a person posts with when sharing an article. */
export function articleShareText(f: Draw, title: string): string {
  return f.pick([
    `I finally wrote up how we think about this: "${title}". Would love your thoughts.`,
    `New article: ${title}`,
    `Some notes from the last year, now in one place. ${title}`,
  ])
}

export interface ShortContext {
  family: RoleFamily
  company: string
  /** A company of a few dozen people at most: only then is it "a handful of people". */
  small?: boolean
}

/** A comment under an article. */
export function commentText(f: Draw, c: ShortContext, articleTopic?: string): string {
  const topic = articleTopic ?? f.pick(c.family.topics)
  // a comment on an article about a known topic talks about that topic
  if (articleTopic !== undefined)
    return f.pick([
      `Great points, especially on ${topic}. We saw the same thing at ${c.company}.`,
      `Thanks for writing this up. Sharing it with my team, we're working on ${topic} right now.`,
      `Saved this one. The part about ${topic} is spot on.`,
      `Really useful. Would love a follow-up on ${topic}.`,
      `Agree with most of this on ${topic}, though in my experience ${f.pick(LESSONS)}.`,
      c.small
        ? `Curious how this approach to ${topic} works for smaller teams? At ${c.company} we're only a handful of people.`
        : `Curious how this approach to ${topic} scales. At ${c.company} we have teams in several offices.`,
    ])
  return f.pick([
    `Great points, especially on ${topic}. We saw the same thing at ${c.company}.`,
    'Thanks for writing this up. Sharing it with my team.',
    c.small
      ? `Curious how this works for smaller teams? At ${c.company} we're only a handful of people.`
      : `Curious how this scales. At ${c.company} we have teams in several offices.`,
    `Agree with most of this, though in my experience ${f.pick(LESSONS)}.`,
    `Saved this one. The part about ${topic} is spot on.`,
    `Really useful. Would love a follow-up on ${topic}.`,
    `This matches what I've seen: ${f.pick(LESSONS)}.`,
  ])
}

/** What someone writes when reposting. */
export function repostText(f: Draw, c: ShortContext): string {
  const topic = f.pick(c.family.topics)
  return f.pick([
    `Worth a read for anyone working on ${topic}.`,
    `This is exactly what we've been discussing at ${c.company}.`,
    'Great summary. Bookmarking this one.',
    'Congratulations to everyone involved!',
    `Sharing for my network: ${f.pick(LESSONS)}.`,
    `Couldn't agree more. ${capitalize(f.pick(LESSONS))}.`,
  ])
}

// ---- companies ----

/**
 * "Northwind Analytics", "Cedarpoint Health GmbH", "Brandt & Vogel": invented compounds mostly, a country's legal
 * form now and then, founders' names rarely (never faker's English surname list).
 */
export function companyName(
  f: Draw,
  industry: IndustryProfile,
  legal: readonly string[],
  founders: readonly string[],
): string {
  const suffix = f.pick(industry.nameSuffixes)
  const compound = `${f.pick(NAME_HEADS)}${f.pick(NAME_TAILS)}`
  const founder = founders.length ? f.pick(founders) : compound
  const base = f.weighted([
    { weight: 70, value: () => `${compound} ${suffix}` },
    { weight: 14, value: () => compound },
    { weight: 12, value: () => `${f.pick(NAME_HEADS)} ${suffix}` },
    {
      weight: 4,
      value: () =>
        f.bool() && founders.length > 1
          ? `${founder} & ${f.pick(founders.filter((x) => x !== founder))}`
          : `${founder} ${suffix}`,
    },
  ])()
  // a legal form reads oddly after words that already say what the company is ("Supply Co.", "Group")
  const legalOk = legal.length && !/(Co\.|Inc\.|Group|Partners|Trust|Bancorp)$/.test(base)
  return legalOk && f.bool(0.3) ? `${base} ${f.pick(legal)}` : base
}

/** A one-line tagline; now and then with a second line, as real ones have. */
export function companyTagline(f: Draw, industry: IndustryProfile, city: string): string {
  const offer = f.pick(industry.offers)
  const customers = f.pick(industry.customers)
  const [a = offer, b = customers] = f.some(industry.specialities, 2)
  const since = f.int(1952, 2021)
  // what sets one company apart: its city, its specialities, its age; few share a tagline
  const line = f.pick([
    `${capitalize(offer)} for ${customers}, from ${city}`,
    `${capitalize(offer)} that ${customers} rely on, since ${since}`,
    `Making ${offer} simple for ${customers}`,
    `${capitalize(offer)}, done right in ${city} since ${since}`,
    `${a} and ${b} for ${customers}`,
    `${city}'s ${offer} team: ${a}, ${b}`,
  ])
  return f.bool(0.1) ? `${line}\nWe're hiring!` : line
}

export interface CompanyDescriptionContext {
  name: string
  industry: IndustryProfile
  specialities: readonly string[]
  hqCity: string
  staffCount: number
  officeCount: number
  hiring: boolean
}

/** An "about us": what the company offers and to whom, where it is, what it is known for. */
export function companyDescription(f: Draw, c: CompanyDescriptionContext): string {
  const [offer = 'software', other = 'services'] = f.some(c.industry.offers, 2)
  const customers = f.pick(c.industry.customers)
  const parts = [
    `${c.name} ${f.pick(['provides', 'builds', 'offers', 'specialises in'])} ${offer} and ` +
      `${other} for ${customers}.`,
    `Headquartered in ${c.hqCity}, we are ${thousands(c.staffCount)} ` +
      `people${c.officeCount > 1 ? ` across ${c.officeCount} offices` : ''}.`,
  ]
  if (c.specialities.length) parts.push(`We are known for ${listOf(c.specialities.slice(0, 4).map(lowerWords))}.`)
  parts.push(
    c.hiring
      ? `We're growing: have a look at our open roles.`
      : f.pick(['Follow us for news and updates.', 'Follow us for news, events and customer stories.']),
  )
  return parts.join(' ')
}

// ---- jobs ----

export interface JobDescriptionContext {
  title: string
  company: string
  tagline: string
  family: RoleFamily
  location: string
  workPlace: string
  experienceLevel: string
}

/** A job posting: about the role, what you will do, what you bring, nice to have, about us. */
export function jobDescription(f: Draw, c: JobDescriptionContext): string {
  const skills = f.some(c.family.skills, 4)
  const [s1 = 'SQL', s2 = 'Excel', s3 = 'communication', s4 = 'planning'] = skills
  const years = c.experienceLevel === 'Internship' || c.experienceLevel === 'Entry level' ? 0 : f.int(2, 8)
  const where =
    c.workPlace === 'Remote'
      ? 'remotely'
      : c.workPlace === 'Hybrid'
        ? `in a hybrid setup from ${c.location}`
        : `in ${c.location}`
  const dos = f.some(c.family.focus, 2, 3).map((d) => `- ${capitalize(d)}`)
  const bring = [
    years
      ? `- ${years}+ years of experience in a similar role`
      : '- A degree in a related field, or equivalent practical experience',
    `- Hands-on experience with ${s1} and ${s2}`,
    `- ${f.pick(SOFT_SKILLS)}`,
  ]
  const perks = f
    .some(
      [
        'Flexible working hours',
        `${f.int(25, 32)} days of paid holiday`,
        'A yearly learning budget',
        'Private health insurance',
        'Generous parental leave',
        'Home-office stipend',
      ],
      3,
    )
    .map((p) => `- ${p}`)
  return [
    `About the role\n${c.company} is looking for ${withArticle(c.title)} to join the team ${where}. You will ` +
      `${f.pick(c.family.focus)} and work closely with people across the business.`,
    `What you will do\n${dos.join('\n')}`,
    `What you bring\n${bring.join('\n')}`,
    `Nice to have\n- Experience with ${s3} or ${s4}`,
    `What we offer\n${perks.join('\n')}`,
    `About ${c.company}\n${c.tagline.split('\n')[0] ?? ''}.`,
  ].join('\n\n')
}

// ---- newsletters ----

const FREQUENCY_WORDS: Record<string, string> = {
  DAILY: 'daily',
  WEEKLY: 'weekly',
  BIWEEKLY: 'fortnightly',
  MONTHLY: 'monthly',
}

export function newsletterByPerson(
  f: Draw,
  c: { firstName: string; fullName: string; family: RoleFamily; frequency: string },
): { name: string; description: string } {
  const [topic = 'work', second = 'careers'] = f.some(c.family.topics, 2)
  const Topic = titleCase(topic)
  const name = f.pick([`${Topic} Notes`, `The ${Topic} Brief`, `${c.firstName} on ${Topic}`, `Field Notes: ${Topic}`])
  const word = FREQUENCY_WORDS[c.frequency] ?? 'regular'
  return {
    name,
    description: `A ${word} newsletter about ${topic} and ${second} for people who do the work, by ${c.fullName}.`,
  }
}

export function newsletterByCompany(
  f: Draw,
  c: { name: string; industry: IndustryProfile; frequency: string },
): { name: string; description: string } {
  const word = FREQUENCY_WORDS[c.frequency] ?? 'regular'
  return {
    name: f.pick([`The ${c.name} Briefing`, `${c.name} Insights`, `Inside ${c.name}`]),
    description:
      `${capitalize(word)} news on ${f.pick(c.industry.offers)} for ` +
      `${f.pick(c.industry.customers)}, from the ${c.name} team.`,
  }
}
