import { ENDPOINTS, endpointForPath } from '../endpoints.js'
import { closest } from '../util/closest.js'

/** "did you mean /v1/people/profile?" for an unknown path, or undefined when nothing is close. */
export function suggestEndpoint(path: string): string | undefined {
  const bare = path.replace(/\/+$/, '')
  // a path without /v1 (`/people/profile`) is compared as if it had it
  const full = bare.startsWith('/v1/') ? bare : `/v1${bare.startsWith('/') ? '' : '/'}${bare}`
  if (endpointForPath(bare)) return undefined
  if (full !== bare && endpointForPath(full)) return full
  return closest(
    full,
    ENDPOINTS.map((e) => e.path),
  )
}
