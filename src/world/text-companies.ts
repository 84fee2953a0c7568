/** Prose about companies and their openings: names, taglines, descriptions, job descriptions. */
import type { Draw } from './draw.js'
import { NAME_HEADS, NAME_TAILS, ROLE_FAMILIES, type IndustryProfile, type RoleFamily } from './pools.js'
import { industryPhraseLines } from './vocabulary/industry-phrases.js'

import { type EmployedOccupation, occupationsOf, pluralOf } from './occupations.js'
import { tidy } from './text-grammar.js'
import { SOFT_SKILLS, capitalize, listOf, lowerWords, pluralNoun, thousands, withArticle } from './text-base.js'

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
export function companyTagline(f: Draw, industry: IndustryProfile, city: string, founded: number): string {
  const offer = f.pick(industry.offers)
  const customers = f.pick(industry.customers)
  const [a = offer, b = customers] = f.some(industry.specialities, 2)
  // a digital offer was not made before computers were: an old firm's software is not told with its founding year
  const since =
    /software|app\b|apps\b|platform|digital|online|cloud|data|\bAI\b/i.test(offer) && founded < 1985 ? 0 : founded
  // what sets one company apart: its city, its specialities, its age; few share a tagline
  const line = f.pick([
    `${capitalize(offer)} for ${customers}, from ${city}`,
    since
      ? `${capitalize(offer)} that ${customers} rely on, since ${since}`
      : `${capitalize(offer)} that ${customers} rely on`,
    `Making ${offer} simple for ${customers}`,
    since
      ? `${capitalize(offer)}, done right in ${city} since ${since}`
      : `${capitalize(offer)}, done right in ${city}`,
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
  /** Holders of the occupations it hires for (`registered nurses`), named when it is hiring; may be empty. */
  hiringFor: readonly string[]
  /** What the company does and who does it, in its field's own words (companyWork), or ''. */
  work: string
}

let phrasesOf: Map<string, string[]> | undefined

/** The titles and examples NAICS gives an industry's establishments ("wind electric power generation"). */
export function industryPhrases(industry: string): readonly string[] {
  if (phrasesOf === undefined) {
    const map = new Map<string, string[]>()
    for (const line of industryPhraseLines()) {
      const eq = line.indexOf('=')
      const name = line.slice(0, eq)
      map.set(name, [...(map.get(name) ?? []), ...line.slice(eq + 1).split('|')])
    }
    phrasesOf = map
  }
  return phrasesOf.get(industry) ?? []
}

/** An industry's occupations, best fitting first, that a firm of a handful may say it does itself. */
const SURE_FIT = 8

/** Occupations a company of SEVERAL or more says what they do of. */
const DOERS = 2

/** Staff from which a company names the kinds of people it has. */
const SEVERAL = 10

/** "Site Engineer" -> "site engineers": a title as a sentence counts its holders. */
function holders(title: string): string {
  return pluralNoun(lowerWords(title))
}

/**
 * A sentence or two of what a company's work covers in its field's own words (NAICS titles and examples of its
 * industry) and who does it (titles of the fields working in its industry); '' for an industry with neither.
 */
export function companyWork(
  f: Draw,
  industry: string,
  staffCount: number,
  occupations: readonly EmployedOccupation[] = [],
): string {
  const phrases = f.some(industryPhrases(industry), 2, 3)
  const fieldTitles = f.some(
    ROLE_FAMILIES.filter((fam) => fam.industries.includes(industry)).flatMap((fam) => fam.titles),
    2,
    3,
  )
  const work = phrases.length
    ? f.pick([
        `Our work covers ${listOf(phrases)}.`,
        `Day to day, that means ${listOf(phrases)}.`,
        `Clients know us for ${listOf(phrases)}.`,
        `We are active in ${listOf(phrases)}.`,
      ])
    : ''
  // the occupations it employs (ESCO's) name its people where it has them, the fields' titles where not
  const kinds = occupations.length ? occupations.map((o) => pluralOf(o, o.name)) : fieldTitles.map(holders)
  // a firm of a handful does not count its colleagues by the kind
  const people =
    kinds.length && staffCount >= SEVERAL
      ? f.pick([
          `Our ${listOf(kinds)} work side by side.`,
          `The team includes ${listOf(kinds)}.`,
          `You will meet our ${listOf(kinds)}.`,
        ])
      : ''
  // what one of them does, in ESCO's or O*NET's words (`Our hotel porters welcome guests ...`); a handful says it of
  // itself, of an occupation among those that fit its industry best
  const own = occupationsOf(industry).slice(0, SURE_FIT)
  const doers = occupations
    .filter(
      (o) => (o.does !== '' || o.tasks.length > 0) && (staffCount >= SEVERAL || own.some((x) => x.label === o.label)),
    )
    .slice(0, staffCount >= SEVERAL ? DOERS : 1)
  // ESCO's sentence or one of the tasks O*NET gives its holders
  const does = doers.map((doer) => {
    const duty = f.pick(doer.does === '' ? doer.tasks : [doer.does, ...doer.tasks])
    return staffCount >= SEVERAL ? `Our ${pluralOf(doer, doer.name)} ${duty}.` : `We ${duty}.`
  })
  return [work, people, ...does].filter((s) => s !== '').join(' ')
}

/** How big a company says it is: "we are 12 people", "a team of 3,400", "over 40,000 people". */
function sizeSentence(f: Draw, c: CompanyDescriptionContext): string {
  const offices = c.officeCount > 1 ? ` across ${c.officeCount} offices` : ''
  return f.pick([
    () => `Headquartered in ${c.hqCity}, we are ${thousands(c.staffCount)} people${offices}.`,
    () => {
      const more = c.officeCount > 1 ? ` and ${c.officeCount - 1} more office${c.officeCount > 2 ? 's' : ''}` : ''
      return `Our team of ${thousands(c.staffCount)} works from ${c.hqCity}${more}.`
    },
    () => `Today we are ${thousands(c.staffCount)} people, headquartered in ${c.hqCity}${offices}.`,
  ])()
}

/**
 * An "about us" in one of several shapes: what the company offers and to whom, where it is and how big, what it is
 * known for, and an invitation; the order and the words change, the facts (size, offices, city) do not.
 */
export function companyDescription(f: Draw, c: CompanyDescriptionContext): string {
  const [offer = 'software', other = 'services'] = f.some(c.industry.offers, 2)
  const customers = f.pick(c.industry.customers)
  const what = f.pick([
    () =>
      `${c.name} ${f.pick(['provides', 'builds', 'offers', 'specialises in'])} ${offer} and ${other} for ${customers}.`,
    () => `At ${c.name}, we help ${customers} with ${offer} and ${other}.`,
    () => `${capitalize(customers)} come to ${c.name} for ${offer}; many stay for our ${other}.`,
    () => `We are ${c.name}: ${offer} and ${other}, made for ${customers}.`,
  ])()
  const size = sizeSentence(f, c)
  const known = c.specialities.length
    ? f.pick([
        `We are known for ${listOf(c.specialities.slice(0, 4).map(lowerWords))}.`,
        `Our specialities: ${listOf(c.specialities.slice(0, 4).map(lowerWords))}.`,
      ])
    : ''
  const wanted = c.hiringFor.length ? ` ${listOf([...c.hiringFor])}` : ''
  const close = c.hiring
    ? f.pick([
        `We're growing: have a look at our open roles${wanted ? ` for${wanted}` : ''}.`,
        `We're hiring${wanted} in ${c.hqCity} and beyond.`,
      ])
    : f.pick(['Follow us for news and updates.', 'Follow us for news, events and customer stories.'])
  const parts = f.bool(0.3) ? [size, what, c.work, known, close] : [what, c.work, size, known, close]
  return tidy(parts.filter((p) => p !== '').join(' '))
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
  return tidy(
    [
      `About the role\n${c.company} is looking for ${withArticle(c.title)} to join the team ${where}. You will ` +
        `${f.pick(c.family.focus)} and work closely with people across the business.`,
      `What you will do\n${dos.join('\n')}`,
      `What you bring\n${bring.join('\n')}`,
      `Nice to have\n- Experience with ${s3} or ${s4}`,
      `What we offer\n${perks.join('\n')}`,
      // a company without a tagline is told by where it hires, never by an empty line and a full stop
      `About ${c.company}\n${c.tagline.split('\n')[0] || `${c.company} is hiring in ${c.location}`}.`,
    ].join('\n\n'),
  )
}
