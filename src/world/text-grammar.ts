/**
 * A small sentence grammar: sayings built from parts drawn apart (so hundreds read differently), claims whose numbers
 * come from the facts they describe, and one pass that mends the seams templates leave.
 */
import type { Draw } from './draw.js'

/** What a saying is about, to be joined to any predicate below. */
const SUBJECTS = [
  'a decision written down',
  'a clear owner for every task',
  'one honest metric',
  'a weekly demo',
  'a short checklist',
  'an early no',
  'a second pair of eyes',
  'a five-minute retro',
  'a shared glossary',
  'a call with a real customer',
  'a boring, proven tool',
  'a small first release',
  'specific feedback',
  'a plan on one page',
  'a good handover note',
  'asking why twice',
  'a calendar with room in it',
  'saying what you do not know',
  'a pilot with one team',
  'fixing the root cause',
  'a runbook someone has tested',
  'a standing half hour with the newest person on the team',
  'reading the support tickets',
  'a deadline everyone agreed to',
  'cutting scope early',
  'an agenda sent the day before',
  'a question asked in public',
  'a dashboard nobody has to explain',
  'one priority per quarter',
  'thanking people by name',
  'a written goal for every meeting',
  'a quiet morning without chat',
  'a fix shipped on the same day',
  'a rule you can explain in one line',
  "a review of last year's plan",
  'an honest estimate',
  'one person who says no',
  'a shared calendar of releases',
  'pairing with someone from another team',
  'a customer quote on the wall',
  'deleting a process nobody uses',
  'a clear definition of done',
  'a small budget for experiments',
  'writing the press release first',
  'a monthly hour for cleaning up',
  'a leadership team that writes things down',
  'leadership by example',
]

/** What a saying claims of its subject. */
const PREDICATES = [
  'saves more time than it costs',
  'beats another long meeting',
  'is worth more than a new tool',
  'prevents most late surprises',
  'does more for quality than another hire',
  'pays for itself within a month',
  'catches what dashboards miss',
  'makes the next hard call easier',
  'turns arguments into decisions',
  'keeps a team honest about progress',
  'is the cheapest insurance there is',
  'builds more trust than any offsite',
  'shortens every project I have seen it used on',
  'tells you more than a survey',
  'gets skipped exactly when it matters most',
  'is underrated by almost everyone',
  'rarely shows up in a job description',
  'is what the best teams I worked with had in common',
  'makes onboarding twice as fast',
  'takes ten minutes and saves a week',
  'is where most good ideas actually start',
  'protects the people doing the work',
  'is the habit I would keep if I could keep one',
  'changes how a room talks about risk',
  'is easier to start than to keep',
  'outlasts every reorganisation',
  'scales better than heroics',
  'earns its keep in the first bad week',
  'makes new people useful sooner',
  'is cheaper than the meeting about it',
  'keeps the roadmap honest',
  'tells you who to ask next time',
  'matters more than the tool you pick',
  'is how trust gets built between teams',
  'is the best leadership training there is',
]

/** How sure the one saying it is: most sayings are plain, some hedged or stressed. */
const QUALIFIERS = [
  ', at least in my experience',
  ', even on small teams',
  ', more than people expect',
  ', every single time',
  ', especially under pressure',
  ', and nobody regrets it',
  ', in good years and bad',
  ', whatever the org chart says',
  ', though it took me years to see it',
  ', on every team I have joined',
]

function said(f: Draw, subject: string): string {
  return `${subject} ${f.pick(PREDICATES)}${f.bool(0.5) ? f.pick(QUALIFIERS) : ''}`
}

/** "a weekly demo beats another long meeting": a saying, lower case, no full stop. */
export function saying(f: Draw): string {
  return said(f, f.pick(SUBJECTS))
}

/** Several different sayings: no subject twice. */
export function sayings(f: Draw, count: number): string[] {
  return f.some(SUBJECTS, count).map((s) => said(f, s))
}

