import { connect, type Socket } from 'node:net'

export interface RawAnswer {
  /** 0 when the server closed the connection without answering. */
  status: number
  headers: Record<string, string>
  body: string
  /** The socket failed (reset) instead of closing cleanly. */
  error?: string
}

/** Parses one HTTP/1.1 answer from raw bytes; `status` 0 if there is none. */
export function parseAnswer(raw: string): RawAnswer {
  const end = raw.indexOf('\r\n\r\n')
  const m = /^HTTP\/1\.[01] (\d{3})/.exec(raw)
  if (end < 0 || !m) return { status: 0, headers: {}, body: raw }
  const headers: Record<string, string> = {}
  for (const line of raw.slice(0, end).split('\r\n').slice(1)) {
    const colon = line.indexOf(':')
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
  }
  let body = raw.slice(end + 4)
  if (headers['transfer-encoding'] === 'chunked') {
    let out = ''
    for (let rest = body; ; ) {
      const nl = rest.indexOf('\r\n')
      const size = Number.parseInt(rest.slice(0, nl), 16)
      if (!(size > 0)) break
      out += rest.slice(nl + 2, nl + 2 + size)
      rest = rest.slice(nl + 2 + size + 2)
    }
    body = out
  }
  return { status: Number(m[1]), headers, body: Buffer.from(body, 'latin1').toString('utf8') }
}

/**
 * Sends bytes as they are (no client-side checks) and reads until the server closes the connection,
 * so send `Connection: close`. Gives up after `timeoutMs` with whatever arrived.
 */
export function rawRequest(port: number, data: string | Buffer, timeoutMs = 10_000): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = []
    let error: string | undefined
    const socket: Socket = connect({ port, host: '127.0.0.1' }, () => socket.write(data))
    const timer = setTimeout(() => socket.destroy(new Error('timed out')), timeoutMs)
    socket.on('data', (chunk: Buffer) => chunks.push(chunk))
    socket.on('error', (err: NodeJS.ErrnoException) => {
      error = err.code ?? err.message
    })
    socket.on('close', () => {
      clearTimeout(timer)
      const answer = parseAnswer(Buffer.concat(chunks).toString('latin1'))
      resolve(error === undefined ? answer : { ...answer, error })
    })
  })
}

/** A GET request line and headers, ending the connection after the answer. */
export function getRequest(target: string, headers: Record<string, string> = {}): string {
  const lines = [
    `GET ${target} HTTP/1.1`,
    'Host: 127.0.0.1',
    'Connection: close',
    ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
  ]
  return `${lines.join('\r\n')}\r\n\r\n`
}
