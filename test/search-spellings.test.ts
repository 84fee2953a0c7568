import { describe, expect, it } from 'vitest'
import { spellingsOf } from '../src/world/search/spellings.js'
import { get, testApp } from './support/app.js'

// British and American spellings of one word find the same entities: the world writes ESCO's British English
const PAIRS: [british: string, american: string][] = [
  ['labour', 'labor'],
  ['labourer', 'laborer'],
  ['colour', 'color'],
  ['behaviour', 'behavior'],
  ['harbour', 'harbor'],
  ['centre', 'center'],
  ['theatre', 'theater'],
  ['metre', 'meter'],
  ['fibre', 'fiber'],
  ['organise', 'organize'],
  ['organisation', 'organization'],
  ['analyse', 'analyze'],
  ['specialised', 'specialized'],
  ['counsellor', 'counselor'],
  ['travelling', 'traveling'],
  ['modelling', 'modeling'],
  ['catalogue', 'catalog'],
  ['dialogue', 'dialog'],
  ['licence', 'license'],
  ['defence', 'defense'],
  ['paediatric', 'pediatric'],
  ['anaesthetist', 'anesthetist'],
  ['orthopaedic', 'orthopedic'],
  ['haematology', 'hematology'],
  ['gynaecology', 'gynecology'],
  ['jewellery', 'jewelry'],
  ['programme', 'program'],
  ['grey', 'gray'],
  ['mould', 'mold'],
]

describe('spellingsOf', () => {
  it.each(PAIRS)('%s <-> %s', (british, american) => {
    expect(spellingsOf(british)).toContain(american)
    expect(spellingsOf(american)).toContain(british)
  })

  // words a rule's letters nearly fit, whose other spelling would be another word or none
  it.each([
    'enter',
    'offer',
    'winter',
    'filter',
    'engineer',
    'manager',
    'michael',
    'hello',
    'sense',
    'expense',
    'doctor',
  ])('%s has no other spelling', (word) => {
    expect(spellingsOf(word)).toEqual([])
  })
})

describe.each([3, 11])('seed %i: either spelling finds the same', (seed) => {
  const app = testApp({ seed })
  const KEYWORDS: [string, string][] = [
    ['construction labourer', 'construction laborer'],
    ['labourer', 'laborer'],
    ['colour', 'color'],
    ['centre manager', 'center manager'],
    ['theatre', 'theater'],
    ['school counsellor', 'school counselor'],
    ['organise', 'organize'],
    ['analyse', 'analyze'],
    ['licence', 'license'],
    ['catalogue', 'catalog'],
    ['jewellery', 'jewelry'],
    ['paediatric nurse', 'pediatric nurse'],
    ['Paediatric Nurse', 'PEDIATRIC nurses'],
  ]
  // the same keyword typed otherwise: in capitals, or in title case with its last word plural (`School Counselors`)
  const typed = (keyword: string): string[] => {
    const words = keyword.split(' ')
    const last = words.at(-1) as string
    const plural = last.endsWith('s') ? last : `${last}s`
    const title = [...words.slice(0, -1), plural].map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ')
    return [keyword.toUpperCase(), title]
  }
  const PHRASES = KEYWORDS.filter(([british]) => british.includes(' '))
  it.each(['companies/search', 'posts/search'])(
    '%s: a phrase in either spelling, in capitals or with its last word plural, finds the same',
    async (endpoint) => {
      // the count of results and the first page's, in order
      const ids = (r: Awaited<ReturnType<typeof get>>) =>
        r.status === 200
          ? [r.body.data.total, ...r.body.data.items.map((i: { id?: string; urn?: string }) => i.id ?? i.urn)]
          : []
      for (const [british, american] of PHRASES) {
        const a = await get(app, `/v1/${endpoint}?keywords=${encodeURIComponent(british)}`)
        for (const other of [...typed(british), ...typed(american)]) {
          const b = await get(app, `/v1/${endpoint}?keywords=${encodeURIComponent(other)}`)
          expect(b.status, other).toBe(a.status)
          expect(ids(b), other).toEqual(ids(a))
        }
      }
    },
  )

  it.each(['companies/search', 'posts/search'])('%s', async (endpoint) => {
    let found = 0
    for (const [british, american] of KEYWORDS) {
      const a = await get(app, `/v1/${endpoint}?keywords=${encodeURIComponent(british)}`)
      const b = await get(app, `/v1/${endpoint}?keywords=${encodeURIComponent(american)}`)
      expect(b.status, american).toBe(a.status)
      if (a.status !== 200) continue
      found++
      expect(b.body.data.total, american).toBe(a.body.data.total)
      const ids = (r: typeof a) => r.body.data.items.map((i: { id?: string; urn?: string }) => i.id ?? i.urn)
      expect(ids(b), american).toEqual(ids(a))
    }
    expect(found).toBeGreaterThanOrEqual(10)
  })
})
