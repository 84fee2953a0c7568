// Writes src/world/vocabulary/occupations-esco.ts: the occupations of ESCO (European Skills, Competences,
// Qualifications and Occupations, © European Union, reuse authorised with the source acknowledged) that name a
// current job in a few plain words, each joined to the world's industries whose NAICS texts and vocabulary its label
// and description speak of, with the first sentence of its description. With O*NET's database (O*NET 27.0 Database
// by the U.S. Department of Labor, Employment and Training Administration, CC BY 4.0), an occupation also goes by the
// names U.S. job boards print for the O*NET-SOC occupation it shares names with. Neither is shipped: give their paths.
// Run: node --import tsx scripts/occupations-from-esco.ts <occupations_en.csv> [<O*NET text directory>]
import { readFileSync, writeFileSync } from 'node:fs'
import { INDUSTRY_PROFILES } from '../src/world/vocabulary/industries.js'
import { ROLE_FAMILIES } from '../src/world/vocabulary/roles.js'
import { industryPhraseLines } from '../src/world/vocabulary/industry-phrases.js'
import { pluralNoun } from '../src/world/text-base.js'
import { spellingsOf } from '../src/world/search/spellings.js'
import { ISCO_IN_INDUSTRY, iscoFits } from '../src/world/vocabulary/isco-industries.js'

const OUT = 'src/world/vocabulary/occupations-esco.ts'
/** Words a label may hold at most: longer ones are descriptions more than titles. */
const MAX_WORDS = 4
/** Characters of a kept description sentence at most. */
const MAX_SENTENCE = 170
/** Industries an occupation joins at most: the best and those nearly as close. */
const MAX_INDUSTRIES = 2
/** A further industry is joined when its score is this share of the best one's. */
const NEAR = 0.8
/** Occupations an industry keeps at most, best joined first. */
const PER_INDUSTRY = 120
/** The least score that joins an occupation to an industry. */
const MIN_SCORE = 4
/** Particular words (in few industries) of its description an industry must share with an occupation. */
const DESCRIPTION_HITS = 1
/** The same, for an industry whose texts hold none of the label's particular words (`midwife`). */
const UNNAMED_HITS = 3
/** How much an industry's text size lowers its scores: the square root would leave hospitals few occupations. */
const SIZE_DAMPING = 0.3

/** Words that say nothing of a line of work. */
const STOP = new Set(
  (
    'a an and are as at be by for from in is it of on or the to with who that which they their them this these ' +
    'such other others also may can into within various all any its than through out up about under over both ' +
    'ensure make use using used related according including include includes work works working perform ' +
    'performs task tasks activity activities responsible carry carries out different specific type types ' +
    'range wide order well new'
  ).split(' '),
)

/** Heads that say a rank, a student or an owner more than a job a network lists. */
const ODD_HEADS = new Set(['apprentice', 'trainee', 'student', 'owner', 'proprietor', 'volunteer', 'member'])

/** Alternative labels kept an occupation, and their words at most. */
const ALTS = 6
const ALT_WORDS = 3
/** Words opening an alternative label that say a rank, not the job. */
const RANKS = new Set(['senior', 'junior', 'head', 'chief', 'lead', 'principal', 'assistant', 'trainee', 'apprentice'])

/** A CSV file's rows (RFC 4180: quoted fields may hold commas, quotes doubled, line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"'
        i++
      } else if (c === '"') quoted = false
      else field += c
    } else if (c === '"') quoted = true
    else if (c === ',') {
      row.push(field)
      field = ''
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++
      row.push(field)
      rows.push(row)
      row = []
      field = ''
    } else field += c
  }
  if (field !== '' || row.length) rows.push([...row, field])
  return rows
}

/** A word's crude stem: enough to meet `installation` with `installer`, `hotels` with `hotel`. */
function stemOf(word: string): string {
  for (const end of [
    'ations',
    'ation',
    'ators',
    'ator',
    'ions',
    'ion',
    'ers',
    'er',
    'ing',
    'ies',
    'es',
    's',
    'ors',
    'or',
    'ist',
    'y',
  ])
    if (word.endsWith(end) && word.length - end.length >= 4) return word.slice(0, -end.length)
  return word
}

