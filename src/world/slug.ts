import { SITE } from './model.js'
import { processMemo } from './cache-table.js'

const slugs = processMemo<string, string>('slugs')

export function slugify(s: string): string {
  if (/^[\x20-\x7e]*$/.test(s)) return asciiSlugOf(s)
  // decomposing is what costs: only slugs of other scripts are kept, and names repeat across entities
  let slug = slugs.get(s)
  if (slug === undefined) {
    slug = unicodeSlugOf(s)
    slugs.remember(s, slug)
  }
  return slug
}

/** The slug being written, reused: no string is made until the slug is whole (a slug is never longer than its text). */
export let slugBytes = Buffer.allocUnsafe(256)

/** unicodeSlugOf of printable ASCII text, in one pass: lower case, runs of other characters one dash, none at ends. */
export function asciiSlugOf(s: string): string {
  if (slugBytes.length < s.length) slugBytes = Buffer.allocUnsafe(s.length)
  let n = 0
  let dash = false
  for (let i = 0; i < s.length; i++) {
    let c = s.charCodeAt(i)
    if (c >= 65 && c <= 90) c += 32
    if ((c >= 97 && c <= 122) || (c >= 48 && c <= 57)) {
      if (dash && n > 0) slugBytes[n++] = 45
      dash = false
      slugBytes[n++] = c
    } else dash = true
  }
  // one flat string: appending a character at a time builds a rope of one node per character
  return slugBytes.toString('latin1', 0, n)
}

export function unicodeSlugOf(s: string): string {
  const slug = s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  // a one-byte copy: replace keeps its subject's two-byte form, and JSON.stringify of a body holding one such string
  // writes the whole body two bytes a character, slower to build and to send
  return Buffer.from(slug, 'latin1').toString('latin1')
}

/** A company's own site (its careers pages live there even when its page shows no website). */
export function websiteOf(universalName: string): string {
  return `https://www.${universalName.replace(/-/g, '')}.example.com`
}

export function profileUrl(username: string): string {
  return `${SITE}/in/${username}/`
}

export function locationText(p: { city: string; region: string; country: { name: string } }): string {
  return [p.city, p.region, p.country.name].filter((x) => x !== '').join(', ')
}
