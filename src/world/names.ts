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
interface NativeTable {
  first: Record<string, string>
  last: Record<string, string>
  /** The characters of each syllable of a given name written in Latin syllables ("Wei Ling" is 伟 + 玲). */
  syllables?: Record<string, string>
}
const NATIVE: Record<string, NativeTable> = {
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
      Rohit: 'रोहित',
      Ankit: 'अंकित',
      Aman: 'अमन',
      Kunal: 'कुणाल',
      Sakshi: 'साक्षी',
      Ritika: 'रितिका',
      Gaurav: 'गौरव',
      Nisha: 'निशा',
      Manish: 'मनीष',
      Swati: 'स्वाति',
      Abhinav: 'अभिनव',
      Ayush: 'आयुष',
      Deepak: 'दीपक',
      Harsh: 'हर्ष',
      Lalit: 'ललित',
      Mohit: 'मोहित',
      Naveen: 'नवीन',
      Pankaj: 'पंकज',
      Rajat: 'रजत',
      Sachin: 'सचिन',
      Saurabh: 'सौरभ',
      Shubham: 'शुभम',
      Sumit: 'सुमित',
      Tarun: 'तरुण',
      Vaibhav: 'वैभव',
      Yash: 'यश',
      Akanksha: 'आकांक्षा',
      Bhavna: 'भावना',
      Garima: 'गरिमा',
      Jyoti: 'ज्योति',
      Kirti: 'कीर्ति',
      Megha: 'मेघा',
      Monika: 'मोनिका',
      Preeti: 'प्रीति',
      Rashmi: 'रश्मि',
      Ruchi: 'रुचि',
      Shalini: 'शालिनी',
      Shikha: 'शिखा',
      Sonam: 'सोनम',
      Vandana: 'वंदना',
      Ishaan: 'ईशान',
      Aditi: 'अदिति',
      Vivek: 'विवेक',
      Kriti: 'कृति',
      Sanjay: 'संजय',
      Nandini: 'नंदिनी',
      Akash: 'आकाश',
      Isha: 'ईशा',
      Ravi: 'रवि',
      Tanvi: 'तन्वी',
      Amit: 'अमित',
      Anjali: 'अंजलि',
      Omkar: 'ओंकार',
      Rutuja: 'ऋतुजा',
      Sayali: 'सायली',
      Prathamesh: 'प्रथमेश',
      Snehal: 'स्नेहल',
      Mrunal: 'मृणाल',
      Aniket: 'अनिकेत',
      Tejas: 'तेजस',
      Sagar: 'सागर',
      Tushar: 'तुषार',
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
      Pandey: 'पांडे',
      Dubey: 'दुबे',
      Chauhan: 'चौहान',
      Rathore: 'राठौर',
      Thakur: 'ठाकुर',
      Bhardwaj: 'भारद्वाज',
      Arora: 'अरोड़ा',
      Khanna: 'खन्ना',
      Sethi: 'सेठी',
      Bhatia: 'भाटिया',
      Tandon: 'टंडन',
      Goel: 'गोयल',
      Bansal: 'बंसल',
      Mittal: 'मित्तल',
      Garg: 'गर्ग',
      Chaudhary: 'चौधरी',
      Rawat: 'रावत',
      Negi: 'नेगी',
      Bisht: 'बिष्ट',
      Tripathi: 'त्रिपाठी',
      Shukla: 'शुक्ला',
      Dwivedi: 'द्विवेदी',
      Trivedi: 'त्रिवेदी',
      Awasthi: 'अवस्थी',
      Dixit: 'दीक्षित',
      Rastogi: 'रस्तोगी',
      Yadav: 'यादव',
      Jain: 'जैन',
      Srivastava: 'श्रीवास्तव',
      Mishra: 'मिश्रा',
      Tiwari: 'तिवारी',
      Saxena: 'सक्सेना',
      Kapoor: 'कपूर',
      Malhotra: 'मल्होत्रा',
      Chopra: 'चोपड़ा',
      Mahajan: 'महाजन',
      Khurana: 'खुराना',
      Ahuja: 'आहूजा',
      Grover: 'ग्रोवर',
      Patil: 'पाटील',
      Deshpande: 'देशपांडे',
      Jadhav: 'जाधव',
      Pawar: 'पवार',
      Gokhale: 'गोखले',
      Chavan: 'चव्हाण',
      Shinde: 'शिंदे',
      More: 'मोरे',
      Gaikwad: 'गायकवाड',
      Kale: 'काळे',
      Deshmukh: 'देशमुख',
      Apte: 'आपटे',
      Sawant: 'सावंत',
      Kadam: 'कदम',
      Bhosale: 'भोसले',
    },
  },
  SG: {
    first: {},
    syllables: {
      Wei: '伟',
      Jun: '俊',
      Hui: '慧',
      Zhi: '志',
      Mei: '美',
      Kai: '凯',
      Xin: '欣',
      Jia: '佳',
      Li: '丽',
      Jing: '静',
      Yong: '永',
      Shu: '淑',
      Kok: '国',
      Siew: '秀',
      Boon: '汶',
      Ming: '明',
      Zi: '子',
      Yi: '怡',
      Chee: '智',
      Pei: '佩',
      Wen: '文',
      Rui: '瑞',
      Hong: '宏',
      Swee: '水',
      Teck: '德',
      Kian: '健',
      Yan: '燕',
      Ling: '玲',
      Jie: '杰',
      Min: '敏',
      Hao: '豪',
      Ting: '婷',
      Sheng: '胜',
      Fen: '芬',
      Leong: '良',
      Lan: '兰',
      Keng: '庆',
      Xuan: '萱',
      Keong: '强',
      Shan: '珊',
      En: '恩',
      Lin: '琳',
      Huat: '发',
      Yu: '宇',
      Qi: '琪',
      Hua: '华',
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
      Sim: '沈',
      Chong: '钟',
      Chia: '谢',
      Seah: '佘',
      Foo: '胡',
      Chew: '周',
      Yap: '叶',
      Quek: '郭',
      Soh: '苏',
      Poh: '傅',
    },
  },
}

/** How many people of a country with a script of its own show their name in it. */
const NATIVE_SHARE: Record<string, number> = { IN: 0.08, SG: 0.3 }

/** Whether a person of the country with script draw `r` writes their name in the country's own script. */
function writesNatively(country: string, r: number): boolean {
  return NATIVE[country] !== undefined && r < (NATIVE_SHARE[country] ?? 0)
}

/** A given name in the table, or one of Latin syllables the table writes one by one; undefined otherwise. */
function nativeFirst(table: NativeTable, first: string): string | undefined {
  const whole = table.first[first]
  if (whole !== undefined || table.syllables === undefined) return whole
  const parts = first.split(' ').map((s) => table.syllables?.[s])
  return parts.every((c) => c !== undefined) ? parts.join('') : undefined
}

/**
 * The name in the country's own script for a share of its people (`r` in [0, 1) decides) when the table writes both
 * parts, else undefined.
 */
export function nativeNames(country: string, first: string, last: string, r: number): [string, string] | undefined {
  const table = NATIVE[country]
  if (table === undefined || !writesNatively(country, r)) return undefined
  const f = nativeFirst(table, first)
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
