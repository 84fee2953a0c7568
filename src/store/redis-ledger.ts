/**
 * The Redis store's ledger: admission (window and credit in one script), holds and their give-backs (each once, also
 * after a lost reply), usage counters, and the scenario counters every replica's calls fill.
 */
import { randomInt } from 'node:crypto'
import type { KeyState } from '../keys.js'
import { ignore, keyId, type RedisLink, sha, wiped } from './redis-link.js'
import type { Namespace } from './redis-namespace.js'
import { admitHere, windowsHere } from './memory-store.js'
import type { Admission, CountedAnswer, Hold, SharedHold, SharedWindow, StoreParts } from './store.js'

/** How long a scenario counter of a key outlives its last call (counters of keys sent once must not pile up). */
const COUNTER_TTL_MS = 24 * 3600 * 1000

/** Gives back kept to send once Redis answers again; past this many, the oldest stay spent. */
const MAX_PENDING_GIVE_BACKS = 10_000

export class Ledger {
  /** Holds taken by this replica so far: the next one's id. */
  private holds = 0
  /** Holds whose give-back could not be sent (Redis away): sent once it answers, each at most once. */
  private pending: SharedHold[] = []

  constructor(
    private readonly link: RedisLink,
    private readonly namespace: Namespace,
  ) {}

  /** The admission in Redis; failing open (Redis away, or a command failed), this process's own. */
  admit(state: KeyState, cost: number, now: number, count: boolean): Admission | Promise<Admission> {
    const link = this.link
    const here = (): Admission => admitHere((link.parts as StoreParts).keys, state, cost, now, count)
    if (!link.usable()) return here()
    const [k, w, c, h] = link.keyOf(state)
    const entry = (link.parts as StoreParts).keys.entry(state.key)
    const id = `${link.options.self.slice(0, 8)}:${++this.holds}`
    const grant = entry === undefined || entry.credits === 'unlimited' ? -1 : entry.credits
    const args = [
      String(now),
      String(state.limit ?? -1),
      String(cost),
      String(grant),
      String(randomInt(2 ** 40)),
      count ? '1' : '0',
    ]
    type Reply = [number, string, number, number, number, number, number]
    const send = (create: boolean): Promise<Reply> => {
      const command = link.client.admit([k, w, c, h], [...args, create ? '1' : '0', id]) as Promise<Reply>
      return link.t(command).catch((err: unknown) => {
        // the request answers 503; a reply that comes after the timeout gives back the credit it took
        command.then(
          (late) => (late[6] === 1 ? this.giveBack({ state, cost, epoch: late[5], id }) : undefined),
          () => {
            // no reply at all (the connection went): Redis may have run it, so its hold goes back once Redis answers
            if (cost > 0 && !link.client.isReady) this.keep({ state, cost, epoch: -1, id })
          },
        )
        throw err
      })
    }
    const admitted = link.guard(async (): Promise<Admission> => {
      let reply = await send(false)
      if (reply[1] === 'missing') {
        const made = await this.namespace.vouch(link.idOf(state.key))
        if (link.lost !== undefined) throw wiped()
        reply = await send(!made)
        // made before (the set says so only once the balance exists) and gone now: wiped, not new
        if (reply[1] === 'missing') link.markLost('lost the balances of keys it had served')
        if (link.lost !== undefined) throw wiped()
        if (!made) await link.t(link.client.sAdd(this.namespace.made, link.idOf(state.key)))
      }
      const [allowed, reason, remaining, retryAfter, credits, epoch, held] = reply
      return {
        allowed: allowed === 1,
        reason: reason as Admission['reason'],
        remaining: remaining < 0 ? null : remaining,
        retryAfter,
        credits: credits < 0 ? null : credits,
        hold: held === 1 ? this.holdOf({ state, cost, epoch, id }) : undefined,
        counted: count,
      }
    })
    return admitted.then((a) => a ?? here())
  }

  /** A hold as the credits stage settles it: kept when delivered (Redis counted it), else given back, once. */
  private holdOf(shared: SharedHold): Hold {
    let settled = false
    return {
      cost: shared.cost,
      settle: (delivered) => {
        if (settled) return undefined
        settled = true
        return delivered ? undefined : this.giveBack(shared)
      },
    }
  }