const wordsOf = (s: string): string[] =>
  s
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((w) => w.length > 2 && !STOP.has(w))

const [csvPath, onetDir] = process.argv.slice(2)
if (csvPath === undefined)
  throw new Error('usage: node --import tsx scripts/occupations-from-esco.ts <occupations_en.csv> [<O*NET directory>]')
const [header, ...rows] = parseCsv(readFileSync(csvPath, 'utf8'))
const col = (name: string) => (header as string[]).indexOf(name)
const [LABEL, ALT, ISCO, DESCRIPTION] = [col('preferredLabel'), col('altLabels'), col('iscoGroup'), col('description')]

// each industry's texts as stem weights (how particular a stem is to the industry: inverse industry frequency)
const industryText = new Map<string, string[]>()
for (const p of INDUSTRY_PROFILES)
  industryText.set(p.name, [p.name, ...p.offers, ...p.customers, ...p.specialities, ...p.nameSuffixes])
// the fields at home in an industry say its work too (a hospital's nurses, a builder's site engineers)
for (const family of ROLE_FAMILIES)
  for (const industry of family.industries) industryText.get(industry)?.push(...family.titles, ...family.skills)
for (const line of industryPhraseLines()) {
  const eq = line.indexOf('=')
  industryText.get(line.slice(0, eq))?.push(...line.slice(eq + 1).split('|'))
}
const industryStems = new Map<string, Set<string>>()
const spread = new Map<string, number>()
for (const [name, texts] of industryText) {
  const stems = new Set(texts.flatMap(wordsOf).map(stemOf))
  industryStems.set(name, stems)
  for (const s of stems) spread.set(s, (spread.get(s) ?? 0) + 1)
}
const industries = [...industryText.keys()]
const sizes = [...industryStems.values()].map((s) => s.size).sort((a, b) => a - b)
const typicalSize = sizes[Math.floor(sizes.length / 2)] as number
const idf = (s: string) => Math.log(industries.length / (spread.get(s) ?? industries.length))

interface Joined {
  label: string
  plural: string
  /** The first sentence of the description after its subject: `maximise revenue from hotel rooms`. */
  predicate: string
  /** Other names job boards print for it (ESCO's alternative labels, the shortest plain ones). */
  alts: string[]
  /** ESCO's ISCO-08 unit group: `5120` cooks. */
  isco: string
  /** O*NET's core tasks of its SOC occupation as predicates: `administer first aid to injured guests`. */
  tasks: string[]
  score: number
  /** An O*NET occupation ESCO does not name, joined through one it relates to. */
  onet?: boolean
}

interface Candidate extends Omit<Joined, 'score'> {
  scores: { industry: string; score: number }[]
}

// heads of many labels are the words titles end in (`technician`, `manager`): one before two more words
// (`art teacher secondary school`) is a catalogue's order, not a title's
const headCount = new Map<string, number>()
for (const row of rows) {
  const head = (row[LABEL] ?? '').trim().toLowerCase().split(' ').at(-1) as string
  headCount.set(head, (headCount.get(head) ?? 0) + 1)
}
const isHead = (w: string) => (headCount.get(w) ?? 0) >= 3

// words ESCO spells in capitals in some name and never in lower case in its descriptions are acronyms (`CNC`)
const capitals = new Set(
  rows.flatMap((r) => [r[LABEL] ?? '', ...(r[ALT] ?? '').split('\n')]).flatMap((n) => n.match(/\b[A-Z]{3,5}\b/g) ?? []),
)
const prose = new Set(rows.flatMap((r) => (r[DESCRIPTION] ?? '').match(/\b[a-z]+\b/g) ?? []))
const acronyms = new Set([...capitals].filter((w) => !prose.has(w.toLowerCase())))
/** A name with its acronyms in capitals: `cnc operator` -> `CNC operator`. */
const spelled = (name: string): string =>
  name.replace(/\b[a-z]{3,5}\b/g, (w) => (acronyms.has(w.toUpperCase()) ? w.toUpperCase() : w))

