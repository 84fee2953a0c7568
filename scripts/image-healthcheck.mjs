// The image's HEALTHCHECK (/app/container/healthcheck.mjs): GET /__admin/health on the port and address the mock was
// given, by argument or variable, read from its command line in /proc, with its admin token; exit 0 on a 200. With the admin
// API off (`--no-admin`, or no token off loopback) the health route is off too: then /openapi.json answers instead.
import { readdirSync, readFileSync } from 'node:fs'
import { request } from 'node:http'

/** The mock's own arguments after `serve`, from the process running the image's entry point. */
function mockArguments() {
  const pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name))
  for (const pid of pids.sort((a, b) => Number(a) - Number(b))) {
    try {
      const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')
      const at = args.findIndex((arg) => /(entry\.mjs|network-lookup-mock(\.mjs)?)$/.test(arg))
      if (at >= 0) return args.slice(at + 1)
    } catch {
      // a process that ended while listed
    }
  }
  return []
}

/** The value of `--name V`, `--name=V` or `-s V` in args; the last one given wins, as in the mock's own parser. */
function option(args, name, short) {
  let value
  args.forEach((arg, i) => {
    if (arg === `--${name}` || (short && arg === `-${short}`)) value = args[i + 1]
    else if (arg.startsWith(`--${name}=`)) value = arg.slice(name.length + 3)
  })
  return value
}

const args = mockArguments()
const port = Number(option(args, 'port', 'p') ?? process.env.NETWORK_LOOKUP_MOCK_PORT ?? 4010)
const bound = option(args, 'host') ?? process.env.NETWORK_LOOKUP_MOCK_HOST ?? '127.0.0.1'
const host = bound === '0.0.0.0' || bound === '::' || bound === '[::]' ? '127.0.0.1' : bound.replace(/^\[|\]$/g, '')

const token = option(args, 'admin-token') ?? process.env.NETWORK_LOOKUP_MOCK_ADMIN_TOKEN
const headers = token === undefined ? {} : { authorization: `Bearer ${token}` }

function get(path) {
  return new Promise((resolve) => {
    const req = request({ host, port, path, headers, timeout: 2000 }, (res) => {
      res.resume()
      res.on('end', () => resolve(res.statusCode))
    })
    req.on('timeout', () => req.destroy(new Error('timed out')))
    req.on('error', (err) => {
      console.error(`no answer on ${host}:${port}${path}: ${err.message}`)
      resolve(0)
    })
    req.end()
  })
}

let status = await get('/__admin/health')
if (status === 404) status = await get('/openapi.json')
if (status !== 200) console.error(`unhealthy: ${host}:${port} answered ${status}`)
process.exit(status === 200 ? 0 : 1)
