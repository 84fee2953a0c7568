import type { MiddlewareHandler } from 'hono'
import { secureHeaders } from 'hono/secure-headers'

/**
 * Headers of the pages people open (the links page, the QA console, /docs): no other site may frame them, so a page
 * elsewhere cannot lay the console under a decoy and steer clicks into it. /v1 answers keep production's headers.
 */
export function pageHeaders(): MiddlewareHandler {
  return secureHeaders({
    contentSecurityPolicy: { frameAncestors: ["'self'"] },
    xFrameOptions: 'SAMEORIGIN',
    // the mock serves plain HTTP on a developer's machine: pinning HTTPS on that host name would outlive the mock
    strictTransportSecurity: false,
  })
}
