import type { ArticleCommentsResponse, PostSearchResponse, RepostsResponse } from '../schemas/responses.js'
import { formatUtc, relativeAge } from '../util/dates.js'
import * as text from '../world/text.js'
import type { Draw } from '../world/draw.js'
import { postAuthor, postContent, searchPosts } from '../world/search/posts.js'
import { SITE, slugify, type Person, type World } from '../world/world.js'
import { ok, pageToken, paginate, resultPage, shownItems, totalOf, type GenerateContext } from './context.js'
import { fullName, personLink, personUrn, postSocialCounts, socialCounts } from './shapes.js'

const DAY = 24 * 3600_000

/** The vocabulary a person writes with: their role family and current employer. */
function voice(world: World, p: Person): text.ShortContext {
  return {
    family: text.familyById(p.family),
    company: p.companyName,
    small: world.companyBrief(p.companyId).staffCount <= 50,
  }
}

/** Activity ids grow with time, as the real ones do. */
function activityId(ms: number, salt: number): number {
  return Math.floor(ms / 1000) * 1_000_000 + salt
}

/**
 * When a post was published: our own ids carry seconds (seconds * 1e6 + salt), the service's 19-digit ones carry
 * milliseconds in their top bits; any other id gets a stable date in the last two years.
 */
export function postTime(ctx: GenerateContext, postId: string): number {
  const now = ctx.world.now
  let ms = Number.NaN
  if (/^\d{13,17}$/.test(postId)) ms = Math.floor(Number(postId) / 1_000_000) * 1000
  else if (/^\d{18,20}$/.test(postId)) ms = Number(BigInt(postId) >> 22n)
  if (ms > Date.UTC(2004, 0) && ms < now - 60_000) return ms
  return now - ctx.world.intFor(['post-time', postId], 2 * 3600_000, 700 * DAY)
}

const ARTICLE_DAYS = 700

/**
 * When an article was published: comments come after it. A slug's four-digit tail carries the day (1000 + days
 * before the reference date, plus a multiple of 700), so posts sharing it are never older than it.
 */
function articleTime(ctx: GenerateContext, articleId: string): number {
  const tail = /-(\d{4})$/.exec(articleId)?.[1]
  const days =
    tail !== undefined && Number(tail) >= 1000
      ? (Number(tail) - 1000) % ARTICLE_DAYS
      : ctx.world.intFor(['article-time', articleId], 2, 400)
  return ctx.world.now - days * DAY - ctx.world.intFor(['article-hour', articleId], 0, 12) * 3600_000
}

/** The slug tail naming the day of an article shared `age` ms ago (see articleTime). */
function articleTail(f: Draw, age: number): number {
  const days = Math.ceil(age / DAY)
  return 1000 + days + ARTICLE_DAYS * f.int(0, Math.floor((9999 - 1000 - days) / ARTICLE_DAYS))
}

export function reposts(ctx: GenerateContext): RepostsResponse {
  const published = postTime(ctx, ctx.entityKey)
  const page = paginate(ctx, totalOf(ctx, 0, 150), (f) => {
    const p = ctx.world.randomPerson(f)
    const postedAt = published + f.int(Math.min(60_000, ctx.world.now - published), ctx.world.now - published)
    const urn = activityId(postedAt, f.int(0, 999_999))
    const base = {
      urn: `urn:li:activity:${urn}`,
      fullName: fullName(p),
      username: p.username,
      profileType: 'user',
      profileUrl: `${SITE}/in/${p.username}/`,
      // null for someone without a picture, as the spec allows here
      profilePicture: p.hasPicture ? p.profilePicture : null,
    }
    const post = { urn, shareUrn: `urn:li:share:${urn + 1}`, postedAt, postedDate: formatUtc(postedAt) }
    if (f.bool(0.5)) return { ...base, post }
    return {
      ...base,
      post: {
        ...post,
        url: `${SITE}/feed/update/urn:li:activity:${urn}/`,
        text: text.repostText(f, voice(ctx.world, p)),
        totalSocialActivityCounts: socialCounts(f, 50),
      },
    }
  })
  const { offset, size } = ctx.paging
  const hasNext = offset + size < page.total
  const paginationToken = hasNext ? pageToken(ctx.world, ctx.endpointId, ctx.entityKey, offset + size, size) : ''
  return ok({
    currentPage: page.currentPage,
    items: page.items,
    paginationToken,
    total: page.total,
    totalPages: page.totalPages,
  })
}

