// What `npm run soak` counts as a normal answer, apart from the answers a scenario injects.

export const KEYS = {
  dev: 'mock-dev-key',
  starter: 'soak_starter_0000000001',
  poor: 'soak_poor_growth_000002',
  enterprise: 'soak_enterprise_0000003',
  unknown: 'soak_not_a_key_00000004',
}

/** Statuses a normal answer may have for this key and request (`{ key, badParam }`). */
export function normalStatuses(req) {
  if (req.key === KEYS.unknown) return [401]
  // the limiter runs before the parameters are read, the credit check after
  const out = req.badParam ? [400] : req.key === KEYS.poor ? [200, 402] : [200]
  // every limited key may be throttled: how soon depends on how fast this machine sends (Enterprise at 6000/min too)
  if (req.key === KEYS.starter || req.key === KEYS.poor || req.key === KEYS.enterprise) out.push(429)
  return out
}
