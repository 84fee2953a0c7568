/** Curated value pools: faker has no professional-network vocabulary, so realism lives here. */

export interface Country {
  name: string
  code: string
  cities: [city: string, region: string, postalCode: string][]
}

export const COUNTRIES: Country[] = [
  {
    name: 'United States',
    code: 'US',
    cities: [
      ['San Francisco', 'California', '94105'],
      ['New York', 'New York', '10001'],
      ['Austin', 'Texas', '78701'],
      ['Seattle', 'Washington', '98101'],
      ['Chicago', 'Illinois', '60601'],
      ['Boston', 'Massachusetts', '02110'],
      ['Denver', 'Colorado', '80202'],
    ],
  },
  {
    name: 'United Kingdom',
    code: 'GB',
    cities: [
      ['London', 'England', 'EC2A 4NE'],
      ['Manchester', 'England', 'M1 1AE'],
      ['Edinburgh', 'Scotland', 'EH1 1YZ'],
    ],
  },
  {
    name: 'Germany',
    code: 'DE',
    cities: [
      ['Berlin', 'Berlin', '10115'],
      ['Munich', 'Bavaria', '80331'],
      ['Hamburg', 'Hamburg', '20095'],
    ],
  },
  {
    name: 'France',
    code: 'FR',
    cities: [
      ['Paris', 'Île-de-France', '75002'],
      ['Lyon', 'Auvergne-Rhône-Alpes', '69002'],
    ],
  },
  {
    name: 'India',
    code: 'IN',
    cities: [
      ['Bengaluru', 'Karnataka', '560001'],
      ['Mumbai', 'Maharashtra', '400001'],
      ['Hyderabad', 'Telangana', '500081'],
    ],
  },
  {
    name: 'Canada',
    code: 'CA',
    cities: [
      ['Toronto', 'Ontario', 'M5H 2N2'],
      ['Vancouver', 'British Columbia', 'V6B 1A1'],
      ['Montreal', 'Quebec', 'H3B 2Y5'],
    ],
  },
  {
    name: 'Netherlands',
    code: 'NL',
    cities: [
      ['Amsterdam', 'North Holland', '1012 JS'],
      ['Rotterdam', 'South Holland', '3011 AD'],
    ],
  },
  {
    name: 'Spain',
    code: 'ES',
    cities: [
      ['Madrid', 'Community of Madrid', '28013'],
      ['Barcelona', 'Catalonia', '08002'],
    ],
  },
  {
    name: 'Australia',
    code: 'AU',
    cities: [
      ['Sydney', 'New South Wales', '2000'],
      ['Melbourne', 'Victoria', '3000'],
    ],
  },
  {
    name: 'Brazil',
    code: 'BR',
    cities: [
      ['São Paulo', 'São Paulo', '01310-100'],
      ['Rio de Janeiro', 'Rio de Janeiro', '20040-020'],
    ],
  },
  { name: 'Singapore', code: 'SG', cities: [['Singapore', 'Singapore', '018989']] },
  { name: 'Ireland', code: 'IE', cities: [['Dublin', 'County Dublin', 'D02 X285']] },
]

export const STAFF_RANGES: [label: string, min: number, max: number][] = [
  ['2-10', 2, 10],
  ['11-50', 11, 50],
  ['51-200', 51, 200],
  ['201-500', 201, 500],
  ['501-1,000', 501, 1000],
  ['1,001-5,000', 1001, 5000],
  ['5,001-10,000', 5001, 10000],
  ['10,001+', 10001, 250000],
]

export const EMPLOYMENT_TYPES = ['Full-time', 'Part-time', 'Contract', 'Internship', 'Self-employed', '']
export const LOCATION_TYPES = ['On-site', 'Hybrid', 'Remote', '']
export const WORKPLACES = ['On-site', 'Hybrid', 'Remote']
export const JOB_TYPES = ['Full-time', 'Part-time', 'Contract', 'Temporary', 'Internship']
export const RELATIONSHIPS = [
  'RECOMMENDER_SENIOR_THAN_RECOMMENDEE',
  'RECOMMENDER_MANAGED_RECOMMENDEE',
  'RECOMMENDER_ADVISED_RECOMMENDEE',
  'RECOMMENDER_IS_CLIENT_OF_RECOMMENDEE',
]

export const PUBLICATION_FREQUENCIES = ['DAILY', 'WEEKLY', 'BIWEEKLY', 'MONTHLY']

