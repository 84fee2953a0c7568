import type { KeywordSense } from '../keywords.js'
import * as text from '../text.js'
import { tidy } from '../text-grammar.js'
import { companyOccupations } from '../companies.js'
import {
  type EmployedOccupation,
  firstPerson,
  type Occupation,
  nameDrawn,
  occupationNames,
  pluralOf,
  titleOf,
} from '../occupations.js'
import { RECRUITER_TITLES } from '../people.js'
import type { Person, World } from '../world.js'
import { familyTerm, industryTerm, perWorld, SLICE } from './built.js'
import type { Found } from '../model.js'
import { IndexBuilder, InvertedIndex } from './inverted-index.js'
import { checkedDocs, checks, readStored, type Stored, storedKey } from './prebuilt.js'
import { Searcher } from './query.js'
import { termsOf } from './tokens.js'

const DAY = 24 * 3600_000
/** Days back the posts of the population reach. */
export const POST_DAYS = 700
/** People of the population who post (spread evenly over it), and how many posts each has written. */
const AUTHORS = 1_000
const POSTS_PER_AUTHOR = 8

/** What a post of the population says and when: the index reads its text, a search result shows it. */
export interface PostContent {
  /** The post's number in the population. */
  index: number
  username: string
  /** How long before the world's reference date it was posted, in ms. */
  age: number
  /** The low digits of its activity id. */
  salt: number
  /** What it is about: a phrase it says. */
  topic: string
  /** The title of the article it shares, or undefined for a post of its own. */
  articleTitle: string | undefined
  text: string
}

/** Post `index`'s author: the posters write in turn. */
export function postAuthor(world: World, index: number): string {
  const { personCount } = world.population
  const authors = Math.min(AUTHORS, personCount)
  return world.population.usernameAt(Math.floor(((index % authors) * personCount) / authors))
}

function postCount(world: World): number {
  return Math.min(AUTHORS, world.population.personCount) * POSTS_PER_AUTHOR
}

/** What the author writes about: their field's topics, their own skills, their employer's specialities and work. */
function topicOf(world: World, f: Parameters<Parameters<World['draw']>[1]>[0], author: Person): string {
  const family = text.familyById(author.family)
  const roll = f.float(0, 1)
  if (roll < 0.3 || !author.skills.length) return f.pick(family.topics)
  if (roll < 0.55) return f.pick(author.skills)
  const industry = world.industryOf(author.companyId)
  const specialities = text.industryProfile(industry).specialities
  // the employer's work in its industry's own words (NAICS), as the company's description names it
  const work = text.industryPhrases(industry)
  if ((roll < 0.75 || !work.length) && specialities.length) return text.lowerWords(f.pick(specialities))
  return work.length ? f.pick(work) : f.pick(author.skills)
}

/** Posts of their own, in a hundred, in which the author says what they do and where. */
const SAYS_WORK = 55

/**
 * How an author stands to the occupations their employer names: holds one, leads its holders, recruits them, or
 * works beside them.
 */
type OccupationClaim = 'holds' | 'leads' | 'recruits' | 'colleague'

/** Other occupations a post names beside its own: a longer list reads as a directory, not a post. */
const OTHERS_NAMED = 6

/** The occupation of their employer an author may speak of, and how; undefined where the employer names none. */
function occupationClaim(
  world: World,
  index: number,
  author: Person,
): { occupation: Occupation; name: string; others: readonly EmployedOccupation[]; claim: OccupationClaim } | undefined {
  const occupations = companyOccupations(world, author.companyId, world.industryOf(author.companyId))
  if (!occupations.length || author.title === '') return undefined
  for (const occupation of occupations)
    for (const name of occupationNames(occupation))
      if (author.title.endsWith(titleOf(name))) return { occupation, name, others: [], claim: 'holds' }
  const occupation = occupations[
    world.intFor(['post-occupation', index], 0, occupations.length - 1)
  ] as EmployedOccupation
  // colleagues call a kind of people by any of the names job boards print for it, not only by the one the company's
  // page uses (`phlebotomy technicians` where the page says `phlebotomists`): a name drawn for the post; the people an
  // author leads, recruits or thanks are of its other occupations too
  const named = (o: EmployedOccupation, k: number): EmployedOccupation => ({
    ...o,
    name: nameDrawn(o, world.intFor(['post-occupation-name', index, k], 0, 999)),
  })
  const name = named(occupation, OTHERS_NAMED).name
  const others = occupations
    .filter((o) => o !== occupation)
    .slice(0, OTHERS_NAMED)
    .map(named)
  if (RECRUITER_TITLES.includes(author.title)) return { occupation, name, others, claim: 'recruits' }
  // operations leads lead the frontline
  const family = text.familyById(author.family)
  if (family.id === 'operations' && family.leads.includes(author.title))
    return { occupation, name, others, claim: 'leads' }
  return { occupation, name, others, claim: 'colleague' }
}

/**
 * A line in which the author says what they do and where, from a hash of the post's number: their own title and
 * what its holders do (ESCO's words), or an occupation of their employer as people they lead or recruit.
 */
