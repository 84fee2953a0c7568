// Adds to package-lock.json the other platforms' binary packages of native tools (Biome, knip's parser) that the
// registry reachable here does not serve, so `npm install` leaves them out and `npm ci` then refuses the lock.
// Each entry is optional and carries its os/cpu/libc, so npm skips it on every other platform without fetching it.
// Run after `npm install` changes the lock: node scripts/lock-platforms.mjs
import { readFileSync, writeFileSync } from 'node:fs'

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'))
const packages = lock.packages
const CPUS = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64']
const OSES = ['android', 'darwin', 'linux', 'win32', 'freebsd', 'openharmony']

function platformOf(name) {
  const parts = name.split('/').pop().split('-')
  const os = OSES.find((o) => parts.includes(o))
  const cpu = CPUS.find((c) => parts.includes(c))
  const libc = parts.some((p) => p.startsWith('musl'))
    ? 'musl'
    : parts.some((p) => p.startsWith('gnu'))
      ? 'glibc'
      : undefined
  return os && cpu ? { os: [os], cpu: [cpu], ...(libc && os === 'linux' ? { libc: [libc] } : {}) } : undefined
}

let added = 0
for (const [path, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`
    if (packages[key]) continue
    const platform = platformOf(name)
    if (!platform) continue
    packages[key] = { version: version.replace(/^[\^~]/, ''), dev: entry.dev, optional: true, ...platform }
    if (!entry.dev) delete packages[key].dev
    added++
  }
  void path
}
const sorted = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
)
lock.packages = sorted
writeFileSync('package-lock.json', `${JSON.stringify(lock, null, 2)}\n`)
console.log(`lock-platforms: ${added} platform package(s) added`)
