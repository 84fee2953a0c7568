import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { chmodSync, chownSync, existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { parse, stringify } from 'yaml'
import { connect } from '../src/control/client.js'
import { PACKAGE_ROOT } from '../src/options.js'
import { startMockContainer } from '../src/testing/testcontainers.js'
import { Made, mockImage, PODMAN_ENV, PODMAN_MISSING, podman, redisImage, sayIfSkipped } from './support/podman.js'
import { freePort } from './support/redis.js'
import { tempDir, writeFiles } from './support/tmp.js'

sayIfSkipped()

const KEY = 'test_starter_0000000000000001'
const PROFILE = '/v1/people/profile?username=jane-doe'
const TOKEN = 'container-test-token'

async function get(url: string, headers: Record<string, string> = { 'x-api-key': KEY }) {
  const res = await fetch(url, { headers })
  return { status: res.status, body: (await res.json()) as Record<string, unknown> }
}

/** Polls the health route until it answers 200 (the container's process is starting). */
async function healthy(url: string, token = TOKEN): Promise<void> {
  await expect
    .poll(
      async () =>
        (await fetch(`${url}/__admin/health`, { headers: { authorization: `Bearer ${token}` } }).catch(() => undefined))
          ?.status,
    )
    .toBe(200)
}

/** Polls `ready` every 20 ms, up to a minute (hooks cannot use expect.poll). */
async function waitFor(ready: () => boolean, what: string): Promise<void> {
  for (let tries = 0; !ready(); tries++) {
    if (tries > 3000) throw new Error(`${what}: not within a minute`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

describe.skipIf(PODMAN_MISSING !== undefined)('the image, run by podman', { tags: ['process'] }, () => {
  const made = new Made()
  let image: string

  beforeAll(() => {
    image = mockImage(made)
  })
  afterAll(() => made.removeAll())

  /** `podman run -d` with the ports given published on 127.0.0.1; the container is removed after the file. */
  async function run(args: string[], command: string[] = []): Promise<string> {
    const id = await podman('run', '-d', '--read-only', ...args, image, ...command)
    made.containers.push(id)
    return id
  }

  test('runs as a non-root user on a read-only root, answers through a published port, passes its health check', async () => {
    const port = await freePort()
    const id = await run(['-p', `127.0.0.1:${port}:4010`, '-e', `NETWORK_LOOKUP_MOCK_ADMIN_TOKEN=${TOKEN}`])
    const url = `http://127.0.0.1:${port}`
    await healthy(url)
    const profile = await get(`${url}${PROFILE}`)
    expect(profile.status).toBe(200)
    expect(profile.body.username).toBe('jane-doe')
    expect(await podman('exec', id, 'node', '-p', 'process.getuid() + ":" + process.getgid()')).toBe('1000:1000')
    const write = "try { require('fs').writeFileSync('/app/x', '1') } catch (e) { console.log(e.code) }"
    expect(await podman('exec', id, 'node', '-e', write)).toBe('EROFS')
    // podman runs HEALTHCHECK on request here (no systemd timers): exit 0 is healthy
    await expect(podman('healthcheck', 'run', id)).resolves.toBe('')
    const labels = JSON.parse(await podman('image', 'inspect', '--format', '{{json .Labels}}', image))
    expect(labels).toMatchObject({
      'org.opencontainers.image.licenses': 'MIT',
      'org.opencontainers.image.version': JSON.parse(readFileSync(join(PACKAGE_ROOT, 'package.json'), 'utf8')).version,
    })
    expect(labels['org.opencontainers.image.source']).toMatch(/^https:\/\//)
  })

  test('takes serve options from their variables and arguments; the health check follows the port given', async () => {
    const port = await freePort()
    const id = await run(
      [
        '--network',
        'host',
        '-e',
        'NETWORK_LOOKUP_MOCK_HOST=127.0.0.1',
        '-e',
        'NETWORK_LOOKUP_MOCK_SCENARIO=server-error',
      ],
      ['serve', '--port', String(port), '--seed', '7'],
    )
    const url = `http://127.0.0.1:${port}`
    // on loopback no token is needed
    await healthy(url, '')
    expect((await get(`${url}/__admin/health`, {})).body.scenario).toBe('server-error')
    expect((await get(`${url}${PROFILE}`)).status).toBe(500)
    await expect(podman('healthcheck', 'run', id)).resolves.toBe('')
  })

  test('serves fixtures and scenarios mounted at /mock/fixtures and /mock/scenarios', async () => {
    const dir = writeFiles(tempDir('nlm-mounts-'), {
      'fixtures/people/profile/mounted-person.json': JSON.parse(
        readFileSync(join(PACKAGE_ROOT, 'fixtures/people/profile/ada-quinn.json'), 'utf8'),
      ),
      'scenarios/all-teapots.json': {
        name: 'all-teapots',
        description: 'every call fails as the service does',
        rules: [{ effect: { error: 'INTERNAL_ERROR' } }],
      },
    })
    chmodSync(dir, 0o755)
    const port = await freePort()
    await run([
      '-p',
      `127.0.0.1:${port}:4010`,
      '-e',
      `NETWORK_LOOKUP_MOCK_ADMIN_TOKEN=${TOKEN}`,
      '-v',
      `${join(dir, 'fixtures')}:/mock/fixtures:ro,Z`,
      '-v',
      `${join(dir, 'scenarios')}:/mock/scenarios:ro,Z`,
    ])
    const url = `http://127.0.0.1:${port}`
    await healthy(url)
    const fixture = await fetch(`${url}/v1/people/profile?username=mounted-person`, { headers: { 'x-api-key': KEY } })
    expect(fixture.headers.get('x-mock-source')).toBe('fixture')
    const admin = connect(url, { token: TOKEN })
    expect((await admin.scenarios()).map((s) => s.name)).toContain('all-teapots')
  })

  test('serves the endpoints of a TypeScript config mounted at /mock/config (it imports the package and zod)', async () => {
    const port = await freePort()
    await run([
      '-p',
      `127.0.0.1:${port}:4010`,
      '-v',
      `${join(PACKAGE_ROOT, 'examples/extra-endpoints')}:/mock/config:ro`,
    ])
    const url = `http://127.0.0.1:${port}/v1/locations/search?keyword=london`
    const answer = async () => (await fetch(url, { headers: { 'x-api-key': KEY } }).catch(() => undefined))?.status
    await expect.poll(answer).toBe(200)
  })

  test('SIGTERM stops it cleanly (exit 0) and writes the state file to the /data volume', async () => {
    const data = tempDir('nlm-data-')
    chownSync(data, 1000, 1000)
    const port = await freePort()
    const id = await run([
      '-p',
      `127.0.0.1:${port}:4010`,
      '-v',
      `${data}:/data:Z`,
      '-e',
      `NETWORK_LOOKUP_MOCK_ADMIN_TOKEN=${TOKEN}`,
    ])
    const url = `http://127.0.0.1:${port}`
    await healthy(url)
    for (let i = 0; i < 3; i++) expect((await get(`${url}${PROFILE}`)).status).toBe(200)
    await podman('stop', '-t', '10', id)
    expect(await podman('inspect', '--format', '{{.State.ExitCode}}', id)).toBe('0')
    const state = JSON.parse(readFileSync(join(data, 'state.json'), 'utf8')) as { keys: Record<string, unknown> }
    expect(Object.keys(state.keys).length).toBeGreaterThan(0)
    expect(readFileSync(join(data, 'state.json'), 'utf8')).not.toContain(KEY)
  })

  test('the podman run commands of docs/containers.md run as written (port, paths and image made local)', async () => {
    const doc = readFileSync(join(PACKAGE_ROOT, 'docs/containers.md'), 'utf8')
    const blocks = [...doc.matchAll(/```sh\n([\s\S]*?)```/g)].map((m) => m[1] as string)
    const commands = blocks.flatMap((b) => b.split('\n')).filter((line) => line.startsWith('podman run '))
    expect(commands.length).toBeGreaterThanOrEqual(3)
    for (const command of commands) {
      const port = await freePort()
      const words = command.split(/\s+/).slice(2)
      const args = words.map((word, i) => {
        if (word === 'localhost/network-lookup-mock:dev') return image
        if (words[i - 1] === '-p') return word.replace(/^127\.0\.0\.1:4010:/, `127.0.0.1:${port}:`)
        if (words[i - 1] !== '-v') return word
        if (word.startsWith('./')) return join(PACKAGE_ROOT, word.slice(2))
        const volume = `nlm-docs-${process.pid}-${port}`
        made.volumes.push(volume)
        return word.replace(/^[\w-]+:/, `${volume}:`)
      })
      const id = await podman('run', ...(args.includes('-d') ? [] : ['-d']), ...args)
      made.containers.push(id)
      const url = `http://127.0.0.1:${port}${PROFILE}`
      const answer = async () => (await fetch(url, { headers: { 'x-api-key': KEY } }).catch(() => undefined))?.status
      await expect.poll(answer, { message: command }).toBe(200)
    }
  })

  test('two replicas and Redis in one pod (deploy/pod.yaml) share credits and scenarios', async () => {
    const redis = redisImage(made)
    const portA = await freePort()
    let portB = await freePort()
    // podman 4.3 merges consecutive host ports of a pod into a range it then fails to bind
    while (Math.abs(portA - portB) <= 1) portB = await freePort()
    const pod = parse(readFileSync(join(PACKAGE_ROOT, 'deploy/pod.yaml'), 'utf8'))
    pod.metadata.name = `nlm-test-${process.pid}`
    const [redisC, a, b] = pod.spec.containers
    redisC.image = redis
    a.image = image
    b.image = image
    a.ports[0].hostPort = portA
    b.ports[0].hostPort = portB
    const file = join(tempDir('nlm-pod-'), 'pod.yaml')
    writeFileSync(file, stringify(pod))
    const networks = await podman('network', 'ls', '--format', '{{.Name}}')
    await podman('play', 'kube', file)
    made.pods.push(await podman('pod', 'inspect', '--format', '{{.Id}}', pod.metadata.name))
    if (!networks.split('\n').includes('podman-default-kube-network')) made.networks.push('podman-default-kube-network')
    const [urlA, urlB] = [`http://127.0.0.1:${portA}`, `http://127.0.0.1:${portB}`]
    await healthy(urlA, 'change-me')
    await healthy(urlB, 'change-me')
    const [clientA, clientB] = [connect(urlA, { token: 'change-me' }), connect(urlB, { token: 'change-me' })]
    await clientA.setCredits(KEY, 5)
    expect((await get(`${urlA}${PROFILE}`)).status).toBe(200)
    expect((await get(`${urlB}${PROFILE}`)).status).toBe(200)
    expect((await clientB.usage(KEY)).creditsRemaining).toBe(3)
    await clientA.useScenario('server-error')
    expect((await get(`${urlB}${PROFILE}`)).status).toBe(500)
    const instances = (await clientB.requests({ key: KEY })).map((e) => e.instance)
    expect(new Set(instances)).toEqual(new Set(['mock-a', 'mock-b']))
  })

  test.skipIf(!existsSync('/usr/bin/python3'))('the pytest plugin starts the image where podman has it', async () => {
    const python = join(PACKAGE_ROOT, 'python')
    const { NETWORK_LOOKUP_MOCK_URL: _given, ...env } = PODMAN_ENV
    const args = ['-m', 'pytest', '-p', 'network_lookup_mock.pytest_plugin', '-p', 'no:cacheprovider', '-q']
    args.push('--mock-image', image, 'tests/test_client.py', '-k', 'health or scenario_and_back')
    const ours = () => podman('ps', '-a', '-q', '--no-trunc', '--filter', `ancestor=${image}`)
    const before = await ours()
    const child = spawn('/usr/bin/python3', args, {
      cwd: python,
      env: { ...env, PYTHONPATH: python, PYTHONDONTWRITEBYTECODE: '1', NETWORK_LOOKUP_MOCK_PYTEST_MODE: 'container' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout?.on('data', (d: Buffer) => (output += d.toString()))
    child.stderr?.on('data', (d: Buffer) => (output += d.toString()))
    const [code] = await once(child, 'exit')
    expect({ code, output }).toMatchObject({ code: 0, output: expect.stringMatching(/2 passed/) })
    // the plugin removed its container at the end of its session
    expect(await ours()).toBe(before)
  })

  describe('Testcontainers against podman system service', () => {
    let service: ChildProcess
    const saved = { ...process.env }

    beforeAll(async () => {
      const socket = join(tempDir('nlm-podman-sock-'), 'podman.sock')
      service = spawn('podman', ['system', 'service', '--time=0', `unix://${socket}`], {
        env: PODMAN_ENV,
        stdio: 'ignore',
      })
      await waitFor(() => existsSync(socket), 'podman system service made its socket')
      Object.assign(process.env, {
        DOCKER_HOST: `unix://${socket}`,
        // Ryuk's image is on Docker Hub; each container is removed by stop() and by id after the file
        TESTCONTAINERS_RYUK_DISABLED: 'true',
        // without it the library asks for the bridge's gateway address: traffic stays on 127.0.0.1
        TESTCONTAINERS_HOST_OVERRIDE: '127.0.0.1',
      })
    })
    afterAll(async () => {
      for (const name of ['DOCKER_HOST', 'TESTCONTAINERS_RYUK_DISABLED', 'TESTCONTAINERS_HOST_OVERRIDE'])
        if (saved[name] === undefined) delete process.env[name]
        else process.env[name] = saved[name]
      if (service?.exitCode === null) {
        service.kill('SIGTERM')
        await once(service, 'exit')
      }
    })

    test('startMockContainer starts the image, waits for health, returns its URL and a connected client', async () => {
      const mock = await startMockContainer({ image, env: { NETWORK_LOOKUP_MOCK_SEED: '7' } })
      made.containers.push(mock.containerId)
      expect(mock.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
      await mock.client.useScenario('not-found', { key: KEY, times: 1 })
      expect((await get(`${mock.url}${PROFILE}`)).status).toBe(404)
      expect((await get(`${mock.url}${PROFILE}`)).status).toBe(200)
      await mock.client.expectCalled('people/profile', { times: 2, key: KEY })
      await mock.stop()
      expect(await podman('ps', '-a', '-q', '--filter', `id=${mock.containerId}`)).toBe('')
    })
  })
})
