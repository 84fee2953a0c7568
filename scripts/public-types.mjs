// Walks the declarations tsc wrote (dist/**/*.d.ts) from the package's entry points and lists every declaration a
// user's types reach that no entry point exports: an internal type leaking into the published API. Run by
// scripts/pack-check.mjs and the package-surface test; `node scripts/public-types.mjs [dist]` prints the leaks.
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const DECLARATION =
  /^(?:export\s+)?(?:default\s+)?(?:declare\s+)?(?:abstract\s+)?(const|let|var|function|class|interface|type|enum|namespace)\s+([A-Za-z_$][\w$]*)/

/**
 * The text with comments and the insides of string literals blanked, position for position (identifiers in them are
 * no references).
 */
function code(text) {
  const blank = (s) => s.replace(/[^\n]/g, ' ')
  let out = ''
  for (let i = 0; i < text.length; i++) {
    const c = text[i]
    if (c === '/' && (text[i + 1] === '*' || text[i + 1] === '/')) {
      const end = text[i + 1] === '*' ? text.indexOf('*/', i + 2) + 2 : text.indexOf('\n', i)
      const stop = end <= 1 || end === -1 ? text.length : end
      out += blank(text.slice(i, stop))
      i = stop - 1
    } else if (c === "'" || c === '"' || c === '`') {
      let j = i + 1
      while (j < text.length && text[j] !== c) j += text[j] === '\\' ? 2 : 1
      out += `${c}${blank(text.slice(i + 1, j))}${j < text.length ? c : ''}`
      i = j
    } else out += c
  }
  return out
}

/** A name, with the member after it when it is a namespace (`z.ZodType`). */
const NAME = /(?<![\w$.])([A-Za-z_$][\w$]*)(?:\.([A-Za-z_$][\w$]*))?/g