export const GROUP_TOPICS = [
  'Product Managers Network',
  'JavaScript Developers',
  'Data Science Central',
  'Women in Tech',
  'Startup Founders Circle',
  'Cloud Architects',
  'Digital Marketing Professionals',
  'UX Research Community',
  'FinTech Leaders',
  'Remote Work Hub',
  'Machine Learning Practitioners',
  'Sales Leadership Forum',
]

import { FAKER_NAMES } from './vocabulary/names-faker.js'
import { NAME_COMMUNITIES } from './vocabulary/names-communities.js'
export { INDUSTRIES, INDUSTRY_PROFILES } from './vocabulary/industries.js'
export { GENERAL_FAMILIES, ROLE_FAMILIES } from './vocabulary/roles.js'
export type { IndustryProfile, RoleFamily } from './vocabulary/types.js'

/** First halves of invented company names: "North" + "wind". */
export const NAME_HEADS = [
  'North',
  'Blue',
  'Bright',
  'Clear',
  'Silver',
  'Iron',
  'Summit',
  'Harbor',
  'Cedar',
  'Lumen',
  'Nova',
  'Atlas',
  'Vertex',
  'Kite',
  'Maple',
  'Orbit',
  'Pine',
  'River',
  'Stone',
  'Sun',
  'True',
  'Arc',
  'Beacon',
  'Copper',
  'Delta',
  'Ever',
  'Fern',
  'Granite',
  'Helix',
  'Larch',
  'Meadow',
  'Oak',
]
export const NAME_TAILS = [
  'wind',
  'peak',
  'field',
  'line',
  'bridge',
  'point',
  'stack',
  'path',
  'light',
  'gate',
  'leaf',
  'forge',
  'well',
  'scale',
  'loop',
  'mark',
  'wave',
  'yard',
  'haven',
  'crest',
]
/** What a lead investor of a round of this stage calls itself: "Northwind Ventures", "Ironbridge Equity Partners". */
export const INVESTOR_KINDS: Record<string, string[]> = {
  PRE_SEED: ['Ventures', 'Seed Fund', 'Angels'],
  SEED: ['Ventures', 'Seed Fund', 'Capital'],
  SERIES_A: ['Ventures', 'Capital', 'Partners'],
  SERIES_B: ['Ventures', 'Capital', 'Growth Partners'],
  SERIES_C: ['Capital', 'Growth Partners', 'Growth Equity'],
  SERIES_D: ['Capital', 'Growth Equity', 'Investment Partners'],
  PRIVATE_EQUITY: ['Equity Partners', 'Capital Partners'],
  POST_IPO_EQUITY: ['Asset Management', 'Investment Partners', 'Capital'],
}

/** What people do outside work, as an about text tells it. */
export const HOBBIES = [
  'trail running',
  'sourdough baking',
  'chess',
  'cycling',
  'woodworking',
  'coaching youth football',
  'board games',
  'photography',
  'climbing',
  'learning Spanish',
  'open-water swimming',
  'gardening',
  'playing the piano',
  'amateur astronomy',
  'birdwatching',
  'marathon training',
  'pottery',
  'volunteering at a food bank',
  'restoring old bikes',
  'jazz records',
  'hiking with my kids',
  'rowing',
  'crosswords',
  'cooking for friends',
  'sketching',
  'tennis',
  'learning Japanese',
  'long walks with the dog',
  'science fiction',
  'community theatre',
  'yoga',
  'sailing',
  'history podcasts',
  'mentoring students',
  'cricket',
  'brewing coffee',
  'bouldering',
  'triathlons',
  'writing short stories',
  'fixing old radios',
]

export const SCHOOL_PATTERNS = [
  'University of {city}',
  '{city} Institute of Technology',
  '{city} State University',
  '{city} School of Economics',
  '{city} College',
]

export const ACTIVITIES = [
  'Debate club',
  'Rowing team',
  'Student council',
  'Hackathon organiser',
  'Volunteer tutor',
  'Student newspaper',
]

/** How a country writes what companies and jobs show: legal forms, phone numbers, streets, money. */
export interface CountryStyle {
  /** Legal-form suffixes of company names. */
  legal: string[]
  /** Office phone numbers, `#` a digit: the country code first. */
  phone: string
  /** Street lines, `#` a digit. */
  streets: string[]
  /** Second address lines, `#` a digit. */
  line2: string[]
  currency: string
  /** Salary format: symbol, unit (K thousands, L lakhs) and period. */
  pay: { symbol: string; unit: 'K' | 'L'; period: 'yr' | 'mo'; divisor: number }
  /** A mid-level professional's yearly pay in the local currency: salary ranges scale from it. */
  basePay: number
}