/** Whether a name reads as a job title a network lists (few plain words, no rank, no catalogue phrase). */
function titleLike(name: string): boolean {
  const words = name.toLowerCase().split(' ')
  if (!/^[A-Za-z][A-Za-z -]*$/.test(name) || words.length > MAX_WORDS) return false
  if (ODD_HEADS.has(words.at(-1) as string) || words.slice(0, -2).some(isHead)) return false
  // a rank (`head sommelier`, `chief marketing officer`) is the world's to give, by seniority and company size
  if (RANKS.has(words[0] as string)) return false
  // a phrase after its head (`paramedic in emergency response`, `wholesale merchant in beverages`) is a catalogue's
  // entry, not a title
  return !/ (in|of|for|to|at|on) /.test(name.toLowerCase())
}

/** ESCO's alternative labels that job boards print for an occupation: short plain names, the shortest first. */
function altsOf(field: string, label: string): string[] {
  const lower = label.toLowerCase()
  const words = lower.split(' ')
  return (
    field
      .split('\n')
      .map((a) => spelled(a.trim().replace(/\s+/g, ' ')))
      .filter((a) => /^[A-Za-z][A-Za-z -]*$/.test(a) && a.toLowerCase() !== lower)
      // a head few labels end in is no title's; a rank (`senior physiotherapist`) is the world's to add
      .filter((a) => a.split(' ').length <= ALT_WORDS && isHead(a.toLowerCase().split(' ').at(-1) as string))
      .filter((a) => !RANKS.has(a.toLowerCase().split(' ')[0] as string))
      // a clipped word (`soft developer` for software developer) is a typing habit, not a name
      .filter(
        (a) =>
          !a
            .toLowerCase()
            .split(' ')
            .some((w) => words.some((l) => l !== w && l.startsWith(w))),
      )
      .sort((a, b) => a.length - b.length || (a < b ? -1 : 1))
      // one spelling of a name: `CNC machinist`, not `cnc machinist` as well
      .filter((a, i, all) => all.findIndex((b) => b.toLowerCase() === a.toLowerCase()) === i)
  )
}

/** O*NET names an occupation takes at most, before ESCO's own. */
const ONET_NAMES = 3
/** Names an ESCO occupation must share with an O*NET-SOC occupation to take that one's names (or its label alone). */
const SHARED_NAMES = 2
/** ESCO labels ending in a head word that make it generic (`worker`, `operator`). */
const GENERIC_HEAD = 20

/** The SOC occupation (`29-1141`) each ESCO occupation shares names with, by ESCO's preferred label. */
const socOf = new Map<string, string>()
/** Each SOC occupation's names with their rank (0: its title's parts, 1-2: reported titles, 3: alternate titles). */
const named = new Map<string, { name: string; rank: number }[]>()
/** The ESCO occupations (rows) sharing names with each SOC occupation. */
const linked = new Map<string, { row: number; names: string[]; votes: number }[]>()

/** A tab-separated O*NET file's rows after its header. */
const tsv = (file: string): string[][] =>
  readFileSync(`${onetDir}/${file}`, 'utf8')
    .split('\n')
    .slice(1)
    .filter((l) => l !== '')
    .map((l) => l.split('\t'))

/** An O*NET title as a name: `Registered Nurse (RN)` -> `registered nurse`; acronyms (`HVAC`) keep capitals. */
const onetName = (title: string): string =>
  title
    .replace(/\s*\([^)]*\)/g, '')
    .trim()
    .replace(/\s+/g, ' ')
    .split(' ')
    .map((w) => (/^[A-Z]{2,5}$/.test(w) ? w : w.toLowerCase()))
    .join(' ')

