import {
  closeSync,
  type Dirent,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeSync,
} from 'node:fs'
import { createRequire } from 'node:module'
import { basename, dirname, extname, join } from 'node:path'
import type { ErrorCode as YamlErrorCode } from 'yaml'
import type { z } from 'zod'
import { FileError, jsonPath, syntaxProblem } from './errors.js'

const requireCjs = createRequire(import.meta.url)

/** Most aliases a YAML file may expand (yaml's default): more is how a few lines grow into gigabytes. */
export const YAML_MAX_ALIASES = 100

/** Each YAML problem in words, by yaml's code: its own messages may quote the text, which may hold a key. */
const YAML_PROBLEMS: Record<YamlErrorCode, string> = {
  ALIAS_PROPS: 'an alias (*name) carries an anchor or a tag',
  BAD_ALIAS: 'a malformed alias (*name)',
  BAD_DIRECTIVE: 'a malformed % directive',
  BAD_DQ_ESCAPE: 'an unknown escape sequence in a double-quoted string',
  BAD_INDENT: 'bad indentation',
  BAD_PROP_ORDER: 'an anchor or tag in the wrong place',
  BAD_SCALAR_START: 'a plain value starts with a reserved character (quote it)',
  BLOCK_AS_IMPLICIT_KEY: 'a block used as a key',
  BLOCK_IN_FLOW: 'a block inside a flow collection ([...] or {...})',
  DUPLICATE_KEY: 'a key appears twice in one mapping',
  IMPOSSIBLE: 'text the YAML parser cannot read',
  KEY_OVER_1024_CHARS: 'a key longer than 1024 characters',
  MISSING_CHAR: 'a missing character (closing quote or bracket, comma, or space after a colon)',
  MULTILINE_IMPLICIT_KEY: 'a key that runs over several lines',
  MULTIPLE_ANCHORS: 'two anchors on one value',
  MULTIPLE_DOCS: 'more than one document (---); a file holds one',
  MULTIPLE_TAGS: 'two tags on one value',
  NON_STRING_KEY: 'a key that is not a string',
  // yaml's composer reports its own stack running out so; alias expansion is counted later, in toJS
  RESOURCE_EXHAUSTION: 'nested too deep (more levels of lists and mappings than the parser can hold)',
  TAB_AS_INDENT: 'a tab used as indentation',
  TAG_RESOLVE_FAILED: 'an unknown tag (!name)',
  UNEXPECTED_TOKEN: 'an unexpected character',
  BAD_COLLECTION_TYPE: 'a tag used on the wrong kind of collection',
}

const ALIAS_FIX = 'write the repeated parts out, or use fewer aliases (*name)'
const ALIASES = `too many aliases (over the alias expansion limit of ${YAML_MAX_ALIASES})`
const NEST_FIX = 'nest fewer levels: a config or fixture needs a few dozen at most'

/** Open collections a YAML file may hold at once (yaml's parser stack): far more than any file needs, far fewer than
 * the composer's recursion holds. */
const MAX_YAML_NESTING = 512

/**
 * The offset in a YAML text where collections first nest past `limit`, or undefined. The lexer and parser of `yaml`
 * keep their nesting on a stack of their own, so this runs before the recursive composer, which a deep text overflows
 * (and can crash the process in the regular expression compiler).
 */
export function yamlNestingPast(text: string, limit: number): number | undefined {
  const { Lexer, Parser } = requireCjs('yaml') as typeof import('yaml')
  const parser = new Parser()
  for (const lexeme of new Lexer().lex(text)) {
    for (const _ of parser.next(lexeme));
    // the stack holds the document and, at most, one token being built besides the open collections
    if (parser.stack.length > limit + 2) return parser.offset
  }
  return undefined
}

/** Line and column (from 1) of an offset in a text. */
export function lineColumn(text: string, offset: number): string {
  const lines = text.slice(0, offset).split('\n')
  return `line ${lines.length}, column ${(lines[lines.length - 1]?.length ?? 0) + 1}`
}

/**
 * YAML as JSON would give it, or a FileError naming the problem in words (line and column where yaml knows them); yaml
 * is loaded only when a YAML file is read: start-up is dominated by module loading.
 */
