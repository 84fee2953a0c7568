/**
 * Held-out search keywords: words as job boards print them (occupations, industries, skills, phrases) in English,
 * German, French, Spanish, Dutch and Portuguese, written down from job-board listings and category pages, never from
 * the code's vocabulary. Each names the group of industries a company about it is in; `any` for work every company
 * has (receptionists, payroll), where only the result's own text or a general industry says whether it is about it.
 * Tests measure coverage and relevance with these lists; no file under src/ may import them.
 */

/** Industries (the spec's names) a company about a keyword's group is in. */
export const GROUPS = {
  trades: [
    'Construction',
    'Utilities',
    'Civil Engineering',
    'Manufacturing',
    'Real Estate',
    'Renewable Energy Semiconductor Manufacturing',
    'Oil and Gas',
    'Mining',
    'Automotive',
    'Architecture and Planning',
    'Environmental Services',
    'Maritime Transportation',
    'Aviation and Aerospace Component Manufacturing',
  ],
  health: [
    'Hospitals and Health Care',
    'Mental Health Care',
    'Medical Equipment Manufacturing',
    'Pharmaceutical Manufacturing',
    'Biotechnology Research',
    'Veterinary Services',
    'Wellness and Fitness Services',
  ],
  retail: ['Retail', 'Retail Apparel and Fashion', 'Wholesale', 'Food and Beverage Services', 'Restaurants'],
  logistics: [
    'Transportation, Logistics, Supply Chain and Storage',
    'Wholesale',
    'Retail',
    'Maritime Transportation',
    'Manufacturing',
    'Airlines and Aviation',
    'Food and Beverage Manufacturing',
  ],
  hospitality: [
    'Hospitality',
    'Restaurants',
    'Food and Beverage Services',
    'Travel Arrangements',
    'Events Services',
    'Food and Beverage Manufacturing',
    'Wellness and Fitness Services',
  ],
  education: [
    'Higher Education',
    'Primary and Secondary Education',
    'E-Learning Providers',
    'Non-profit Organizations',
  ],
  finance: [
    'Financial Services',
    'Banking',
    'Insurance',
    'Accounting',
    'Venture Capital and Private Equity Principals',
    'Real Estate',
  ],
  legal: ['Law Practice', 'Legal Services', 'Government Administration'],
  software: [
    'Software Development',
    'IT Services and IT Consulting',
    'Computer Games',
    'Telecommunications',
    'E-Learning Providers',
    'Computers and Electronics Manufacturing',
    'Financial Services',
  ],
  making: [
    'Manufacturing',
    'Automotive',
    'Aviation and Aerospace Component Manufacturing',
    'Semiconductor Manufacturing',
    'Computers and Electronics Manufacturing',
    'Chemical Manufacturing',
    'Medical Equipment Manufacturing',
    'Renewable Energy Semiconductor Manufacturing',
    'Oil and Gas',
    'Civil Engineering',
    'Utilities',
    'Mining',
    'Food and Beverage Manufacturing',
    'Pharmaceutical Manufacturing',
    'Retail Apparel and Fashion',
  ],
  science: [
    'Biotechnology Research',
    'Research Services',
    'Pharmaceutical Manufacturing',
    'Chemical Manufacturing',
    'Higher Education',
    'Environmental Services',
    'Mining',
    'Oil and Gas',
    'Farming',
  ],
  public: [
    'Government Administration',
    'Security and Investigations',
    'Non-profit Organizations',
    'Hospitals and Health Care',
    'Environmental Services',
  ],
  media: [
    'Media Production',
    'Design Services',
    'Advertising Services',
    'Artists and Writers',
    'Performing Arts',
    'Book and Periodical Publishing',
    'Broadcast Media Production and Distribution',
    'Public Relations and Communications Services',
    'Marketing Services',
    'Translation and Localization',
    'Museums, Historical Sites, and Zoos',
  ],
  food: [
    'Food and Beverage Manufacturing',
    'Restaurants',
    'Food and Beverage Services',
    'Farming',
    'Retail',
    'Hospitality',
    'Wholesale',
  ],
  energy: [
    'Renewable Energy Semiconductor Manufacturing',
    'Utilities',
    'Oil and Gas',
    'Mining',
    'Environmental Services',
    'Civil Engineering',
  ],
  sales: ['Marketing Services', 'Advertising Services', 'Retail', 'Wholesale', 'Automotive', 'Software Development'],
  any: [],
} as const

