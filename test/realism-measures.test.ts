import { describe, expect, it } from 'vitest'
import {
  contradictedPositions,
  gappedCareers,
  inventedSurnames,
  mixedCommunities,
  repeatedSentences,
  sharedFullNames,
} from './support/realism-measures.mjs'

/** The measures the realism tests and the bench's realism row share find what they measure in made-up inputs. */
type Position = Parameters<typeof contradictedPositions>[0][number]
const position = (title: string, description: string, years: number, staff: number) =>
  ({ pos: { title, description }, years, staff }) as unknown as Position
const career = (...spans: [start: number, end: number][]) =>
  ({
    positions: spans.map(([start, end]) => ({ start: { year: start, month: 1 }, end: { year: end, month: 1 } })),
  }) as unknown as Parameters<typeof gappedCareers>[0][number]

describe('realism measures', () => {
  it('count a sentence two texts share and a text repeating its own', () => {
    const same = 'We shipped the new billing flow this week.'
    const r = repeatedSentences([
      `${same} Customers noticed within hours.`,
      `${same} Nobody else did though.`,
      `A note on hiring plans here. A note on hiring plans here.`,
    ])
    expect([r.sentences, r.shared, r.selfRepeating.length]).toEqual([6, 2, 1])
  })

  it.each([
    ['a run longer than the job', position('Auditor', 'Led the audit for 6 consecutive years.', 2, 500), 'consecutive'],
    ['more people hired than the company has', position('Head of Talent', 'Hired 40 engineers.', 3, 12), 'overHired'],
    [
      'a lead claim on a junior title',
      position('Junior Analyst', 'Managed the reporting team.', 1, 300),
      'juniorLeads',
    ],
  ] as const)('find %s', (_, pos, kind) => {
    const found = contradictedPositions([pos, position('Analyst', 'Built dashboards for 2 consecutive years.', 3, 50)])
    expect(Object.entries(found).map(([k, v]) => [k, v.length])).toEqual(
      ['consecutive', 'overHired', 'juniorLeads'].map((k) => [k, k === kind ? 1 : 0]),
    )
  })

  it('find invented surnames, each part of a double-barrelled one checked', () => {
    expect(inventedSurnames(['Smith', "O'Brien", 'Cummerata', 'Jones-Hilll', 'Brown-Taylor'])).toEqual([
      'Cummerata',
      'Jones-Hilll',
    ])
  })

  it("count Singapore names that join two communities, and skip names the lists don't place", () => {
    const names = [
      ['Wei Ling', 'Tan'],
      ['Arjun', 'Ng'],
      ['Siti', 'Rahman'],
      ['Zhi Hao', 'Rahman'],
      ['Darren', 'Lim'],
    ].map(([firstName, lastName]) => ({ firstName: firstName as string, lastName: lastName as string }))
    expect(mixedCommunities(names)).toEqual({ known: 4, mixed: 2 })
  })

  it('count people sharing a full name and careers with a gap over a year', () => {
    const p = (firstName: string, lastName: string) => ({ firstName, lastName })
    expect(sharedFullNames([p('Ann', 'Lee'), p('Ann', 'Lee'), p('Ann', 'Lim'), p('Bo', 'Lee')])).toBe(2)
    expect(
      gappedCareers([career([2020, 0], [2015, 2018]), career([2020, 0], [2017, 2020]), career([2020, 0])]),
    ).toEqual({ careers: 2, gapped: 1 })
  })
})
