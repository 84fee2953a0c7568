import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../env.js'
import { MockError } from '../errors.js'
import { headerOf } from './request.js'

const LOOPBACK_NAME = /^(localhost|127(\.\d{1,3}){3}|\[::1\]|\[::ffff:127(\.\d{1,3}){3}\])$/i

/** The host name of a Host header without its port, lower case; `[::1]` keeps its brackets. */
export function hostName(header: string): string {
  const host = header.trim().toLowerCase()
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1)
  const colon = host.indexOf(':')
  return (colon < 0 ? host : host.slice(0, colon)).replace(/\.$/, '')
}

export interface HostCheckOptions {
  /** Names accepted besides the loopback ones (`--allowed-hosts`), any port. */
  allowedHosts?: readonly string[]
}

/**
 * On a loopback bind, a Host that is not a loopback name is a page reaching the mock through DNS rebinding:
 * refused on every path. A request without Host (HTTP/1.0, in process) is served as the mock's own host.
 */
export function hostCheck({ allowedHosts = [] }: HostCheckOptions = {}) {
  const allowed = new Set(allowedHosts.map((h) => hostName(h)))
  // clients send the same Host on every request: the last accepted one needs no parsing again
  let accepted = ''
  return createMiddleware<AppEnv>(function hostCheck(c, next) {
    const header = headerOf(c, 'host')
    if (header !== undefined && header !== '' && header !== accepted) {
      const name = hostName(header)
      if (!LOOPBACK_NAME.test(name) && !allowed.has(name)) {
        throw new MockError('HOST_NOT_ALLOWED', {
          message:
            `Host ${JSON.stringify(header.slice(0, 100))} is not a loopback name; start the mock with ` +
            `--allowed-hosts ${name.slice(0, 100) || 'NAME'} to accept it`,
        })
      }
      accepted = header
    }
    return next()
  })
}
