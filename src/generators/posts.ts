import type { ArticleCommentsResponse, PostSearchResponse, RepostsResponse } from '../schemas/responses.js'
import { formatUtc, relativeAge } from '../util/dates.js'
import * as text from '../world/text.js'
import { SITE, slugify, type Person } from '../world/world.js'
import { draw, ok, paginate, totalOf, type GenerateContext } from './context.js'
import { fullName, personLink, personUrn, postSocialCounts, socialCounts } from './shapes.js'

const DAY = 24 * 3600_000

/** The vocabulary a person writes with: their role family and current employer. */
function voice(p: Person): text.ShortContext {
  return { family: text.familyById(p.family), company: p.companyName }
}

/** Activity ids grow with time, as the real ones do. */
function activityId(ms: number, salt: number): number {
  return Math.floor(ms / 1000) * 1_000_000 + salt
}

export function reposts(ctx: GenerateContext): RepostsResponse {
  const page = paginate(ctx, totalOf(ctx, 0, 150), (f) => {
    const p = ctx.world.randomPerson(f)
    const postedAt = ctx.world.now - f.number.int({ min: 60_000, max: 90 * DAY })
    const urn = activityId(postedAt, f.number.int({ min: 0, max: 999_999 }))
    const base = {
      urn: `urn:li:activity:${urn}`,
      fullName: fullName(p),
      username: p.username,
      profileType: 'user',
      profileUrl: `${SITE}/in/${p.username}/`,
      profilePicture: f.datatype.boolean({ probability: 0.9 }) ? p.profilePicture : null,
    }
    const post = { urn, shareUrn: `urn:li:share:${urn + 1}`, postedAt, postedDate: formatUtc(postedAt) }
    if (f.datatype.boolean({ probability: 0.5 })) return { ...base, post }
    return {
      ...base,
      post: {
        ...post,
        url: `${SITE}/feed/update/urn:li:activity:${urn}/`,
        text: text.repostText(f, voice(p)),
        totalSocialActivityCounts: socialCounts(f, 50),
      },
    }
  })
  const { offset, size } = ctx.paging
  const hasNext = offset + size < page.total
  const paginationToken = hasNext ? draw(ctx, ['token', offset], (f) => f.string.alphanumeric({ length: 32, casing: 'mixed' })) : ''
  return ok({
    currentPage: page.currentPage,
    items: page.items,
    paginationToken,
    total: page.total,
    totalPages: page.totalPages,
  })
}

export function postSearch(ctx: GenerateContext): PostSearchResponse {
  const page = paginate(ctx, totalOf(ctx, 0, 1000), (f) => {
    const author = ctx.world.randomPerson(f)
    const age = f.number.int({ min: 3_600_000, max: 700 * DAY })
    const postedAt = ctx.world.now - age
    const urn = activityId(postedAt, f.number.int({ min: 0, max: 999_999 }))
    const link = personLink(author)
    const hasArticle = f.datatype.boolean({ probability: 0.25 })
    const { family, company } = voice(author)
    const keyword = text.keywordTopic(ctx.key)
    const topic = keyword ?? f.helpers.arrayElement(family.topics)
    const title = text.articleTitle(f, topic)
    const slug = `${slugify(title)}-${f.number.int({ min: 1000, max: 9999 })}`
    const blog = ctx.world.company(author.positions[0]?.companyId ?? 0).website.replace('https://www.', 'blog.')
    const onSite = f.datatype.boolean()
    const article = {
      title,
      subtitle: onSite ? 'network.example' : blog,
      link: onSite ? `${SITE}/pulse/${slug}/` : `https://${blog}/${slug}`,
    }
    return {
      urn: String(urn),
      shareUrn: `urn:li:share:${urn + 7}`,
      url: `${SITE}/posts/${author.username}_activity-${urn}/`,
      template: hasArticle ? 'ARTICLE' : 'UNKNOWN',
      text: hasArticle ? text.articleShareText(f, title) : text.postText(f, { family, company, city: author.place.city, keyword: ctx.key }),
      postedAt: relativeAge(age),
      postedDate: formatUtc(postedAt),
      postedDateTimestamp: postedAt,
      reposted: f.datatype.boolean({ probability: 0.1 }),
      video: { thumbnails: null, video: null },
      entity: {},
      article: hasArticle ? article : { title: '', subtitle: '', link: '' },
      object: {},
      author: {
        id: author.id,
        fullName: link.fullName,
        headline: link.headline,
        username: link.username,
        url: link.url,
        profilePictures: author.profilePicture,
        type: 'user',
        urn: author.urn,
      },
      socialActivityCountsInsight: postSocialCounts(f, 400),
    }
  })
  return ok({ total: page.total, count: page.items.length, items: page.items })
}

export function articleComments(ctx: GenerateContext): ArticleCommentsResponse {
  const page = paginate(ctx, totalOf(ctx, 0, 80), (f) => {
    const p = ctx.world.randomPerson(f)
    const createdAt = ctx.world.now - f.number.int({ min: 60_000, max: 200 * DAY })
    const commentId = activityId(createdAt, f.number.int({ min: 0, max: 999_999 }))
    const author = {
      urn: personUrn(p),
      username: p.username,
      url: `${SITE}/in/${p.username}/`,
      fullName: fullName(p),
      headline: p.headline,
    }
    return {
      text: text.commentText(f, voice(p)),
      permalink: `${SITE}/pulse/${ctx.key}?commentUrn=urn:li:comment:${commentId}`,
      authorProfile: f.datatype.boolean({ probability: 0.85 }) ? { ...author, profilePicture: p.profilePicture } : author,
      createdAt,
      createdDate: formatUtc(createdAt),
      totalSocialActivityCounts: socialCounts(f, 30),
    }
  })
  return ok({
    currentPage: String(page.currentPage),
    items: page.items,
    total: page.total,
    totalPages: page.totalPages,
  })
}