/** `Registered Nurses` -> `registered nurse`: an O*NET-SOC title's parts in the singular (`Judges, Magistrates`). */
const singularParts = (title: string): string[] =>
  title
    .toLowerCase()
    .split(/,| and | or /)
    .map((p) =>
      p
        .trim()
        .replace(/(?:ies)$/, 'y')
        .replace(/(?<=[^s])s$/, ''),
    )
    .filter((p) => p !== '' && !p.includes('all other'))

const headOf = (name: string): string => name.toLowerCase().split(' ').at(-1) as string

/** Whether two lower-case words are one, British or American (`counsellor` `counselor`, `labourer` `laborer`). */
const sameWord = (a: string, b: string): boolean => a === b || spellingsOf(a).includes(b)

/**
 * O*NET's names for ESCO's occupations (by ESCO's preferred label): an ESCO occupation sharing names with an O*NET-SOC
 * occupation takes that one's names whose head word its own names end in (`nurse`), each name going to the ESCO
 * occupation whose names share most of its words; the titles job seekers are shown first.
 */
function onetNamesOf(escoRows: string[][]): Map<string, string[]> {
  const out = new Map<string, string[]>()
  if (onetDir === undefined) return out
  // each SOC occupation's names, by rank: its own title's parts, reported titles shown to job seekers, other
  // reported titles, alternate titles
  // O*NET's detailed occupations (`29-1141.02` mental health nurses) count as their SOC occupation's (`29-1141`)
  const add = (code: string, name: string, rank: number) => {
    const soc = code.slice(0, 7)
    if (!named.has(soc)) named.set(soc, [])
    named.get(soc)?.push({ name, rank })
  }
  for (const [soc = '', title = ''] of tsv('Occupation Data.txt'))
    for (const part of singularParts(title)) add(soc, part, 0)
  for (const [soc = '', title = '', shown = ''] of tsv('Sample of Reported Titles.txt'))
    add(soc, onetName(title), shown === 'Y' ? 1 : 2)
  // alternate titles named by more of O*NET's sources first (`Sonographer`: four; `Sonogram Technician`: one), the
  // file's alphabetical order among those named as often
  const alternates = tsv('Alternate Titles.txt')
    .map((row, i) => ({ row, i, sources: (row[3] ?? '').split(',').length }))
    .sort((a, b) => b.sources - a.sources || a.i - b.i)
  for (const { row } of alternates) {
    const [soc = '', title = '', short = ''] = row
    add(soc, onetName(title), 3)
    if (short !== 'n/a' && short !== '') add(soc, onetName(short), 3)
  }
  const socsOf = new Map<string, Set<string>>()
  for (const [soc, names] of named)
    for (const { name } of names) {
      const key = name.toLowerCase()
      if (!socsOf.has(key)) socsOf.set(key, new Set())
      socsOf.get(key)?.add(soc)
    }
  // each ESCO occupation's O*NET-SOC occupation: the one sharing most of its names
  escoRows.forEach((row, i) => {
    const label = (row[LABEL] ?? '').trim().toLowerCase()
    const names = [label, ...(row[ALT] ?? '').split('\n').map((a) => a.trim().toLowerCase())].filter((n) => n !== '')
    const votes = new Map<string, number>()
    for (const n of new Set(names)) for (const soc of socsOf.get(n) ?? []) votes.set(soc, (votes.get(soc) ?? 0) + 1)
    const best = [...votes].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]
    if (best === undefined || (best[1] < SHARED_NAMES && !socsOf.get(label)?.has(best[0]))) return
    if (!linked.has(best[0])) linked.set(best[0], [])
    linked.get(best[0])?.push({ row: i, names, votes: best[1] })
    socOf.set((row[LABEL] ?? '').trim(), best[0])
  })
  for (const [soc, rowsOfSoc] of linked) {
    const names = [...(named.get(soc) ?? [])].sort((a, b) => a.rank - b.rank)
    for (const { name } of names) {
      const lower = name.toLowerCase()
      const words = lower.split(' ')
      const shared = (r: { names: string[] }) =>
        words.filter((w) => r.names.some((n) => n.split(' ').some((x) => sameWord(x, w)))).length
      // a head many labels end in (`worker`, `operator`) says little: its other words must be the occupation's too
      // (`cider press operator` is no cocoa press operator)
      const generic = (headCount.get(headOf(lower)) ?? 0) >= GENERIC_HEAD
      if (generic && words.length < 2) continue
      const needs = generic ? words.length : 1
      // a head spelled the other way counts (O*NET's `school counselor` is ESCO's `educational counsellor`'s)
      const fits = rowsOfSoc.filter(
        (r) => r.names.some((n) => sameWord(headOf(n), headOf(lower))) && shared(r) >= needs,
      )
      const to = fits.sort((a, b) => shared(b) - shared(a) || b.votes - a.votes || a.row - b.row)[0]
      if (to === undefined || to.names.includes(lower)) continue
      const key = (escoRows[to.row]?.[LABEL] ?? '').trim()
      const list = out.get(key) ?? []
      if (!list.some((n) => n.toLowerCase() === lower)) list.push(name)
      out.set(key, list)
    }
  }
  return out
}
const onetNames = onetNamesOf(rows)

