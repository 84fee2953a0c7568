// The layer diagram, drawn from LAYERS in .dependency-cruiser.mjs (the rules `npm run lint` checks come from the same
// list). `node scripts/layers.mjs` prints it; `--write` puts it into CONTRIBUTING.md between `<!-- layers -->` and
// `<!-- /layers -->`; `--check` (part of `npm run lint`) fails when the copy there differs.
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { LAYERS } from '../.dependency-cruiser.mjs'

const FILE = 'CONTRIBUTING.md'
const BEGIN = '<!-- layers -->'
const END = '<!-- /layers -->'

/** The diagram: the top layer first, so every import points down the page. */
function diagram() {
  const rows = [...LAYERS].reverse().map(({ modules, role }) => [modules.join('  '), role])
  const width = Math.max(...rows.map(([modules]) => modules.length)) + 4
  return [
    'src/, top layer first: a module imports only modules on lines below its own, never one on its own line.',
    '',
    ...rows.map(([modules, role]) => `${modules.padEnd(width)}${role}`),
  ].join('\n')
}

const block = `${BEGIN}\n\`\`\`text\n${diagram()}\n\`\`\`\n${END}`
const mode = process.argv[2]
if (mode === undefined) {
  console.log(diagram())
} else if (mode === '--check' || mode === '--write') {
  // the check starts with the file: a branch without CONTRIBUTING.md has no copy to keep
  if (!existsSync(FILE)) process.exit(0)
  const text = readFileSync(FILE, 'utf8')
  const from = text.indexOf(BEGIN)
  const to = text.indexOf(END)
  if (from < 0 || to < from) {
    console.error(`${FILE}: no ${BEGIN} ... ${END} block; add the two lines, then run node scripts/layers.mjs --write`)
    process.exit(1)
  }
  const updated = text.slice(0, from) + block + text.slice(to + END.length)
  if (mode === '--write') writeFileSync(FILE, updated)
  else if (updated !== text) {
    console.error(
      `${FILE}: the layer diagram differs from LAYERS in .dependency-cruiser.mjs; run node scripts/layers.mjs --write`,
    )
    process.exit(1)
  }
} else {
  console.error('usage: node scripts/layers.mjs [--check | --write]')
  process.exit(2)
}
