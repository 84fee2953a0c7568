/** People's names: from a username's parts, in a local script, and countries by name. */
import { processMemo } from './cache-table.js'

/** First names written with a hyphen that a username splits in two: `jean-luc-moreau` is Jean-Luc Moreau. */
const COMPOUND_FIRST = new Set([
  'jean-luc',
  'jean-pierre',
  'jean-paul',
  'jean-marc',
  'jean-claude',
  'jean-baptiste',
  'jean-francois',
  'marie-claire',
  'marie-france',
  'anne-marie',
  'anne-sophie',
  'mary-jane',
  'mary-kate',
  'hans-peter',
  'karl-heinz',
  'ann-kathrin',
  'pierre-louis',
  'jose-luis',
  'juan-carlos',
  'maria-jose',
])

/** Particles of family names, written in lower case inside a name: Ludwig van Beethoven. */
const PARTICLES = new Set([
  'van',
  'von',
  'de',
  'da',
  'di',
  'del',
  'der',
  'den',
  'du',
  'dos',
  'das',
  'la',
  'le',
  'ten',
  'ter',
  'bin',
  'ibn',
])

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1).toLowerCase()

/**
 * The first and last name a username spells, keeping every part: `fatima-al-sayed` is Fatima Al Sayed,
 * `jean-luc-moreau-9` Jean-Luc Moreau, `ludwig-van-beethoven` Ludwig van Beethoven; undefined under two name parts.
 */
export function namesOfParts(username: string): readonly [string, string] | undefined {
  const parts = username.split(/[-_.]/).filter((p) => /^\p{L}{2,}$/u.test(p))
  if (parts.length < 2) return undefined
  const lower = parts.map((p) => p.toLowerCase())
  const compound = parts.length >= 3 && COMPOUND_FIRST.has(`${lower[0]}-${lower[1]}`)
  const first = compound ? `${cap(parts[0] as string)}-${cap(parts[1] as string)}` : cap(parts[0] as string)
  const rest = parts.slice(compound ? 2 : 1)
  const last = rest
    .map((p, i) => (i < rest.length - 1 && PARTICLES.has(p.toLowerCase()) ? p.toLowerCase() : cap(p)))
    .join(' ')
  return [oneByte(first), oneByte(last)]
}

/**
 * The same text as a one-byte string when every character fits: parts of a username decoded from a URL are two-byte,
 * and one two-byte string in a body makes JSON.stringify write the whole body two bytes a character.
 */
export function oneByte(s: string): string {
  return /^[\x00-\xff]*$/.test(s) ? Buffer.from(s, 'latin1').toString('latin1') : s
}

/** Names as people of a country write them in their own script, by the Latin spelling the world draws. */
const NATIVE: Record<string, { first: Record<string, string>; last: Record<string, string>; familyFirst?: boolean }> = {
  IN: {
    first: {
      Aarav: 'आरव',
      Priya: 'प्रिया',
      Rahul: 'राहुल',
      Ananya: 'अनन्या',
      Arjun: 'अर्जुन',
      Sneha: 'स्नेहा',
      Vikram: 'विक्रम',
      Kavya: 'काव्या',
      Rohan: 'रोहन',
      Pooja: 'पूजा',
      Aditya: 'आदित्य',
      Divya: 'दिव्या',
      Karthik: 'कार्तिक',
      Meera: 'मीरा',
      Siddharth: 'सिद्धार्थ',
      Neha: 'नेहा',
      Nikhil: 'निखिल',
      Shreya: 'श्रेया',
      Varun: 'वरुण',
      Aishwarya: 'ऐश्वर्या',
    },
    last: {
      Sharma: 'शर्मा',
      Patel: 'पटेल',
      Reddy: 'रेड्डी',
      Iyer: 'अय्यर',
      Nair: 'नायर',
      Gupta: 'गुप्ता',
      Singh: 'सिंह',
      Kumar: 'कुमार',
      Menon: 'मेनन',
      Rao: 'राव',
      Joshi: 'जोशी',
      Desai: 'देसाई',
      Kulkarni: 'कुलकर्णी',
      Chatterjee: 'चटर्जी',
      Banerjee: 'बनर्जी',
      Agarwal: 'अग्रवाल',
      Pillai: 'पिल्लै',
      Verma: 'वर्मा',
      Mehta: 'मेहता',
      Krishnan: 'कृष्णन',
    },
  },
  SG: {
    first: {
      'Wei Ling': '伟玲',
      'Jun Jie': '俊杰',
      'Hui Min': '慧敏',
      'Zhi Hao': '志豪',
      'Mei Ling': '美玲',
      'Kai Wen': '凯文',
      'Xin Yi': '欣怡',
      'Jia Hui': '佳慧',
    },
    last: {
      Tan: '陈',
      Lim: '林',
      Lee: '李',
      Ng: '伍',
      Ong: '王',
      Wong: '黄',
      Goh: '吴',
      Chua: '蔡',
      Chan: '詹',
      Koh: '许',
      Teo: '张',
      Ang: '洪',
      Yeo: '杨',
      Tay: '郑',
      Ho: '何',
      Low: '刘',
      Toh: '卓',
    },
  },
}

/** How many people of a country with a script of its own show their name in it. */
const NATIVE_SHARE: Record<string, number> = { IN: 0.08, SG: 0.3 }

/** Whether a person of the country with script draw `r` writes their name in the country's own script. */
export function writesNatively(country: string, r: number): boolean {
  return NATIVE[country] !== undefined && r < (NATIVE_SHARE[country] ?? 0)
}

/** The Latin spellings a country's native-script table translates, in its order; undefined without a table. */
export function nativeLists(country: string): { first: readonly string[]; last: readonly string[] } | undefined {
  const table = NATIVE[country]
  return table && { first: Object.keys(table.first), last: Object.keys(table.last) }
}

/** The name in the country's own script for a share of its people (`r` in [0, 1) decides), else undefined. */
export function nativeNames(country: string, first: string, last: string, r: number): [string, string] | undefined {
  const table = NATIVE[country]
  if (table === undefined || !writesNatively(country, r)) return undefined
  const f = table.first[first]
  const l = table.last[last]
  return f !== undefined && l !== undefined ? [f, l] : undefined
}

const regionCodes = processMemo<string, string>('regionCodes')

/** The ISO 3166 code of a country named in English or by its code ("Japan", "JP", "jp"), if it is one. */
export function countryCodeOf(nameOrCode: string): string | undefined {
  const key = nameOrCode.trim().toLowerCase()
  if (regionCodes.size === 0) {
    const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' })
    for (let a = 65; a <= 90; a++)
      for (let b = 65; b <= 90; b++) {
        const code = String.fromCharCode(a, b)
        const name = names.of(code)
        if (name !== undefined && name !== code) {
          regionCodes.set(name.toLowerCase(), code)
          regionCodes.set(code.toLowerCase(), code)
        }
      }
  }
  return regionCodes.get(key)
}