  private giveBack(hold: SharedHold): Promise<void> | undefined {
    const link = this.link
    if (!link.client.isReady || link.hung) {
      // sent once Redis answers again (the epoch keeps it off a balance replaced meanwhile)
      this.keep(hold)
      return undefined
    }
    const [k, , , h] = link.keyOf(hold.state)
    const command = link.client.giveBack([k, h], [String(hold.cost), String(hold.epoch), hold.id])
    // a give-back whose command fails before Redis ran it goes again later; one that may have run stays: never twice
    return link.t(command).then(
      () => undefined,
      (err: unknown) => {
        if (!link.client.isReady && (err as Error).message.includes('offline')) this.keep(hold)
      },
    )
  }

  private keep(hold: SharedHold): void {
    if (this.pending.length >= MAX_PENDING_GIVE_BACKS) this.pending.shift()
    this.pending.push(hold)
  }

  /** The give-backs kept while Redis was away, sent now. */
  async sendPending(): Promise<void> {
    if (this.pending.length === 0) return
    const holds = this.pending
    this.pending = []
    for (const hold of holds) await this.giveBack(hold)
  }

  /**
   * Counts an answer against its key: the admission counted the call and its own refusal; an answer that became
   * another refusal (or a call no admission counted) counts here.
   */
  count(counted: CountedAnswer): void {
    const field = counted.relayed
      ? undefined
      : counted.status === 429
        ? 'throttled'
        : counted.status === 402
          ? 'refused'
          : undefined
    const admission = counted.admission
    const [k] = this.link.keyOf(counted.state)
    const client = this.link.client
    if (admission?.counted) {
      const before = admission.reason === 'limit' ? 'throttled' : admission.reason === 'credits' ? 'refused' : undefined
      if (field && field !== before) client.hIncrBy(k, field, 1).catch(ignore)
    } else {
      client.hIncrBy(k, 'calls', 1).catch(ignore)
      if (field) client.hIncrBy(k, field, 1).catch(ignore)
    }
  }

  /** Each key's window as every replica fills it; failing open, as this process does. */
  windows(states: readonly KeyState[], since: number): SharedWindow[] | Promise<SharedWindow[]> {
    const link = this.link
    if (!link.usable()) return windowsHere(states, since)
    const shared = link.guard(() =>
      Promise.all(
        states.map(async (state) => {
          const [, w, c] = link.keyOf(state)
          // the milliseconds after `since` with a call, and how many calls each
          const ms = await link.t(link.client.zRangeByScore(w, `(${since}`, '+inf'))
          const counts = ms.length > 0 ? await link.t(link.client.hmGet(c, ms)) : []
          const count = counts.reduce((sum, n) => sum + Number(n ?? 0), 0)
          return { count, oldest: ms[0] === undefined ? undefined : Number(ms[0]) }
        }),
      ),
    )
    return shared.then((windows) => windows ?? windowsHere(states, since))
  }

  /** The pattern of a key's scenario counters (every key's without one): cleared with the engine's. */
  countersOf(key: string | undefined): string {
    return `${this.link.g}:sc:${key === undefined ? '' : `${keyId(key)}:`}*`
  }

  /** Where a key's scenario counters live: its hash (or `none`) first, so one key's can be cleared alone. */
  private counterKey(key: string | undefined, scenario: string): string {
    return `${this.link.g}:sc:${key === undefined ? 'none' : keyId(key)}:${sha(scenario).slice(0, 16)}`
  }

  /** A call's number for every replica; failing open, this process's. */
  scenarioCall(key: string | undefined, scenario: string): number | Promise<number> {
    const link = this.link
    const here = (): number => (link.parts as StoreParts).scenarios.countCall(key, scenario)
    if (!link.usable()) return here()
    const counter = this.counterKey(key, scenario)
    return link
      .guard(async () => Number(await link.t(link.client.scenarioCall([counter], [String(COUNTER_TTL_MS)]))))
      .then((call) => call ?? here())
  }

  /** A throttle as every replica's calls fill it; failing open, as this process's do. */
  scenarioThrottle(
    key: string | undefined,
    scenario: string,
    rule: number,
    throttle: { afterCalls: number; retryAfterSeconds: number },
    now: number,
  ): number | Promise<number> {
    const link = this.link
    const here = (): number => (link.parts as StoreParts).scenarios.throttleFor(key, scenario, rule, throttle, now)
    if (!link.usable()) return here()
    const id = `${this.counterKey(key, scenario)}:t${rule}`
    const args = [throttle.afterCalls, throttle.retryAfterSeconds * 1000, now, COUNTER_TTL_MS].map(String)
    return link
      .guard(async () => Number(await link.t(link.client.scenarioThrottle([id], args))))
      .then((retry) => retry ?? here())
  }
}
