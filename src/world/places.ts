import type { Address } from '../schemas/common.js'
import type { Draw } from './draw.js'
import { COUNTRIES, COUNTRY_STYLES, type CountryStyle, type Country } from './pools.js'
import { countryCodeOf } from './names.js'
import type { PlaceFact } from './facts.js'
import type { Company, Place, WorldCore } from './model.js'

/**
 * What belongs to one city: its phone area code (as a number pattern), its postal codes and its streets. Patterns:
 * `#` a digit, `%` a digit 2-9 (NANP exchanges), `L` a capital letter used in the country's codes, `{lo-hi}` a number
 * in that range.
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
    postal: ['941{02-34}', '941{58-58}'],
    streets: [
      '### Market Street',
      '### Mission Street',
      '### Howard Street',
      '### Montgomery Street',
      '### Folsom Street',
      '### Brannan Street',
      '### Townsend Street',
      '### California Street',
      '### Battery Street',
      '### Sansome Street',
      '### Bryant Street',
      '### Valencia Street',
    ],
  },
  'New York': {
    phone: nanp('212'),
    postal: ['100{01-40}', '1002{2-9}'],
    streets: [
      '### Broadway',
      '### Madison Avenue',
      '### Park Avenue South',
      '### Hudson Street',
      '### Fifth Avenue',
      '### Lexington Avenue',
      '### West 23rd Street',
      '### Varick Street',
      '### Lafayette Street',
      '## Wall Street',
      '### Avenue of the Americas',
      '### West 57th Street',
    ],
  },
  Austin: {
    phone: nanp('512'),
    postal: ['787{01-59}'],
    streets: [
      '### Congress Avenue',
      '### East 6th Street',
      '#### Lamar Boulevard',
      '### Guadalupe Street',
      '### West 5th Street',
      '### Colorado Street',
      '### Brazos Street',
      '#### South 1st Street',
      '### East Cesar Chavez Street',
      '#### Burnet Road',
      '### San Jacinto Boulevard',
      '#### East Riverside Drive',
    ],
  },
  Seattle: {
    phone: nanp('206'),
    postal: ['981{01-99}'],
    streets: [
      '### Pine Street',
      '#### 4th Avenue',
      '### Westlake Avenue North',
      '### Pike Street',
      '#### 2nd Avenue',
      '#### 3rd Avenue',
      '### Union Street',
      '#### Western Avenue',
      '### Terry Avenue North',
      '#### Dexter Avenue North',
      '### Yesler Way',
      '#### 1st Avenue',
    ],
  },
  Chicago: {
    phone: nanp('312'),
    postal: ['606{01-61}'],
    streets: [
      '### North Wacker Drive',
      '### North Michigan Avenue',
      '### South LaSalle Street',
      '### West Randolph Street',
      '### West Madison Street',
      '### West Monroe Street',
      '### North Clark Street',
      '### West Adams Street',
      '### South Dearborn Street',
      '#### West Fulton Market',
      '### West Jackson Boulevard',
      '### North State Street',
    ],
  },
  Boston: {
    phone: nanp('617'),
    postal: ['021{08-36}'],
    streets: [
      '### Boylston Street',
      '### Congress Street',
      '### Atlantic Avenue',
      '### Summer Street',
      '### Federal Street',
      '### State Street',
      '### Newbury Street',
      '### Tremont Street',
      '### High Street',
      '### Washington Street',
      '### Seaport Boulevard',
      '### Milk Street',
    ],
  },
  Denver: {
    phone: nanp('303'),
    postal: ['802{02-39}'],
    streets: [
      '#### Larimer Street',
      '#### 17th Street',
      '#### Blake Street',
      '#### Wynkoop Street',
      '#### Lawrence Street',
      '#### Market Street',
      '#### Arapahoe Street',
      '#### Curtis Street',
      '#### 16th Street',
      '#### Champa Street',
      '#### Welton Street',
      '#### Broadway',
    ],
  },
  London: {
    phone: '+44 20 7### ####',
    postal: ['EC2A #LL', 'EC1V #LL', 'WC2H #LL', 'SE1 #LL', 'E1 #LL', 'N1 #LL', 'W1F #LL'],
    streets: [
      '## Old Street',
      '### Shoreditch High Street',
      '## Tooley Street',
      '### Bishopsgate',
      '## Cheapside',
      '### Oxford Street',
      '## Great Portland Street',
      '## Farringdon Road',
      '### Borough High Street',
      '## Finsbury Square',
      '### City Road',
      '## Gresham Street',
    ],
  },
  Manchester: {
    phone: '+44 161 ### ####',
    postal: ['M1 #LL', 'M2 #LL', 'M3 #LL', 'M4 #LL', 'M15 #LL'],
    streets: [
      '### Deansgate',
      '## Portland Street',
      '## King Street',
      '### Oxford Road',
      '## Mosley Street',
      '## Spring Gardens',
      '## Piccadilly',
      '## Quay Street',
      '## Whitworth Street',
      '## Peter Street',
      '## Lever Street',
      '## Princess Street',
    ],
  },
  Edinburgh: {
    phone: '+44 131 ### ####',
    postal: ['EH1 #LL', 'EH2 #LL', 'EH3 #LL', 'EH6 #LL'],
    streets: [
      '### Princes Street',
      '## George Street',
      '### Leith Walk',
      '## Lothian Road',
      '## Queen Street',
      '## Rose Street',
      '## Morrison Street',
      '## Melville Street',
      '## Castle Street',
      '## Hanover Street',
      '## Frederick Street',
      '## Shandwick Place',
    ],
  },
  Berlin: {
    phone: '+49 30 ########',
    postal: ['10{115-999}'],
    streets: [
      'Friedrichstraße ##',
      'Torstraße ###',
      'Rosenthaler Straße ##',
      'Schönhauser Allee ###',
      'Kurfürstendamm ###',
      'Karl-Marx-Allee ###',
      'Oranienstraße ###',
      'Invalidenstraße ###',
      'Chausseestraße ##',
      'Potsdamer Straße ###',
      'Alexanderstraße #',
      'Kastanienallee ##',
    ],
  },
  Munich: {
    phone: '+49 89 ########',
    postal: ['80{331-999}', '81{241-929}'],
    streets: [
      'Leopoldstraße ##',
      'Maximilianstraße ##',
      'Arnulfstraße ##',
      'Sendlinger Straße ##',
      'Ludwigstraße ##',
      'Theresienstraße ###',
      'Rosenheimer Straße ###',
      'Landsberger Straße ###',
      'Sonnenstraße ##',
      'Nymphenburger Straße ###',
      'Schwanthalerstraße ###',
      'Prinzregentenstraße ##',
    ],
  },
  Hamburg: {
    phone: '+49 40 ########',
    postal: ['20{095-999}', '22{041-769}'],
    streets: [
      'Jungfernstieg ##',
      'Mönckebergstraße ##',
      'Große Elbstraße ###',
      'Steindamm ##',
      'Neuer Wall ##',
      'Ballindamm ##',
      'Dammtorstraße ##',
      'Spitalerstraße ##',
      'Brandstwiete ##',
      'Am Sandtorkai ##',
      'Ferdinandstraße ##',
      'Valentinskamp ##',
    ],
  },
  Paris: {
    phone: '+33 1 ## ## ## ##',
    postal: ['750{01-20}', '75116'],
    streets: [
      '## rue de Rivoli',
      '### boulevard Haussmann',
      '## rue La Fayette',
      "## avenue de l'Opéra",
      '## rue du Faubourg Saint-Honoré',
      '### rue Saint-Denis',
      '## boulevard Saint-Germain',
      '### avenue des Champs-Élysées',
      '## rue de la Paix',
      '### rue de Vaugirard',
      '## rue Montmartre',
      '## boulevard de Sébastopol',
    ],
  },
  Lyon: {
    phone: '+33 4 ## ## ## ##',
    postal: ['6900{1-9}'],
    streets: [
      '## rue de la République',
      '### cours Lafayette',
      '## quai Perrache',
      '### rue Garibaldi',
      '## rue Mercière',
      '### cours Gambetta',
      '## rue Victor Hugo',
      '### avenue Jean Jaurès',
      '## quai Saint-Antoine',
      '### rue Paul Bert',
      '## place Bellecour',
      '### rue de Créqui',
    ],
  },
  Bengaluru: {
    phone: '+91 80 #### ####',
    postal: ['5600{01-99}'],
    streets: [
      '## MG Road',
      '### Outer Ring Road',
      '## Residency Road',
      '## Brigade Road',
      '## Cunningham Road',
      '### Old Airport Road',
      '## Richmond Road',
      '### Hosur Road',
      '## Lavelle Road',
      '### 100 Feet Road, Indiranagar',
      '## Church Street',
      '### Bannerghatta Road',
    ],
  },
  Mumbai: {
    phone: '+91 22 #### ####',
    postal: ['4000{01-99}'],
    streets: [
      '## Bandra Kurla Complex',
      '### Nariman Point',
      '## Linking Road',
      '### Senapati Bapat Marg',
      '## Hill Road',
      '### Dr Annie Besant Road',
      '## Marine Drive',
      '### Andheri Kurla Road',
      '## Colaba Causeway',
      '### LBS Marg',
      '## Pali Hill Road',
      '### Western Express Highway',
    ],
  },
  Hyderabad: {
    phone: '+91 40 #### ####',
    postal: ['5000{01-99}'],
    streets: [
      '# HITEC City',
      '## Jubilee Hills Road',
      '### Banjara Hills Road',
      '## Gachibowli Road',
      '## Madhapur Main Road',
      '### Raj Bhavan Road',
      '## Kondapur Main Road',
      '### Begumpet Road',
      '## Abids Road',
      '### Himayatnagar Main Road',
      '## Necklace Road',
      '### Somajiguda Road',
    ],
  },
  Toronto: {
    phone: nanp('416'),
    postal: ['M5H #L#', 'M5V #L#', 'M5J #L#', 'M4W #L#'],
    streets: [
      '### King Street West',
      '## Bay Street',
      '### Queen Street West',
      '### Front Street West',
      '### Yonge Street',
      '### Adelaide Street West',
      '### Spadina Avenue',
      '### Bloor Street West',
      '### University Avenue',
      '### Richmond Street West',
      '## Wellington Street West',
      '### Dundas Street West',
    ],
  },
  Vancouver: {
    phone: nanp('604'),
    postal: ['V6B #L#', 'V6C #L#', 'V6E #L#'],
    streets: [
      '#### Granville Street',
      '### West Hastings Street',
      '#### Robson Street',
      '### Burrard Street',
      '### Howe Street',
      '### West Georgia Street',
      '### Seymour Street',
      '### Richards Street',
      '### Homer Street',
      '#### West Pender Street',
      '### Water Street',
      '#### West Broadway',
    ],
  },
  Montreal: {
    phone: nanp('514'),
    postal: ['H3B #L#', 'H2X #L#', 'H3A #L#'],
    streets: [
      '### Rue Sherbrooke Ouest',
      '#### Boulevard Saint-Laurent',
      '### Rue Sainte-Catherine Ouest',
      '### Rue Saint-Jacques',
      '#### Boulevard René-Lévesque Ouest',
      '### Rue Peel',
      '#### Rue Notre-Dame Ouest',
      '### Avenue du Parc',
      '#### Rue University',
      '### Rue de la Commune Ouest',
      '#### Rue Saint-Denis',
      '### Avenue McGill College',
    ],
  },
  Amsterdam: {
    phone: '+31 20 ### ####',
    postal: ['101# LL', '102# LL', '107# LL'],
    streets: [
      'Keizersgracht ###',
      'Herengracht ###',
      'Prinsengracht ###',
      'Damrak ##',
      'Rokin ##',
      'Singel ###',
      'Vijzelstraat ##',
      'Weteringschans ###',
      'Stadhouderskade ##',
      'Piet Heinkade ##',
      'Overhoeksplein #',
      'Zuidplein ###',
    ],
  },
  Rotterdam: {
    phone: '+31 10 ### ####',
    postal: ['301# LL', '302# LL', '307# LL'],
    streets: [
      'Coolsingel ##',
      'Wilhelminakade ##',
      'Weena ###',
      'Blaak ##',
      'Schiedamsedijk ##',
      'Boompjes ###',
      'Kruiskade ##',
      'Lijnbaan ##',
      'Westersingel ##',
      'Stationsplein ##',
      'Meent ##',
      'Mauritsweg ##',
    ],
  },
  Madrid: {
    phone: '+34 91 ### ## ##',
    postal: ['280{01-80}'],
    streets: [
      'Calle de Alcalá, ##',
      'Paseo de la Castellana, ###',
      'Gran Vía, ##',
      'Calle de Serrano, ##',
      'Calle de Velázquez, ###',
      'Calle de Goya, ##',
      'Paseo del Prado, ##',
      'Calle de Fuencarral, ###',
      'Calle de Orense, ##',
      'Calle de Princesa, ##',
      'Paseo de Recoletos, ##',
      'Calle de Atocha, ###',
    ],
  },
  Barcelona: {
    phone: '+34 93 ### ## ##',
    postal: ['080{01-42}'],
    streets: [
      'Carrer de Balmes, ###',
      'Passeig de Gràcia, ##',
      'Avinguda Diagonal, ###',
      "Carrer d'Aragó, ###",
      'Gran Via de les Corts Catalanes, ###',
      'Carrer de Pujades, ###',
      'Rambla de Catalunya, ##',
      'Carrer de Muntaner, ###',
      'Via Augusta, ###',
      'Carrer de Pallars, ###',
      'Carrer de Provença, ###',
      'Ronda de Sant Pere, ##',
    ],
  },
  Sydney: {
    phone: '+61 2 9### ####',
    postal: ['2000', '20{07-11}', '20{60-65}'],
    streets: [
      '### George Street',
      '## Pitt Street',
      '## Kent Street',
      '### Elizabeth Street',
      '## Martin Place',
      '### Sussex Street',
      '## Bridge Street',
      '### Castlereagh Street',
      '## Hunter Street',
      '### Harris Street',
      '## York Street',
      '### Clarence Street',
    ],
  },
  Melbourne: {
    phone: '+61 3 9### ####',
    postal: ['300{0-8}'],
    streets: [
      '## Collins Street',
      '### Bourke Street',
      '### Flinders Lane',
      '### Swanston Street',
      '### Lonsdale Street',
      '### Queen Street',
      '### Exhibition Street',
      '### William Street',
      '### Spencer Street',
      '### Little Collins Street',
      '### Flinders Street',
      '### King Street',
    ],
  },
  'São Paulo': {
    phone: '+55 11 3###-####',
    postal: ['0{1000-5999}-###'],
    streets: [
      'Avenida Paulista, ####',
      'Rua Oscar Freire, ###',
      'Rua Augusta, ####',
      'Avenida Faria Lima, ####',
      'Avenida Brigadeiro Luís Antônio, ####',
      'Rua Haddock Lobo, ###',
      'Avenida Rebouças, ####',
      'Rua da Consolação, ####',
      'Avenida Engenheiro Luís Carlos Berrini, ####',
      'Rua Funchal, ###',
      'Alameda Santos, ####',
      'Rua Vergueiro, ####',
    ],
  },
  'Rio de Janeiro': {
    phone: '+55 21 2###-####',
    postal: ['20{010-999}-###', '22{010-999}-###'],
    streets: [
      'Avenida Rio Branco, ###',
      'Rua da Assembleia, ##',
      'Avenida Atlântica, ####',
      'Rua Visconde de Pirajá, ###',
      'Avenida Presidente Vargas, ####',
      'Rua Primeiro de Março, ##',
      'Avenida das Américas, ####',
      'Rua do Ouvidor, ##',
      'Praia de Botafogo, ###',
      'Rua Voluntários da Pátria, ###',
      'Avenida Nossa Senhora de Copacabana, ####',
      'Rua São José, ##',
    ],
  },
  Singapore: {
    phone: '+65 6### ####',
    postal: ['01####', '04####', '06####', '23####'],
    streets: [
      '## Robinson Road',
      '# Raffles Place',
      '### Orchard Road',
      '## Anson Road',
      '## Cecil Street',
      '### North Bridge Road',
      '## Shenton Way',
      '### Beach Road',
      '## Market Street',
      '### Alexandra Road',
      '## Tanjong Pagar Road',
      '## Science Park Drive',
    ],
  },
  Dublin: {
    phone: '+353 1 ### ####',
    postal: ['D02 L#L#', 'D04 L#L#', 'D08 L#L#'],
    streets: [
      '## Grafton Street',
      "## Sir John Rogerson's Quay",
      '# Barrow Street',
      '### Baggot Street Lower',
      '## Harcourt Street',
      '## Fitzwilliam Square',
      '## Leeson Street Upper',
      '## Dawson Street',
      '## Pearse Street',
      '## Merrion Square',
      '## Hanover Quay',
      '## Mount Street Upper',
    ],
  },
}

/** Letters of postal codes: those the UK, Canada, Ireland and the Netherlands use (no I, O, Q, V, ...). */
const POSTAL_LETTERS = 'ABDEFGHJLNPRSTUWXYZ'

/** A number or code from a pattern: `#` any digit, `%` a digit 2-9, `L` a postal letter; `int` draws in [min, max]. */
export function fillPattern(pattern: string, int: (min: number, max: number) => number): string {
  let out = ''
  // `{lo-hi}` is a number in that range, as wide as `hi`: the codes a city really has (75001-75020, not 75000)
  const ranged = pattern.replace(/\{(\d+)-(\d+)\}/g, (_all, lo: string, hi: string) =>
    String(int(Number(lo), Number(hi))).padStart(hi.length, '0'),
  )
  for (const ch of ranged) {
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