export const COUNTRY_STYLES: Record<string, CountryStyle> = {
  US: {
    legal: ['Inc.', 'LLC'],
    phone: '+1 ### ### ####',
    streets: ['#### Market Street', '### Main Street', '## Congress Avenue', '### Pine Street', '#### Broadway'],
    line2: ['Suite ###', 'Floor ##'],
    currency: 'USD',
    pay: { symbol: '$', unit: 'K', period: 'yr', divisor: 1000 },
    basePay: 120_000,
  },
  GB: {
    legal: ['Ltd', 'Limited', 'plc'],
    phone: '+44 20 #### ####',
    streets: ['## Old Street', '### Shoreditch High Street', '## King Street', '# Canal Street'],
    line2: ['Floor #', 'Unit ##'],
    currency: 'GBP',
    pay: { symbol: '£', unit: 'K', period: 'yr', divisor: 1000 },
    basePay: 60_000,
  },
  DE: {
    legal: ['GmbH', 'AG', 'SE'],
    phone: '+49 30 ########',
    streets: ['Friedrichstraße ##', 'Torstraße ###', 'Leopoldstraße ##', 'Hafenstraße #'],
    line2: ['#. OG', 'Haus #'],
    currency: 'EUR',
    pay: { symbol: '€', unit: 'K', period: 'yr', divisor: 1000 },
    basePay: 65_000,
  },
  FR: {
    legal: ['SAS', 'SA', 'SARL'],
    phone: '+33 1 ## ## ## ##',
    streets: ['## rue de Rivoli', '### boulevard Haussmann', '## rue de la République', '# quai Saint-Antoine'],
    line2: ['#e étage', 'Bâtiment #'],
    currency: 'EUR',
    pay: { symbol: '€', unit: 'K', period: 'yr', divisor: 1000 },
    basePay: 55_000,
  },
  IN: {
    legal: ['Pvt. Ltd.', 'Ltd.'],
    phone: '+91 80 #### ####',
    streets: ['## MG Road', '### Outer Ring Road', '## Bandra Kurla Complex', '# HITEC City'],
    line2: ['Floor #', 'Tower #'],
    currency: 'INR',
    pay: { symbol: '₹', unit: 'L', period: 'yr', divisor: 100_000 },
    basePay: 1_800_000,
  },
  CA: {
    legal: ['Inc.', 'Ltd.', 'Corp.'],
    phone: '+1 ### ### ####',
    streets: ['### King Street West', '## Bay Street', '#### Granville Street', '### Rue Sherbrooke Ouest'],
    line2: ['Suite ###', 'Floor ##'],
    currency: 'CAD',
    pay: { symbol: 'CA$', unit: 'K', period: 'yr', divisor: 1000 },
    basePay: 95_000,
  },
  NL: {
    legal: ['B.V.', 'N.V.'],
    phone: '+31 20 ### ####',
    streets: ['Keizersgracht ###', 'Herengracht ###', 'Coolsingel ##', 'Wilhelminakade ##'],
    line2: ['#e verdieping'],
    currency: 'EUR',
    pay: { symbol: '€', unit: 'K', period: 'yr', divisor: 1000 },
    basePay: 60_000,
  },
  ES: {
    legal: ['S.L.', 'S.A.'],
    phone: '+34 91 ### ## ##',
    streets: ['Calle de Alcalá, ##', 'Paseo de la Castellana, ###', 'Carrer de Balmes, ###', 'Gran Via, ##'],
    line2: ['Planta #', '#º'],
    currency: 'EUR',
    pay: { symbol: '€', unit: 'K', period: 'yr', divisor: 1000 },
    basePay: 42_000,
  },
  AU: {
    legal: ['Pty Ltd', 'Ltd'],
    phone: '+61 2 #### ####',
    streets: ['### George Street', '## Collins Street', '## Pitt Street', '### Bourke Street'],
    line2: ['Level ##', 'Suite #'],
    currency: 'AUD',
    pay: { symbol: 'A$', unit: 'K', period: 'yr', divisor: 1000 },
    basePay: 120_000,
  },
  BR: {
    legal: ['Ltda.', 'S.A.'],
    phone: '+55 11 ####-####',
    streets: ['Avenida Paulista, ####', 'Rua Oscar Freire, ###', 'Avenida Rio Branco, ###', 'Rua Augusta, ####'],
    line2: ['Conjunto ##', '#º andar'],
    currency: 'BRL',
    pay: { symbol: 'R$', unit: 'K', period: 'mo', divisor: 1000 },
    basePay: 144_000,
  },
  SG: {
    legal: ['Pte. Ltd.'],
    phone: '+65 6### ####',
    streets: ['## Robinson Road', '# Raffles Place', '### Orchard Road', '## Anson Road'],
    line2: ['###-##'],
    currency: 'SGD',
    pay: { symbol: 'S$', unit: 'K', period: 'yr', divisor: 1000 },
    basePay: 96_000,
  },
  IE: {
    legal: ['Ltd', 'DAC'],
    phone: '+353 1 ### ####',
    streets: ['## Grafton Street', "## Sir John Rogerson's Quay", '# Barrow Street', '### Baggot Street Lower'],
    line2: ['Floor #', 'Block #'],
    currency: 'EUR',
    pay: { symbol: '€', unit: 'K', period: 'yr', divisor: 1000 },
    basePay: 62_000,
  },
}