/** O*NET's task statements an occupation keeps at most, and their characters at most. */
const TASKS = 3
const TASK_LENGTH = 118

/** Each SOC occupation's core tasks, as predicates after "Our nurses" or "I": `monitor patients' conditions`. */
function onetTasks(): Map<string, string[]> {
  const out = new Map<string, string[]>()
  if (onetDir === undefined) return out
  for (const [code = '', , task = '', type = ''] of tsv('Task Statements.txt')) {
    const sentence = task.trim()
    // plain ASCII, one sentence, no character the module or a sentence frame would trip on
    if (type === 'Supplemental' || sentence.length > TASK_LENGTH || !/^[A-Z][A-Za-z0-9 ,'()/-]*\.$/.test(sentence))
      continue
    const first = sentence.split(' ')[0] as string
    const predicate = (/^[A-Z]{2,}$/.test(first) ? sentence : sentence[0]?.toLowerCase() + sentence.slice(1)).slice(
      0,
      -1,
    )
    const soc = code.slice(0, 7)
    out.set(soc, [...(out.get(soc) ?? []), predicate])
  }
  return out
}
const tasksOf = onetTasks()

/** The tasks of an occupation's SOC occupation that speak most of its own words (a cocoa press operator's `press`). */
function tasksFor(escoLabel: string, words: readonly string[], soc = socOf.get(escoLabel)): string[] {
  if (soc === undefined) return []
  const own = new Set(words.flatMap(wordsOf).map(stemOf))
  const told = (t: string) => wordsOf(t).filter((w) => own.has(stemOf(w))).length
  return [...(tasksOf.get(soc) ?? [])]
    .map((t, i) => ({ t, i, score: told(t) }))
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .slice(0, TASKS)
    .sort((a, b) => a.i - b.i)
    .map((x) => x.t)
}

/** O*NET's names that read as titles for an occupation: ESCO's rules for its alternatives, O*NET's order kept. */
function onetAltsOf(names: readonly string[], label: string, most = ONET_NAMES): string[] {
  const lower = label.toLowerCase()
  const own = lower.split(' ')
  return names
    .filter((a) => /^[A-Za-z][A-Za-z -]*$/.test(a) && a.toLowerCase() !== lower && a.split(' ').length <= ALT_WORDS)
    .filter((a) => !RANKS.has(a.toLowerCase().split(' ')[0] as string))
    .filter(
      (a) =>
        !a
          .toLowerCase()
          .split(' ')
          .some((w) => own.some((l) => l !== w && l.startsWith(w))),
    )
    .slice(0, most)
}

const lowered = (s: string): string => s.toLowerCase()
/** ESCO's occupations' SOC occupations, by the label the module gives them. */
const socByLabel = new Map<string, string>()

const candidates: Candidate[] = []
for (const row of rows) {
  const esco = spelled((row[LABEL] ?? '').trim())
  const isco = row[ISCO] ?? ''
  if (isco.startsWith('0')) continue
  // O*NET's names first, as U.S. job boards print them (`registered nurse`), then ESCO's
  const onet = onetAltsOf(onetNames.get((row[LABEL] ?? '').trim()) ?? [], esco)
  const names = [
    ...onet,
    ...altsOf(row[ALT] ?? '', esco).filter((a) => !onet.some((o) => o.toLowerCase() === a.toLowerCase())),
  ]
  // a catalogue's long label (`computer numerical control machine operator`) goes by the shortest name job boards
  // print for it (`CNC machinist`)
  const label = titleLike(esco) ? esco : names.find(titleLike)
  if (label === undefined) continue
  const lower = label.toLowerCase()
  const words = lower.split(' ')
  // plain ASCII: one character outside Latin-1 (a curly apostrophe, a zero-width space) would make the whole module
  // string, and every title and sentence sliced from it, a two-byte string, and the bodies holding them too
  const description = (row[DESCRIPTION] ?? '')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u200b-\u200d\ufeff]/g, '')
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
  const first = description.split(/(?<=[a-z)]\.) /)[0] ?? ''
  const plural = pluralNoun(lower)
  // a sentence opening with ESCO's label in the plural and a verb reads as "Our <plural> <predicate>" and "I <predicate>"
  const subject = pluralNoun(esco.toLowerCase())
  const opens = first.toLowerCase().startsWith(`${subject} `)
  // ESCO's text now and then has `a` before a vowel (`a educational institution`)
  const predicate = opens
    ? first
        .slice(subject.length + 1)
        .replace(/\.$/, '')
        .replace(/\ba (?=(?!one\b|once\b|eu)[aeio])/g, 'an ')
        // a word ESCO's text says twice in a row (`members of of the deck department`)
        .replace(/\b([a-z]+) \1\b/g, '$1')
    : ''
  const keep = predicate.length > 0 && first.length <= MAX_SENTENCE && !/[;:()"/`\\$]/.test(predicate)
  // the label counts twice: a job named by the industry's own words belongs to it
  const labelStems = [...new Set([...words, ...esco.toLowerCase().split(' ')].flatMap(wordsOf).map(stemOf))]
  const labelSet = new Set(labelStems)
  const told = [...new Set(wordsOf(description).map(stemOf))].filter((s) => !labelSet.has(s))
  // the words that say which work it is: the modifiers, or a one-word label itself (`plumber`)
  const particular = (words.length > 1 ? words.slice(0, -1) : words).flatMap(wordsOf).map(stemOf)
  const scores = industries
    .map((industry) => {
      const own = industryStems.get(industry) as Set<string>
      const weigh = (list: string[]) => list.reduce((sum, s) => sum + (own.has(s) ? idf(s) : 0), 0)
      // the description must speak of the industry too: a shared modifier alone (`social` worker, `social` media)
      // is a pun, not a workplace; a label none of whose particular words the industry says needs more of it
      const named = particular.some((s) => own.has(s))
      const hits = told.filter((s) => own.has(s) && idf(s) > 1).length
      const enough = named ? hits >= DESCRIPTION_HITS : hits >= UNNAMED_HITS
      const score = enough ? (named ? 2 * weigh(labelStems) : 0) + weigh(told) : 0
      // an industry of long NAICS lists (retail's goods) meets every label's words: its matches count for less
      return { industry, score: score / (own.size / typicalSize) ** SIZE_DAMPING }
    })
    .sort((a, b) => b.score - a.score || (a.industry < b.industry ? -1 : 1))
  const alts = names.filter((a) => a !== label).slice(0, ALTS)
  const tasks = tasksFor((row[LABEL] ?? '').trim(), [esco, ...names, description])
  const soc = socOf.get((row[LABEL] ?? '').trim())
  if (soc !== undefined) socByLabel.set(label, soc)
  candidates.push({ label, plural, predicate: keep ? predicate : '', alts, isco, tasks, scores })
}

