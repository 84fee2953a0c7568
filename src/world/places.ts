import type { Address } from '../schemas/common.js'
import type { Draw } from './draw.js'
import { COUNTRIES, COUNTRY_STYLES, type CountryStyle, type Country } from './pools.js'
import { countryCodeOf } from './names.js'
import type { PlaceFact } from './facts.js'
import type { Company, Place, WorldCore } from './model.js'

/**
 * What belongs to one city: its phone area code (as a number pattern), its postal codes and its streets. Patterns:
 * `#` a digit, `%` a digit 2-9 (NANP exchanges), `L` a capital letter used in the country's codes.
 */
export interface CityData {
  phone: string
  /** Postal code patterns: prefixes of the city's codes with the rest to draw. */
  postal: string[]
  /** Street lines of the city, `#` a digit. */
  streets: string[]
}

/** NANP: area code, then an exchange NXX that never ends in 11, then four digits. */
const nanp = (area: string) => `+1 ${area} %## ####`

export const CITIES: Record<string, CityData> = {
  'San Francisco': {
    phone: nanp('415'),
    postal: ['941##'],
    streets: ['### Market Street', '### Mission Street', '### Howard Street', '### Montgomery Street'],
  },
  'New York': {
    phone: nanp('212'),
    postal: ['100##', '101##'],
    streets: ['### Broadway', '### Madison Avenue', '### Park Avenue South', '### Hudson Street'],
  },
  Austin: {
    phone: nanp('512'),
    postal: ['787##'],
    streets: ['### Congress Avenue', '### East 6th Street', '#### Lamar Boulevard', '### Guadalupe Street'],
  },
  Seattle: {
    phone: nanp('206'),
    postal: ['981##'],
    streets: ['### Pine Street', '#### 4th Avenue', '### Westlake Avenue North', '### Pike Street'],
  },
  Chicago: {
    phone: nanp('312'),
    postal: ['606##'],
    streets: [
      '### North Wacker Drive',
      '### North Michigan Avenue',
      '### South LaSalle Street',
      '### West Randolph Street',
    ],
  },
  Boston: {
    phone: nanp('617'),
    postal: ['021##'],
    streets: ['### Boylston Street', '### Congress Street', '### Atlantic Avenue', '### Summer Street'],
  },
  Denver: {
    phone: nanp('303'),
    postal: ['802##'],
    streets: ['#### Larimer Street', '#### 17th Street', '#### Blake Street', '#### Wynkoop Street'],
  },
  London: {
    phone: '+44 20 7### ####',
    postal: ['EC2A #LL', 'EC1V #LL', 'WC2H #LL', 'SE1 #LL', 'E1 #LL', 'N1 #LL', 'W1F #LL'],
    streets: ['## Old Street', '### Shoreditch High Street', '## Tooley Street', '### Bishopsgate'],
  },
  Manchester: {
    phone: '+44 161 ### ####',
    postal: ['M1 #LL', 'M2 #LL', 'M3 #LL', 'M4 #LL', 'M15 #LL'],
    streets: ['### Deansgate', '## Portland Street', '## King Street', '### Oxford Road'],
  },
  Edinburgh: {
    phone: '+44 131 ### ####',
    postal: ['EH1 #LL', 'EH2 #LL', 'EH3 #LL', 'EH6 #LL'],
    streets: ['### Princes Street', '## George Street', '### Leith Walk', '## Lothian Road'],
  },
  Berlin: {
    phone: '+49 30 ########',
    postal: ['101##', '104##', '107##', '109##'],
    streets: ['Friedrichstraße ##', 'Torstraße ###', 'Rosenthaler Straße ##', 'Schönhauser Allee ###'],
  },
  Munich: {
    phone: '+49 89 ########',
    postal: ['803##', '806##', '808##'],
    streets: ['Leopoldstraße ##', 'Maximilianstraße ##', 'Arnulfstraße ##', 'Sendlinger Straße ##'],
  },
  Hamburg: {
    phone: '+49 40 ########',
    postal: ['200##', '203##', '207##', '221##'],
    streets: ['Jungfernstieg ##', 'Mönckebergstraße ##', 'Große Elbstraße ###', 'Steindamm ##'],
  },
  Paris: {
    phone: '+33 1 ## ## ## ##',
    postal: ['7500#', '7501#'],
    streets: ['## rue de Rivoli', '### boulevard Haussmann', '## rue La Fayette', "## avenue de l'Opéra"],
  },
  Lyon: {
    phone: '+33 4 ## ## ## ##',
    postal: ['6900#'],
    streets: ['## rue de la République', '### cours Lafayette', '## quai Perrache', '### rue Garibaldi'],
  },
  Bengaluru: {
    phone: '+91 80 #### ####',
    postal: ['5600##'],
    streets: ['## MG Road', '### Outer Ring Road', '## Residency Road', '## Brigade Road'],
  },
  Mumbai: {
    phone: '+91 22 #### ####',
    postal: ['4000##'],
    streets: ['## Bandra Kurla Complex', '### Nariman Point', '## Linking Road', '### Senapati Bapat Marg'],
  },
  Hyderabad: {
    phone: '+91 40 #### ####',
    postal: ['5000##', '5010##'],
    streets: ['# HITEC City', '## Jubilee Hills Road', '### Banjara Hills Road', '## Gachibowli Road'],
  },
  Toronto: {
    phone: nanp('416'),
    postal: ['M5H #L#', 'M5V #L#', 'M5J #L#', 'M4W #L#'],
    streets: ['### King Street West', '## Bay Street', '### Queen Street West', '### Front Street West'],
  },
  Vancouver: {
    phone: nanp('604'),
    postal: ['V6B #L#', 'V6C #L#', 'V6E #L#'],
    streets: ['#### Granville Street', '### West Hastings Street', '#### Robson Street', '### Burrard Street'],
  },
  Montreal: {
    phone: nanp('514'),
    postal: ['H3B #L#', 'H2X #L#', 'H3A #L#'],
    streets: ['### Rue Sherbrooke Ouest', '#### Boulevard Saint-Laurent', '### Rue Sainte-Catherine Ouest'],
  },
  Amsterdam: {
    phone: '+31 20 ### ####',
    postal: ['101# LL', '102# LL', '107# LL'],
    streets: ['Keizersgracht ###', 'Herengracht ###', 'Prinsengracht ###', 'Damrak ##'],
  },
  Rotterdam: {
    phone: '+31 10 ### ####',
    postal: ['301# LL', '302# LL', '307# LL'],
    streets: ['Coolsingel ##', 'Wilhelminakade ##', 'Weena ###', 'Blaak ##'],
  },
  Madrid: {
    phone: '+34 91 ### ## ##',
    postal: ['280##'],
    streets: ['Calle de Alcalá, ##', 'Paseo de la Castellana, ###', 'Gran Vía, ##', 'Calle de Serrano, ##'],
  },
  Barcelona: {
    phone: '+34 93 ### ## ##',
    postal: ['080##'],
    streets: ['Carrer de Balmes, ###', 'Passeig de Gràcia, ##', 'Avinguda Diagonal, ###', "Carrer d'Aragó, ###"],
  },
  Sydney: {
    phone: '+61 2 9### ####',
    postal: ['20##'],
    streets: ['### George Street', '## Pitt Street', '## Kent Street', '### Elizabeth Street'],
  },
  Melbourne: {
    phone: '+61 3 9### ####',
    postal: ['300#'],
    streets: ['## Collins Street', '### Bourke Street', '### Flinders Lane', '### Swanston Street'],
  },
  'São Paulo': {
    phone: '+55 11 3###-####',
    postal: ['0####-###'],
    streets: ['Avenida Paulista, ####', 'Rua Oscar Freire, ###', 'Rua Augusta, ####', 'Avenida Faria Lima, ####'],
  },
  'Rio de Janeiro': {
    phone: '+55 21 2###-####',
    postal: ['20###-###', '22###-###'],
    streets: [
      'Avenida Rio Branco, ###',
      'Rua da Assembleia, ##',
      'Avenida Atlântica, ####',
      'Rua Visconde de Pirajá, ###',
    ],
  },
  Singapore: {
    phone: '+65 6### ####',
    postal: ['01####', '04####', '06####', '23####'],
    streets: ['## Robinson Road', '# Raffles Place', '### Orchard Road', '## Anson Road'],
  },
  Dublin: {
    phone: '+353 1 ### ####',
    postal: ['D02 L#L#', 'D04 L#L#', 'D08 L#L#'],
    streets: ['## Grafton Street', "## Sir John Rogerson's Quay", '# Barrow Street', '### Baggot Street Lower'],
  },
}

