/**
 * The Lua scripts of the Redis store. Each runs atomically in Redis, so replicas never interleave inside one; every key
 * a script touches sits in one hash slot (`{...}` tags), so they run on Redis Cluster too. They are node-redis scripts:
 * sent by SHA-1 (EVALSHA), and as text only when Redis does not know them yet (after a restart).
 */
import type { CommandParser, defineScript as DefineScript, RedisScripts } from 'redis'

/** The rate window's length, as the limiter of one process has it. */
const WINDOW_MS = 60_000

/** A script as the client gets it: called with its keys and its arguments, answering Redis's reply as it is. */
type Script = RedisScripts[string] & {
  parseCommand(this: void, parser: CommandParser, keys: string[], args: string[]): void
  transformReply: (reply: unknown) => unknown
}

/**
 * One request's admission. KEYS: the key's hash, its window (a sorted set of the milliseconds in which calls were
 * admitted), the number admitted in each of them (a hash; the key's hash keeps their sum, `wn`), as the limiter of
 * one process keeps one slot a millisecond, not one a call. ARGV: the mock's clock
 * time (virtual or real: Redis's own clock is not the window), the limit (-1: none), the cost, the start-up grant
 * (-1: unlimited), a fresh epoch for a key seen first, 1 when the call counts against the key (its usage is
 * counted here, with the decision, so the journal sends nothing for it), 1 to make a key without a balance, and the
 * hold's id. KEYS[4]: the key's holds (their ids). Answers allowed, reason, remaining (-1: no
 * limit), Retry-After, credits after (-1: unlimited), epoch, whether credits were taken. A key without a balance
 * answers `missing` and is made only when ARGV[7] is 1: the replica first checks the namespace was not wiped.
 */
const ADMIT = `
local h, w, c, held = KEYS[1], KEYS[2], KEYS[3], KEYS[4]
local now, limit, cost = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3])
local count = ARGV[6] == '1'
local state = redis.call('HMGET', h, 'credits', 'epoch')
local credits, epoch = tonumber(state[1]), tonumber(state[2] or '0')
if credits == nil then
  if ARGV[7] ~= '1' then return {0, 'missing', 0, 0, 0, 0, 0} end
  credits, epoch = tonumber(ARGV[4]), tonumber(ARGV[5])
  redis.call('HSET', h, 'credits', ARGV[4], 'epoch', ARGV[5])
end
if count then redis.call('HINCRBY', h, 'calls', 1) end
local remaining = -1
if limit >= 0 then
  local cut = now - ${WINDOW_MS}
  local n = tonumber(redis.call('HGET', h, 'wn') or '0')
  local gone = redis.call('ZRANGEBYSCORE', w, '-inf', cut)
  if #gone > 0 then
    for i = 1, #gone, 1000 do
      local part = {unpack(gone, i, math.min(i + 999, #gone))}
      for _, k in ipairs(redis.call('HMGET', c, unpack(part))) do n = n - tonumber(k or '0') end
      redis.call('HDEL', c, unpack(part))
    end
    redis.call('ZREMRANGEBYSCORE', w, '-inf', cut)
    redis.call('HSET', h, 'wn', n)
  end
  if n >= limit then
    -- a slot frees when the call that keeps the count at the limit leaves the window: walk the oldest milliseconds
    local need, seen, freeing = n - limit + 1, 0, now
    local oldest = redis.call('ZRANGE', w, 0, math.min(need, 60000) - 1, 'WITHSCORES')
    for i = 1, #oldest, 2 do
      seen = seen + tonumber(redis.call('HGET', c, oldest[i]) or '0')
      if seen >= need then freeing = tonumber(oldest[i + 1]) break end
    end
    local retry = math.max(1, math.ceil((freeing + ${WINDOW_MS} - now) / 1000))
    if count then redis.call('HINCRBY', h, 'throttled', 1) end
    return {0, 'limit', 0, retry, credits, epoch, 0}
  end
  if redis.call('HINCRBY', c, ARGV[1], 1) == 1 then redis.call('ZADD', w, now, ARGV[1]) end
  redis.call('HSET', h, 'wn', n + 1)
  remaining = limit - n - 1
end
if cost <= 0 then return {1, 'ok', remaining, 0, credits, epoch, 0} end
if credits >= 0 then
  if credits < cost then
    if count then redis.call('HINCRBY', h, 'refused', 1) end
    return {0, 'credits', remaining, 0, credits, epoch, 0}
  end
  credits = redis.call('HINCRBY', h, 'credits', -cost)
end
redis.call('HINCRBY', h, 'creditsUsed', cost)
-- the hold by its id (ARGV[8]), so a give-back sent again after a lost reply gives it back once; the newest 1,000 kept
redis.call('ZADD', held, now, ARGV[8])
redis.call('ZREMRANGEBYRANK', held, 0, -1001)
return {1, 'ok', remaining, 0, credits, epoch, 1}
`

