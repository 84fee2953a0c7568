import { closeSync, fsyncSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs'
import { createRequire } from 'node:module'
import { basename, dirname, extname, join } from 'node:path'
import type { z } from 'zod'
import { FileError, jsonPath, syntaxProblem } from './errors.js'

const requireCjs = createRequire(import.meta.url)
/** yaml is loaded only when a YAML file is read: start-up is dominated by module loading. */
function parseYaml(text: string): unknown {
  return (requireCjs('yaml') as typeof import('yaml')).parse(text)
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
}

/** JSON, or YAML for a .yaml/.yml file; a syntax error names the line and column and never quotes the text. */
export function parseText(file: string, text: string, fix?: string): unknown {
  try {
    return /\.ya?ml$/i.test(extname(file)) ? parseYaml(text) : JSON.parse(text)
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
  options.text?.(text)
  const fix = typeof options.fix === 'string' ? options.fix : undefined
  return validate(file, parseText(file, text, fix), schema, options)
}

let tmpCounter = 0

/** Writes to a temporary sibling, syncs it, then renames: a crash or a reader sees the old file or the new one. */
export function writeFileAtomic(file: string, text: string, { createFolder = false } = {}): void {
  if (createFolder) mkdirSync(dirname(file), { recursive: true })
  // a hidden name, so a folder watcher never takes it for a fixture
  const tmp = join(dirname(file), `.${basename(file)}.${process.pid}.${++tmpCounter}.tmp`)
  const fd = openSync(tmp, 'w')
  try {
    writeSync(fd, text)
    fsyncSync(fd)
  } catch (err) {
    closeSync(fd)
    rmSync(tmp, { force: true })
    throw err
  }
  closeSync(fd)
  renameSync(tmp, file)
}
