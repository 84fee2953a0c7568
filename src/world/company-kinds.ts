/**
 * What kind of organisation a company of an industry is, and what follows from it: its type (a council is a
 * government agency, a school educational), its second industry (a related one), and the year it was founded (after
 * its industry existed, long enough ago for its size).
 */

/** Types by industry where they differ from the usual mix: [type, weight]. */
export const TYPES_BY_INDUSTRY: Record<string, [type: string, weight: number][]> = {
  'Government Administration': [['Government Agency', 1]],
  'Non-profit Organizations': [['Nonprofit', 1]],
  'Higher Education': [
    ['Educational', 80],
    ['Nonprofit', 20],
  ],
  'Primary and Secondary Education': [
    ['Educational', 70],
    ['Nonprofit', 10],
    ['Privately Held', 20],
  ],
  'Museums, Historical Sites, and Zoos': [
    ['Nonprofit', 60],
    ['Government Agency', 25],
    ['Privately Held', 15],
  ],
  'Hospitals and Health Care': [
    ['Privately Held', 45],
    ['Nonprofit', 25],
    ['Government Agency', 15],
    ['Public Company', 15],
  ],
  Utilities: [
    ['Public Company', 35],
    ['Government Agency', 20],
    ['Privately Held', 45],
  ],
}

/** Types that never raise venture or private-equity rounds: they are funded by grants. */
export const GRANT_FUNDED = new Set(['Nonprofit', 'Government Agency', 'Educational'])

/** Industries whose private firms borrow rather than raise venture rounds (a private school, a museum shop). */
export const NO_VENTURE_INDUSTRIES = new Set([
  'Government Administration',
  'Non-profit Organizations',
  'Higher Education',
  'Primary and Secondary Education',
  'Museums, Historical Sites, and Zoos',
])

/**
 * Clusters of industries that go together: a company's second industry comes from a cluster its first is in
 * ("Software Development" with "IT Services and IT Consulting", never with "Farming").
 */
const CLUSTERS: readonly string[][] = [
  [
    'Software Development',
    'IT Services and IT Consulting',
    'Computer Games',
    'Telecommunications',
    'Computers and Electronics Manufacturing',
    'E-Learning Providers',
  ],
  [
    'Semiconductor Manufacturing',
    'Computers and Electronics Manufacturing',
    'Renewable Energy Semiconductor Manufacturing',
  ],
  ['Financial Services', 'Banking', 'Insurance', 'Venture Capital and Private Equity Principals', 'Accounting'],
  ['Real Estate', 'Construction', 'Architecture and Planning', 'Civil Engineering'],
  [
    'Hospitals and Health Care',
    'Mental Health Care',
    'Medical Equipment Manufacturing',
    'Pharmaceutical Manufacturing',
    'Biotechnology Research',
  ],
  ['Biotechnology Research', 'Pharmaceutical Manufacturing', 'Research Services', 'Chemical Manufacturing'],
  ['Higher Education', 'Primary and Secondary Education', 'E-Learning Providers', 'Research Services'],
  [
    'Marketing Services',
    'Advertising Services',
    'Public Relations and Communications Services',
    'Design Services',
    'Events Services',
  ],
  [
    'Media Production',
    'Broadcast Media Production and Distribution',
    'Book and Periodical Publishing',
    'Artists and Writers',
  ],
  [
    'Performing Arts',
    'Museums, Historical Sites, and Zoos',
    'Spectator Sports',
    'Events Services',
    'Artists and Writers',
  ],
  ['Retail', 'Retail Apparel and Fashion', 'Wholesale', 'Food and Beverage Manufacturing'],
  ['Hospitality', 'Restaurants', 'Food and Beverage Services', 'Travel Arrangements', 'Events Services'],
  ['Farming', 'Food and Beverage Manufacturing', 'Wholesale'],
  ['Manufacturing', 'Chemical Manufacturing', 'Automotive', 'Aviation and Aerospace Component Manufacturing'],
  ['Oil and Gas', 'Mining', 'Utilities', 'Renewable Energy Semiconductor Manufacturing'],
  [
    'Transportation, Logistics, Supply Chain and Storage',
    'Maritime Transportation',
    'Airlines and Aviation',
    'Wholesale',
  ],
  ['Airlines and Aviation', 'Aviation and Aerospace Component Manufacturing', 'Travel Arrangements'],
  ['Management Consulting', 'IT Services and IT Consulting', 'Staffing and Recruiting', 'Accounting'],
  ['Law Practice', 'Legal Services', 'Security and Investigations', 'Translation and Localization'],
  ['Government Administration', 'Non-profit Organizations', 'Environmental Services', 'Civil Engineering'],
  ['Wellness and Fitness Services', 'Mental Health Care', 'Spectator Sports'],
  ['Veterinary Services', 'Farming', 'Research Services'],
  ['Environmental Services', 'Utilities', 'Renewable Energy Semiconductor Manufacturing'],
]

const RELATED = new Map<string, string[]>()
for (const cluster of CLUSTERS)
  for (const name of cluster) RELATED.set(name, [...new Set([...(RELATED.get(name) ?? []), ...cluster])])

/** Industries related to this one (itself left out), or none. */
export function relatedIndustries(name: string): readonly string[] {
  return (RELATED.get(name) ?? []).filter((n) => n !== name)
}

/** The first year a company of an industry could have been founded: the industry existed by then. */
const INDUSTRY_SINCE: Record<string, number> = {
  'Software Development': 1970,
  'IT Services and IT Consulting': 1962,
  'Computer Games': 1975,
  'E-Learning Providers': 1996,
  'Renewable Energy Semiconductor Manufacturing': 1978,
  'Semiconductor Manufacturing': 1955,
  'Computers and Electronics Manufacturing': 1946,
  'Biotechnology Research': 1976,
  'Venture Capital and Private Equity Principals': 1946,
  'Airlines and Aviation': 1919,
  'Aviation and Aerospace Component Manufacturing': 1912,
  Telecommunications: 1890,
  'Broadcast Media Production and Distribution': 1922,
  'Staffing and Recruiting': 1946,
  'Environmental Services': 1970,
  'Mental Health Care': 1920,
  'Translation and Localization': 1950,
  'Wellness and Fitness Services': 1960,
  'Events Services': 1960,
  'Public Relations and Communications Services': 1920,
  'Security and Investigations': 1900,
  'Marketing Services': 1920,
  'Design Services': 1930,
}

/** The youngest a company of this size is, in years: a firm of thousands took decades to grow. */
function youngestAge(staff: number): number {
  return staff > 10_000 ? 30 : staff > 1000 ? 12 : staff > 200 ? 6 : staff > 50 ? 3 : 1
}

/** The range of years a company of this industry and size was founded in: [earliest, latest]. */
export function foundingRange(industry: string, staff: number, nowYear: number): [number, number] {
  const earliest = Math.max(1850, INDUSTRY_SINCE[industry] ?? 1850)
  const latest = Math.max(earliest, nowYear - youngestAge(staff))
  return [earliest, latest]
}

/** Every industry these tables name: each must be one of the vocabulary's (a renamed industry would drop out). */
export function industriesNamed(): string[] {
  return [...new Set([...CLUSTERS.flat(), ...Object.keys(TYPES_BY_INDUSTRY), ...Object.keys(INDUSTRY_SINCE)])]
}
