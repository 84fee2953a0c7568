// the types of realism-measures.mjs, for the realism tests
import type { Company, Person, World } from '../../src/world/world.js'

type Position = Person['positions'][number]
export interface PositionFact {
  pos: Position
  years: number
  staff: number
}

export declare const YEAR: number
export declare function monthMs(d: { year: number; month: number }): number
export declare function spread<T>(count: number, total: number, at: (i: number) => T): T[]
export declare function sentencesOf(t: string): string[]
export declare function repeatedSentences(texts: string[]): {
  sentences: number
  shared: number
  selfRepeating: string[]
}
export declare function positionFacts(w: World, p: Person): PositionFact[]
export declare function contradictedPositions(positions: PositionFact[]): {
  consecutive: PositionFact[]
  overHired: PositionFact[]
  juniorLeads: PositionFact[]
}
export declare function overstatedExperience(w: World, people: Person[]): Person[]
export declare function overStaffed(w: World, companies: Company[]): Company[]
export declare const ENGLISH_SPEAKING: Set<string>
export declare function inventedSurnames(lastNames: string[]): string[]
export declare function mixedCommunities(names: { firstName: string; lastName: string }[]): {
  known: number
  mixed: number
}
export declare function sharedFullNames(people: { firstName: string; lastName: string }[]): number
export declare function sharedFullNamesByCountry(
  names: { country: string; firstName: string; lastName: string }[],
): Record<string, { people: number; shared: number; most: number }>
export declare function ageOf(w: World, p: Person): number | undefined
export declare function gappedCareers(people: Person[]): { careers: number; gapped: number }