/**
 * A hold given back: its credits return unless the balance was replaced since (its id then carries `old:`), once (its
 * id is taken off the key's holds); either way they no longer count as used. KEYS: its hash, its holds. ARGV: the
 * cost, the epoch, the hold's id.
 */
const GIVE_BACK = `
local h = KEYS[1]
local current = redis.call('ZREM', KEYS[2], ARGV[3]) == 1
if not current and redis.call('ZREM', KEYS[2], 'old:' .. ARGV[3]) == 0 then return 0 end
redis.call('HINCRBY', h, 'creditsUsed', -tonumber(ARGV[1]))
-- epoch -1: a hold whose admission's reply was lost; a new balance marks every hold old, so a current one is this one's
if not current or (ARGV[2] ~= '-1' and tonumber(redis.call('HGET', h, 'epoch') or '-1') ~= tonumber(ARGV[2])) then
  return 0
end
if tonumber(redis.call('HGET', h, 'credits') or '-1') >= 0 then
  redis.call('HINCRBY', h, 'credits', tonumber(ARGV[1]))
end
return 1
`

/**
 * A new balance (-1: unlimited) in a new epoch: holds taken before are marked old, so a give-back of one stops counting
 * it as used but never adds it to the new balance.
 */
const SET_CREDITS = `
local held = redis.call('ZRANGE', KEYS[2], 0, -1, 'WITHSCORES')
for i = 1, #held, 2 do
  local id = held[i]
  if string.sub(id, 1, 4) ~= 'old:' then
    redis.call('ZREM', KEYS[2], id)
    redis.call('ZADD', KEYS[2], held[i + 1], 'old:' .. id)
  end
end
redis.call('HSET', KEYS[1], 'credits', ARGV[1])
redis.call('HINCRBY', KEYS[1], 'epoch', 1)
return 1
`

/**
 * Journal entries, in order: each gets the next id of the namespace and goes on the capped stream. KEYS: the id, the
 * stream. ARGV: the stream's length, the entries' JSON one a line (JSON text has no raw line break), their number.
 */
const FINISH = `
local n = tonumber(ARGV[3])
local last = redis.call('INCRBY', KEYS[1], n)
local id = last - n
for e in string.gmatch(ARGV[2], '[^\\n]+') do
  id = id + 1
  redis.call('XADD', KEYS[2], 'MAXLEN', '~', ARGV[1], '*', 'id', id, 'e', e)
end
return last
`

/** A scenario's call counter of one key (every replica's calls), kept a day after its last call. ARGV: that time. */
const SCENARIO_CALL = `
local n = redis.call('INCR', KEYS[1])
redis.call('PEXPIRE', KEYS[1], ARGV[1])
return n
`

/**
 * A scenario rule's throttle of one key, as every replica's calls fill it: `afterCalls` served, then refused until
 * `retryAfterSeconds` after the first refusal (mock clock time), then served for good. ARGV: afterCalls, the refusal's
 * length in ms, the clock time, the time to keep it. Answers 0 (served) or the Retry-After in seconds.
 */
const SCENARIO_THROTTLE = `
local h = KEYS[1]
local after, span, now = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3])
redis.call('PEXPIRE', h, ARGV[4])
local s = redis.call('HMGET', h, 'served', 'until', 'recovered')
if s[3] then return 0 end
local ends = tonumber(s[2])
if not ends then
  if tonumber(s[1] or '0') < after then
    redis.call('HINCRBY', h, 'served', 1)
    return 0
  end
  ends = now + span
  redis.call('HSET', h, 'until', ends)
end
if now >= ends then
  redis.call('HSET', h, 'recovered', 1)
  return 0
end
return math.max(1, math.ceil((ends - now) / 1000))
`

/**
 * Given to createClient: each becomes a method of the client (`client.admit(keys, args)`). Made with the Redis
 * client's own `defineScript`, which a server without Redis never loads.
 */
export function scriptsOf(defineScript: typeof DefineScript) {
  /** A script over `keys` fixed keys and string arguments. */
  const script = (text: string, keys: number): Script =>
    defineScript({
      SCRIPT: text,
      NUMBER_OF_KEYS: keys,
      parseCommand(parser: CommandParser, keyNames: string[], args: string[]) {
        for (const k of keyNames) parser.pushKey(k)
        for (const a of args) parser.push(a)
      },
      transformReply: (reply: unknown) => reply,
    })
  return {
    admit: script(ADMIT, 4),
    giveBack: script(GIVE_BACK, 2),
    setCredits: script(SET_CREDITS, 2),
    finish: script(FINISH, 2),
    scenarioCall: script(SCENARIO_CALL, 1),
    scenarioThrottle: script(SCENARIO_THROTTLE, 1),
  }
}