function parseYaml(file: string, text: string, fix: string | undefined): unknown {
  const yaml = requireCjs('yaml') as typeof import('yaml')
  // a text nested deeper than the composer's recursion can hold is refused before it reaches it
  const deep = yamlNestingPast(text, MAX_YAML_NESTING)
  if (deep !== undefined)
    throw new FileError(
      file,
      '$',
      `not valid YAML at ${lineColumn(text, deep)}: ${YAML_PROBLEMS.RESOURCE_EXHAUSTION}`,
      NEST_FIX,
    )
  const doc = yaml.parseDocument(text)
  // a warning (an unknown tag) would otherwise print to stderr and the value load as something else
  const first = doc.errors[0] ?? doc.warnings[0]
  if (first) {
    const at = first.linePos?.[0]
    const where = at ? ` at line ${at.line}, column ${at.col}` : ''
    const nesting = first.code === 'RESOURCE_EXHAUSTION'
    const problem = `not valid YAML${where}: ${YAML_PROBLEMS[first.code]}`
    throw new FileError(file, '$', problem, nesting ? NEST_FIX : (fix ?? 'fix the YAML syntax'))
  }
  try {
    return doc.toJS({ maxAliasCount: YAML_MAX_ALIASES })
  } catch (err) {
    const message = err instanceof Error ? err.message : ''
    if (/alias count/i.test(message)) throw new FileError(file, '$', `not valid YAML: ${ALIASES}`, ALIAS_FIX)
    if (err instanceof RangeError)
      throw new FileError(file, '$', `not valid YAML: ${YAML_PROBLEMS.RESOURCE_EXHAUSTION}`, NEST_FIX)
    if (/unresolved alias/i.test(message))
      throw new FileError(
        file,
        '$',
        'not valid YAML: an alias (*name) names no anchor (&name) set before it',
        'set the anchor before the alias, or write the value out',
      )
    throw new FileError(file, '$', 'not valid YAML: the document cannot be turned into data', fix ?? 'fix the YAML')
  }
}

export interface ReadOptions<T> {
  /** What the file is, for messages: "keys file", "scenario". */
  kind: string
  /** The fix printed with a syntax or schema problem. */
  fix?: string | ((issue: z.core.$ZodIssue | undefined) => string | undefined)
  /** Rewrites the JSON path of a schema problem before it is shown (to hide a key in it, say). */
  path?: (issue: z.core.$ZodIssue) => readonly PropertyKey[]
  /** Extra words for a schema problem, given the parsed value (the redacted key at fault, say). */
  detail?: (issue: z.core.$ZodIssue, raw: unknown) => string
  /** Undefined instead of an error when the file does not exist. */
  optional?: boolean
  /** Checks after the schema passed; throws a FileError of its own. */
  check?: (value: T) => void
  /** Checks the text before it is parsed (a bound the parser itself would overrun); throws a FileError of its own. */
  text?: (text: string) => void
  /** The value of a text already parsed and checked (by the build): returned as it is, neither parsed nor checked. */
  known?: (text: string) => T | undefined
}

/**
 * JSON, or YAML for a .yaml/.yml file; a problem names the line and column and says what is wrong in words, never
 * quoting the text.
 */
export function parseText(file: string, text: string, fix?: string): unknown {
  if (/\.ya?ml$/i.test(extname(file))) return parseYaml(file, text, fix)
  try {
    return JSON.parse(text)
  } catch (err) {
    throw new FileError(file, '$', syntaxProblem(text, err), fix ?? 'fix the file syntax')
  }
}

/** Validates a parsed value, naming the file, the JSON path of the first problem and a fix. */
export function validate<T>(file: string, raw: unknown, schema: z.ZodType<T>, options: ReadOptions<T>): T {
  // jitless: compiling the schema's fast path costs more at start-up than checking a few small files
  const result = schema.safeParse(raw, { jitless: true })
  if (!result.success) {
    const issue = result.error.issues[0]
    const path = issue ? jsonPath(options.path ? options.path(issue) : issue.path) : '$'
    const fix = typeof options.fix === 'function' ? options.fix(issue) : options.fix
    const extra = issue && options.detail ? options.detail(issue, raw) : ''
    // a bad record key's own message says what is wrong; the outer one only says "Invalid key"
    const message =
      (issue?.code === 'invalid_key' ? issue.issues[0]?.message : undefined) ??
      issue?.message ??
      `not a valid ${options.kind}`
    throw new FileError(file, path, `${message}${extra}`, fix)
  }
  options.check?.(result.data)
  return result.data
}

