/**
 * An industry's vocabulary: what its companies sell, to whom, their specialities and name endings.
 * `id` is the industry's numeric code (job details `industries`).
 */
export interface IndustryProfile {
  name: string
  id: number
  offers: string[]
  customers: string[]
  specialities: string[]
  nameSuffixes: string[]
}

/**
 * A job family: titles with the seniority prefixes that read naturally with them, leadership titles,
 * skills, and the phrases people in it use. Templates may hold {n}, {pct}, {big}, {skill}, {topic}.
 */
export interface RoleFamily {
  id: string
  titles: string[]
  /** Seniority prefixes, junior to senior; '' is the plain title. */
  levels: string[]
  leads: string[]
  skills: string[]
  functions: [code: string, label: string][]
  /** Industries where this family is typical; empty means it fits anywhere. */
  industries: string[]
  studies: string[]
  /** Headline taglines: "Helping B2B teams grow". */
  missions: string[]
  /** What the job is, present tense, to follow "I" or to start a bullet: "keep our platform fast". */
  focus: string[]
  /** Achievements, past tense, for position descriptions. */
  duties: string[]
  topics: string[]
  hashtags: string[]
}
