import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll } from 'vitest'

/** A fresh temp folder, removed after the file's tests. */
export function tempDir(prefix = 'nlm-test-'): string {
  const dir = mkdtempSync(join(tmpdir(), prefix))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))
  return dir
}

/** Writes files (relative path -> content; objects become JSON) under `dir`, creating folders. */
export function writeFiles(dir: string, files: Record<string, unknown>): string {
  for (const [rel, content] of Object.entries(files)) {
    const file = join(dir, rel)
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content, null, 2))
  }
  return dir
}
