import { connect, type Socket } from 'node:net'
import { afterEach, expect, it } from 'vitest'
import { listen, type Listening } from '../../src/listen.js'
import { DEV, testApp } from '../support/app.js'
import { within } from '../support/deadline.js'
import { getRequest, parseAnswer, rawRequest } from '../support/raw-http.js'

// a socket answered 408 was only half closed: a client that never closed its side kept it counted against
// maxConnections, and every later connection was closed at accept for as long as it held on

const TIMEOUTS = { headersMs: 300, requestMs: 600 }
const PROFILE = '/v1/people/profile?username=jane-doe'

let listening: Listening | undefined
const attackers: Socket[] = []
afterEach(async () => {
  for (const s of attackers.splice(0)) s.destroy()
  await listening?.close(0)
  listening = undefined
})

/** A client that never closes its side: it sends `bytes`, then waits for the server's answer and its FIN. */
function holdOpen(port: number, bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1', allowHalfOpen: true })
    attackers.push(socket)
    let answer = ''
    socket.setEncoding('latin1')
    socket.on('connect', () => {
      if (bytes) socket.write(bytes)
    })
    socket.on('data', (chunk: string) => {
      answer += chunk
    })
    socket.on('error', reject)
    socket.on('end', () => resolve(answer))
  })
}

function connections(server: Listening['server']): Promise<number> {
  return new Promise((resolve, reject) => server.getConnections((err, n) => (err ? reject(err) : resolve(n))))
}

const TIMED_OUT = { status: 408, code: 'REQUEST_TIMEOUT' }

it.each([
  { name: 'send nothing', bytes: '', max: 8, ...TIMED_OUT },
  { name: 'send nothing', bytes: '', max: 1, ...TIMED_OUT },
  { name: 'send half a request line', bytes: 'GET /v1/peo', max: 8, ...TIMED_OUT },
  {
    name: 'send headers that never end',
    bytes: `GET ${PROFILE} HTTP/1.1\r\nHost: x\r\nX-Slow: a`,
    max: 8,
    ...TIMED_OUT,
  },
  {
    name: 'send headers of a body that never comes',
    bytes: 'PUT /__admin/scenario HTTP/1.1\r\nHost: x\r\nContent-Length: 10\r\n\r\n{}',
    max: 4,
    ...TIMED_OUT,
  },
  // the other answers written on a socket the HTTP layer gave up on
  { name: 'send a malformed request', bytes: 'HELLO\r\n\r\n', max: 4, status: 400, code: 'BAD_REQUEST' },
  {
    name: 'ask for a tunnel',
    bytes: 'CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n',
    max: 4,
    status: 405,
    code: 'METHOD_NOT_ALLOWED',
  },
])(
  '$max connections that $name get a JSON $status, are closed by the server, and free their slots',
  async ({ bytes, max, status, code }) => {
    const warnings: string[] = []
    listening = await listen(testApp({ warn: (m) => warnings.push(m) }).fetch, {
      port: 0,
      host: '127.0.0.1',
      maxConnections: max,
      timeouts: TIMEOUTS,
      warn: (m) => warnings.push(m),
    })
    const { port, server } = listening
    // the server's side of each connection, to see it closed
    const closed: Promise<void>[] = []
    server.on('connection', (socket: Socket) => closed.push(new Promise((resolve) => socket.once('close', resolve))))
    const answers = await within(
      10_000,
      Promise.all(Array.from({ length: max }, () => holdOpen(port, bytes))),
      'answers',
    )
    for (const answer of answers) {
      const parsed = parseAnswer(answer)
      expect(parsed.status).toBe(status)
      expect(JSON.parse(parsed.body)).toMatchObject({ code })
    }
    // the clients still hold their side open: only the server can have closed the connections
    expect(closed).toHaveLength(max)
    await within(5_000, Promise.all(closed), 'the server closing its side of every connection')
    expect(await connections(server)).toBe(0)
    const served = await rawRequest(port, getRequest(PROFILE, DEV))
    expect(served.status).toBe(200)
    expect(JSON.parse(served.body)).toMatchObject({ username: 'jane-doe' })
    expect(warnings).toEqual([])
  },
)

it.each([
  ['a malformed request', 'HELLO\r\n\r\n'],
  ['a request line of 200 KB', `GET /${'x'.repeat(200_000)} HTTP/1.1\r\nHost: x\r\n\r\n`],
])('%s pipelined behind an event stream cuts the connection instead of writing into the stream', async (_name, bad) => {
  listening = await listen(testApp().fetch, { port: 0, host: '127.0.0.1', timeouts: TIMEOUTS })
  const { port } = listening
  const received = await within(
    10_000,
    new Promise<string>((resolve) => {
      const socket = connect({ port, host: '127.0.0.1' })
      attackers.push(socket)
      let text = ''
      socket.setEncoding('latin1')
      socket.on('connect', () => socket.write('GET /__admin/events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n'))
      socket.on('data', (chunk: string) => {
        if (!text.includes(': connected') && (text + chunk).includes(': connected')) socket.write(bad)
        text += chunk
      })
      socket.on('error', () => {})
      socket.on('close', () => resolve(text))
    }),
    'the connection closing',
  )
  expect(received).toMatch(/^HTTP\/1\.1 200 /)
  expect(received).toContain(': connected')
  expect(received).not.toMatch(/HTTP\/1\.1 4\d\d/)
})