/** Whether an industry's ISCO table names the occupation's unit or minor group itself (`8344`, `512`), not only a wider one. */
const namesGroup = (industry: string, isco: string): boolean =>
  (ISCO_IN_INDUSTRY[industry] ?? '').split(' ').some((code) => code.length >= 3 && isco.startsWith(code))

const byIndustry = new Map<string, Joined[]>(industries.map((i) => [i, []]))
for (const c of candidates) {
  // an industry employs the occupation's ISCO group (src/world/vocabulary/isco-industries.ts) and its texts speak of it
  const fit = c.scores.filter((s) => iscoFits(s.industry, c.isco))
  const best = fit[0]?.score ?? 0
  // where the texts barely speak of it, the table alone joins an occupation to the industries naming its own group
  // (wholesalers employ `8344` forklift operators), at the least score a word join gets
  const joins =
    best >= MIN_SCORE
      ? fit.slice(0, MAX_INDUSTRIES).filter((s) => s.score >= best * NEAR)
      : fit
          .filter((s) => namesGroup(s.industry, c.isco))
          .slice(0, MAX_INDUSTRIES)
          .map((s) => ({ industry: s.industry, score: MIN_SCORE }))
  for (const { industry, score } of joins)
    byIndustry.get(industry)?.push({
      label: c.label,
      plural: c.plural,
      predicate: c.predicate,
      alts: c.alts,
      isco: c.isco,
      tasks: c.tasks,
      score,
    })
}

