import { describe, expect, it } from 'vitest'
import { GLOSSARY, LANGUAGES } from '../src/world/vocabulary/glossary.js'
import { translated } from '../src/world/word-forms.js'

/** One word of each language of a few glossary rows: the rows are spread over the table. */
const SAMPLE = GLOSSARY.filter((_, i) => i % 7 === 0).flatMap(([english, ...cells]) =>
  cells.map((cell, language) => ({ english, word: cell.split('/')[0] as string, language: LANGUAGES[language] })),
)

describe('translated: a job-board word of another language read as its English concept', () => {
  it('holds no number in any glossary word (a phrase with one is answered without stemming)', () => {
    const withNumber = GLOSSARY.flat().filter((w) => /\p{N}/u.test(w))
    expect(withNumber).toEqual([])
  })

  it.each(SAMPLE)('reads $word ($language) as an English concept', ({ word }) => {
    expect(translated(word)).toBeDefined()
    expect(translated(word.toUpperCase())).toBe(translated(word))
  })

  it.each(SAMPLE)('finds no concept for $word beside a number, in any form of number', ({ word }) => {
    for (const phrase of [`${word} 2`, `${word}2`, `3 ${word}`, `${word} n1000123`, `${word} ²`, `${word} ٣`])
      expect(translated(phrase), phrase).toBeUndefined()
  })

  it('finds no concept for a phrase longer than every glossary entry', () => {
    const longest = Math.max(...GLOSSARY.flat().flatMap((c) => c.split('/').map((w) => w.split(/[\s-]+/).length)))
    const word = SAMPLE[0]?.word as string
    expect(translated(Array.from({ length: longest + 1 }, () => word).join(' '))).toBeUndefined()
  })
})
