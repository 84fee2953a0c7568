import type { Faker } from '@faker-js/faker'
import type { PostSocialCounts, SocialCounts } from '../schemas/common.js'
import type { Person } from '../world/world.js'
import { profileUrl } from '../world/world.js'

/** Reaction counts whose total is the sum of its parts. */
export function postSocialCounts(f: Faker, scale = 200): PostSocialCounts {
  const like = f.number.int({ min: 0, max: scale })
  const appreciation = f.number.int({ min: 0, max: Math.ceil(scale / 10) })
  const empathy = f.number.int({ min: 0, max: Math.ceil(scale / 8) })
  const interest = f.number.int({ min: 0, max: Math.ceil(scale / 15) })
  const praise = f.number.int({ min: 0, max: Math.ceil(scale / 10) })
  const funny = f.number.int({ min: 0, max: Math.ceil(scale / 20) })
  const maybe = f.number.int({ min: 0, max: Math.ceil(scale / 40) })
  return {
    numComments: f.number.int({ min: 0, max: Math.ceil(scale / 4) }),
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

export function socialCounts(f: Faker, scale = 200): SocialCounts {
  return { ...postSocialCounts(f, scale), numShares: f.number.int({ min: 0, max: Math.ceil(scale / 6) }) }
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
