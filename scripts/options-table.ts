// README's options table, made from the command line's one option table (src/cli-options.ts).
// `node --import tsx scripts/options-table.ts` rewrites it in README.md; test/docs-examples.test.ts checks it is current.
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { defaultShown, OPTIONS, type OptionName } from '../src/cli-options.js'

const START = '<!-- options-table:start -->'
const END = '<!-- options-table:end -->'
const README = fileURLToPath(new URL('../README.md', import.meta.url))

const cell = (text: string): string => text.replaceAll('|', '\\|')

/** The serve command's options as a Markdown table: option, environment variable, default, what it does. */
export function optionsTable(): string {
  const rows = Object.entries(OPTIONS)
    .filter(([, o]) => (o.commands as readonly string[]).includes('serve'))
    .map(([name, def]) => {
      const o: { short?: string; arg?: string; env?: string; default?: string; shownDefault?: string; help: string } =
        def
      const flag = `${o.short ? `-${o.short}, ` : ''}--${name}${o.arg ? ` ${o.arg}` : ''}`
      const shown = defaultShown(name as OptionName) ?? (o.arg ? '' : 'off')
      return `| \`${cell(flag)}\` | ${o.env ? `\`${o.env}\`` : ''} | ${cell(shown)} | ${cell(o.help)} |`
    })
  return ['| Option | Environment | Default | What it does |', '|---|---|---|---|', ...rows].join('\n')
}

/** README's text with the table between its markers replaced by `table`. */
export function withTable(readme: string, table: string): string {
  const a = readme.indexOf(START)
  const b = readme.indexOf(END)
  if (a < 0 || b < a) throw new Error(`README.md has no ${START} ... ${END} block`)
  return `${readme.slice(0, a + START.length)}\n${table}\n${readme.slice(b)}`
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(README, withTable(readFileSync(README, 'utf8'), optionsTable()))
}