/** Ways to tell a saying in a sentence of its own, with the topic it was learned on. */
const SAYING_FRAMES = [
  (s: string, t: string) => `On ${t}, ${s}.`,
  (s: string, t: string) => `What ${t} taught me: ${s}.`,
  (s: string, t: string) => `The longer I work on ${t}, the surer I am that ${s}.`,
  (s: string, t: string) => `In ${t} work, ${s}.`,
  (s: string, t: string) => `If ${t} has taught me one thing, it is that ${s}.`,
  (s: string, t: string) => `I used to doubt it, but in ${t} ${s}.`,
]

/** A sentence telling a saying learned on a topic. */
export function sayingSentence(f: Draw, topic: string, told = saying(f)): string {
  return capitalize(f.pick(SAYING_FRAMES)(told, topic))
}

/** Tells sayings in frames drawn without repeats: a text never uses one frame twice before all were used. */
export function sayingTeller(f: Draw): (topic: string, told?: string) => string {
  const frames = f.some(SAYING_FRAMES, SAYING_FRAMES.length)
  let next = 0
  return (topic, told = saying(f)) => {
    const frame = frames[next++ % frames.length] ?? (SAYING_FRAMES[0] as (typeof SAYING_FRAMES)[number])
    return capitalize(frame(told, topic))
  }
}

function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1)
}

/** What a claim may say, from the facts of the job it is about. */
export interface ClaimFacts {
  /** Years the job lasted (or has lasted). */
  years?: number
  /** The company's staff count. */
  staff?: number
  /** A junior or intern title: no claim of leading others. */
  junior?: boolean
}

/** Claims only someone who leads makes. */
const LEAD_CLAIM = /^(Led|Managed|Hired|Mentored|Introduced|Ran|Coordinated|Negotiated|Built and led|Opened)\b/
/** A slot counting years the claim held: it cannot outlast the job. */
const YEARS_SLOT = /\{n\}( consecutive years| years running| years in a row)/
/** A slot counting colleagues: no more than the company has. */
const PEOPLE_SLOT = new RegExp(
  '((?:Hired|Trained|Mentored|teams of up to|welcomed|Onboarded|with) )\\{(n|small|big)\\}(0?)(\\+?)' +
    '(?= (?:new )?(?:people|engineers|nurses|consultants|analysts|new|hires|pairs))',
)

/** True when a claim can be told of a job with these facts. */
export function claimFits(template: string, c: ClaimFacts): boolean {
  if (c.junior && LEAD_CLAIM.test(template)) return false
  if (YEARS_SLOT.test(template) && (c.years === undefined || c.years < 2)) return false
  if (PEOPLE_SLOT.test(template) && (c.staff === undefined || c.staff < 6)) return false
  return true
}

/** Fills the slots a claim's facts decide: years up to the job's length, people up to half the company. */
export function factSlots(f: Draw, template: string, c: ClaimFacts): string {
  return template
    .replace(YEARS_SLOT, (_all, rest: string) => `${f.int(2, Math.max(2, Math.floor(c.years ?? 2)))}${rest}`)
    .replace(PEOPLE_SLOT, (_all, lead: string) => {
      const most = Math.max(3, Math.floor((c.staff ?? 6) / 2))
      return `${lead}${f.int(2, Math.min(most, 400))}`
    })
}

/** The claims that carry a number (told differently each time), when there are two or more; else all of them. */
export function numbered(claims: readonly string[]): readonly string[] {
  const counted = claims.filter((c) => c.includes('{'))
  return counted.length >= 2 ? counted : claims
}

/** Numbers said "an": eight, eleven, eighteen, eighty... */
const AN_NUMBER = /\b([Aa]) (?=8|1[18](?![\d.])|1[18],\d{3}(?!\d))/g

/** Mends what templates leave: a doubled full stop after "Ltd.", "a 8-site", spaces before punctuation. */
export function tidy(text: string): string {
  return text
    .replace(/\b(the|a|an|of|to|and|in|on|for) \1\b/gi, '$1')
    .replace(/(?<!\.)\.\.(?!\.)/g, '.')
    .replace(/\.([!?])/g, '$1')
    .replace(AN_NUMBER, (_all, a: string) => `${a}n `)
    .replace(/ +([,.;:!?])(?=\s|$)/g, '$1')
    .replace(/ {2,}/g, ' ')
}
