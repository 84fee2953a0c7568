/** Prose of the feed: posts, comments, reposts, articles and newsletters. */
import type { Draw } from './draw.js'
import { ACHIEVEMENTS, LESSONS, type IndustryProfile, type RoleFamily } from './pools.js'

import { LESSON_ASIDES, POST_EMOJI, capitalize, fill, lessonCosts, titleCase, withArticle } from './text-base.js'

// ---- posts, comments, reposts ----

/** Search keywords as they could appear in a post: trimmed, single-spaced, short; undefined if not wordy. */
export function keywordTopic(keyword: string | undefined): string | undefined {
  if (keyword === undefined) return undefined
  const k = keyword.replace(/\s+/g, ' ').trim().slice(0, 60).trim()
  return /\p{L}/u.test(k) ? k : undefined
}

function hashtag(s: string): string {
  return s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '')
}

export interface PostContext {
  family: RoleFamily
  company: string
  city: string
  /** Search keywords the post should mention, as a search hit would. */
  keyword?: string | undefined
  /** A word to tag the post with, never pasted into a sentence (a word the vocabulary has no phrase for). */
  tag?: string | undefined
}

/** A post: a lesson list, a hiring note, a team shout-out or an opinion, with hashtags. */
export function postText(f: Draw, c: PostContext): string {
  const keyword = keywordTopic(c.keyword)
  const topic = keyword ?? f.pick(c.family.topics)
  const vars = { city: c.city, company: c.company, topic }
  const [l1 = '', l2 = '', l3 = ''] = f.some(LESSONS, 3)
  const body = f.pick([
    () =>
      `Three things I learned about ${topic} this quarter:\n\n1. ${capitalize(l1)}.\n2. ${capitalize(l2)}.\n3. ` +
      `${capitalize(l3)}.\n\nWhat would you add?`,
    () =>
      `We're hiring! ${c.company} is looking for ${withArticle(f.pick(c.family.titles))} who ` +
      `cares about ${topic}. Send me a message if you'd like to hear more.`,
    () => `${fill(f, '{n}', vars)} years into ${topic} and the biggest lesson is still: ${l1}.`,
    () =>
      `Proud of the team at ${c.company}: we ${fill(f, f.pick(ACHIEVEMENTS), vars)}. None of it ` +
      `happens without the people behind the scenes.`,
    () => `Unpopular opinion: most ${topic} problems are people problems. ${capitalize(l1)}.`,
    () =>
      `I spoke about ${topic} at a meetup in ${c.city} last week. Slides and notes in the comments. Thanks to ` +
      `everyone who came with questions!`,
  ])()
  // now and then a long-form post: a story in several paragraphs, as the feed's "see more" hides
  const long = f.bool(0.15) ? longPost(f, c, topic) : undefined
  const tags = f.some(c.family.hashtags, 2).map((t) => `#${t}`)
  const keywordTag = keyword !== undefined && topic === keyword ? hashtag(keyword) : ''
  if (keywordTag) tags.unshift(`#${keywordTag}`)
  const ownTag = c.tag === undefined ? '' : hashtag(c.tag)
  if (ownTag && !tags.includes(`#${ownTag}`)) tags.unshift(`#${ownTag}`)
  // about a third of posts carry an emoji or two
  const emoji = f.bool(0.35) ? ` ${f.some(POST_EMOJI, 1, 2).join('')}` : ''
  return `${long ?? body}${emoji}\n\n${tags.join(' ')}`
}

/** A long post (roughly 600 to 3,000 characters): an opening, several lessons with a line each, a question. */
function longPost(f: Draw, c: PostContext, topic: string): string {
  const lessons = f.some(LESSONS, 5, 10)
  const duties = f.some(c.family.duties, 2, 4).map((d) => fill(f, d, { city: c.city, company: c.company }))
  const paragraphs = [
    f.pick([
      `A year ago I would have told you ${topic} was a solved problem at ${c.company}. It was not, and here is ` +
        `what changed my mind.`,
      `I have been putting off writing this post about ${topic} for months. Here it is, long version.`,
      `Some notes on ${topic}, from the last few years of doing it for real.`,
    ]),
    ...lessons.map((l, i) => `${i + 1}. ${capitalize(l)}. ` + `${f.pick(LESSON_ASIDES)} ${f.pick(lessonCosts(topic))}`),
    `What it looked like in practice:\n${duties.map((d) => `- ${d}`).join('\n')}`,
    f.pick([
      `What would you add? I'm collecting these for a talk in ${c.city}.`,
      'Curious whether this matches what you have seen.',
      'If this was useful, the comments have a few links I found helpful.',
    ]),
  ]
  return paragraphs.join('\n\n').slice(0, 2900)
}