function workLine(world: World, index: number, author: Person): string {
  const at = author.companyName
  const role = `${text.withArticle(author.title)} at ${at}`
  const claim = occupationClaim(world, index, author)
  const people = claim && pluralOf(claim.occupation, claim.name)
  const teams = claim && text.listOf([people as string, ...claim.others.map((o) => pluralOf(o, o.name))])
  // one of the occupation's duties, from a hash of the post's number
  const k = world.intFor(['post-duty', index], 0, 99)
  const does = claim?.claim === 'holds' ? ` ${firstPerson(claim.occupation, k)}` : ''
  const duty = claim && [claim.occupation.does, ...claim.occupation.tasks].filter((d) => d !== '')
  const others = claim?.others.length ? `, and to our ${text.listOf(claim.others.map((o) => pluralOf(o, o.name)))}` : ''
  const frames =
    claim?.claim === 'leads'
      ? [`Some context: I lead a team of ${teams} at ${at}.`, `Proud of our ${teams} at ${at} this quarter.`]
      : claim?.claim === 'recruits'
        ? [
            `Some context: I recruit ${teams} for ${at} in ${author.place.city}.`,
            `Part of my job at ${at}: finding ${teams} in ${author.place.city}.`,
          ]
        : claim?.claim === 'colleague'
          ? [
              `Some context: I work as ${role}, alongside our ${teams}.`,
              !duty?.length
                ? `A thank-you to our ${teams} at ${at}: the work starts with them.`
                : `A thank-you to our ${people} at ${at}, who ${duty[k % duty.length]}${others}.`,
            ]
          : [
              `Some context: I work as ${role}.${does}`,
              `Writing this as ${role}.${does}`,
              `For those who don't know me: I'm ${role}.${does}`,
              `Quick intro: I'm ${role}.${does}`,
              ...(claim ? [`Shout-out to my fellow ${people} at ${at}.`] : []),
            ]
  // a company name ending in a full stop (`Inc.`) ends the sentence too
  return tidy(frames[world.intFor(['post-work-frame', index], 0, frames.length - 1)] as string)
}

/** Post `index` of the population, written by `author` (postAuthor's person): the same every time it is asked for. */
export function postContent(world: World, index: number, author: Person): PostContent {
  return world.draw(['post', index], (f) => {
    const age = f.int(3_600_000, POST_DAYS * DAY)
    const salt = f.int(0, 999_999)
    const topic = topicOf(world, f, author)
    const family = text.familyById(author.family)
    const shares = f.bool(0.25)
    const articleTitle = shares ? text.articleTitle(f, topic) : undefined
    const own =
      articleTitle !== undefined
        ? undefined
        : text.postText(f, { family, company: author.companyName, city: author.place.city, keyword: topic })
    // some posts say who writes them (a hash, so no later draw shifts): what its author does is in its words
    const says = own !== undefined && author.title !== '' && world.intFor(['post-work', index], 0, 99) < SAYS_WORK
    const body =
      own === undefined
        ? text.articleShareText(f, articleTitle as string)
        : says
          ? `${workLine(world, index, author)}\n\n${own}`
          : own
    return { index, username: author.username, age, salt, topic, articleTitle, text: body }
  })
}

interface PostIndex {
  searcher: Searcher
  /** Post number of each document. */
  posts: Int32Array
  /** Age of each document's post, ms. */
  ages: Float64Array
}

// a post is about its author's employer's industry, then their field (a family such as operations is everywhere)
const about = (sense: KeywordSense) => [
  ...sense.industries.map((i) => industryTerm(i.name)),
  ...sense.families.map((f) => familyTerm(f.id)),
]

/** A post's topic, derived again: what a stored index is checked by. */
function topicAt(world: World, index: number): string {
  return postContent(world, index, world.person(postAuthor(world, index))).topic
}

export const postIndex = perWorld('postIndex', function* (world: World): Generator<void, PostIndex> {
  const stored = readStored(world, 'posts')
  if (stored) {
    const posts = stored.arrays.posts as Int32Array
    if (checks(stored, (d) => topicAt(world, posts[d] as number)))
      return {
        searcher: new Searcher(InvertedIndex.of(stored.index), about, true),
        posts,
        ages: stored.arrays.ages as Float64Array,
      }
  }
  const builder = new IndexBuilder()
  const posts: number[] = []
  const ages: number[] = []
  const count = postCount(world)
  const authors = new Map<string, Person | undefined>()
  for (let i = 0; i < count; i++) {
    if (i % SLICE === SLICE - 1) yield
    const username = postAuthor(world, i)
    let author = authors.get(username)
    if (!authors.has(username)) {
      author = world.facts.missing.person.has(username) ? undefined : world.person(username)
      authors.set(username, author)
    }
    if (author === undefined) continue
    const post = postContent(world, i, author)
    // newer posts first among equally good matches
    const freshness = Math.max(0, 255 - Math.floor((post.age / DAY) * (255 / POST_DAYS)))
    builder.add(
      [
        [termsOf(post.topic), 3],
        [termsOf(post.text), 1],
        [[familyTerm(author.family), industryTerm(world.industryOf(author.companyId))], 1],
      ],
      // found by its author's exact full name, not by a word of it (a post by Ms Baker is not about bakers)
      `${author.firstName} ${author.lastName}`,
      freshness,
    )
    posts.push(i)
    ages.push(post.age)
  }
  const searcher = new Searcher(builder.build(), about, true)
  return { searcher, posts: Int32Array.from(posts), ages: Float64Array.from(ages) }
})

/** The world's post index as the build stores it. */
export function storedPosts(world: World): Stored {
  const { searcher, posts, ages } = postIndex(world)
  const check = checkedDocs(posts.length).map((d) => topicAt(world, posts[d] as number))
  return { key: storedKey(world, 'posts'), check, index: searcher.index.parts(), arrays: { posts, ages }, strings: {} }
}

/**
 * Posts of the world's population holding a canonical keyword's words, best first, or newest first with `byDate`.
 * Posts are found by what they say; by a word none says, posts of the fields whose work it is about.
 */
export function searchPosts(world: World, keyword: string, byDate: boolean): Found<number> {
  const { searcher, posts, ages } = postIndex(world)
  let docs = searcher.find(keyword)
  if (byDate) docs = docs.slice().sort((a, b) => (ages[a] as number) - (ages[b] as number) || a - b)
  return { total: docs.length, at: (rank) => posts[docs[rank] as number] as number }
}