/** Founders' surnames for the few companies named after people, by country (never faker's English list). */
export const FOUNDER_NAMES: Record<string, string[]> = {
  US: ['Whitaker', 'Delgado', 'Okafor', 'Brennan', 'Castellanos', 'Hartley'],
  GB: ['Ashworth', 'Pemberton', 'Okonjo', 'Fairbairn', 'Whitlock'],
  DE: ['Brandt', 'Vogel', 'Lindner', 'Hoffmann', 'Kessler'],
  FR: ['Moreau', 'Lefèvre', 'Girard', 'Marchand', 'Rousseau'],
  IN: ['Iyer', 'Mehta', 'Reddy', 'Kapoor', 'Bhatia'],
  CA: ['Tremblay', 'Gagnon', 'MacLeod', 'Bouchard', 'Fraser'],
  NL: ['de Vries', 'Bakker', 'Visser', 'Jansen', 'Smit'],
  ES: ['García', 'Navarro', 'Ortega', 'Serrano', 'Romero'],
  AU: ['McAllister', 'Nguyen', 'Henderson', 'Costa', 'Walsh'],
  BR: ['Oliveira', 'Souza', 'Carvalho', 'Ribeiro', 'Almeida'],
  SG: ['Tan', 'Lim', 'Ng', 'Goh', 'Chua'],
  IE: ['Byrne', 'Kavanagh', 'Doyle', 'Gallagher', 'Nolan'],
}

/** Company types by weight; nonprofits only where the industry has them (see NONPROFIT_INDUSTRIES). */
export const COMPANY_TYPE_WEIGHTS: [type: string, weight: number][] = [
  ['Privately Held', 70],
  ['Public Company', 10],
  ['Self-Owned', 8],
  ['Partnership', 5],
]
export const NONPROFIT_INDUSTRIES = [
  'Higher Education',
  'Hospitals and Health Care',
  'Biotechnology Research',
  'Non-profit Organizations',
  'Primary and Secondary Education',
  'Museums, Historical Sites, and Zoos',
]
/** Industries where partnerships are common. */
export const PARTNERSHIP_INDUSTRIES = [
  'Management Consulting',
  'Venture Capital and Private Equity Principals',
  'Real Estate',
]

/** Staff ranges by weight: most companies are small, a few are huge. */
export const STAFF_RANGE_WEIGHTS = [30, 27, 20, 9, 5, 5, 2, 2]

/**
 * Common given and family names of the countries without a community table (never English words like "Name" or
 * "Serenity"); PEOPLE_NAMES adds faker's locale lists to them.
 */
