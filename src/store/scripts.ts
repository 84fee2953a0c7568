/**
 * The Lua scripts of the Redis store. Each runs atomically in Redis, so replicas never interleave inside one; every key
 * a script touches sits in one hash slot (`{...}` tags), so they run on Redis Cluster too.
 */

/** The rate window's length, as the limiter of one process has it. */
const WINDOW_MS = 60_000

/**
 * One request's admission. KEYS: the key's hash, its window (a sorted set of admitted times). ARGV: the mock's clock
 * time (virtual or real: Redis's own clock is not the window), the limit (-1: none), the cost, the start-up grant
 * (-1: unlimited) and a fresh epoch for a key seen first. Answers allowed, reason, remaining (-1: no limit),
 * Retry-After, credits after (-1: unlimited), epoch, whether credits were taken.
 */
export const ADMIT = `
local h, w = KEYS[1], KEYS[2]
local now, limit, cost = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3])
if redis.call('HEXISTS', h, 'credits') == 0 then
  redis.call('HSET', h, 'credits', ARGV[4], 'epoch', ARGV[5])
end
local credits = tonumber(redis.call('HGET', h, 'credits'))
local epoch = tonumber(redis.call('HGET', h, 'epoch') or '0')
local remaining = -1
if limit >= 0 then
  redis.call('ZREMRANGEBYSCORE', w, '-inf', now - ${WINDOW_MS})
  local count = redis.call('ZCARD', w)
  if count >= limit then
    local freeing = redis.call('ZRANGE', w, count - limit, count - limit, 'WITHSCORES')
    local retry = math.max(1, math.ceil((tonumber(freeing[2]) + ${WINDOW_MS} - now) / 1000))
    return {0, 'limit', 0, retry, credits, epoch, 0}
  end
  local seq = redis.call('HINCRBY', h, 'seq', 1)
  redis.call('ZADD', w, now, now .. ':' .. seq)
  remaining = limit - count - 1
end
if cost <= 0 then return {1, 'ok', remaining, 0, credits, epoch, 0} end
if credits >= 0 then
  if credits < cost then return {0, 'credits', remaining, 0, credits, epoch, 0} end
  credits = redis.call('HINCRBY', h, 'credits', -cost)
end
redis.call('HINCRBY', h, 'creditsUsed', cost)
return {1, 'ok', remaining, 0, credits, epoch, 1}
`

/** A hold given back: its credits return unless the balance was replaced since (another epoch). KEYS: its hash. */
export const GIVE_BACK = `
local h = KEYS[1]
if tonumber(redis.call('HGET', h, 'epoch') or '-1') ~= tonumber(ARGV[2]) then return 0 end
redis.call('HINCRBY', h, 'creditsUsed', -tonumber(ARGV[1]))
if tonumber(redis.call('HGET', h, 'credits') or '-1') >= 0 then
  redis.call('HINCRBY', h, 'credits', tonumber(ARGV[1]))
end
return 1
`

/** A new balance (-1: unlimited) in a new epoch: holds taken before are not given back onto it. */
export const SET_CREDITS = `
redis.call('HSET', KEYS[1], 'credits', ARGV[1])
redis.call('HINCRBY', KEYS[1], 'epoch', 1)
return 1
`

/** A journal entry: the next id of the namespace, then the entry on the capped stream. KEYS: the id, the stream. */
export const FINISH = `
local id = redis.call('INCR', KEYS[1])
redis.call('XADD', KEYS[2], 'MAXLEN', '~', ARGV[1], '*', 'id', id, 'e', ARGV[2])
return id
`