/** How an O*NET-only occupation ranks in an industry against the ESCO occupation it joined through. */
const RELATED_SCORE = 0.9

/**
 * O*NET's occupations no ESCO occupation shares names with (`court reporter`, `emergency dispatcher`) join the
 * industries of the first occupation O*NET relates them to that ESCO's do, with its ISCO group, their own names (the
 * SOC title's parts first) and tasks, ranked just below it.
 */
function onetOnly(): void {
  if (onetDir === undefined) return
  const joinsOf = new Map<string, { industry: string; joined: Joined }[]>()
  for (const [industry, list] of byIndustry)
    for (const joined of list) {
      const soc = socByLabel.get(joined.label)
      if (soc !== undefined) joinsOf.set(soc, [...(joinsOf.get(soc) ?? []), { industry, joined }])
    }
  const related = new Map<string, string[]>()
  for (const [code = '', other = ''] of tsv('Related Occupations.txt')) {
    const soc = code.slice(0, 7)
    related.set(soc, [...(related.get(soc) ?? []), other.slice(0, 7)])
  }
  const taken = new Set([...byIndustry.values()].flatMap((l) => l.flatMap((j) => [j.label, ...j.alts])).map(lowered))
  for (const [soc, names] of named) {
    if (joinsOf.has(soc) || soc.startsWith('55-')) continue
    const via = (related.get(soc) ?? []).find((r) => joinsOf.has(r))
    if (via === undefined) continue
    // the titles job seekers are shown first: the SOC title's parts are a catalogue's (`elementary school` of `Elementary
    // School Teachers, Except Special Education`)
    const order = (rank: number) => (rank === 1 ? 0 : rank === 0 ? 1 : rank)
    // a part of a title listing several (`Cleaners of Vehicles and Equipment`) may be no job's name
    const whole = names.filter((n) => n.rank === 0).length === 1
    const ranked = [...names]
      .filter((n) => n.rank > 0 || whole)
      .sort((a, b) => order(a.rank) - order(b.rank))
      .map((n) => spelled(n.name))
      .filter((n, i, all) => !n.includes('--') && all.findIndex((m) => lowered(m) === lowered(n)) === i)
    // a title's part that names no job (`occupational health` of `Occupational Health and Safety Specialists`) is none
    const generic = (n: string) => !n.includes(' ') && (headCount.get(lowered(n)) ?? 0) >= GENERIC_HEAD
    const label = ranked.find((n) => titleLike(n) && isHead(headOf(n)) && !generic(n) && !taken.has(lowered(n)))
    if (label === undefined) continue
    const alts = onetAltsOf(
      ranked.filter((n) => !taken.has(lowered(n))),
      label,
      ALTS,
    )
    for (const n of [label, ...alts]) taken.add(lowered(n))
    const tasks = tasksFor('', [label, ...alts], soc)
    for (const { industry, joined } of (joinsOf.get(via) ?? []).slice(0, MAX_INDUSTRIES))
      byIndustry.get(industry)?.push({
        label,
        plural: pluralNoun(lowered(label)),
        predicate: '',
        alts,
        isco: joined.isco,
        tasks,
        score: joined.score * RELATED_SCORE,
        onet: true,
      })
  }
}
onetOnly()

