// `node --import tsx scripts/update-swagger-ui.mjs [version]`: copies the Swagger UI files the /docs page loads from a
// swagger-ui-dist release into vendor/swagger-ui/, with its licences. The package is fetched as a tarball (npm pack:
// nothing installed, no install script run) because it depends on an install-time analytics script that neither this
// project nor any project installing it should carry. vendor/swagger-ui/source.json records the release and its
// integrity.
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

const root = resolve(import.meta.dirname, '..')
const version = process.argv[2] ?? 'latest'
const { SWAGGER_UI_FILES, SWAGGER_UI_DIR } = await import('../src/docs/routes.ts')
const files = [...Object.keys(SWAGGER_UI_FILES), 'swagger-ui-bundle.js.LICENSE.txt', 'LICENSE', 'NOTICE']
const work = mkdtempSync(join(tmpdir(), 'nlm-swagger-ui-'))
try {
  const out = execFileSync('npm', ['pack', `swagger-ui-dist@${version}`, '--json', '--pack-destination', work], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    shell: process.platform === 'win32',
  })
  const [info] = JSON.parse(out.slice(out.indexOf('[')))
  execFileSync('tar', ['-xzf', join(work, info.filename), '-C', work, ...files.map((f) => `package/${f}`)])
  const target = join(root, SWAGGER_UI_DIR)
  rmSync(target, { recursive: true, force: true })
  mkdirSync(target, { recursive: true })
  for (const file of readdirSync(join(work, 'package'))) renameSync(join(work, 'package', file), join(target, file))
  const source = { package: info.name, version: info.version, integrity: info.integrity }
  writeFileSync(join(target, 'source.json'), `${JSON.stringify(source, null, 2)}\n`)
  console.log(`${SWAGGER_UI_DIR}: ${info.name}@${info.version}, ${files.length} files`)
} finally {
  rmSync(work, { recursive: true, force: true })
}
