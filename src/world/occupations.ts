/** ESCO's occupations by industry: what a company's staff are called (ESCO's and O*NET's names) and what they do. */
import { pluralNoun } from './text-base.js'
import { ESCO_OCCUPATIONS, ONET_TASKS } from './vocabulary/occupations-esco.js'

export interface Occupation {
  /** ESCO's preferred label, lower case but for acronyms: `hotel concierge`, `ICT system analyst`. */
  label: string
  /** Its holders as a sentence counts them: `hotel concierges`, `fishermen`. */
  plural: string
  /** What its holders do, to follow "Our hotel concierges" or "I": `welcome guests ...`; '' when ESCO's is unfit. */
  does: string
  /** Other names job boards print for it, O*NET's then ESCO's (`registered nurse`, `software engineer`). */
  alts: readonly string[]
  /** Its ISCO-08 unit group (`5120` cooks), by which it joined its industries. */
  isco: string
  /** Tasks O*NET gives its holders, as predicates like `does` (`administer first aid to injured guests`). */
  tasks: readonly string[]
}

/** An occupation a company employs, and the name it calls its holders by (ESCO's label or a name job boards print). */
export interface EmployedOccupation extends Occupation {
  name: string
}

const byIndustry = new Map<string, Occupation[]>()
let taskLines: readonly string[] | undefined

/** O*NET's tasks by their numbers in the module (`12,13`). */
function tasksNumbered(numbers: string): readonly string[] {
  if (numbers === '') return []
  taskLines ??= ONET_TASKS.split('\n')
  return numbers.split(',').map((n) => taskLines?.[Number(n)] ?? '')
}

/** The ESCO occupations joined to an industry, best fitting first; none for an industry ESCO's words miss. */
export function occupationsOf(industry: string): readonly Occupation[] {
  let list = byIndustry.get(industry)
  if (list === undefined) {
    // only the industry's own section is read: the first company answered does not wait for the whole list
    const head = `\n# ${industry}\n`
    const at = ESCO_OCCUPATIONS.indexOf(head)
    const end = ESCO_OCCUPATIONS.indexOf('\n# ', at + head.length)
    const section = at < 0 ? '' : ESCO_OCCUPATIONS.slice(at + head.length, end < 0 ? undefined : end)
    list = []
    for (const line of section.replaceAll('\n  ', ' ').split('\n')) {
      if (line === '') continue
      const [label = '', plural = '', does = '', alts = '', isco = '', tasks = ''] = line.split('|')
      list.push({
        label,
        plural: plural || `${label}s`,
        does,
        alts: alts === '' ? [] : alts.split(';'),
        isco,
        tasks: tasksNumbered(tasks),
      })
    }
    byIndustry.set(industry, list)
  }
  return list
}

/** `hotel concierge` -> `Hotel Concierge`, `ICT system analyst` -> `ICT System Analyst`: a name as a job title. */
export function titleOf(name: string): string {
  return name.replace(/(^|[ -])([a-z])/g, (_, sep: string, c: string) => `${sep}${c.toUpperCase()}`)
}

/** Draws of 1000 that name an occupation by ESCO's label; the others name it by another name. */
const LABEL_DRAWS = 350

/** How steeply the other names' shares fall by their rank: the i-th (from 0) weighs 1/(i+1)^FALL. */
const FALL = 0.5

/**
 * The name of an occupation a draw of 0-999 picks: ESCO's label about a third of the time, else another name, the
 * i-th weighing 1/sqrt(i+1) (the names are listed as job boards print them most: O*NET's titles shown to job seekers
 * first), so a sixth name is still said about half as often as the first: job boards print them all.
 */
export function nameDrawn(o: Occupation, draw: number): string {
  const n = o.alts.length
  if (n === 0 || draw < LABEL_DRAWS) return o.label
  let total = 0
  for (let i = 0; i < n; i++) total += (i + 1) ** -FALL
  let x = ((draw - LABEL_DRAWS) / (1000 - LABEL_DRAWS)) * total
  let i = 0
  while (i < n - 1 && x >= (i + 1) ** -FALL) x -= (i++ + 1) ** -FALL
  return o.alts[i] as string
}

/** An occupation's names: ESCO's preferred label first, then the others job boards print. */
export function occupationNames(o: Occupation): readonly string[] {
  return [o.label, ...o.alts]
}

/** `physical therapist` -> `physical therapists`: a name's holders, ESCO's own plural for its preferred label. */
export function pluralOf(o: Occupation, name: string): string {
  return name === o.label ? o.plural : pluralNoun(name)
}

/** Words after ESCO's `are` that say a duty (`are in charge of`), not what holders are (`are foot specialists`). */
const DUTY = /^are (in charge|responsible|involved|tasked|trained|specialised|qualified|authorised)\b/

/**
 * What its holders do, as predicates after `Our hotel porters` or `I`: ESCO's sentence where it says a duty, then the
 * tasks O*NET gives them.
 */
export function duties(o: Occupation): readonly string[] {
  const esco = o.does === '' || (o.does.startsWith('are ') && !DUTY.test(o.does)) ? [] : [o.does]
  return o.tasks.length ? [...esco, ...o.tasks] : esco
}

/**
 * What a holder says they do, duty `k` of their occupation's (any number: it wraps): `I welcome guests ...` (ESCO
 * speaks of holders in the plural: `they are in charge` -> `I am in charge`); '' where it has none.
 */
export function firstPerson(o: Occupation, k = 0): string {
  const list = duties(o)
  const duty = list[k % Math.max(1, list.length)]
  return duty === undefined ? '' : `I ${duty.replace(/^are\b/, 'am')}.`
}
