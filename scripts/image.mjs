// `npm run image`: the mock as a container image, built with podman and no registry (docs/containers.md).
// 1. stages build/image/context: the built package (package.json's `files`) and its production dependencies, copied
//    from node_modules as the lock file lists them (nothing downloaded), plus the entry point and health check;
// 2. makes a base image with Node 20+ unless one is given: `hostnode` (this machine's node binary and the libraries
//    it links, FROM scratch) or `debian` (Debian trixie's nodejs package unpacked by mmdebstrap);
// 3. builds the Containerfile as network-lookup-mock:<version> and :dev (docker format: OCI drops HEALTHCHECK);
// 4. saves it as an OCI archive, gzip-compressed layers, in build/image/.
// Options: --base hostnode|debian|IMAGE, --stage-only, --no-save, --docker-archive (also a docker-archive, which keeps
// HEALTHCHECK), --measure (start to first 200, container vs plain).
import { execFileSync, spawn, spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { chmodSync, copyFileSync, cpSync, existsSync, mkdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { readdirSync, symlinkSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'

const root = resolve(import.meta.dirname, '..')
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))
export const IMAGE_NAME = 'localhost/network-lookup-mock'
export const IMAGE_DEV = `${IMAGE_NAME}:dev`
export const IMAGE_VERSIONED = `${IMAGE_NAME}:${pkg.version}`
const OUT = join(root, 'build/image')

/**
 * The environment podman needs on this kind of machine, in a containers.conf that CONTAINERS_CONF names (nothing
 * under /etc changes): runc where crun refuses hybrid cgroups, and ulimits below a hard nofile limit under 1048576.
 */
export function podmanEnv(env = process.env) {
  if (env.CONTAINERS_CONF) return { ...env }
  const lines = []
  const hybrid = existsSync('/sys/fs/cgroup/unified') && existsSync('/sys/fs/cgroup/memory')
  const hardNofile = Number(spawnSync('sh', ['-c', 'ulimit -Hn'], { encoding: 'utf8' }).stdout.trim())
  if (Number.isFinite(hardNofile) && hardNofile < 1048576)
    lines.push('[containers]', 'default_ulimits = ["nofile=16384:16384", "nproc=16384:16384"]')
  if (hybrid) lines.push('[engine]', 'runtime = "runc"')
  if (lines.length === 0) return { ...env }
  mkdirSync(OUT, { recursive: true })
  const file = join(OUT, 'containers.conf')
  writeFileSync(file, `${lines.join('\n')}\n`)
  return { ...env, CONTAINERS_CONF: file }
}

/** Whether podman is installed and answers; the reason it cannot be used otherwise. */
export function podmanMissing(env = podmanEnv()) {
  const r = spawnSync('podman', ['version', '--format', '{{.Client.Version}}'], { encoding: 'utf8', env })
  if (r.error) return 'podman is not installed (apt-get install -y podman runc)'
  if (r.status !== 0) return `podman does not work here: ${r.stderr.trim()}`
  return undefined
}

function podman(args, env, options = {}) {
  return execFileSync('podman', args, { encoding: 'utf8', env, stdio: ['ignore', 'pipe', 'pipe'], ...options }).trim()
}

const imageId = (ref, env) => {
  const r = spawnSync('podman', ['image', 'inspect', '--format', '{{.Id}}', ref], { encoding: 'utf8', env })
  return r.status === 0 ? r.stdout.trim() : undefined
}

/**
 * The production packages of the lock file that this checkout has installed, as paths under node_modules: the
 * top-level ones, and the dev-only paths nested in them, which their copies leave out.
 */
function productionPackages() {
  const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8'))
  const entries = Object.entries(lock.packages).filter(([path]) => path.startsWith('node_modules/'))
  const dev = new Set(entries.filter(([, e]) => e.dev || e.devOptional).map(([path]) => join(root, path)))
  const top = entries
    .filter(([path, e]) => !e.dev && !e.devOptional && !path.slice(13).includes('/node_modules/'))
    .map(([path]) => path)
    .filter((path) => existsSync(join(root, path)))
  return { top, dev }
}

/** dist/ as `npm run build` makes it (a checkout's `npm ci` or `npm install` does); built when absent. */
function built() {
  if (!existsSync(join(root, pkg.bin['network-lookup-mock'])))
    execFileSync('npm', ['run', '-s', 'build'], { cwd: root, stdio: 'inherit' })
}

/** build/image/context: app/ (the package as npm would install it), data/ (the state file's folder), links/. */
export function stage() {
  const context = join(OUT, 'context')
  rmSync(context, { recursive: true, force: true })
  const app = join(context, 'app')
  mkdirSync(app, { recursive: true })
  for (const entry of pkg.files) cpSync(join(root, entry), join(app, entry), { recursive: true })
  const { scripts: _scripts, devDependencies: _dev, ...manifest } = pkg
  writeFileSync(join(app, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`)
  const { top, dev } = productionPackages()
  for (const path of top) cpSync(join(root, path), join(app, path), { recursive: true, filter: (src) => !dev.has(src) })
  mkdirSync(join(app, 'container'))
  copyFileSync(join(root, 'scripts/image-entry.mjs'), join(app, 'container/entry.mjs'))
  copyFileSync(join(root, 'scripts/image-healthcheck.mjs'), join(app, 'container/healthcheck.mjs'))
  // a config file under /mock/config imports network-lookup-mock and its dependencies: /node_modules finds them
  symlinkSync('..', join(app, 'node_modules/network-lookup-mock'))
  mkdirSync(join(context, 'links'))
  symlinkSync('/app/node_modules', join(context, 'links/node_modules'))
  mkdirSync(join(context, 'data'))
  for (const mount of ['fixtures', 'scenarios', 'config']) mkdirSync(join(context, 'mock', mount), { recursive: true })
  copyFileSync(join(root, 'Containerfile'), join(context, 'Containerfile'))
  return context
}

/** FROM scratch with this machine's node (symbols stripped) and the shared libraries it links. */
function hostnodeBase(env) {
  const node = execFileSync('node', ['-p', 'process.execPath'], { encoding: 'utf8' }).trim()
  const version = execFileSync(node, ['-v'], { encoding: 'utf8' }).trim()
  const tag = `localhost/network-lookup-mock-base:hostnode-${version}`
  if (imageId(tag, env)) return tag
  const dir = join(OUT, 'base')
  rmSync(dir, { recursive: true, force: true })
  const rootfs = join(dir, 'rootfs')
  const put = (file, to = file) => {
    mkdirSync(join(rootfs, dirname(to)), { recursive: true })
    copyFileSync(file, join(rootfs, to))
  }
  put(node, '/usr/bin/node')
  chmodSync(join(rootfs, 'usr/bin/node'), 0o755)
  if (spawnSync('strip', [join(rootfs, 'usr/bin/node')]).status !== 0) console.error('strip failed: node kept whole')
  const ldd = execFileSync('ldd', [node], { encoding: 'utf8' })
  if (ldd.includes('not found')) throw new Error(`node links libraries this machine lacks:\n${ldd}`)
  for (const [, lib] of ldd.matchAll(/(?:=>\s*|^\s*)(\/\S+)/gm)) put(lib)
  mkdirSync(join(rootfs, 'tmp'))
  mkdirSync(join(rootfs, 'etc'), { recursive: true })
  chmodSync(join(rootfs, 'tmp'), 0o1777)
  writeFileSync(
    join(rootfs, 'etc/passwd'),
    'root:x:0:0:root:/root:/sbin/nologin\nmock:x:1000:1000::/mock:/sbin/nologin\n',
  )
  writeFileSync(join(rootfs, 'etc/group'), 'root:x:0:\nmock:x:1000:\n')
  if (existsSync('/etc/ssl/certs/ca-certificates.crt')) put('/etc/ssl/certs/ca-certificates.crt')
  writeFileSync(join(dir, 'Containerfile'), 'FROM scratch\nCOPY rootfs/ /\nENV PATH=/usr/bin\nCMD ["/usr/bin/node"]\n')
  podman(['build', '-q', '--format', 'docker', '-t', tag, dir], env)
  return tag
}

/** Debian trixie's nodejs (20.x) and what it depends on, unpacked without maintainer scripts (no shell, no apt). */
function debianBase(env) {
  const tag = 'localhost/network-lookup-mock-base:debian-trixie'
  if (imageId(tag, env)) return tag
  const dir = join(OUT, 'debian')
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(join(dir, 'links'), { recursive: true })
  const excludes = ['share/man', 'share/doc', 'share/locale', 'share/info', 'lib/x86_64-linux-gnu/gconv'].map(
    (d) => `--dpkgopt=path-exclude=/usr/${d}/*`,
  )
  const args = ['--variant=extract', '--include=nodejs,ca-certificates', ...excludes, 'trixie', join(dir, 'rootfs.tar')]
  execFileSync('mmdebstrap', args, { stdio: ['ignore', 'ignore', 'inherit'] })
  // no maintainer script ran: the merged-/usr links (the loader's /lib64 among them) and the loader's search path
  for (const d of ['bin', 'lib', 'lib64']) symlinkSync(`usr/${d}`, join(dir, 'links', d))
  const containerfile = ['FROM scratch', 'ADD rootfs.tar /', 'COPY links/ /', 'ENV PATH=/usr/bin']
  containerfile.push('ENV LD_LIBRARY_PATH=/usr/lib/x86_64-linux-gnu', 'CMD ["/usr/bin/node"]')
  writeFileSync(join(dir, 'Containerfile'), `${containerfile.join('\n')}\n`)
  podman(['build', '-q', '--format', 'docker', '-t', tag, dir], env)
  rmSync(dir, { recursive: true, force: true })
  return tag
}

/** A hash of everything the image is made of: unchanged inputs reuse the image without staging it again. */
function inputsHash(base) {
  const hash = createHash('sha256').update(`${base}\0`)
  const add = (path) => {
    const full = join(root, path)
    const files = statSync(full).isDirectory()
      ? readdirSync(full, { recursive: true, withFileTypes: true })
          .filter((d) => d.isFile())
          .map((d) => join(d.parentPath ?? d.path, d.name))
      : [full]
    for (const file of files.filter((f) => !dev.has(f)).sort())
      hash.update(`${file.slice(root.length)}\0`).update(readFileSync(file))
  }
  const { top, dev } = productionPackages()
  for (const path of ['Containerfile', 'scripts/image-entry.mjs', 'scripts/image-healthcheck.mjs', 'package.json'])
    add(path)
  for (const path of [...pkg.files, ...top]) if (existsSync(join(root, path))) add(path)
  return hash.digest('hex').slice(0, 32)
}

const INPUTS_LABEL = 'network-lookup-mock.inputs'

/** Builds the image; returns its id and whether this call made it (unchanged inputs reuse the image as it is). */
export function buildImage({ base = 'hostnode', env = podmanEnv() } = {}) {
  built()
  const inputs = inputsHash(base)
  const before = imageId(IMAGE_DEV, env)
  if (before) {
    const label = spawnSync('podman', ['image', 'inspect', '--format', `{{index .Labels "${INPUTS_LABEL}"}}`, before], {
      encoding: 'utf8',
      env,
    })
    if (label.stdout.trim() === inputs && imageId(IMAGE_VERSIONED, env) === before)
      return { id: before, created: false, base: 'as built before (inputs unchanged)' }
  }
  const context = stage()
  const from = base === 'hostnode' ? hostnodeBase(env) : base === 'debian' ? debianBase(env) : base
  const args = [
    'build',
    '-q',
    '--format',
    'docker',
    '--build-arg',
    `BASE=${from}`,
    '--label',
    `${INPUTS_LABEL}=${inputs}`,
  ]
  args.push('--build-arg', `VERSION=${pkg.version}`, '-t', IMAGE_VERSIONED, '-t', IMAGE_DEV, context)
  const id = podman(args, env).split('\n').pop()
  return { id, created: id !== before, base: from }
}

/**
 * The OCI archive, its layers gzip-compressed by skopeo when it is there (podman's own keeps them raw). OCI's image
 * config has no health check: `docker` also writes a docker-archive (gzipped), which keeps HEALTHCHECK.
 */
function save(env, { docker = false } = {}) {
  const file = join(OUT, `network-lookup-mock-${pkg.version}.oci.tar`)
  rmSync(file, { force: true })
  const skopeo = spawnSync('skopeo', ['--version'], { env })
  if (skopeo.status === 0) {
    const src = `containers-storage:${IMAGE_VERSIONED}`
    execFileSync('skopeo', ['copy', '-q', '--dest-compress', src, `oci-archive:${file}:${IMAGE_VERSIONED}`], { env })
  } else podman(['save', '-q', '--format', 'oci-archive', '-o', file, IMAGE_VERSIONED], env)
  const files = [file]
  if (docker) {
    const tar = join(OUT, `network-lookup-mock-${pkg.version}.docker.tar`)
    rmSync(tar, { force: true })
    rmSync(`${tar}.gz`, { force: true })
    podman(['save', '-q', '--format', 'docker-archive', '-o', tar, IMAGE_VERSIONED, IMAGE_DEV], env)
    execFileSync('gzip', ['-f', tar])
    files.push(`${tar}.gz`)
  }
  return files
}

/** Milliseconds from starting the process (or the container) to the health route's first 200. */
async function firstOk(port, start) {
  const began = performance.now()
  const child = start()
  for (;;) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/__admin/health`)
      await res.arrayBuffer()
      if (res.ok) return { ms: performance.now() - began, child }
    } catch {}
    await new Promise((r) => setTimeout(r, 5))
  }
}

async function measure(env, runs = 5) {
  const bin = join(root, pkg.bin['network-lookup-mock'])
  const rows = { plain: [], container: [] }
  for (let i = 0; i < runs; i++) {
    const port = 18400 + i
    const plain = await firstOk(port, () =>
      spawn('node', [bin, 'serve', '--quiet', '--port', String(port)], { stdio: 'ignore' }),
    )
    plain.child.kill('SIGTERM')
    rows.plain.push(plain.ms)
    const name = `nlm-measure-${process.pid}-${i}`
    podman(
      [
        'create',
        '--name',
        name,
        '--network',
        'host',
        '--read-only',
        '-e',
        'NETWORK_LOOKUP_MOCK_HOST=127.0.0.1',
        '-e',
        `NETWORK_LOOKUP_MOCK_PORT=${port + 100}`,
        '-e',
        'NETWORK_LOOKUP_MOCK_QUIET=1',
        IMAGE_DEV,
      ],
      env,
    )
    try {
      const started = await firstOk(port + 100, () => spawn('podman', ['start', name], { env, stdio: 'ignore' }))
      rows.container.push(started.ms)
    } finally {
      podman(['rm', '-f', '-v', '-t', '2', name], env)
    }
  }
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
  return { plain: median(rows.plain), container: median(rows.container), rows }
}

async function main(argv) {
  const base = argv.includes('--base') ? argv[argv.indexOf('--base') + 1] : 'hostnode'
  if (argv.includes('--stage-only')) {
    built()
    return console.log(stage())
  }
  const env = podmanEnv()
  const missing = podmanMissing(env)
  if (missing) {
    console.error(`npm run image: ${missing}`)
    return 1
  }
  const built = buildImage({ base, env })
  const size = Number(podman(['image', 'inspect', '--format', '{{.Size}}', built.id], env))
  console.log(
    `${IMAGE_VERSIONED} and ${IMAGE_DEV}: ${built.id.slice(0, 12)}, ${(size / 1e6).toFixed(1)} MB, on ${built.base}`,
  )
  if (!argv.includes('--no-save'))
    for (const file of save(env, { docker: argv.includes('--docker-archive') }))
      console.log(`saved ${file.slice(root.length + 1)}: ${(statSync(file).size / 1e6).toFixed(1)} MB`)
  if (argv.includes('--measure')) {
    const m = await measure(env)
    console.log(
      `start to first 200 (median of 5): plain ${m.plain.toFixed(0)} ms, container ${m.container.toFixed(0)} ms`,
    )
    console.log(JSON.stringify(m.rows))
  }
  return 0
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exitCode = await main(process.argv.slice(2))
