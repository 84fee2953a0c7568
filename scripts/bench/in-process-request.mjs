// One GET through @hono/node-server's listener with node:http request and response objects over a socket that discards
// what is written and completes each write on a later turn, as a connected one does: the request path without the kernel.
import { IncomingMessage, ServerResponse } from 'node:http'
import { Socket } from 'node:net'

/** A socket that accepts every write and completes it on a later turn, as a connected one does. */
function discardingSocket() {
  const socket = new Socket()
  socket.write = (_chunk, encoding, callback) => {
    const done = typeof encoding === 'function' ? encoding : callback
    if (done) setImmediate(done)
    return true
  }
  socket.end = (...args) => {
    const done = args.find((a) => typeof a === 'function')
    if (done) setImmediate(done)
    return socket
  }
  return socket
}

export function request(listener, url, authorization = 'Bearer mock-dev-key') {
  return new Promise((resolve, reject) => {
    const socket = discardingSocket()
    const req = new IncomingMessage(socket)
    req.method = 'GET'
    req.url = url
    req.headers = { host: '127.0.0.1:4010', authorization }
    req.rawHeaders = ['Host', '127.0.0.1:4010', 'Authorization', authorization]
    req.push(null)
    const res = new ServerResponse(req)
    res.assignSocket(socket)
    res.on('finish', () => resolve(res.statusCode))
    res.on('error', reject)
    listener(req, res)
  })
}