/** Whether the name at `at` names a property, parameter or method (`{ mock: ...`, `, key?: ...`, `; get(...`). */
function isMemberName(code, at, length) {
  const before = code.slice(Math.max(0, at - 40), at)
  const after = code.slice(at + length, at + length + 80)
  return /(?:[{;,(]|\breadonly)\s*$/.test(before) && /^\s*\??\s*[:(]|^\s*<[^<>]*>\s*\(/.test(after)
}

const BLOCK =
  /^(?:export\s+)?(?:default\s+)?(?:declare\s+)?(?:abstract\s+)?(?:interface|class|enum|namespace|module|global)\b/

/** Top-level statements as [start, end): `;` at depth 0 ends one, and so does the `}` closing a block declaration. */
function statements(text) {
  const list = []
  let depth = 0
  let start = 0
  const push = (end) => {
    if (text.slice(start, end).trim()) list.push([start, end])
    start = end + 1
  }
  for (let i = 0; i < text.length; i++) {
    const c = text[i]
    if (c === '{' || c === '(' || c === '[') depth++
    else if (c === '}' || c === ')' || c === ']') {
      depth--
      if (depth === 0 && c === '}' && BLOCK.test(text.slice(start, i).trimStart())) push(i + 1)
    } else if (c === ';' && depth === 0) push(i)
  }
  push(text.length)
  return list
}

function specifiers(list) {
  return list
    .split(',')
    .map((s) => s.trim().replace(/^type\s+/, ''))
    .filter(Boolean)
    .map((s) => {
      const [name, alias] = s.split(/\s+as\s+/)
      return { name: name.trim(), alias: (alias ?? name).trim() }
    })
}

/** One declaration file: its declarations, imports, re-exports and module augmentations. */
function parse(file, original) {
  const mod = { file, locals: new Map(), imports: new Map(), exports: new Map(), stars: [], augments: [] }
  const text = code(original)
  for (const [start, end] of statements(text)) {
    const raw = text.slice(start, end)
    const lead = raw.length - raw.trimStart().length
    const st = raw.trim()
    const source = original.slice(start + lead, start + lead + st.length)
    const from = /from\s+(['"])[^'"]*\1\s*$/.exec(st)
    const target = from ? /(['"])(.*?)\1/.exec(original.slice(start + lead + from.index, end))?.[2] : undefined
    const kinds = [
      [
        /^import\s+(?:type\s+)?\{([^}]*)\}\s*from/,
        (m) => {
          for (const { name, alias } of specifiers(m[1])) mod.imports.set(alias, { module: target, name })
        },
      ],
      [/^import\s+(?:type\s+)?\*\s+as\s+([\w$]+)\s+from/, (m) => mod.imports.set(m[1], { module: target, name: '*' })],
      [
        /^import\s+(?:type\s+)?([\w$]+)\s*(?:,\s*\{([^}]*)\})?\s*from/,
        (m) => {
          mod.imports.set(m[1], { module: target, name: 'default' })
          for (const { name, alias } of specifiers(m[2] ?? '')) mod.imports.set(alias, { module: target, name })
        },
      ],
      [/^export\s+(?:type\s+)?\*\s+from/, () => mod.stars.push(target)],
      [
        /^export\s+(?:type\s+)?\{([^}]*)\}\s*(from)?/,
        (m) => {
          for (const { name, alias } of specifiers(m[1]))
            mod.exports.set(alias, m[2] ? { module: target, name } : { local: name })
        },
      ],
      [/^declare\s+module\s+['"]/, () => mod.augments.push({ code: st, source })],
      [
        DECLARATION,
        (m) => {
          const name = m[2]
          const exported = /^export\s/.test(st)
          const prior = mod.locals.get(name)
          // overloads and declaration merging: one name, all its texts
          // the head (`export interface Name`) is no reference
          const head = m[0].length
          const texts = [...(prior?.texts ?? []), { code: st.slice(head), source: source.slice(head) }]
          mod.locals.set(name, { texts, exported: exported || !!prior?.exported })
          if (exported) mod.exports.set(name, { local: name })
        },
      ],
    ]
    for (const [pattern, take] of kinds) {
      const m = pattern.exec(st)
      if (m) {
        take(m)
        break
      }
    }
  }
  return mod
}

/**
 * The names each of `entries` (subpath -> declaration file under `dist`) exports, and the leaks of the declarations
 * they reach: each a declaration no entry exports, with the chain of names that reached it.
 */
export function publicSurface(dist, entries) {
  const modules = new Map()
  const load = (file) => {
    if (!modules.has(file)) modules.set(file, existsSync(file) ? parse(file, readFileSync(file, 'utf8')) : null)
    return modules.get(file)
  }
  const fileOf = (from, spec) => {
    if (!spec?.startsWith('.')) return undefined
    return resolve(dirname(from), spec.replace(/\.(c|m)?js$/, '.d.$1ts').replace(/\.d\.ts$/, '.d.ts'))
  }
  /** The declaration a name exported by (or local to) a module stands for: `{ file, name }`, or an external one. */
  const find = (file, name, seen = new Set()) => {
    const mod = load(file)
    if (!mod || seen.has(`${file}#${name}`)) return undefined
    seen.add(`${file}#${name}`)
    const exp = mod.exports.get(name)
    if (exp?.local !== undefined) return local(mod, exp.local, seen)
    if (exp) return exp.module.startsWith('.') ? find(fileOf(file, exp.module), exp.name, seen) : { external: exp }
    for (const star of mod.stars) {
      const hit = find(fileOf(file, star), name, seen)
      if (hit) return hit
    }
    return undefined
  }
  const local = (mod, name, seen) => {
    if (mod.locals.has(name)) return { file: mod.file, name }
    const imp = mod.imports.get(name)
    if (!imp) return undefined
    if (!imp.module.startsWith('.')) return { external: imp }
    return imp.name === '*'
      ? { file: fileOf(mod.file, imp.module), name: '*' }
      : find(fileOf(mod.file, imp.module), imp.name, seen)
  }
  const exportedNames = (file, seen = new Set()) => {
    const mod = load(file)
    if (!mod || seen.has(file)) return []
    seen.add(file)
    return [...mod.exports.keys(), ...mod.stars.flatMap((s) => exportedNames(fileOf(file, s), seen))]
  }

  const isPublic = new Set()
  const roots = []
  const names = {}
  for (const [subpath, entry] of Object.entries(entries)) {
    const file = resolve(dist, entry)
    names[subpath] = [...new Set(exportedNames(file))].sort()
    for (const name of names[subpath]) {
      const decl = find(file, name)
      if (decl?.file) {
        isPublic.add(`${decl.file}#${decl.name}`)
        roots.push({ decl, via: `${subpath} ${name}` })
      }
    }
    for (const text of load(file)?.augments ?? [])
      roots.push({ texts: [text], file, via: `${subpath} (module augmentation)` })
  }

  const leaks = new Map()
  const walked = new Set()
  const queue = [...roots]
  while (queue.length) {
    const item = queue.shift()
    let texts = item.texts
    let file = item.file
    if (item.decl) {
      const key = `${item.decl.file}#${item.decl.name}`
      if (walked.has(key)) continue
      walked.add(key)
      const mod = load(item.decl.file)
      const own = mod?.locals.get(item.decl.name)
      if (!own) continue
      if (!isPublic.has(key) && own.exported)
        leaks.set(key, { file: relative(dist, item.decl.file), name: item.decl.name, via: item.via })
      texts = own.texts
      file = item.decl.file
    }
    const mod = load(file)
    for (const { code: body, source } of texts) {
      for (const m of body.matchAll(/import\(\s*(['"])[^'"]*\1\s*\)\.([\w$]+)/g)) {
        const spec = /(['"])(.*?)\1/.exec(source.slice(m.index, m.index + m[0].length))?.[2]
        const decl = find(fileOf(file, spec), m[2])
        if (decl?.file) queue.push({ decl, via: `${item.via} > ${m[2]}` })
      }
      for (const m of body.matchAll(NAME)) {
        if (isMemberName(body, m.index, m[0].length)) continue
        const decl = local(mod, m[1], new Set())
        if (!decl?.file) continue
        const target = decl.name === '*' && m[2] ? find(decl.file, m[2]) : decl
        if (target?.file && target.name !== '*') queue.push({ decl: target, via: `${item.via} > ${m[2] ?? m[1]}` })
      }
    }
  }
  return { names, leaks: [...leaks.values()] }
}

/** The package's entry points: each subpath's declaration file for `import`, from package.json's exports. */
export function entryDeclarations(root) {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))
  const entries = {}
  for (const [subpath, target] of Object.entries(pkg.exports)) {
    const types = target?.import?.types ?? target?.types
    if (types) entries[subpath] = relative(join(root, 'dist'), join(root, types))
  }
  return entries
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
  const dist = resolve(process.argv[2] ?? join(root, 'dist'))
  const { leaks } = publicSurface(dist, entryDeclarations(root))
  for (const leak of leaks) console.log(`${leak.file}: ${leak.name} (reached by ${leak.via})`)
  console.log(leaks.length === 0 ? 'public types: no internal type reached' : `public types: ${leaks.length} internal`)
  process.exit(leaks.length === 0 ? 0 : 1)
}