/** Characters of a line of the written module at most (the project's limit is 120). */
const WIDTH = 116

/** A record as lines of at most WIDTH characters, those after the first indented by two spaces. */
function wrapped(record: string): string[] {
  const out: string[] = []
  let rest = record
  while (rest.length > WIDTH - (out.length ? 2 : 0)) {
    const room = WIDTH - (out.length ? 2 : 0)
    const cut = rest.lastIndexOf(' ', room)
    out.push(`${out.length ? '  ' : ''}${rest.slice(0, cut)}`)
    rest = rest.slice(cut + 1)
  }
  out.push(`${out.length ? '  ' : ''}${rest}`)
  return out
}

const lines: string[] = []
let count = 0
// each task once, an occupation naming its tasks by number: two industries' entries of one occupation share them
const taskNumbers = new Map<string, number>()
const numberOf = (task: string): number => {
  if (!taskNumbers.has(task)) taskNumbers.set(task, taskNumbers.size + 1)
  return taskNumbers.get(task) as number
}
for (const [industry, list] of byIndustry) {
  if (!list.length) continue
  lines.push(`# ${industry}`)
  list.sort((a, b) => b.score - a.score || (a.label < b.label ? -1 : 1))
  // O*NET's own occupations do not push ESCO's out: they stay where the occupation they joined through stays
  const esco = list.filter((j) => !j.onet).slice(0, PER_INDUSTRY)
  const floor = (esco.at(-1)?.score ?? 0) * RELATED_SCORE
  for (const j of list.filter((x) => !x.onet || x.score >= floor)) {
    const plural = j.plural === `${j.label.toLowerCase()}s` ? '' : j.plural
    const tasks = j.tasks.map(numberOf).join(',')
    lines.push(...wrapped(`${j.label}|${plural}|${j.predicate}|${j.alts.join(';')}|${j.isco}|${tasks}`))
    count++
  }
}
const body = lines.join('\n')
const tasks = [...taskNumbers.keys()].join('\n')
if (/[`\\]|\$\{/.test(body + tasks)) throw new Error('a character a template literal would read as syntax')
if (/[^\x20-\x7e\n]/.test(body + tasks)) throw new Error('a character outside printable ASCII')
writeFileSync(
  OUT,
  `// Derived from ESCO's occupations (© European Union, reuse authorised with the source acknowledged) by
// scripts/occupations-from-esco.ts: do not edit by hand. \`# Industry\` opens an industry's occupations, best fitting
// first; each: the label | its plural where not the label and an s | what its holders do (ESCO's first description
// sentence after its subject) or nothing | other names job boards print, \`;\` between | its ISCO-08 unit group | the
// numbers of its tasks in ONET_TASKS, \`,\` between. A line opening with two spaces continues the one before.
export const ESCO_OCCUPATIONS = \`
${body}
\`

// Tasks O*NET gives the holders of an occupation (O*NET 27.0 Database, U.S. Department of Labor, Employment and
// Training Administration, CC BY 4.0; first letter lowered, full stop dropped), one a line, numbered from 1.
export const ONET_TASKS = \`
${tasks}\`
`,
)
console.log(
  `${count} entries, ${new Set(lines.filter((l) => !l.startsWith('#') && !l.startsWith('  ')).map((l) => l.split('|')[0])).size} occupations`,
)
