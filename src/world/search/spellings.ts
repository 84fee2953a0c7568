/**
 * British and American spellings of one word (`labour` `labor`, `centre` `center`, `organise` `organize`,
 * `counsellor` `counselor`, `catalogue` `catalog`, `licence` `license`, `paediatric` `pediatric`): the world writes
 * ESCO's British English, users type either. Each rule runs both ways; a spelling counts only where an index holds it,
 * so a rule's rare misfire (`tour` -> `tor`) finds nothing.
 */
const RULES: readonly [fromBritish: RegExp, american: string, fromAmerican: RegExp, british: string][] = [
  // labour, colour, behaviour, labourer, honourable
  [
    /(?<=[a-z]{2})our(?=$|er|ed|ing|ite|able|ful|ist|ism|y)/,
    'or',
    /(?<=[a-z]{2}[bdhilmnprv])or(?=$|er|ed|ing|ite|able|ful|ist|ism|y)/,
    'our',
  ],
  // centre, theatre, metre, fibre (a consonant before the ending); back only for those words: `enter` is not `entre`
  [
    /(?<=[a-z][bcdfgkmnpstv])re$/,
    'er',
    /(?<=^(?:cent|theat|met|lit|fib|calib|lust|somb|spect|sab|sceptr|meag))er$/,
    're',
  ],
  // organise, organisation, analyse, specialised
  [/(?<=[a-z]{3})is(?=e$|ed$|es$|er$|ing$|ation)/, 'iz', /(?<=[a-z]{3})iz(?=e$|ed$|es$|er$|ing$|ation)/, 'is'],
  [/(?<=[a-z]{2})ys(?=e$|ed$|es$|er$|ing$)/, 'yz', /(?<=[a-z]{2})yz(?=e$|ed$|es$|er$|ing$)/, 'ys'],
  // counsellor, travelling, modelling, labelled, jewellery
  [/(?<=[a-z]{2}[aeiou])ll(?=or$|er$|ing$|ed$|ery$)/, 'l', /(?<=[a-z]{2}[aeiou])l(?=or$|er$|ing$|ed$|ry$)/, 'll'],
  // catalogue, dialogue, analogue
  [/(?<=[a-z]{3})ogue$/, 'og', /(?<=[a-z]{3})og$/, 'ogue'],
  // licence, defence, offence
  [/(?<=[a-z]{2}[cf])ence$/, 'ense', /(?<=[a-z]{2}[cf])ense$/, 'ence'],
  // paediatric, anaesthetist, orthopaedic, haematology (long words: `Michael` is a name, not a spelling)
  [/(?<=^[a-z]{1,6})ae(?=[cdmst][a-z]{2,})/, 'e', /(?<=^(?:p|an|orthop|h|gyn))e(?=[cdmst][a-z]{2,})/, 'ae'],
]

/** Words whose spellings differ beyond a rule, each with its plural's stem (`programmes` is `programme`). */
const WORDS: readonly [british: string, american: string][] = [
  ['jewellery', 'jewelry'],
  ['programme', 'program'],
  ['mould', 'mold'],
  ['grey', 'gray'],
  ['ageing', 'aging'],
  ['tyre', 'tire'],
]

/** The other spellings of a (lower-case, stemmed) word, British or American; none for most words. */
export function spellingsOf(term: string): string[] {
  if (term.length < 4) return []
  const out = new Set<string>()
  for (const [fromBritish, american, fromAmerican, british] of RULES) {
    if (fromBritish.test(term)) out.add(term.replace(fromBritish, american))
    if (fromAmerican.test(term)) out.add(term.replace(fromAmerican, british))
  }
  for (const [british, american] of WORDS) {
    if (term === british) out.add(american)
    if (term === american) out.add(british)
  }
  out.delete(term)
  return [...out]
}