export type Group = keyof typeof GROUPS

export type Language = 'en' | 'de' | 'fr' | 'es' | 'nl' | 'pt'

export type Kind = 'common' | 'niche' | 'industry' | 'skill' | 'phrase' | 'foreign'

export interface HeldOut {
  keyword: string
  group: Group
  kind: Kind
  language: Language
}

const rows = (kind: Kind, language: Language, text: string): HeldOut[] =>
  text
    .trim()
    .split('\n')
    .map((line) => {
      const [keyword, group] = line.split('|').map((s) => s.trim()) as [string, Group]
      if (!(group in GROUPS)) throw new Error(`unknown group ${group} for ${keyword}`)
      return { keyword, group, kind, language }
    })

/** Occupations that fill the most job-board pages. */
const COMMON = rows(
  'common',
  'en',
  `
electrician | trades
plumber | trades
welder | trades
mechanic | trades
cashier | retail
receptionist | any
bookkeeper | finance
dentist | health
carpenter | trades
truck driver | logistics
warehouse associate | logistics
forklift operator | logistics
janitor | any
security guard | public
bartender | hospitality
barista | hospitality
waiter | hospitality
housekeeper | hospitality
caregiver | health
nanny | education
pharmacy technician | health
dental hygienist | health
physiotherapist | health
teacher | education
tutor | education
social worker | public
paramedic | health
firefighter | public
police officer | public
machinist | making
painter | trades
roofer | trades
landscaper | trades
delivery driver | logistics
sales associate | retail
store manager | retail
administrative assistant | any
office manager | any
web developer | software
graphic designer | media
translator | media
electrical engineer | making
mechanical engineer | making
chemist | science
biologist | science
statistician | science
economist | finance
psychologist | health
surgeon | health
midwife | health
`,
)

/** Occupations few listings ask for. */
const NICHE = rows(
  'niche',
  'en',
  `
actuary | finance
sonographer | health
phlebotomist | health
millwright | making
glazier | trades
arborist | trades
cartographer | science
geologist | science
hydrologist | science
epidemiologist | health
toxicologist | science
audiologist | health
orthodontist | health
upholsterer | making
locksmith | trades
stonemason | trades
farrier | trades
embalmer | any
underwriter | finance
claims adjuster | finance
penetration tester | software
scrum master | software
optometrist | health
radiographer | health
anesthesiologist | health
`,
)

/** Industries and sectors as job boards' category pages name them. */
const INDUSTRY = rows(
  'industry',
  'en',
  `
brewery | food
winery | food
bakery | food
dairy | food
fishery | food
forestry | energy
textile | making
printing | media
packaging | making
plastics | making
steel | making
shipbuilding | making
railway | logistics
trucking | logistics
courier | logistics
cosmetics | retail
furniture | making
jewelry | retail
robotics | making
blockchain | software
solar | energy
nuclear | energy
hydrogen | energy
aquaculture | food
innovation | any
`,
)

/** Skills listings ask for. */
const SKILL = rows(
  'skill',
  'en',
  `
welding | trades
bookkeeping | finance
payroll | any
carpentry | trades
plumbing | trades
excel | any
autocad | trades
solidworks | making
salesforce | sales
photoshop | media
negotiation | sales
budgeting | finance
scheduling | any
first aid | health
pcb design | making
lean manufacturing | making
six sigma | making
gdpr | legal
hvac | trades
plc programming | making
cnc | making
quickbooks | finance
tableau | software
figma | software
copy editing | media
`,
)

