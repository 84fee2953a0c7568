/**
 * How a change reaches every replica: the admin API's changes written and published, each confirmed by the replicas
 * of the namespace that are alive; the other replicas' changes followed by pub/sub (or read before each request).
 */
import { randomUUID } from 'node:crypto'
import { ignore, type RedisLink } from './redis-link.js'
import type { SharedJournal } from './redis-journal.js'
import { ALIVE_MS, type Namespace } from './redis-namespace.js'
import type { Settings } from './redis-settings.js'
import { toFields } from './settings.js'
import type { StoreParts } from './store.js'

/** How long a change waits for every replica to say it applied it. */
const ACK_MS = 2000

export class Changes {
  /** Whether requests may skip the version read: subscribed (confirmed), and loaded since. */
  live = false
  private pinged: { message: string; seen: () => void } | undefined
  private readonly acks = new Map<string, { count: number; want: number; done: () => void }>()

  constructor(
    private readonly link: RedisLink,
    private readonly settings: Settings,
    private readonly namespace: Namespace,
    private readonly journal: SharedJournal,
  ) {}

  private get channel(): string {
    return `${this.link.g}:changed`
  }

  /** Before a request: the settings other replicas changed, and for `full` balances, usage and the journal too. */
  sync(full: boolean): Promise<void> | undefined {
    const link = this.link
    // the admin API still answers on a wiped namespace, from this replica's own state: its reset is the way out
    if (full && link.lost !== undefined && !link.failOpen) return undefined
    if (!link.usable()) return undefined
    // following the changes (pub/sub, each confirmed): a request needs no read of its own
    if (!full && this.live) return undefined
    return link.guard(async () => {
      const token = await link.t(link.client.get(link.ver))
      if (token !== null && token !== this.settings.token) await this.settings.load()
      if (full) await Promise.all([this.settings.refreshKeys(), this.journal.catchUp()])
    }) as Promise<void>
  }

  /** Follows the changes other replicas publish, and confirms each one once applied. */
  async listen(): Promise<void> {
    const { sub, client, g } = this.link
    const settings = this.settings
    await sub.subscribe(this.channel, (message) => {
      if (message.startsWith('ping:')) {
        if (message === this.pinged?.message) this.pinged.seen()
        return
      }
      const confirm = (): void => {
        client.publish(`${g}:ack`, message).catch(ignore)
      }
      // this replica's own change, and no read in flight that could have read the settings from before it (its reply
      // and this message come on two connections, in either order)
      if (message === settings.token && settings.loads === 0) confirm()
      else settings.load().then(confirm, ignore)
    })
    await sub.subscribe(`${g}:ack`, (token) => {
      const waiting = this.acks.get(token)
      if (waiting && ++waiting.count >= waiting.want) waiting.done()
    })
    const fall = (): void => {
      this.live = false
    }
    sub.on('error', fall)
    sub.on('reconnecting', fall)
    sub.on('end', fall)
    sub.on('ready', () => void this.goLive())
    await this.goLive()
  }

  /**
   * Requests stop reading the version once this replica's subscription is seen working (a message of its own came
   * back) and the settings were read after that: whatever was published before, the read has; after, a message.
   */
  private async goLive(): Promise<void> {
    const { sub, client } = this.link
    while (!this.link.closed && !this.live && sub.isReady) {
      const message = `ping:${randomUUID()}`
      const seen = new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(false), 500)
        this.pinged = {
          message,
          seen: () => {
            clearTimeout(timer)
            resolve(true)
          },
        }
      })
      try {
        await client.publish(this.channel, message)
        if (!(await seen)) continue
        await this.settings.load()
        if (sub.isReady) this.live = true
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    }
  }

  /** After a change made through the admin API: writes it, publishes it, and waits for the replicas to apply it. */
  publish(): Promise<void> | undefined {
    const link = this.link
    const settings = this.settings
    // on a wiped namespace only a reset is written: it makes the namespace anew
    const renewing = settings.resetPending && link.lost !== undefined
    if (!renewing) link.usable()
    return link.guard(async () => {
      const cfg = link.cfg
      const multi = link.client.multi()
      if (settings.resetPending) {
        settings.resetPending = false
        await this.namespace.clear()
        settings.resets = randomUUID()
        this.journal.lastEntry = 0
        settings.known = new Map()
        // the new marker goes with the reset: another replica that sees both adopts it instead of taking it for a wipe
        this.namespace.ns = settings.resets
        multi.hSet(cfg, 'ns', this.namespace.ns)
      }
      const ops = settings.ops
      settings.ops = []
      for (const op of ops) await op()
      const now = toFields(settings.snapshot())
      const known = settings.known
      // settings of keys this replica has never seen (added and pinned elsewhere) are not its to remove
      const local = new Set((link.parts as StoreParts).keys.all().map((state) => link.idOf(state.key)))
      for (const [field, value] of known) {
        const [kind, id] = field.split(':', 2)
        if ((kind === 'pin' || kind === 'plan') && id !== undefined && !local.has(id)) now.set(field, value)
      }
      for (const [field, value] of now) {
        const was = known.get(field)
        if (was === value) continue
        if (field === 'clock') {
          // moves of the clock made at the same moment add up: each replica adds how far it moved it
          multi.hSetNX(cfg, field, String(settings.clockStart))
          multi.hIncrByFloat(cfg, field, Number(value) - Number(was ?? settings.clockStart))
        } else multi.hSet(cfg, field, value)
      }
      const gone = [...known.keys()].filter((field) => !now.has(field))
      if (gone.length > 0) multi.hDel(cfg, gone)
      const token = randomUUID()
      // confirmations are awaited from replicas of this namespace that said they are alive and that got the message,
      // not from every subscriber (a client on `PSUBSCRIBE *` gets it too and never confirms)
      multi.zCount(this.namespace.replicas, Date.now() - ALIVE_MS, '+inf')
      multi.set(link.ver, token).publish(this.channel, token)
      settings.token = token
      settings.known = now
      await this.confirmed(token, async (waiting) => {
        const replies = await link.t(multi.exec())
        waiting.want = Math.min(Number(replies.at(-1)), Number(replies.at(-3)))
        if (renewing && link.lost !== undefined) {
          link.warn(`state store ${link.options.shown}: namespace reset, serving again`)
          link.lost = undefined
        }
      })
    }) as Promise<void>
  }

  /**
   * Sends a change (`send` says how many confirmations to want) and waits, at most ACK_MS, until every replica
   * following the changes applied it before the admin API answers: the next request anywhere follows it.
   */
  private async confirmed(token: string, send: (waiting: { want: number }) => Promise<void>): Promise<void> {
    let done = (): void => undefined
    const confirmed = new Promise<void>((resolve) => {
      done = resolve
    })
    const waiting = { count: 0, want: Number.POSITIVE_INFINITY, done }
    this.acks.set(token, waiting)
    try {
      await send(waiting)
      if (waiting.count >= waiting.want) done()
      const timer = setTimeout(done, ACK_MS)
      await confirmed
      clearTimeout(timer)
      if (waiting.count < waiting.want)
        this.link.warn(
          `state store: ${waiting.want - waiting.count} replica(s) did not confirm a change within ${ACK_MS} ms`,
        )
    } finally {
      this.acks.delete(token)
    }
  }
}
