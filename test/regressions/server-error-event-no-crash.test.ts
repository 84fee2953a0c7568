import { expect, it } from 'vitest'
import { listen } from '../../src/listen.js'

// an 'error' on the listening server (EMFILE on accept under a connection flood) had no listener and killed the process
it('reports a server error after start-up instead of throwing it', async () => {
  const warnings: string[] = []
  const listening = await listen(() => new Response('{}'), {
    port: 0,
    host: '127.0.0.1',
    warn: (m) => warnings.push(m),
  })
  try {
    expect(() =>
      listening.server.emit('error', Object.assign(new Error('accept EMFILE'), { code: 'EMFILE' })),
    ).not.toThrow()
    expect(warnings).toEqual(['server: accept EMFILE'])
    const res = await fetch(`http://127.0.0.1:${listening.port}/`)
    expect(res.status).toBe(200)
  } finally {
    await listening.close(0)
  }
})