export const CURATED_NAMES: Record<string, { first: string[]; last: string[] }> = {
  DE: {
    first: [
      'Lukas',
      'Anna',
      'Maximilian',
      'Laura',
      'Jonas',
      'Lea',
      'Felix',
      'Julia',
      'Leon',
      'Katharina',
      'Paul',
      'Sophie',
      'Niklas',
      'Lena',
      'Tobias',
      'Johanna',
      'Florian',
      'Sarah',
      'Jan',
      'Miriam',
    ],
    last: [
      'Müller',
      'Schmidt',
      'Schneider',
      'Fischer',
      'Weber',
      'Meyer',
      'Wagner',
      'Becker',
      'Schulz',
      'Hoffmann',
      'Koch',
      'Richter',
      'Klein',
      'Wolf',
      'Neumann',
      'Schwarz',
      'Zimmermann',
      'Krüger',
      'Hartmann',
      'Lange',
    ],
  },
  FR: {
    first: [
      'Louis',
      'Camille',
      'Hugo',
      'Léa',
      'Lucas',
      'Manon',
      'Théo',
      'Chloé',
      'Antoine',
      'Inès',
      'Julien',
      'Sarah',
      'Nicolas',
      'Juliette',
      'Maxime',
      'Clara',
      'Mathieu',
      'Élise',
      'Romain',
      'Pauline',
    ],
    last: [
      'Martin',
      'Bernard',
      'Dubois',
      'Thomas',
      'Robert',
      'Richard',
      'Petit',
      'Durand',
      'Leroy',
      'Moreau',
      'Simon',
      'Laurent',
      'Lefebvre',
      'Michel',
      'Garcia',
      'David',
      'Bertrand',
      'Roux',
      'Vincent',
      'Fournier',
    ],
  },
  NL: {
    first: [
      'Daan',
      'Emma',
      'Sem',
      'Julia',
      'Lucas',
      'Sophie',
      'Milan',
      'Lotte',
      'Thijs',
      'Anouk',
      'Jesse',
      'Sanne',
      'Bram',
      'Fleur',
      'Ruben',
      'Eva',
      'Stijn',
      'Iris',
      'Lars',
      'Noor',
    ],
    last: [
      'de Jong',
      'Jansen',
      'de Vries',
      'van den Berg',
      'van Dijk',
      'Bakker',
      'Janssen',
      'Visser',
      'Smit',
      'Meijer',
      'de Boer',
      'Mulder',
      'de Groot',
      'Bos',
      'Vos',
      'Peters',
      'Hendriks',
      'van Leeuwen',
      'Dekker',
      'Brouwer',
    ],
  },
  ES: {
    first: [
      'Hugo',
      'Lucía',
      'Martín',
      'Sofía',
      'Pablo',
      'María',
      'Alejandro',
      'Paula',
      'Daniel',
      'Carmen',
      'Javier',
      'Laura',
      'Adrián',
      'Marta',
      'Diego',
      'Elena',
      'Álvaro',
      'Irene',
      'Sergio',
      'Nuria',
    ],
    last: [
      'García',
      'Rodríguez',
      'González',
      'Fernández',
      'López',
      'Martínez',
      'Sánchez',
      'Pérez',
      'Gómez',
      'Martín',
      'Jiménez',
      'Ruiz',
      'Hernández',
      'Díaz',
      'Moreno',
      'Muñoz',
      'Álvarez',
      'Romero',
      'Navarro',
      'Torres',
    ],
  },
  BR: {
    first: [
      'Lucas',
      'Ana',
      'Gabriel',
      'Júlia',
      'Mateus',
      'Beatriz',
      'Pedro',
      'Mariana',
      'Rafael',
      'Larissa',
      'Gustavo',
      'Camila',
      'Felipe',
      'Fernanda',
      'Bruno',
      'Letícia',
      'Thiago',
      'Isabela',
      'Rodrigo',
      'Amanda',
    ],
    last: [
      'Silva',
      'Santos',
      'Oliveira',
      'Souza',
      'Rodrigues',
      'Ferreira',
      'Alves',
      'Pereira',
      'Lima',
      'Gomes',
      'Costa',
      'Ribeiro',
      'Martins',
      'Carvalho',
      'Almeida',
      'Lopes',
      'Barbosa',
      'Araújo',
      'Rocha',
      'Cardoso',
    ],
  },
}

/**
 * Names people of each country carry: a country with a community table (names-communities.ts) its communities' names,
 * the others the curated names and faker's for the locale, so that a country's people rarely share a full name.
 */
export const PEOPLE_NAMES: Readonly<Record<string, { first: string[]; last: string[] }>> = Object.defineProperties(
  {},
  // each country's lists are made at its first use: a start-up that draws nobody of a country never makes them
  Object.fromEntries(
    COUNTRIES.map(({ code }) => {
      let names: { first: string[]; last: string[] } | undefined
      return [code, { enumerable: true, get: () => (names ??= peopleNamesOf(code)) }]
    }),
  ),
)

function peopleNamesOf(code: string): { first: string[]; last: string[] } {
  const communities = NAME_COMMUNITIES[code]
  const lists = communities
    ? [{ first: communities.flatMap((c) => c.first), last: communities.flatMap((c) => c.last) }]
    : [CURATED_NAMES[code] ?? { first: [], last: [] }, FAKER_NAMES[code] ?? { first: [], last: [] }]
  return { first: [...new Set(lists.flatMap((l) => l.first))], last: [...new Set(lists.flatMap((l) => l.last))] }
}
