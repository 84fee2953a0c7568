// `npm run lint` part: no line of src/ over 120 characters (the formatter cannot break long strings and comments).
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

const LIMIT = 120
const long = []
const walk = (dir) => {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) walk(path)
    else if (path.endsWith('.ts')) {
      readFileSync(path, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          if (line.length > LIMIT) long.push(`${path}:${i + 1}: ${line.length} characters`)
        })
    }
  }
}
walk('src')
for (const line of long) console.error(line)
if (long.length) {
  console.error(`${long.length} line(s) of src/ over ${LIMIT} characters`)
  process.exit(1)
}
