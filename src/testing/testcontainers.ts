import { randomBytes } from 'node:crypto'
import { connect, type MockClient } from '../control/client.js'

/** The image `npm run image` builds; a published copy has its registry's name instead. */
export const MOCK_IMAGE = 'localhost/network-lookup-mock:dev'
const PORT = 4010

export interface MockContainerOptions {
  /** The image to start. Default: MOCK_IMAGE. */
  image?: string
  /** More serve options, by their variables: `{ NETWORK_LOOKUP_MOCK_SEED: '7' }`. */
  env?: Record<string, string>
  /** The admin token; a random one by default (the mock listens off loopback in its container). */
  adminToken?: string
  /** How long the health route may take to answer. Default 60 s. */
  startupTimeoutMs?: number
}

/** What a started container is: its base URL, a control client already connected, and how to stop it. */
export interface StartedMock {
  /** `http://<host>:<mapped port>`: what the code under test calls instead of the real service. */
  url: string
  adminToken: string
  /** The mock's controls over its admin API (connect(url, { token })). */
  client: MockClient
  /** The container's id, for logs or inspection. */
  containerId: string
  /** Stops and removes the container (SIGTERM: the mock writes its state file and exits). */
  stop(): Promise<void>
}

/**
 * Starts the mock's image with Testcontainers (`npm install -D testcontainers`), waits for its health route, and
 * returns its base URL and a connected control client. Runs wherever Testcontainers does: Docker, or podman's Docker
 * API (`podman system service`, with DOCKER_HOST pointing at its socket).
 *
 * @example
 * const mock = await startMockContainer({ env: { NETWORK_LOOKUP_MOCK_SEED: '7' } })
 * await mock.client.useScenario('server-error', { times: 1 })
 * // ... the code under test calls mock.url ...
 * await mock.stop()
 */
export async function startMockContainer(options: MockContainerOptions = {}): Promise<StartedMock> {
  // a peer dependency: loaded only when a container is asked for, so the rest of the package works without it
  const { GenericContainer, Wait } = await import('testcontainers')
  const adminToken = options.adminToken ?? randomBytes(16).toString('hex')
  const started = await new GenericContainer(options.image ?? MOCK_IMAGE)
    .withEnvironment({ ...options.env, NETWORK_LOOKUP_MOCK_ADMIN_TOKEN: adminToken })
    .withExposedPorts(PORT)
    .withWaitStrategy(
      Wait.forHttp('/__admin/health', PORT)
        .withHeaders({ authorization: `Bearer ${adminToken}` })
        .forStatusCode(200),
    )
    .withStartupTimeout(options.startupTimeoutMs ?? 60_000)
    .start()
  const url = `http://${started.getHost()}:${started.getMappedPort(PORT)}`
  return {
    url,
    adminToken,
    client: connect(url, { token: adminToken }),
    containerId: started.getId(),
    stop: async () => {
      await started.stop({ timeout: 10_000, remove: true, removeVolumes: true })
    },
  }
}