/** Read, parse, validate, explain: every file the mock loads goes through here, so every problem reads alike. */
export function readFile<T>(
  file: string,
  schema: z.ZodType<T>,
  options: ReadOptions<T> & { optional: true },
): T | undefined
export function readFile<T>(file: string, schema: z.ZodType<T>, options: ReadOptions<T>): T
export function readFile<T>(file: string, schema: z.ZodType<T>, options: ReadOptions<T>): T | undefined {
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code
    if (code === 'ENOENT' && options.optional) return undefined
    throw new FileError(
      file,
      '$',
      `cannot read the ${options.kind} (${code ?? 'unreadable'})`,
      code === 'ENOENT' ? 'check the path' : 'check its permissions',
    )
  }
  const known = options.known?.(text)
  if (known !== undefined) return known
  options.text?.(text)
  const fix = typeof options.fix === 'string' ? options.fix : undefined
  return validate(file, parseText(file, text, fix), schema, options)
}

let tmpCounter = 0

/**
 * writeFileAtomic's temporary files, `.<name>.<pid>.<n>.tmp`: hidden, so a folder watcher never takes one for a
 * fixture, and named by the writing process, so a clean-up can tell a dead writer's from a live one's.
 */
const TEMP_FILE = /^\.(.+)\.([1-9]\d{0,9})\.(\d{1,15})\.tmp$/

/** A temporary file older than this is stale even when its pid names a live process: pids are reused. */
export const STALE_TEMP_MS = 3600_000

/** Writes to a temporary sibling, syncs it, then renames: a crash or a reader sees the old file or the new one. */
export function writeFileAtomic(file: string, text: string, { createFolder = false } = {}): void {
  if (createFolder) mkdirSync(dirname(file), { recursive: true })
  const tmp = join(dirname(file), `.${basename(file)}.${process.pid}.${++tmpCounter}.tmp`)
  let fd: number | undefined
  try {
    fd = openSync(tmp, 'w')
    writeSync(fd, text)
    fsyncSync(fd)
    closeSync(fd)
    fd = undefined
    renameSync(tmp, file)
  } catch (err) {
    // whatever failed (a full disk, a folder where the file should be), no temporary file stays behind
    discard(fd, tmp)
    throw err
  }
}

/** Closes and removes a failed write's temporary file; never throws: the write's own error is the one to report. */
function discard(fd: number | undefined, tmp: string): void {
  try {
    if (fd !== undefined) closeSync(fd)
  } catch {
    // already closed or never opened
  }
  try {
    rmSync(tmp, { force: true })
  } catch {
    // the next start removes it (removeStaleTemps)
  }
}

/** Whether another process with this pid runs; this process's writes are synchronous, so none of its own is open. */
function writerAlive(pid: number): boolean {
  if (pid === process.pid) return false
  try {
    process.kill(pid, 0)
    return true
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * Removes the temporary files of writeFileAtomic (of target `name` only, when given) that a killed or failed write
 * left in `dir`: those of a process that no longer runs, or older than STALE_TEMP_MS. Nothing else is touched.
 * Returns the files removed.
 */
export function removeStaleTemps(dir: string, name?: string, now = Date.now()): string[] {
  let entries: Dirent[]
  try {
    entries = readdirSync(dir, { withFileTypes: true })
  } catch {
    return []
  }
  const removed: string[] = []
  for (const entry of entries) {
    const match = entry.isFile() ? TEMP_FILE.exec(entry.name) : null
    if (!match || (name !== undefined && match[1] !== name)) continue
    const file = join(dir, entry.name)
    try {
      if (writerAlive(Number(match[2])) && now - statSync(file).mtimeMs < STALE_TEMP_MS) continue
      rmSync(file, { force: true })
      removed.push(file)
    } catch {
      // gone meanwhile, or not ours to remove: the next start tries again
    }
  }
  return removed
}

/**
 * Whether a fixture file in a folder no endpoint declares is a pass-through recording (its `.meta.json` says
 * `"passthrough": true`): kept under its path for --passthrough to replay until a declared endpoint adopts the folder.
 */
export function isPassthroughRecording(file: string): boolean {
  try {
    const meta = JSON.parse(readFileSync(`${file.slice(0, -'.json'.length)}.meta.json`, 'utf8')) as unknown
    return typeof meta === 'object' && meta !== null && (meta as { passthrough?: unknown }).passthrough === true
  } catch {
    return false
  }
}

/**
 * Why a fixture of the package's own folder is not read or checked: a config answers its endpoint in place of the
 * built-in one, and the package's fixtures have the built-in's shape. Said by serve and drift alike.
 */
export function overriddenFixtureSkipped(file: string, endpointId: string): string {
  return (
    `skipped fixture ${file}: the config answers ${endpointId} in place of the built-in endpoint (override: true), ` +
    "and the package's own fixtures have the built-in's shape (for fixtures of the config's shape, give --fixtures DIR)"
  )
}
