import type { Exchange } from '../pipeline/exchange.js'

/** The key from `Authorization: Bearer <key>` or `x-api-key`; '' when a header is present but empty. */
export function readApiKey(x: Exchange): string | undefined {
  const auth = x.header('authorization')
  if (auth !== undefined) {
    const m = /^\s*bearer\s*(.*)$/i.exec(auth)
    return m ? (m[1] ?? '').trim() : auth.trim()
  }
  const header = x.header('x-api-key')
  return header === undefined ? undefined : header.trim()
}
