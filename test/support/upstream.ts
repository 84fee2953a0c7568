import { createServer, type RequestListener, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll } from 'vitest'

/** A stand-in for the real service on 127.0.0.1, listening while the file's tests run; `url` is its base URL. */
export function fakeUpstream(handler: RequestListener): { server: Server; readonly url: string } {
  const server = createServer(handler)
  let url = ''
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    server.closeAllConnections()
    await new Promise<void>((resolve) => server.close(() => resolve()))
  })
  return {
    server,
    get url() {
      return url
    },
  }
}