/** An article title on a topic. */
export function articleTitle(f: Draw, topic: string): string {
  return capitalize(
    f.pick([
      `what ${f.int(3, 15)} years of ${topic} taught me`,
      `${topic}: a practical guide for busy teams`,
      `why we rethought our approach to ${topic}`,
      `the ${topic} checklist I wish I had earlier`,
      `${topic} without the hype`,
    ]),
  )
}

/** The words a person posts with when sharing an article. */
export function articleShareText(f: Draw, title: string): string {
  return f.pick([
    `I finally wrote up how we think about this: "${title}". Would love your thoughts.`,
    `New article: ${title}`,
    `Some notes from the last year, now in one place. ${title}`,
  ])
}

export interface ShortContext {
  family: RoleFamily
  company: string
  /** A company of a few dozen people at most: only then is it "a handful of people". */
  small?: boolean
}

/** A comment under an article. */
export function commentText(f: Draw, c: ShortContext, articleTopic?: string): string {
  const topic = articleTopic ?? f.pick(c.family.topics)
  // a comment on an article about a known topic talks about that topic
  if (articleTopic !== undefined)
    return f.pick([
      `Great points, especially on ${topic}. We saw the same thing at ${c.company}.`,
      `Thanks for writing this up. Sharing it with my team, we're working on ${topic} right now.`,
      `Saved this one. The part about ${topic} is spot on.`,
      `Really useful. Would love a follow-up on ${topic}.`,
      `Agree with most of this on ${topic}, though in my experience ${f.pick(LESSONS)}.`,
      c.small
        ? `Curious how this approach to ${topic} works for smaller teams? At ${c.company} we're only a handful ` +
          'of people.'
        : `Curious how this approach to ${topic} scales. At ${c.company} we have teams in several offices.`,
    ])
  return f.pick([
    `Great points, especially on ${topic}. We saw the same thing at ${c.company}.`,
    'Thanks for writing this up. Sharing it with my team.',
    c.small
      ? `Curious how this works for smaller teams? At ${c.company} we're only a handful of people.`
      : `Curious how this scales. At ${c.company} we have teams in several offices.`,
    `Agree with most of this, though in my experience ${f.pick(LESSONS)}.`,
    `Saved this one. The part about ${topic} is spot on.`,
    `Really useful. Would love a follow-up on ${topic}.`,
    `This matches what I've seen: ${f.pick(LESSONS)}.`,
  ])
}

/** What someone writes when reposting. */
export function repostText(f: Draw, c: ShortContext): string {
  const topic = f.pick(c.family.topics)
  return f.pick([
    `Worth a read for anyone working on ${topic}.`,
    `This is exactly what we've been discussing at ${c.company}.`,
    'Great summary. Bookmarking this one.',
    'Congratulations to everyone involved!',
    `Sharing for my network: ${f.pick(LESSONS)}.`,
    `Couldn't agree more. ${capitalize(f.pick(LESSONS))}.`,
  ])
}

// ---- newsletters ----

const FREQUENCY_WORDS: Record<string, string> = {
  DAILY: 'daily',
  WEEKLY: 'weekly',
  BIWEEKLY: 'fortnightly',
  MONTHLY: 'monthly',
}

export function newsletterByPerson(
  f: Draw,
  c: { firstName: string; fullName: string; family: RoleFamily; frequency: string },
): { name: string; description: string } {
  const [topic = 'work', second = 'careers'] = f.some(c.family.topics, 2)
  const Topic = titleCase(topic)
  const name = f.pick([`${Topic} Notes`, `The ${Topic} Brief`, `${c.firstName} on ${Topic}`, `Field Notes: ${Topic}`])
  const word = FREQUENCY_WORDS[c.frequency] ?? 'regular'
  return {
    name,
    description: `A ${word} newsletter about ${topic} and ${second} for people who do the work, by ${c.fullName}.`,
  }
}

export function newsletterByCompany(
  f: Draw,
  c: { name: string; industry: IndustryProfile; frequency: string },
): { name: string; description: string } {
  const word = FREQUENCY_WORDS[c.frequency] ?? 'regular'
  return {
    name: f.pick([`The ${c.name} Briefing`, `${c.name} Insights`, `Inside ${c.name}`]),
    description:
      `${capitalize(word)} news on ${f.pick(c.industry.offers)} for ` +
      `${f.pick(c.industry.customers)}, from the ${c.name} team.`,
  }
}
