/**
 * Where WordNet's nouns meet the world: a WordNet lemma (a hypernym of many occupations, a field, or a domain word a
 * definition uses) and the world's industries and role families that work is done in. scripts/search-vocabulary.ts
 * walks every WordNet noun up its hypernyms (and across derived forms and its definition) to the first lemma here;
 * this small hand table is the join, the words come from WordNet.
 */
export interface Anchor {
  industries: string[]
  families: string[]
}

const TRADES: Anchor = {
  industries: ['Construction', 'Utilities', 'Civil Engineering', 'Manufacturing', 'Real Estate'],
  families: ['built', 'operations'],
}
const MAKING: Anchor = {
  industries: ['Manufacturing', 'Automotive', 'Chemical Manufacturing', 'Computers and Electronics Manufacturing'],
  families: ['operations', 'science'],
}
const HEALTH: Anchor = {
  industries: ['Hospitals and Health Care', 'Mental Health Care', 'Medical Equipment Manufacturing'],
  families: ['healthcare'],
}
const EDUCATION: Anchor = {
  industries: ['Primary and Secondary Education', 'Higher Education', 'E-Learning Providers'],
  families: ['education'],
}
const SCIENCE: Anchor = {
  industries: ['Research Services', 'Biotechnology Research', 'Environmental Services', 'Higher Education'],
  families: ['science'],
}
const FINANCE: Anchor = {
  industries: ['Financial Services', 'Banking', 'Accounting', 'Insurance'],
  families: ['finance'],
}
const INSURANCE: Anchor = { industries: ['Insurance', 'Financial Services'], families: ['finance'] }
const LEGAL: Anchor = { industries: ['Law Practice', 'Legal Services'], families: ['legal'] }
const OFFICE: Anchor = {
  industries: ['Staffing and Recruiting', 'Real Estate', 'Law Practice', 'Hospitals and Health Care'],
  families: ['operations', 'customer'],
}
const RETAIL: Anchor = { industries: ['Retail', 'Wholesale', 'Retail Apparel and Fashion'], families: ['sales'] }
const HOSPITALITY: Anchor = {
  industries: ['Hospitality', 'Restaurants', 'Food and Beverage Services', 'Travel Arrangements'],
  families: ['hospitality'],
}
const FOOD: Anchor = {
  industries: ['Food and Beverage Manufacturing', 'Food and Beverage Services', 'Farming', 'Restaurants'],
  families: ['agriculture', 'hospitality'],
}
const FARMING: Anchor = { industries: ['Farming', 'Food and Beverage Manufacturing'], families: ['agriculture'] }
const LOGISTICS: Anchor = {
  industries: ['Transportation, Logistics, Supply Chain and Storage', 'Wholesale', 'Maritime Transportation'],
  families: ['operations'],
}
const PUBLIC: Anchor = {
  industries: ['Government Administration', 'Security and Investigations', 'Non-profit Organizations'],
  families: ['operations', 'legal'],
}
const SOFTWARE: Anchor = {
  industries: ['Software Development', 'IT Services and IT Consulting', 'Computer Games'],
  families: ['engineering', 'data'],
}
const ARTS: Anchor = {
  industries: ['Performing Arts', 'Artists and Writers', 'Design Services', 'Museums, Historical Sites, and Zoos'],
  families: ['arts', 'design'],
}
const MEDIA: Anchor = {
  industries: ['Media Production', 'Book and Periodical Publishing', 'Broadcast Media Production and Distribution'],
  families: ['media'],
}
const ENERGY: Anchor = {
  industries: ['Utilities', 'Renewable Energy Semiconductor Manufacturing', 'Oil and Gas', 'Mining'],
  families: ['operations', 'science'],
}
const AVIATION: Anchor = {
  industries: ['Airlines and Aviation', 'Aviation and Aerospace Component Manufacturing'],
  families: ['aviation'],
}
const MARITIME: Anchor = { industries: ['Maritime Transportation'], families: ['operations'] }
const SALES: Anchor = { industries: ['Marketing Services', 'Advertising Services', 'Wholesale'], families: ['sales'] }
const CARE: Anchor = {
  industries: ['Hospitals and Health Care', 'Mental Health Care', 'Non-profit Organizations'],
  families: ['healthcare'],
}
const PHARMA: Anchor = {
  industries: ['Pharmaceutical Manufacturing', 'Biotechnology Research', 'Hospitals and Health Care'],
  families: ['pharma', 'healthcare'],
}

/** Anchors so general (many kinds of work lead there) that a noun's definition or derived forms say more. */
export const WEAK_ANCHORS = new Set([
  'assistant',
  'clerk',
  'secretary',
  'office worker',
  'industry',
  'plant',
  'skilled worker',
])

