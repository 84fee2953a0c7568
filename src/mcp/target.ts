import type { ControlHandler } from '../admin/control-handle.js'
import { checkFixtures } from '../drift/check.js'
import type { EndpointTable } from '../endpoints.js'
import type { McpTarget } from './server.js'

export interface InProcessParts {
  /** The app's fetch: /v1 and /openapi.json. */
  fetch: (request: Request) => Response | Promise<Response>
  /** The app's own admin API, which needs no token and answers with the HTTP admin API off. */
  control: () => ControlHandler | undefined
  endpoints: EndpointTable
  devKey: string
  /** The fixtures folder, for the drift tool; undefined with fixtures off. */
  fixtures: string | undefined
}

/** A target over an app in process: requests made with a loopback name, so a Host check lets them through. */
export function inProcessTarget({ fetch, control, endpoints, devKey, fixtures }: InProcessParts): McpTarget {
  return {
    send: async (path, init) => {
      const request = new Request(`http://localhost${path}`, init)
      const admin = control()
      return path.startsWith('/__admin') && admin ? admin(request) : fetch(request)
    },
    endpoints: () => endpoints.list,
    devKey,
    ...(fixtures !== undefined ? { drift: () => checkFixtures(fixtures, endpoints.byId) } : {}),
  }
}