/** Several words, as a listing's title or a search box holds them. */
const PHRASE = rows(
  'phrase',
  'en',
  `
wind turbine technician | energy
early childhood education | education
revenue cycle management | health
heavy equipment operator | trades
commercial truck driver | logistics
medical billing specialist | health
construction project manager | trades
food safety inspector | food
solar panel installer | energy
residential electrician | trades
supply chain planner | logistics
warehouse shift supervisor | logistics
customer service agent | any
retail store manager | retail
hotel front desk | hospitality
aircraft maintenance technician | trades
clinical trial manager | health
mortgage loan officer | finance
property management | finance
payroll administrator | any
social media marketing | media
digital marketing specialist | media
renewable energy engineer | energy
machine operator | making
quality control inspector | making
`,
)

/** Job-board words in the languages of the countries the world has people in. */
const FOREIGN = [
  ...rows(
    'foreign',
    'de',
    `
Elektriker | trades
Installateur | trades
Schweißer | trades
Kfz-Mechatroniker | trades
Kassierer | retail
Buchhalter | finance
Zahnarzt | health
Pflegefachkraft | health
Lagerist | logistics
Erzieherin | education
Softwareentwickler | software
Bäcker | food
Koch | hospitality
Steuerberater | finance
Rechtsanwalt | legal
Lehrer | education
Berufskraftfahrer | logistics
Maschinenbau | making
Versicherung | finance
Vertrieb | sales
`,
  ),
  ...rows(
    'foreign',
    'fr',
    `
électricien | trades
plombier | trades
soudeur | trades
mécanicien | trades
caissière | retail
comptable | finance
dentiste | health
infirmière | health
boulanger | food
cuisinier | hospitality
développeur | software
avocat | legal
enseignant | education
chauffeur | logistics
assurance | finance
ingénieur | making
aide-soignant | health
magasinier | logistics
vendeur | retail
comptabilité | finance
`,
  ),
  ...rows(
    'foreign',
    'es',
    `
electricista | trades
fontanero | trades
soldador | trades
mecánico | trades
cajero | retail
contador | finance
enfermera | health
panadero | food
cocinero | hospitality
desarrollador | software
abogado | legal
profesor | education
conductor | logistics
ingeniero | making
vendedor | retail
seguros | finance
contabilidad | finance
camarero | hospitality
recepcionista | any
almacén | logistics
`,
  ),
  ...rows(
    'foreign',
    'nl',
    `
elektricien | trades
loodgieter | trades
lasser | trades
monteur | trades
kassamedewerker | retail
boekhouder | finance
tandarts | health
verpleegkundige | health
bakker | food
kok | hospitality
ontwikkelaar | software
advocaat | legal
leraar | education
vrachtwagenchauffeur | logistics
verkoper | retail
verzekeringen | finance
magazijnmedewerker | logistics
timmerman | trades
schoonmaker | any
zorg | health
`,
  ),
  ...rows(
    'foreign',
    'pt',
    `
eletricista | trades
encanador | trades
mecânico | trades
contador | finance
enfermeiro | health
padeiro | food
cozinheiro | hospitality
desenvolvedor | software
advogado | legal
motorista | logistics
engenheiro | making
recepcionista | any
pedreiro | trades
garçom | hospitality
vendedora | retail
professora | education
almoxarife | logistics
técnico de enfermagem | health
auxiliar administrativo | any
farmacêutico | health
`,
  ),
]

/** Every held-out keyword, one row each (a word two languages share is listed once per language). */
export const HELD_OUT: HeldOut[] = [...COMMON, ...NICHE, ...INDUSTRY, ...SKILL, ...PHRASE, ...FOREIGN]

/** Made-up words in many scripts: no network holds them, so every search for one answers 404. */
export const NONSENSE = [
  'zorblaxian',
  'vlaxtrompen quimfert',
  'ptrqwzl',
  'blorgified snarkwobble',
  'зщфыхъж',
  'ψξζχθ κλξφ',
  'ضصثقفغع',
  'קשבגךלף',
  '鼹鼷鼸齉',
  'ञझङढ़ठ',
  'ฎฏฐฑฒ',
  'ჟღფქწ',
  'ꙮꙮꙮ',
  'ʬʬʬ',
  '𐌰𐌱𐌲𐌳',
  'グヮヰヱヲ',
  'ꦲꦤꦕꦫ',
  'xqzv 9931 jjkw',
]
