import { expect, it } from 'vitest'
import { SecretGuard } from '../../src/record/secret.js'

// a quoted-printable soft line break (`=\r\n`, `=\n`) inside an escape of an encoded key (`\x4=\r\n1`,
// `\u{3b=\n}`) let the layer under it be read too early, and the key was recorded and relayed

type Encoder = (s: string) => string
const bytesOf = (s: string): number[] => [...Buffer.from(s, 'utf8')]
const hex2 = (n: number): string => n.toString(16).padStart(2, '0')
const cp = (ch: string): number => ch.codePointAt(0) ?? 0

const ENCODERS: Record<string, Encoder> = {
  '\\x escapes': (s) =>
    bytesOf(s)
      .map((b) => `\\x${hex2(b)}`)
      .join(''),
  '\\u escapes': (s) => [...s].map((ch) => `\\u${cp(ch).toString(16).padStart(4, '0')}`).join(''),
  '\\u{} escapes': (s) => [...s].map((ch) => `\\u{${cp(ch).toString(16)}}`).join(''),
  'HTML decimal entities, no semicolon': (s) => [...s].map((ch) => `&#${cp(ch)}`).join(''),
  'HTML hex entities, zero-padded, no semicolon': (s) => [...s].map((ch) => `&#X00${cp(ch).toString(16)}`).join(''),
  'HTML decimal entities': (s) => [...s].map((ch) => `&#${cp(ch)};`).join(''),
  'percent, every byte': (s) =>
    bytesOf(s)
      .map((b) => `%${hex2(b).toUpperCase()}`)
      .join(''),
  base64: (s) => Buffer.from(s).toString('base64'),
}

/** Two layers each, the outer one an escape a soft break can split. */
const LAYERS: [string, string][] = [
  ['HTML decimal entities, no semicolon', '\\x escapes'],
  ['HTML hex entities, zero-padded, no semicolon', '\\u escapes'],
  ['HTML decimal entities', '\\u{} escapes'],
  ['percent, every byte', '\\x escapes'],
  ['base64', '\\u escapes'],
  ['\\x escapes', 'HTML decimal entities'],
  ['HTML decimal entities, no semicolon', 'percent, every byte'],
]

const KEYS = ['sk_live_Secret/Key+0123456789abcdef', 'oCQIdgO4p1+9HlYt3d', 'RCOKE9_bZbqN']
const CONTEXTS: [string, string][] = [
  ['', ''],
  ['token=', '&x=1'],
  ['<p>', '</p>'],
]

it.each(LAYERS.flatMap((layers) => ['=\r\n', '=\n'].map((soft) => [layers.join(' under '), soft, layers] as const)))(
  'finds the key under %s with a soft line break %j at any place',
  (_name, soft, layers) => {
    for (const key of KEYS) {
      const guard = new SecretGuard(key)
      const encoded = layers.reduce((text, name) => (ENCODERS[name] as Encoder)(text), key)
      const missed: number[] = []
      for (let at = 1; at < encoded.length; at++) {
        for (const [before, after] of CONTEXTS) {
          if (!guard.contains(`${before}${encoded.slice(0, at)}${soft}${encoded.slice(at)}${after}`)) missed.push(at)
        }
      }
      expect(missed, key).toEqual([])
    }
  },
)

it('finds it with a soft break every few characters, inside a JSON string', () => {
  const key = KEYS[0] as string
  for (const every of [1, 2, 3, 5, 7]) {
    const encoded = ENCODERS['\\x escapes']?.((ENCODERS['HTML decimal entities, no semicolon'] as Encoder)(key)) ?? ''
    const broken = encoded.replace(new RegExp(`(.{${every}})(?=.)`, 'gs'), '$1=\r\n')
    expect(new SecretGuard(key).contains(JSON.stringify({ echo: broken }))).toBe(true)
  }
})
