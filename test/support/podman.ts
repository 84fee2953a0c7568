import { execFile, execFileSync, spawnSync } from 'node:child_process'
import { copyFileSync, chmodSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { promisify } from 'node:util'
import { buildImage, podmanEnv, podmanMissing } from '../../scripts/image.mjs'
import { tempDir } from './tmp.js'

/** podman's settings for this machine (scripts/image.mjs: runc, lower ulimits), in every command the tests run. */
export const PODMAN_ENV: NodeJS.ProcessEnv = podmanEnv()
/** Why the container tests cannot run here, or undefined when podman works. */
export const PODMAN_MISSING: string | undefined = podmanMissing(PODMAN_ENV)

/** Said once per file whose container tests are skipped, straight to stderr (vitest holds back a skipped file's output). */
export function sayIfSkipped(): void {
  if (PODMAN_MISSING) process.stderr.write(`\nContainer tests SKIPPED: ${PODMAN_MISSING}\n`)
}

const run = promisify(execFile)

/** A podman command's output, trimmed; its stderr in the error when it fails. */
export async function podman(...args: string[]): Promise<string> {
  try {
    return (await run('podman', args, { env: PODMAN_ENV, maxBuffer: 64 << 20 })).stdout.trim()
  } catch (err) {
    const { stderr } = err as { stderr?: string }
    throw new Error(`podman ${args.join(' ')}: ${stderr?.trim() ?? String(err)}`)
  }
}

/** What a test run made, removed by id at the end: containers (with their volumes), pods, networks, volumes, images. */
export class Made {
  readonly containers: string[] = []
  readonly pods: string[] = []
  readonly networks: string[] = []
  readonly volumes: string[] = []
  readonly images: string[] = []
  async removeAll(): Promise<void> {
    for (const id of this.containers.splice(0)) await podman('rm', '-f', '-v', '-t', '2', id).catch(() => '')
    for (const id of this.pods.splice(0)) await podman('pod', 'rm', '-f', '-t', '2', id).catch(() => '')
    for (const name of this.networks.splice(0)) await podman('network', 'rm', name).catch(() => '')
    for (const name of this.volumes.splice(0)) await podman('volume', 'rm', '-f', name).catch(() => '')
    for (const id of this.images.splice(0)) await podman('rmi', '-f', id).catch(() => '')
  }
}

/**
 * The mock's image as `npm run image` builds it (an unchanged build is podman's cached one, so CI builds it once);
 * an image this call made is listed in `made` for removal.
 */
export function mockImage(made: Made): string {
  const { id, created } = buildImage({ env: PODMAN_ENV })
  if (created) made.images.push(id)
  return id
}

/** Redis for the replicas' pod: this machine's redis-server and the libraries it links, FROM scratch (no registry). */
export function redisImage(made: Made): string {
  const dir = tempDir('nlm-redis-image-')
  const rootfs = join(dir, 'rootfs')
  const put = (file: string): void => {
    mkdirSync(join(rootfs, dirname(file)), { recursive: true })
    copyFileSync(file, join(rootfs, file))
  }
  const server = process.env.REDIS_SERVER ?? '/usr/bin/redis-server'
  put(server)
  chmodSync(join(rootfs, server), 0o755)
  for (const [, lib] of execFileSync('ldd', [server], { encoding: 'utf8' }).matchAll(/(?:=>\s*|^\s*)(\/\S+)/gm))
    put(lib as string)
  mkdirSync(join(rootfs, 'etc'), { recursive: true })
  writeFileSync(join(rootfs, 'etc/passwd'), 'redis:x:999:999::/:/sbin/nologin\n')
  writeFileSync(
    join(dir, 'Containerfile'),
    `FROM scratch\nCOPY rootfs/ /\nUSER 999:999\nCMD ["${server}", "--save", "", "--appendonly", "no"]\n`,
  )
  const r = spawnSync('podman', ['build', '-q', '-t', 'localhost/nlm-test-redis:dev', dir], {
    env: PODMAN_ENV,
    encoding: 'utf8',
  })
  rmSync(dir, { recursive: true, force: true })
  if (r.status !== 0) throw new Error(`the Redis image did not build: ${r.stderr}`)
  const id = r.stdout.trim().split('\n').pop() as string
  made.images.push(id)
  return id
}
