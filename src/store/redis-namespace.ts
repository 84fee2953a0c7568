/**
 * The namespace's identity: its marker (written by the first replica, replaced by each reset), checked once a second
 * with the balances of keys some replica made, so a namespace wiped or replaced is refused rather than granted again.
 */
import type { RedisLink } from './redis-link.js'

/** How often a replica checks its namespace (still there, not replaced) and says it is alive. */
const PROBE_MS = 1000

/** A replica that has not said it is alive for this long is not waited for. */
export const ALIVE_MS = 10_000

export interface NamespaceHooks {
  /** Loads the settings a reset on another replica wrote. */
  load(): Promise<void>
  /** Sends the give-backs kept while Redis was away. */
  sendPending(): Promise<void>
}

export class Namespace {
  /** The namespace's marker as this replica knows it. */
  ns: string
  private readonly prober: NodeJS.Timeout
  private probing = false

  constructor(
    private readonly link: RedisLink,
    private readonly hooks: NamespaceHooks,
  ) {
    this.ns = link.options.ns
    this.prober = setInterval(() => void this.probe(), PROBE_MS)
    this.prober.unref()
    link.client.on('ready', () => {
      link.ready()
      // a Redis that comes back may come back empty: checked before anything else is trusted
      void this.probe()
    })
  }

  get made(): string {
    return `${this.link.g}:made`
  }

  get replicas(): string {
    return `${this.link.g}:replicas`
  }

  /**
   * What the marker Redis has says: `ok` (the namespace this replica serves from), `reset` (an admin reset on another
   * replica wrote a new one with its reset), or `lost` (gone, or written by a replica that found it empty).
   */
  judge(ns: string | null | undefined, resets: string | null | undefined): 'ok' | 'reset' | 'lost' {
    if (ns === this.ns) return 'ok'
    if (ns && ns === resets) return 'reset'
    return 'lost'
  }

  /** Acts on the marker: a reset elsewhere is loaded (and its marker adopted), a wiped namespace refused. */
  private async check(ns: string | null | undefined, resets: string | null | undefined): Promise<void> {
    const verdict = this.judge(ns, resets)
    if (verdict === 'lost') this.link.markLost(ns ? 'replaced by a new one' : 'emptied')
    else if (verdict === 'reset') await this.hooks.load()
  }

  /** Once a second: the marker checked, this replica said alive, gives back left over sent, outages reported. */
  private async probe(): Promise<void> {
    const link = this.link
    if (this.probing || link.closed) return
    this.probing = true
    try {
      link.report()
      if (!link.client.isReady) return
      const now = Date.now()
      const [state] = (await link.t(
        link.client
          .multi()
          .hmGet(link.cfg, ['ns', 'resets'])
          .zAdd(this.replicas, { score: now, value: link.options.self })
          .zRemRangeByScore(this.replicas, '-inf', now - 6 * ALIVE_MS)
          .exec(),
      )) as unknown as [(string | null)[]]
      link.unreadable = undefined
      await this.check(state[0], state[1])
      if (link.lost === undefined) await this.sample()
      if (link.lost === undefined) await this.hooks.sendPending()
    } catch (err) {
      if (err instanceof link.options.errorReply) link.unreadable = (err as Error).message
    } finally {
      this.probing = false
      link.report()
    }
  }

  /**
   * One key some replica made, picked at random: its balance still there, or the balances were wiped (a key reset on
   * purpose leaves the set with its balance, in one step, so it is never taken for a wipe).
   */
  private async sample(): Promise<void> {
    const { client, base } = this.link
    const id = await this.link.t(client.sRandMember(this.made))
    if (id === null || (await this.link.t(client.exists(`{${base}:${id}}:k`))) === 1) return
    const still = await this.link.t(client.sIsMember(this.made, id))
    const back = await this.link.t(client.exists(`{${base}:${id}}:k`))
    if (Number(still) === 1 && back === 0) this.link.markLost('lost the balances of keys it had served')
  }

  /**
   * A key without a balance in Redis is made only in the namespace this replica served from, and only when no replica
   * made it before (answers whether one did): one made and gone is a wiped namespace (a fresh grant would be a second).
   */
  async vouch(id: string): Promise<boolean> {
    const [marker, made] = (await this.link.t(
      this.link.client.multi().hmGet(this.link.cfg, ['ns', 'resets']).sIsMember(this.made, id).exec(),
    )) as unknown as [(string | null)[], number]
    await this.check(marker[0], marker[1])
    return Number(made) === 1
  }

  /** SCAN and DEL of this namespace's keys only: other namespaces (and whatever else the Redis holds) stay. */
  async clear(): Promise<void> {
    for (const match of [`{${this.link.base}}*`, `{${this.link.base}:*`]) await this.unlinkMatching(match)
  }

  async unlinkMatching(match: string): Promise<void> {
    for await (const batch of this.link.client.scanIterator({ MATCH: match, COUNT: 500 })) {
      if (batch.length > 0) await this.link.t(this.link.client.unlink(batch))
    }
  }

  /** Stops checking, and says this replica is gone (changes stop waiting for its confirmation). */
  async stop(): Promise<void> {
    clearInterval(this.prober)
    const link = this.link
    if (link.client.isReady && !link.hung)
      await link.t(link.client.zRem(this.replicas, link.options.self)).catch(() => undefined)
  }
}
