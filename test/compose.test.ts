import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { parseCommandLine } from '../src/cli-options.js'
import { PACKAGE_ROOT } from '../src/options.js'

interface Service {
  image?: string
  command?: string[]
  environment?: Record<string, string>
  ports?: string[]
  volumes?: string[]
  depends_on?: string[]
}

const compose = parse(readFileSync(join(PACKAGE_ROOT, 'compose.yaml'), 'utf8'), { merge: true }) as {
  services: Record<string, Service>
}
const nginx = readFileSync(join(PACKAGE_ROOT, 'deploy/nginx.conf'), 'utf8')
const REPLICAS = ['mock-a', 'mock-b']

/** A replica's command line as the mock reads it: its arguments after src/bin.ts, its environment. */
function commandLine(service: Service) {
  const args = service.command ?? []
  const line = parseCommandLine(args.slice(args.indexOf('src/bin.ts') + 1), service.environment ?? {})
  if (line.action !== 'run' || line.command !== 'serve') throw new Error(`not a serve command: ${args.join(' ')}`)
  return line.options
}

describe('compose.yaml: two replicas, Redis and a load balancer', () => {
  it('has exactly the four services, each on a pinned image', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['lb', 'mock-a', 'mock-b', 'redis'])
    for (const [name, service] of Object.entries(compose.services))
      expect(service.image, name).toMatch(/^[a-z0-9/.-]+:\d[\w.-]*$/)
  })

  it.each(REPLICAS)('%s serves on 4010 from this checkout, sharing the Redis service, named apart', (name) => {
    const service = compose.services[name] as Service
    const options = commandLine(service)
    expect(options).toMatchObject({ host: '0.0.0.0', port: 4010, 'instance-name': name })
    expect(options.store).toBe('redis://redis:6379/0')
    expect(options['store-prefix']).toBe('compose')
    // off loopback the admin API needs a token
    expect(options['admin-token']).toBeTruthy()
    expect(service.depends_on).toContain('redis')
    expect(service.volumes).toContain('.:/app:ro')
  })

  it('keeps Redis without persistence and publishes only the load balancer', () => {
    expect(compose.services.redis?.command).toEqual(['redis-server', '--save', '', '--appendonly', 'no'])
    const published = Object.entries(compose.services).filter(([, s]) => s.ports?.length)
    expect(published.map(([name]) => name)).toEqual(['lb'])
    expect(compose.services.lb?.ports).toEqual(['4010:80'])
    expect(compose.services.lb?.depends_on?.sort()).toEqual(REPLICAS)
  })

  it('points the load balancer at both replicas, with its config file mounted', () => {
    expect(compose.services.lb?.volumes).toContain('./deploy/nginx.conf:/etc/nginx/conf.d/default.conf:ro')
    const servers = [...nginx.matchAll(/^\s*server\s+([\w.-]+):(\d+);/gm)].map((m) => `${m[1]}:${m[2]}`)
    expect(servers.sort()).toEqual(REPLICAS.map((r) => `${r}:4010`))
    expect(nginx).toMatch(/proxy_pass\s+http:\/\/mock;/)
    expect(nginx).toMatch(/listen\s+80;/)
  })
})
