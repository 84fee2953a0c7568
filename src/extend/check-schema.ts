import { drawingFaker } from './faker.js'
import { FileError } from '../errors.js'
import { drawnPattern, integerRange, type JsonSchema, multiplesWithin, numberRange, resolveRef } from './json-body.js'

/** Keywords that only describe: nothing to draw, nothing zod checks. */
const NOTES = new Set(['title', 'description', '$schema', '$id', '$comment', 'default', 'deprecated', 'readOnly'])
/** Keywords the body drawer honours (with NOTES, `$defs`/`definitions` as the targets of `$ref`). */
const HONOURED = new Set([
  ...NOTES,
  'writeOnly',
  '$defs',
  'definitions',
  '$ref',
  'type',
  'const',
  'enum',
  'examples',
  'anyOf',
  'oneOf',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'minItems',
  'maxItems',
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
])
const TYPES = new Set(['string', 'integer', 'number', 'boolean', 'null', 'object', 'array'])
/** Formats drawn as what they name; zod checks these and the ones in CHECKED_FORMATS. */
const DRAWN_FORMATS = new Set(['date-time', 'date', 'time', 'uuid', 'ipv4', 'ipv6', 'hostname', 'email', 'uri'])
/** Formats zod checks that the drawer cannot draw. */
const CHECKED_FORMATS = new Set([
  'uri-reference',
  'guid',
  'duration',
  'mac',
  'cidr',
  'cidr-v6',
  'base64',
  'base64url',
  'e164',
  'credit_card',
  'iban',
  'jwt',
  'emoji',
  'nanoid',
  'cuid',
  'cuid2',
  'ulid',
  'xid',
  'ksuid',
])
/** Draws of a pattern tried at load: each must match it and fit the lengths, or the pattern is refused. */
const PATTERN_TRIES = 32
/** A fix that always works: the answer given, not drawn. */
const GIVE = 'give examples: [...] (values the body takes), or write this endpoint in a TypeScript config'

/** Made at the first pattern checked: a start-up without a config's schema never makes one. */
let patternFaker: ReturnType<typeof drawingFaker> | undefined

const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v)

/**
 * Refuses, at load, a response schema the body drawer could not honour: a keyword it does not draw, a range or a
 * pattern no value fits, a `$ref` that resolves to nothing or loops. Throws a FileError naming the file, the JSON
 * path of the keyword and the fix; what it lets through, `bodyFromSchema` draws bodies of that pass the schema.
 */
