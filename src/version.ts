import { readFileSync } from 'node:fs'
import { PACKAGE_ROOT } from './options.js'

function readVersion(): string {
  try {
    return (JSON.parse(readFileSync(`${PACKAGE_ROOT}package.json`, 'utf8')) as { version?: string }).version ?? '0.0.0'
  } catch {
    return '0.0.0'
  }
}

/** The package's version, read once from its package.json. */
export const PACKAGE_VERSION: string = readVersion()