const NO_ARTICLE = { title: '', subtitle: '', link: '' } as const

/** The article a post shares: on the network's own pages or on the author's employer's blog. */
function articleOf(world: World, author: Person, title: string, tail: number, onSite: boolean) {
  const slug = `${slugify(title)}-${tail}`
  if (onSite) return { title, subtitle: 'network.example', link: `${SITE}/pulse/${slug}/` }
  const blog = world.companyBrief(author.companyId).website.replace('https://www.', 'blog.')
  return { title, subtitle: blog, link: `https://${blog}/${slug}` }
}

/** Post `index` of the world's population as search results show it: the same in every search that finds it. */
function postItem(world: World, index: number) {
  const author = world.person(postAuthor(world, index))
  const post = postContent(world, index, author)
  const postedAt = world.now - post.age
  const urn = activityId(postedAt, post.salt)
  const link = personLink(author)
  return world.draw(['post-item', index], (f) => {
    const article =
      post.articleTitle === undefined
        ? NO_ARTICLE
        : articleOf(world, author, post.articleTitle, articleTail(f, post.age), f.bool())
    return {
      urn: String(urn),
      shareUrn: `urn:li:share:${urn + 7}`,
      url: `${SITE}/posts/${author.username}_activity-${urn}/`,
      template: post.articleTitle === undefined ? 'UNKNOWN' : 'ARTICLE',
      text: post.text,
      postedAt: relativeAge(post.age),
      postedDate: formatUtc(postedAt),
      postedDateTimestamp: postedAt,
      reposted: f.bool(0.1),
      video: { thumbnails: null, video: null },
      entity: {},
      article,
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
}

/** Posts shown lately: searches for related words find the same posts. */
const shownPost = shownItems<ReturnType<typeof postItem>>('shownPost')

export function postSearch(ctx: GenerateContext): PostSearchResponse {
  const found = searchPosts(ctx.world, ctx.entityKey, ctx.paging.sort === 'date')
  const page = resultPage(ctx, found, (index) => shownPost(ctx.world, index, () => postItem(ctx.world, index)))
  return ok({ total: page.total, count: page.items.length, items: page.items })
}

/** A post search that found nothing (the `empty-results` scenario answers it; else it is a 404). */
export function postSearchEmpty(): PostSearchResponse {
  return ok({ total: 0, count: 0, items: [] })
}

export function articleComments(ctx: GenerateContext): ArticleCommentsResponse {
  const { world } = ctx
  const published = articleTime(ctx, ctx.entityKey)
  // an article whose slug names a topic draws comments from people who work on it, about it
  const about = text.topicOfSlug(ctx.entityKey)
  const page = paginate(ctx, totalOf(ctx, 0, 80), (f) => {
    let p: Person
    if (about === undefined) p = world.randomPerson(f)
    else {
      const family = f.pick(about.families)
      p = world.memberOf(f, family.industries, family, f.pick([0, 3]))
    }
    const createdAt = published + f.int(60_000, Math.max(60_000, ctx.world.now - published))
    const commentId = activityId(createdAt, f.int(0, 999_999))
    const author = {
      urn: personUrn(p),
      username: p.username,
      url: `${SITE}/in/${p.username}/`,
      fullName: fullName(p),
      headline: p.headline,
    }
    return {
      text: text.commentText(f, voice(ctx.world, p), about?.topic),
      permalink: `${SITE}/pulse/${ctx.entityKey}?commentUrn=urn:li:comment:${commentId}`,
      authorProfile: p.hasPicture ? { ...author, profilePicture: p.profilePicture } : author,
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