export function checkDrawable(root: JsonSchema, itemsKey: string | null, file: string, at: string): GivenValues[] {
  const given: GivenValues[] = []
  const fail = (path: string, problem: string, fix: string): never => {
    throw new FileError(file, path, problem, fix)
  }
  const check = (node: unknown, path: string, bodyAt: string, refs: readonly string[]): void => {
    if (node === true || (typeof node === 'object' && node !== null && Object.keys(node).length === 0)) return
    if (node === null || typeof node !== 'object' || Array.isArray(node))
      fail(path, 'is not a JSON Schema object', 'give an object such as {type: string}')
    const s = node as JsonSchema & Record<string, unknown>
    for (const key of Object.keys(s))
      if (!HONOURED.has(key))
        fail(
          `${path}.${key}`,
          `the keyword ${key} is not one the mock can draw a body for`,
          `remove it, or ${GIVE}; see docs/own-endpoints.md for the keywords drawn`,
        )
    if (s.$ref !== undefined) {
      if (typeof s.$ref !== 'string' || resolveRef(root, s.$ref) === undefined)
        fail(`${path}.$ref`, `${JSON.stringify(s.$ref)} points at nothing in this schema`, 'point at #/$defs/<name>')
      if (refs.includes(s.$ref as string))
        fail(`${path}.$ref`, `${s.$ref} refers to itself: a body of it never ends`, GIVE)
      if (Object.keys(s).some((k) => !['$ref', '$defs', 'definitions'].includes(k) && !NOTES.has(k)))
        fail(`${path}.$ref`, '$ref has keywords beside it', 'put them in the schema $ref points at')
      check(resolveRef(root, s.$ref as string), `${at}${pointerPath(s.$ref as string)}`, bodyAt, [
        ...refs,
        s.$ref as string,
      ])
      return
    }
    for (const defs of ['$defs', 'definitions'] as const) {
      const table = s[defs]
      if (table === undefined) continue
      if (table === null || typeof table !== 'object') fail(`${path}.${defs}`, 'is not an object', 'give {name: {...}}')
    }
    if (s.const !== undefined || s.examples !== undefined || s.enum !== undefined) {
      for (const key of ['examples', 'enum'] as const)
        if (s[key] !== undefined && (!Array.isArray(s[key]) || s[key].length === 0))
          fail(`${path}.${key}`, `${key} is not a list of values`, `give ${key}: [value, ...]`)
      // the values are the body: the caller checks each against the rest of the node
      given.push({ node: s, path })
      return
    }
    const alts = s.anyOf ?? s.oneOf
    if (alts !== undefined) {
      const key = s.anyOf ? 'anyOf' : 'oneOf'
      if (!Array.isArray(alts) || alts.length === 0) fail(`${path}.${key}`, 'is not a list of schemas', 'give [{...}]')
      if (s.anyOf && s.oneOf) fail(`${path}.oneOf`, 'anyOf and oneOf in one schema', 'keep one of them')
      // the first alternative is drawn; the ones after it are checked, being valid answers too
      alts.forEach((a, i) => {
        check(a, `${path}.${key}[${i}]`, bodyAt, refs)
      })
    }
    const types = s.type === undefined ? [] : Array.isArray(s.type) ? s.type : [s.type]
    for (const t of types)
      if (typeof t !== 'string' || !TYPES.has(t))
        fail(`${path}.type`, `${JSON.stringify(t)} is not a JSON Schema type`, `give one of ${[...TYPES].join(', ')}`)
    const type = types.find((t) => t !== 'null') ?? types[0]
    for (const key of ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf'] as const)
      if (s[key] !== undefined && !isNumber(s[key])) fail(`${path}.${key}`, `${key} is not a number`, 'give a number')
    for (const key of ['minLength', 'maxLength', 'minItems', 'maxItems'] as const)
      if (s[key] !== undefined && !(Number.isSafeInteger(s[key]) && (s[key] as number) >= 0))
        fail(`${path}.${key}`, `${key} is not a whole number`, 'give 0, 1, 2...')
    if (s.multipleOf !== undefined && s.multipleOf <= 0)
      fail(`${path}.multipleOf`, 'multipleOf is not above 0', 'give a positive number')
    if (type === 'integer' || type === 'number') checkRange(s, type, path, fail)
    if (type === 'string' || type === undefined) checkString(s, path, fail)
    if (s.minItems !== undefined && s.maxItems !== undefined && s.minItems > s.maxItems)
      fail(`${path}.minItems`, `minItems ${s.minItems} is above maxItems ${s.maxItems}`, 'give minItems <= maxItems')
    if (bodyAt === itemsKey && (s.minItems !== undefined || s.maxItems !== undefined))
      fail(
        `${path}.${s.minItems !== undefined ? 'minItems' : 'maxItems'}`,
        'the list at itemsKey is paged: its length is the page size',
        'remove minItems and maxItems from it',
      )
    if (s.properties !== undefined) {
      if (s.properties === null || typeof s.properties !== 'object')
        fail(`${path}.properties`, 'is not an object', 'give {name: {...}}')
      for (const [name, sub] of Object.entries(s.properties))
        check(sub, `${path}.properties.${name}`, bodyAt === '' ? name : `${bodyAt}.${name}`, refs)
    }
    if (s.required !== undefined) {
      if (!Array.isArray(s.required)) fail(`${path}.required`, 'is not a list of names', 'give [name, ...]')
      for (const name of s.required)
        if (typeof name !== 'string' || !Object.hasOwn(s.properties ?? {}, name))
          fail(`${path}.required`, `${JSON.stringify(name)} is required but not in properties`, 'add it to properties')
    }
    if (s.items !== undefined) check(s.items, `${path}.items`, `${bodyAt}`, refs)
    if (s.additionalProperties !== undefined && typeof s.additionalProperties !== 'boolean')
      check(s.additionalProperties, `${path}.additionalProperties`, `${bodyAt}.*`, refs)
  }
  check(root, at, '', [])
  return given
}

/** A node whose body is given (const, enum, examples), at its JSON path. */
export interface GivenValues {
  node: JsonSchema
  path: string
}

/** The JSON path of a `$ref`'s target, for messages. */
function pointerPath(ref: string): string {
  return ref
    .slice(1)
    .split('/')
    .slice(1)
    .map((p) => `.${decodeURIComponent(p).replaceAll('~1', '/').replaceAll('~0', '~')}`)
    .join('')
}

type Fail = (path: string, problem: string, fix: string) => never

/** A number node's range must hold a value (a multiple of multipleOf, a safe integer for an integer). */
function checkRange(s: JsonSchema, type: string, path: string, fail: Fail): void {
  const lo = Math.max(s.minimum ?? -Infinity, s.exclusiveMinimum ?? -Infinity)
  const hi = Math.min(s.maximum ?? Infinity, s.exclusiveMaximum ?? Infinity)
  const open = (s.exclusiveMinimum !== undefined && lo === s.exclusiveMinimum) || s.exclusiveMaximum === hi
  if (lo > hi || (lo === hi && open))
    fail(`${path}.minimum`, `no number is within its range (${lo} to ${hi})`, 'give a minimum below the maximum')
  if (type === 'integer') {
    const [a, b] = integerRange(s)
    if (a > b) fail(`${path}.minimum`, `no safe whole number is within its range (${lo} to ${hi})`, 'widen the range')
  }
  const step = s.multipleOf
  if (step === undefined) return
  if (type === 'integer' && !Number.isInteger(step))
    fail(`${path}.multipleOf`, 'an integer multipleOf a fraction is not drawn', 'give a whole multipleOf')
  const range = numberRange(s)
  const [first, last] =
    type === 'integer' ? multiplesWithin(...integerRange(s), step) : multiplesWithin(range.lo, range.hi, step)
  // three multiples at least: one of them is not an excluded end
  if (last - first < 2)
    fail(`${path}.multipleOf`, `too few multiples of ${step} are within its range`, 'widen the range')
}

/** A string node's lengths must hold a value, and its pattern be one faker's fromRegExp draws values of. */
function checkString(s: JsonSchema, path: string, fail: Fail): void {
  const min = s.minLength ?? 0
  const max = s.maxLength ?? Infinity
  if (min > max) fail(`${path}.minLength`, `minLength ${min} is above maxLength ${max}`, 'give minLength <= maxLength')
  if (s.format !== undefined) {
    if (typeof s.format !== 'string') fail(`${path}.format`, 'is not a name', 'give e.g. date-time')
    if (CHECKED_FORMATS.has(s.format as string))
      fail(
        `${path}.format`,
        `the format ${s.format} is not drawn`,
        `use one of ${[...DRAWN_FORMATS].join(', ')}, or ${GIVE}`,
      )
    if (DRAWN_FORMATS.has(s.format as string) && (s.minLength !== undefined || s.maxLength !== undefined || s.pattern))
      fail(
        `${path}.format`,
        `the format ${s.format} with lengths or a pattern is not drawn`,
        `keep the format alone, or ${GIVE}`,
      )
  }
  if (s.pattern === undefined) return
  const re = regExpOf(s.pattern)
  if (!re) fail(`${path}.pattern`, 'is not a regular expression', 'give a regular expression such as ^[0-9]+$')
  patternFaker ??= drawingFaker()
  const faker = patternFaker
  for (let i = 0; i < PATTERN_TRIES; i++) {
    faker.seed(i)
    let v: string
    try {
      v = faker.helpers.fromRegExp(drawnPattern(s.pattern))
    } catch {
      v = ''
    }
    const length = [...v].length
    if (!re?.test(v) || length < min || length > max)
      fail(
        `${path}.pattern`,
        `the pattern ${JSON.stringify(s.pattern)} is not one faker's fromRegExp draws matching values of` +
          (s.minLength !== undefined || s.maxLength !== undefined ? ' within the lengths given' : ''),
        `write it with character classes and counts ([0-9]{3}, [A-Z]+), or ${GIVE}`,
      )
  }
}

/** The pattern as zod reads it, or undefined when it is not a regular expression. */
function regExpOf(pattern: unknown): RegExp | undefined {
  try {
    return typeof pattern === 'string' ? new RegExp(pattern) : undefined
  } catch {
    return undefined
  }
}
