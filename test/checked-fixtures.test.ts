import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it, vi } from 'vitest'
import { checkFixtureText } from '../src/data/fixture-store.js'
import { ENDPOINTS_BY_ID, type EndpointDef } from '../src/endpoints.js'
import { FileError } from '../src/errors.js'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const SHIPPED = join(ROOT, 'fixtures', 'companies', 'by-id', '7340021.json')

describe("the package's fixtures the build checked", () => {
  it('run from the sources, every fixture is checked against its schema', () => {
    const def = ENDPOINTS_BY_ID.get('companies/by-id') as EndpointDef
    const parse = vi.spyOn(def.schema, 'safeParse')
    try {
      expect(checkFixtureText(def, SHIPPED, readFileSync(SHIPPED, 'utf8'))).not.toBeInstanceOf(FileError)
      expect(parse).toHaveBeenCalledTimes(1)
    } finally {
      parse.mockRestore()
    }
  })

  it('in the built package, a shipped text is not checked again; any other text, or another schema, is', {
    tags: ['process'],
    timeout: 60_000,
  }, async () => {
    const dist = fileURLToPath(new URL('../dist/', import.meta.url))
    expect(existsSync(join(dist, 'tables', 'checked-fixtures.json')), 'run npm run build first').toBe(true)
    const fromDist = <T>(...path: string[]): Promise<T> => import(join(dist, ...path)) as Promise<T>
    const store = await fromDist<typeof import('../src/data/fixture-store.js')>('data', 'fixture-store.js')
    const endpoints = await fromDist<typeof import('../src/endpoints.js')>('endpoints.js')
    const def = endpoints.ENDPOINTS_BY_ID.get('companies/by-id') as EndpointDef
    const text = readFileSync(SHIPPED, 'utf8')
    const parse = vi.spyOn(def.schema, 'safeParse')
    try {
      const shipped = store.checkFixtureText(def, SHIPPED, text)
      expect(shipped).toEqual({ body: JSON.parse(text) })
      expect(parse).not.toHaveBeenCalled()
      // the same body written otherwise is another text: checked
      expect(store.checkFixtureText(def, SHIPPED, `${text}\n`)).toEqual({ body: JSON.parse(text) })
      expect(parse).toHaveBeenCalledTimes(1)
      // a body the schema refuses is refused as before
      const broken = JSON.stringify({ ...JSON.parse(text), data: 'x' })
      expect(store.checkFixtureText(def, SHIPPED, broken)).toHaveProperty('file', SHIPPED)
      // a config's endpoint in the built-in's place has its own schema: the build's check does not stand for it
      const own = { ...def, schema: def.schema.clone() }
      const ownParse = vi.spyOn(own.schema, 'safeParse')
      expect(store.checkFixtureText(own, SHIPPED, text)).toEqual({ body: JSON.parse(text) })
      expect(ownParse).toHaveBeenCalledTimes(1)
    } finally {
      parse.mockRestore()
    }
  })
})
