import { describe, expect, it } from 'vitest'
import { withArticle } from '../src/world/text-base.js'

/** `a` or `an` by the sound a phrase opens with: a word's first letter, an acronym's first letter's name. */
describe('withArticle', () => {
  it.each([
    ['ICU nurse', 'an ICU nurse'],
    ['HR manager', 'an HR manager'],
    ['FP&A analyst', 'an FP&A analyst'],
    ['SEO specialist', 'an SEO specialist'],
    ['MBA', 'an MBA'],
    ['RN', 'an RN'],
    ['LPN', 'an LPN'],
    ['EMT', 'an EMT'],
    ['AI engineer', 'an AI engineer'],
    ['IT manager', 'an IT manager'],
    ['CNC operator', 'a CNC operator'],
    ['UX designer', 'a UX designer'],
    ['UI developer', 'a UI developer'],
    ['GIS technician', 'a GIS technician'],
    ['PV field technician', 'a PV field technician'],
    ['accountant', 'an accountant'],
    ['engineer', 'an engineer'],
    ['Operations Manager', 'an Operations Manager'],
    ['underwriter', 'an underwriter'],
    ['university lecturer', 'a university lecturer'],
    ['user researcher', 'a user researcher'],
    ['urologist', 'a urologist'],
    ['utility worker', 'a utility worker'],
    ['nurse', 'a nurse'],
    ['Head of Sales', 'a Head of Sales'],
  ])('%s -> %s', (phrase, said) => {
    expect(withArticle(phrase)).toBe(said)
  })
})
