/** ESCO's occupations by industry: what a company's staff are called and what they do, in ESCO's own words. */
import { ESCO_OCCUPATIONS } from './vocabulary/occupations-esco.js'

export interface Occupation {
  /** ESCO's preferred label, lower case but for acronyms: `hotel concierge`, `ICT system analyst`. */
  label: string
  /** Its holders as a sentence counts them: `hotel concierges`, `fishermen`. */
  plural: string
  /** What its holders do, to follow "Our hotel concierges" or "I": `welcome guests ...`; '' when ESCO's is unfit. */
  does: string
}

let byIndustry: Map<string, Occupation[]> | undefined

/** The ESCO occupations joined to an industry, best fitting first; none for an industry ESCO's words miss. */
export function occupationsOf(industry: string): readonly Occupation[] {
  if (byIndustry === undefined) {
    const map = new Map<string, Occupation[]>()
    let list: Occupation[] = []
    for (const line of ESCO_OCCUPATIONS.replace(/\n {2}/g, ' ').split('\n')) {
      if (line.startsWith('# ')) {
        list = []
        map.set(line.slice(2), list)
      } else if (line !== '') {
        const [label = '', plural = '', does = ''] = line.split('|')
        list.push({ label, plural: plural || `${label}s`, does })
      }
    }
    byIndustry = map
  }
  return byIndustry.get(industry) ?? []
}

/** `hotel concierge` -> `Hotel Concierge`, `ICT system analyst` -> `ICT System Analyst`: the label as a job title. */
export function occupationTitle(o: Occupation): string {
  return o.label.replace(/(^|[ -])([a-z])/g, (_, sep: string, c: string) => `${sep}${c.toUpperCase()}`)
}

/** What a holder says they do: `I welcome guests ...` (ESCO speaks of holders in the plural: `they are` -> `I am`). */
export function firstPerson(o: Occupation): string {
  if (o.does === '') return ''
  return `I ${o.does.replace(/^are\b/, 'am')}.`
}