/** WordNet lemma (underscores as spaces) -> the world's industries and families its work is done in. */
export const WORD_ANCHORS: Record<string, Anchor> = {
  // people, by the kind of worker WordNet files them under
  'skilled worker': TRADES,
  craftsman: TRADES,
  repairman: TRADES,
  smith: TRADES,
  builder: TRADES,
  'construction worker': TRADES,
  trade: TRADES,
  machinist: MAKING,
  'factory worker': MAKING,
  manufacturer: MAKING,
  operative: MAKING,
  'health professional': HEALTH,
  'medical practitioner': HEALTH,
  nurse: HEALTH,
  medicine: HEALTH,
  'medical science': HEALTH,
  caregiver: CARE,
  educator: EDUCATION,
  teacher: EDUCATION,
  education: EDUCATION,
  scientist: SCIENCE,
  'natural science': SCIENCE,
  'earth science': SCIENCE,
  statistician: { industries: ['Research Services', 'Insurance', 'Financial Services'], families: ['data'] },
  accountant: FINANCE,
  accounting: FINANCE,
  financier: FINANCE,
  banker: FINANCE,
  bank: FINANCE,
  finance: FINANCE,
  economist: FINANCE,
  'insurance broker': INSURANCE,
  insurance: INSURANCE,
  lawyer: LEGAL,
  'legal representative': LEGAL,
  law: LEGAL,
  secretary: OFFICE,
  clerk: OFFICE,
  'office worker': OFFICE,
  assistant: OFFICE,
  salesperson: RETAIL,
  seller: SALES,
  merchant: RETAIL,
  shop: RETAIL,
  store: RETAIL,
  'dining-room attendant': HOSPITALITY,
  bartender: HOSPITALITY,
  cook: HOSPITALITY,
  hotel: HOSPITALITY,
  restaurant: HOSPITALITY,
  food: FOOD,
  beverage: FOOD,
  'alcoholic beverage': FOOD,
  'baked goods': FOOD,
  farmer: FARMING,
  farm: FARMING,
  cultivation: FARMING,
  agriculture: FARMING,
  fisherman: FARMING,
  forester: FARMING,
  driver: LOGISTICS,
  'transportation company': LOGISTICS,
  carrier: LOGISTICS,
  warehouse: LOGISTICS,
  shipping: LOGISTICS,
  defender: PUBLIC,
  lawman: PUBLIC,
  'police officer': PUBLIC,
  guard: PUBLIC,
  'social worker': { industries: ['Non-profit Organizations', 'Government Administration'], families: ['healthcare'] },
  'computer scientist': SOFTWARE,
  programmer: SOFTWARE,
  'computer science': SOFTWARE,
  computer: SOFTWARE,
  software: SOFTWARE,
  engineer: { industries: ['Civil Engineering', 'Manufacturing', 'Automotive'], families: ['built', 'science'] },
  engineering: { industries: ['Civil Engineering', 'Manufacturing', 'Automotive'], families: ['built', 'science'] },
  artist: ARTS,
  performer: ARTS,
  musician: ARTS,
  designer: {
    industries: ['Design Services', 'Advertising Services', 'Retail Apparel and Fashion'],
    families: ['design'],
  },
  writer: MEDIA,
  journalist: MEDIA,
  editor: MEDIA,
  publication: MEDIA,
  printing: MEDIA,
  translator: { industries: ['Translation and Localization'], families: ['media'] },
  interpreter: { industries: ['Translation and Localization'], families: ['media'] },
  energy: ENERGY,
  electricity: ENERGY,
  fuel: ENERGY,
  mining: ENERGY,
  miner: ENERGY,
  oil: ENERGY,
  aviator: AVIATION,
  aircraft: AVIATION,
  aviation: AVIATION,
  sailor: MARITIME,
  ship: MARITIME,
  vessel: MARITIME,
  psychologist: { industries: ['Mental Health Care', 'Hospitals and Health Care'], families: ['healthcare'] },
  veterinarian: { industries: ['Veterinary Services'], families: ['agriculture', 'healthcare'] },
  pharmacist: PHARMA,
  drug: PHARMA,
  pharmacy: PHARMA,
  vehicle: {
    industries: ['Transportation, Logistics, Supply Chain and Storage', 'Automotive'],
    families: ['operations'],
  },
  car: { industries: ['Automotive'], families: ['operations', 'sales'] },
  textile: { industries: ['Retail Apparel and Fashion', 'Manufacturing'], families: ['operations', 'design'] },
  fabric: { industries: ['Retail Apparel and Fashion', 'Manufacturing'], families: ['operations', 'design'] },
  clothing: { industries: ['Retail Apparel and Fashion', 'Retail'], families: ['design', 'sales'] },
  metal: MAKING,
  alloy: MAKING,
  plastic: { industries: ['Chemical Manufacturing', 'Manufacturing'], families: ['science', 'operations'] },
  chemical: { industries: ['Chemical Manufacturing'], families: ['science'] },
  plant: MAKING,
  factory: MAKING,
  machine: MAKING,
  industry: MAKING,
  messenger: LOGISTICS,
  servant: HOSPITALITY,
  toiletry: { industries: ['Retail', 'Chemical Manufacturing'], families: ['sales', 'science'] },
  furnishing: { industries: ['Manufacturing', 'Retail', 'Design Services'], families: ['operations', 'design'] },
  'chemical element': { industries: ['Chemical Manufacturing', 'Utilities', 'Oil and Gas'], families: ['science'] },
  medical: HEALTH,
  dental: HEALTH,
  tooth: HEALTH,
  teeth: HEALTH,
  electrical: TRADES,
  therapy: HEALTH,
  'medical care': HEALTH,
  patient: HEALTH,
  hospital: HEALTH,
  sport: { industries: ['Spectator Sports', 'Wellness and Fitness Services'], families: ['marketing'] },
  athlete: { industries: ['Spectator Sports', 'Wellness and Fitness Services'], families: ['marketing'] },
}
