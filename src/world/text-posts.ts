/** Prose of the feed: posts, comments, reposts, articles and newsletters. */
import type { Draw } from './draw.js'
import type { IndustryProfile, RoleFamily } from './pools.js'
import { claimFits, numbered, saying, sayingSentence, sayings, tidy } from './text-grammar.js'

import { POST_EMOJI, capitalize, fill, titleCase, withArticle } from './text-base.js'

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

export interface PostInput {
  family: RoleFamily
  company: string
  city: string
  /** Search keywords the post should mention, as a search hit would. */
  keyword?: string | undefined
  /** A word to tag the post with, never pasted into a sentence (a word the vocabulary has no phrase for). */
  tag?: string | undefined
}

/** When something happened, as a post says it. */
const WHEN = ['this quarter', 'this year', 'in the last six months', 'since the spring', 'over the last year']

/** Achievements a team announces; none counts colleagues (a post does not know the company's size). */
const TEAM_NEWS = [
  (c: PostContext) => `we shipped our biggest ${c.topic} release of the year`,
  (c: PostContext) => `our new office in ${c.city} is open`,
  (c: PostContext) => `we hit our ${c.topic} goals two weeks early`,
  (c: PostContext) => `${c.company} was named one of the best places to work in ${c.city}`,
  (c: PostContext) => `a customer in ${c.city} told us our ${c.topic} work changed how they plan`,
]

/** Questions people ask their network about a topic. */
const QUESTIONS = [
  (t: string) => `how do you decide when ${t} work is done`,
  (t: string) => `what is the first thing you check when ${t} goes wrong`,
  (t: string) => `who owns ${t} where you work`,
  (t: string) => `what is one habit in ${t} you dropped and never missed`,
  (t: string) => `which book or course on ${t} was worth the time`,
  (t: string) => `how do you explain ${t} to someone new to the team`,
]

/** Moments a story post starts from. */
const STORIES = [
  (c: PostContext) => `${withArticle(c.topic)} change I was sure about went wrong at ${c.company}`,
  (c: PostContext) => `we nearly shipped ${withArticle(c.topic)} change nobody had tested`,
  (c: PostContext) => `a customer in ${c.city} asked a question about ${c.topic} none of us could answer`,
  (c: PostContext) =>
    `the newest person on our team fixed ${withArticle(c.topic)} problem the rest of us had stopped seeing`,
  (c: PostContext) => `I spent a whole week on ${c.topic} and threw all of it away`,
]

interface PostContext {
  topic: string
  company: string
  city: string
}

/**
 * A post, in one of several shapes: a numbered list, a question, a story, team news, a hiring note, an opinion or
 * a talk notice; sayings drawn from parts, never a fixed sentence; hashtags after.
 */
export function postText(f: Draw, c: PostInput): string {
  const keyword = keywordTopic(c.keyword)
  const topic = keyword ?? f.pick(c.family.topics)
  const p: PostContext = { topic, company: c.company, city: c.city }
  const when = f.pick(WHEN)
  const body = f.weighted([
    {
      weight: 3,
      value: () => {
        const items = sayings(f, f.int(3, 5))
        const head = f.pick([
          `${items.length} things I learned about ${topic} ${when}:`,
          `${items.length} things that changed how I work on ${topic}:`,
          `What ${topic} at ${c.company} taught me ${when}, in ${items.length} points:`,
        ])
        const list = items.map((x, i) => `${i + 1}. ${capitalize(x)}.`).join('\n')
        const ask = f.pick([
          `What would you add about ${topic}?`,
          'Anything to add?',
          `Which of these would you argue with at ${c.company}?`,
        ])
        return `${head}\n\n${list}\n\n${ask}`
      },
    },
    {
      weight: 2,
      value: () =>
        `Question for people who work on ${topic}: ${f.pick(QUESTIONS)(topic)}? At ${c.company} our answer so far ` +
        `is that ${saying(f)}, but I would love to hear yours.`,
    },
    {
      weight: 2,
      value: () =>
        `${capitalize(when)}, ${f.pick(STORIES)(p)}. ${sayingSentence(f, topic)} ${f.pick([
          `I'm writing it down so I remember it the next time ${topic} comes up.`,
          `Has this happened to your ${topic} team?`,
          `Sharing in case it saves another ${topic} team a bad week.`,
        ])}`,
    },
    {
      weight: 2,
      value: () =>
        `Proud of the team at ${c.company}: ${f.pick(TEAM_NEWS)(p)}. ${f.pick([
          `None of it happens without the people behind the scenes at ${c.company}.`,
          `Thank you to everyone who worked on ${topic} with us.`,
          `On to the next ${topic} milestone.`,
        ])}`,
    },
    {
      weight: 2,
      value: () =>
        `We're hiring at ${c.company} in ${c.city}! We need ${withArticle(f.pick(c.family.titles))} who cares ` +
        `about ${topic}. ${f.pick([`If ${topic} is your thing, send me a message.`, 'DMs are open.', 'Link below.'])}`,
    },
    {
      weight: 1,
      value: () => `Unpopular opinion: most ${topic} problems are people problems. ${sayingSentence(f, topic)}`,
    },
    {
      weight: 1,
      value: () =>
        `I spoke about ${topic} at a meetup in ${c.city} ${f.pick(['last week', 'on Thursday', 'this month'])}. ` +
        f.pick([
          `Slides and notes are in the comments; thanks to everyone in ${c.city} who came!`,
          `Great questions on ${topic} from the room, and the slides are in the comments.`,
        ]),
    },
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
  return `${tidy(long ?? body)}${emoji}\n\n${tags.join(' ')}`
}

