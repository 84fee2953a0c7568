// The image's entry point (/app/container/entry.mjs): a folder mounted at a documented mount point becomes its
// option unless the option's variable is set, then the command line runs as `network-lookup-mock` does.
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'

const env = process.env
const MOUNTS = '/mock'

/** Whether a mount point holds anything: an empty folder is a mount point nobody used. */
function used(dir) {
  try {
    return readdirSync(dir).length > 0
  } catch {
    return false
  }
}

/** The first of these files in /mock/config. */
function configFile(names) {
  return names.map((name) => join(MOUNTS, 'config', name)).find((file) => existsSync(file))
}

const found = {
  NETWORK_LOOKUP_MOCK_FIXTURES: used(join(MOUNTS, 'fixtures')) ? join(MOUNTS, 'fixtures') : undefined,
  NETWORK_LOOKUP_MOCK_SCENARIOS: used(join(MOUNTS, 'scenarios')) ? join(MOUNTS, 'scenarios') : undefined,
  NETWORK_LOOKUP_MOCK_CONFIG: configFile([
    'mock.config.ts',
    'mock.config.mts',
    'mock.config.mjs',
    'mock.config.js',
    'mock.config.json',
    'mock.config.yaml',
    'mock.config.yml',
  ]),
  NETWORK_LOOKUP_MOCK_KEYS: configFile(['keys.json']),
  NETWORK_LOOKUP_MOCK_WORLD: configFile(['world.json', 'world.yaml', 'world.yml']),
}
// credits and usage kept across restarts in the /data volume, unless a shared store (Redis) keeps them
const args = process.argv.slice(2)
const storeArg = args.find((arg, i) => arg.startsWith('--store=') || args[i - 1] === '--store')
const store = storeArg?.replace(/^--store=/, '') ?? env.NETWORK_LOOKUP_MOCK_STORE ?? 'memory'
if (store === 'memory' && !args.includes('--state-file')) found.NETWORK_LOOKUP_MOCK_STATE_FILE = '/data/state.json'
for (const [name, value] of Object.entries(found)) if (env[name] === undefined && value !== undefined) env[name] = value

await import('../dist/network-lookup-mock.cjs')
