import { EndpointTable } from '../endpoints.js'
import { closest } from '../util/closest.js'

const BUILT_IN = new EndpointTable()

/** "did you mean /v1/people/profile?" for an unknown path, or undefined when nothing is close. */
export function suggestEndpoint(path: string, endpoints: EndpointTable = BUILT_IN): string | undefined {
  const bare = path.replace(/\/+$/, '')
  // a path without /v1 (`/people/profile`) is compared as if it had it
  const full = bare.startsWith('/v1/') ? bare : `/v1${bare.startsWith('/') ? '' : '/'}${bare}`
  if (endpoints.forPath(bare)) return undefined
  if (full !== bare && endpoints.forPath(full)) return full
  return closest(
    full,
    endpoints.list.map((e) => e.path),
  )
}