/** Asides after a point of a long post: each at most once in a post. */
const ASIDES = [
  (c: PostInput) => `We learned this the slow way at ${c.company}.`,
  (_c: PostInput, t: string) => `It sounds obvious until ${withArticle(t)} deadline arrives.`,
  (_c: PostInput, t: string) => `Every time we skipped it on ${t}, we paid for it later.`,
  (_c: PostInput, t: string) => `On ${t} work especially, the cost shows up months later.`,
  (c: PostInput) => `The teams at ${c.company} that did this well were rarely the loudest ones.`,
  (_c: PostInput, t: string) => `I keep a note of every time it mattered for ${t}; the list is long.`,
]

/** A long post (roughly 600 to 3,000 characters): an opening, several points, what it looked like, a question. */
function longPost(f: Draw, c: PostInput, topic: string): string {
  const points = sayings(f, f.int(5, 9))
  const asides = f.some(ASIDES, ASIDES.length)
  const duties = f
    .some(numbered(c.family.duties.filter((d) => claimFits(d, {}))), 2, 4)
    .map((d) => fill(f, d, { city: c.city, company: c.company }))
  const paragraphs = [
    f.pick([
      `A year ago I would have told you ${topic} was a solved problem at ${c.company}; it was not, and here is ` +
        `what changed my mind.`,
      `I have been putting off writing this post about ${topic} for months; here it is, long version.`,
      `Some notes on ${topic}, from the last few years of doing it for real in ${c.city}.`,
    ]),
    ...points.map((x, i) => {
      const aside = i < asides.length && f.bool(0.6) ? ` ${(asides[i] as (typeof ASIDES)[number])(c, topic)}` : ''
      return `${i + 1}. ${capitalize(x)}.${aside}`
    }),
    `What it looked like at ${c.company}:\n${duties.map((d) => `- ${d}`).join('\n')}`,
    f.pick([
      `What would you add for the talk on ${topic} I'm giving in ${c.city}?`,
      `Curious whether this matches what you have seen with ${topic}.`,
      `If this was useful, the comments have a few links on ${topic} I found helpful.`,
    ]),
  ]
  return paragraphs.join('\n\n').slice(0, 2900)
}

/** A title mended like any text ("the the future of news" -> "the future of news"), then capitalised. */
function tidyTitle(title: string): string {
  return capitalize(tidy(title))
}

/** An article title on a topic. */
export function articleTitle(f: Draw, topic: string): string {
  return tidyTitle(
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
    `I finally wrote up how we think about this in "${title}", and would love your thoughts.`,
    `New article: ${title}`,
    `Some notes from the last year, now in one place: ${title}`,
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
      `Agree with most of this on ${topic}, though in my experience ${saying(f)}.`,
      c.small
        ? `Curious how this approach to ${topic} works for smaller teams? At ${c.company} we're only a handful ` +
          'of people.'
        : `Curious how this approach to ${topic} scales. At ${c.company} we have teams in several offices.`,
    ])
  return f.pick([
    `Great points, especially on ${topic}. We saw the same thing at ${c.company}.`,
    `Thanks for writing this up. Sharing it with my team at ${c.company}.`,
    c.small
      ? `Curious how this works for smaller teams? At ${c.company} we're only a handful of people.`
      : `Curious how this scales. At ${c.company} we have teams in several offices.`,
    `Agree with most of this, though at ${c.company} ${saying(f)}.`,
    `Saved this one. The part about ${topic} is spot on.`,
    `Really useful. Would love a follow-up on ${topic}.`,
    `This matches what I've seen on ${topic}: ${saying(f)}.`,
  ])
}

/** What someone writes when reposting. */
export function repostText(f: Draw, c: ShortContext): string {
  const topic = f.pick(c.family.topics)
  return f.pick([
    `Worth a read for anyone working on ${topic}.`,
    `This is exactly what we've been discussing at ${c.company}.`,
    `Great summary of ${topic}. Bookmarking this one.`,
    'Congratulations to everyone involved!',
    `Sharing for my network: ${saying(f)}.`,
    `Couldn't agree more. ${sayingSentence(f, topic)}`,
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
