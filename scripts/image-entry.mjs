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
for (const [name, value] of Object.entries(found)) if (env[name] === undefined && value !== undefined) env[name] = value

await import('../dist/network-lookup-mock.mjs')
