import type { Context } from 'hono'

/** The key from `Authorization: Bearer <key>` or `x-api-key`; '' when a header is present but empty. */
export function readApiKey(c: Context): string | undefined {
  const auth = c.req.header('authorization')
  if (auth !== undefined) {
    const m = /^\s*bearer\s*(.*)$/i.exec(auth)
    return m ? (m[1] ?? '').trim() : auth.trim()
  }
  const header = c.req.header('x-api-key')
  return header === undefined ? undefined : header.trim()
}
