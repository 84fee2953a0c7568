import type { Draw } from '../world/draw.js'
import type { PostSocialCounts, SocialCounts } from '../schemas/common.js'
import type { Person } from '../world/world.js'
import { heavyTail } from '../world/numbers.js'
import { profileUrl } from '../world/world.js'

/**
 * Reaction counts whose total is the sum of its parts: likes heavy-tailed around a tenth of `scale`, the rest shares of
 * them.
 */
export function postSocialCounts(f: Draw, scale = 200): PostSocialCounts {
  const like = heavyTail(f, Math.max(1, scale / 10), 1.5, 0, scale * 400)
  const part = (share: number) => Math.round(like * share * f.float(0, 2))
  const appreciation = part(0.05)
  const empathy = part(0.08)
  const interest = part(0.04)
  const praise = part(0.06)
  const funny = part(0.02)
  const maybe = part(0.01)
  return {
    numComments: Math.round(like * f.float(0, 0.25)),
    likeCount: like,
    appreciationCount: appreciation,
    empathyCount: empathy,
    InterestCount: interest,
    praiseCount: praise,
    funnyCount: funny,
    maybeCount: maybe,
    totalReactionCount: like + appreciation + empathy + interest + praise + funny + maybe,
  }
}

export function socialCounts(f: Draw, scale = 200): SocialCounts {
  const counts = postSocialCounts(f, scale)
  return { ...counts, numShares: Math.round(counts.likeCount * f.float(0, 0.15)) }
}

export function fullName(p: Person): string {
  return `${p.firstName} ${p.lastName}`
}

export function personLink(p: Person): { username: string; url: string; fullName: string; headline: string } {
  return { username: p.username, url: profileUrl(p.username), fullName: fullName(p), headline: p.headline }
}

export function personUrn(p: Person): string {
  return `urn:li:fsd_profile:${p.urn}`
}