/** Letters of postal codes: those the UK, Canada, Ireland and the Netherlands use (no I, O, Q, V, ...). */
const POSTAL_LETTERS = 'ABDEFGHJLNPRSTUWXYZ'

/** A number or code from a pattern: `#` any digit, `%` a digit 2-9, `L` a postal letter; `int` draws in [min, max]. */
export function fillPattern(pattern: string, int: (min: number, max: number) => number): string {
  let out = ''
  for (const ch of pattern) {
    if (ch === '#') out += String(int(0, 9))
    else if (ch === '%') out += String(int(2, 9))
    else if (ch === 'L') out += POSTAL_LETTERS.charAt(int(0, POSTAL_LETTERS.length - 1))
    else out += ch
  }
  // a NANP exchange never ends in 11 (N11 codes are service numbers)
  return out.replace(/^(\+1 \d{3} [2-9])11 /, (_, head: string) => `${head}12 `)
}

/** A street line from its pattern: only `#` is a digit (street names hold every letter). */
export function fillDigits(pattern: string, int: (min: number, max: number) => number): string {
  return pattern.replace(/#/g, () => String(int(0, 9)))
}

/** The country's pattern for a phone number in a city it has no data for: NANP for the US and Canada. */
export function phonePattern(city: string, country: string, fallback: string): string {
  const known = CITIES[city]?.phone
  if (known !== undefined) return known
  return country === 'US' || country === 'CA' ? '+1 %## %## ####' : fallback
}

/** House numbers never start with 0 nor are 0: "007 Main Street" reads as "7 Main Street". */
export function houseNumbers(line: string): string {
  return line.replace(/\b0+(\d)/g, '$1').replace(/\b0\b/g, '1')
}

export function styleOf(code: string): CountryStyle {
  return COUNTRY_STYLES[code] ?? (COUNTRY_STYLES.US as CountryStyle)
}

/** An office of a company in place `p`. */
export function officeAddress(f: Draw, p: Place, headquarter: boolean): Address {
  const st = styleOf(p.country.code)
  // the spec lets geographicArea, postalCode and the headquarter flag be absent, and real pages often omit them;
  // fields are set in their JSON order, each drawn in turn
  const a = {} as Address
  if (f.bool(0.85)) a.geographicArea = p.region
  a.country = p.country.code
  a.city = p.city
  // each office has a postal code and a street of its own city
  const city = CITIES[p.city]
  const int = (min: number, max: number) => f.int(min, max)
  const postal = city ? fillPattern(f.pick(city.postal), int) : p.postalCode
  if (postal !== '' && f.bool(0.9)) a.postalCode = postal
  if (headquarter || f.bool(0.6)) a.headquarter = headquarter
  a.line1 = houseNumbers(fillDigits(f.pick(city?.streets ?? st.streets), int))
  if (f.bool(0.3)) a.line2 = f.text(f.pick(st.line2))
  return a
}

export function placeOf(fact: PlaceFact): Place {
  const country = COUNTRIES.find((c) => c.name === fact.country || c.code === fact.country) ?? {
    name: fact.country,
    // a country the world has no cities in still gets its ISO code: Japan is JP
    code: countryCodeOf(fact.country) ?? fact.country.slice(0, 2).toUpperCase(),
    cities: [],
  }
  const known = country.cities.find(([city]) => city === fact.city)
  return { country, city: fact.city, region: fact.region, postalCode: known?.[2] ?? '' }
}

export function place(w: WorldCore, f: Draw): Place {
  return placeIn(w, f, f.pick(COUNTRIES))
}

/** A city of the country. */
export function placeIn(_w: WorldCore, f: Draw, country: Country): Place {
  const [city, region, postalCode] = f.pick(country.cities)
  return { country, city, region, postalCode }
}

/** The country of a company's headquarters, known from its id alone (a hash), like its industry. */
export function countryOf(w: WorldCore, id: number): string {
  return (COUNTRIES[w.seeds.country(id) % COUNTRIES.length] as Country).code
}

/** The city of a company's headquarters, known from its id alone (a hash), like its country. */
export function placeOfCompany(w: WorldCore, id: number): Place {
  const code = countryOf(w, id)
  const country = COUNTRIES.find((c) => c.code === code) as Country
  const [city, region, postalCode] = country.cities[w.seeds.city(id) % country.cities.length] ?? ['', '', '']
  return { country, city, region, postalCode }
}

/** The city of a company's headquarters, as a person's place. */
export function hqPlace(w: WorldCore, c: Company): Place {
  return placeOfAddress(w, c.headquarter)
}

export function placeOfAddress(_w: WorldCore, hq: Address): Place {
  const country = COUNTRIES.find((x) => x.code === hq.country) ?? { name: hq.country, code: hq.country, cities: [] }
  const known = country.cities.find(([city]) => city === hq.city)
  return {
    country,
    city: hq.city,
    region: hq.geographicArea ?? known?.[1] ?? '',
    postalCode: hq.postalCode ?? known?.[2] ?? '',
  }
}
