import type { z } from 'zod'
import type { BuiltInEndpointId } from './define.js'
import * as R from './schemas/responses.js'
import * as people from './generators/people.js'
import * as companies from './generators/companies.js'
import * as jobs from './generators/jobs.js'
import * as posts from './generators/posts.js'
import type { GenerateContext, Paging } from './generators/context.js'
import type { EntityKind } from './world/facts.js'
import * as F from './world/fixture-facts.js'
import type { FactsOf } from './world/fixture-facts.js'
import { PROFILE_URL_ALIAS, firstOfList, readParam, usernameFromUrl, type ParamAlias } from './params.js'

export interface EndpointDef {
  /** Path below /v1, also the fixture folder: `people/profile`. */
  id: string
  path: string
  /** What it returns, in plain words: `Recommendations a person received` (the OpenAPI summary). */
  summary: string
  /** The spec's required query parameter. */
  param: string
  /** Other names real clients send for it. */
  aliases: readonly ParamAlias[]
  /** Turns the parameter's value into the world key (a profile URL into its username). */
  readKey?: (value: string) => string
  schema: z.ZodType
  generate: (ctx: GenerateContext) => unknown
  /** Dotted path to the list in the body (`data.items`, or `data` for recommendations); null if none. */
  itemsKey: string | null
  /** Dotted path to a count of another endpoint's list (jobs-count's `data.total`): empty lists make it 0. */
  countKey?: string
  /** The list comes in pages (every endpoint with one); without pages, `page`, `start` and the like are ignored. */
  paged: boolean
  /** What an unknown entity is called in the real service's not-found answer. */
  entity: string
  /** Which world entity the parameter names: decides its canonical form and whether it exists. */
  kind: EntityKind
  /** A search's body when it finds nothing, for the `empty-results` scenario (without it, no results is a 404). */
  noResults?: (paging: Paging) => unknown
  /** The list pages by `paginationToken` (as well as page/start): a token sent back names the next page. */
  pagedByToken?: boolean
  /** The facts a fixture of this endpoint states about the entities it names (the world adopts them). */
  facts?: FactsOf
  cost: number
  /**
   * An endpoint of a config file (defineEndpoint): its whole query, read and checked by its schema, is the entity key
   * (`firstName=Jane&geo=103644278`), and the schema describes the query in OpenAPI.
   */
  query?: {
    read: (query: (name: string) => string | undefined) => string
    /** The query object's JSON Schema (OpenAPI's parameters). */
    schema: z.ZodType
    /** Each parameter with the other names clients send for it. */
    names: readonly { name: string; aliases: readonly string[] }[]
  }
  /** Where an endpoint of a config file was declared (its file, or `config` for an object): shown in messages. */
  source?: string
}

const KEYWORD: readonly ParamAlias[] = [{ name: 'keyword' }]
const USERNAME: readonly ParamAlias[] = [PROFILE_URL_ALIAS]
const JOB_ID: readonly ParamAlias[] = [{ name: 'id' }, { name: 'job_id' }]

function def(d: Omit<EndpointDef, 'path' | 'cost' | 'paged'> & { id: BuiltInEndpointId; cost?: number }): EndpointDef {
  return { cost: 1, ...d, path: `/v1/${d.id}`, paged: d.itemsKey !== null }
}

/** The 20 endpoints of the spec, section 4, in its order. */
export const ENDPOINTS: readonly EndpointDef[] = [
  def({
    id: 'posts/reposts',
    summary: 'Reposts of a post, with who reposted it',
    param: 'postId',
    aliases: [],
    schema: R.RepostsResponseSchema,
    generate: posts.reposts,
    itemsKey: 'data.items',
    entity: 'Post',
    kind: 'post',
    pagedByToken: true,
    facts: F.repostsFacts,
  }),
  def({
    id: 'companies/search',
    summary: 'Companies matching keywords',
    param: 'keywords',
    aliases: KEYWORD,
    schema: R.CompanySearchResponseSchema,
    generate: companies.companySearch,
    noResults: companies.companySearchEmpty,
    itemsKey: 'data.items',
    entity: 'Results',
    kind: 'keyword',
    facts: F.companySearchFacts,
  }),
  def({
    id: 'people/profile-by-url',
    summary: "A person's full profile, by the URL of their profile page",
    param: 'url',
    aliases: [],
    readKey: usernameFromUrl,
    schema: R.ProfileByUrlResponseSchema,
    generate: people.profileByUrl,
    itemsKey: null,
    entity: 'Profile',
    kind: 'person',
    facts: F.profileByUrlFacts,
  }),
  def({
    id: 'people/recommendations/received',
    summary: 'Recommendations a person received',
    param: 'username',
    aliases: USERNAME,
    schema: R.RecommendationsReceivedResponseSchema,
    generate: people.recommendationsReceived,
    itemsKey: 'data',
    entity: 'Profile',
    kind: 'person',
    facts: F.recommendationsReceivedFacts,
  }),
  def({
    id: 'people/recommendations/given',
    summary: 'Recommendations a person gave',
    param: 'username',
    aliases: USERNAME,
    schema: R.RecommendationsGivenResponseSchema,
    generate: people.recommendationsGiven,
    itemsKey: 'data',
    entity: 'Profile',
    kind: 'person',
    facts: F.recommendationsGivenFacts,
  }),
  def({
    id: 'people/similar-profiles',
    summary: "People with profiles like a person's",
    param: 'username',
    aliases: USERNAME,
    schema: R.SimilarProfilesResponseSchema,
    generate: people.similarProfiles,
    itemsKey: 'data.items',
    entity: 'Profile',
    kind: 'person',
    facts: F.peopleItemsFacts,
  }),
  def({
    id: 'people/profile',
    summary: "A person's profile, by username",
    param: 'username',
    aliases: USERNAME,
    schema: R.ProfileResponseSchema,
    generate: people.profile,
    itemsKey: null,
    entity: 'Profile',
    kind: 'person',
    facts: F.profileFacts,
  }),
  def({
    id: 'jobs/hiring-team',
    summary: 'The people hiring for a job',
    param: 'jobId',
    aliases: JOB_ID,
    schema: R.HiringTeamResponseSchema,
    generate: jobs.hiringTeam,
    itemsKey: 'data.items',
    entity: 'Job',
    kind: 'job',
    facts: F.peopleItemsFacts,
  }),
  def({
    id: 'jobs/details',
    summary: 'A job posting in full',
    param: 'jobId',
    aliases: JOB_ID,
    schema: R.JobDetailsResponseSchema,
    generate: jobs.jobDetails,
    itemsKey: null,
    entity: 'Job',
    kind: 'job',
    facts: F.jobDetailsFacts,
  }),
  def({
    id: 'people/interests/groups',
    summary: 'Groups a person follows',
    param: 'username',
    aliases: USERNAME,
    schema: R.GroupsResponseSchema,
    generate: people.groups,
    itemsKey: 'data.items',
    entity: 'Profile',
    kind: 'person',
  }),
  def({
    id: 'companies/by-id',
    summary: 'A company in full',
    param: 'companyId',
    aliases: [{ name: 'id' }],
    schema: R.CompanyDetailsResponseSchema,
    generate: companies.companyDetails,
    itemsKey: null,
    entity: 'Company',
    kind: 'company',
    facts: F.companyDetailsFacts,
  }),
  def({
    id: 'people/posted-jobs',
    summary: 'Jobs a person posted',
    param: 'username',
    aliases: USERNAME,
    schema: R.PostedJobsResponseSchema,
    generate: people.postedJobs,
    itemsKey: 'data.items',
    entity: 'Profile',
    kind: 'person',
  }),
  def({
    id: 'companies/jobs-count',
    summary: 'How many jobs a company lists',
    param: 'companyId',
    aliases: [],
    schema: R.JobsCountResponseSchema,
    generate: companies.jobsCount,
    itemsKey: null,
    countKey: 'data.total',
    entity: 'Company',
    kind: 'company',
    facts: F.jobsCountFacts,
  }),
  def({
    id: 'people/connection-count',
    summary: 'How many connections and followers a person has',
    param: 'username',
    aliases: USERNAME,
    schema: R.ConnectionCountResponseSchema,
    generate: people.connectionCount,
    itemsKey: null,
    entity: 'Profile',
    kind: 'person',
    facts: F.connectionCountFacts,
  }),
  def({
    id: 'people/interests/companies',
    summary: 'Companies a person follows',
    param: 'username',
    aliases: USERNAME,
    schema: R.CompanyInterestsResponseSchema,
    generate: people.companyInterests,
    itemsKey: 'data.items',
    entity: 'Profile',
    kind: 'person',
    facts: F.companyInterestsFacts,
  }),
  def({
    id: 'posts/search',
    summary: 'Posts matching keywords',
    param: 'keywords',
    aliases: KEYWORD,
    schema: R.PostSearchResponseSchema,
    generate: posts.postSearch,
    noResults: posts.postSearchEmpty,
    itemsKey: 'data.items',
    entity: 'Results',
    kind: 'keyword',
    facts: F.postSearchFacts,
  }),
  def({
    id: 'articles/comments',
    summary: 'Comments on an article',
    param: 'articleId',
    aliases: [],
    schema: R.ArticleCommentsResponseSchema,
    generate: posts.articleComments,
    itemsKey: 'data.items',
    entity: 'Article',
    kind: 'article',
    facts: F.commentsFacts,
  }),
  def({
    id: 'companies/jobs',
    summary: 'Jobs a company lists',
    param: 'companyId',
    aliases: [{ name: 'companyIds', read: firstOfList }],
    schema: R.CompanyJobsResponseSchema,
    generate: companies.companyJobs,
    itemsKey: 'data.items',
    entity: 'Company',
    kind: 'company',
    facts: F.companyJobsFacts,
  }),
  def({
    id: 'people/position-skills',
    summary: "A person's positions, with the skills of each",
    param: 'username',
    aliases: USERNAME,
    schema: R.PositionSkillsResponseSchema,
    generate: people.positionSkills,
    itemsKey: 'data.items',
    entity: 'Profile',
    kind: 'person',
    facts: F.positionSkillsFacts,
  }),
  def({
    id: 'people/interests/newsletters',
    summary: 'Newsletters a person follows',
    param: 'username',
    aliases: USERNAME,
    schema: R.NewslettersResponseSchema,
    generate: people.newsletters,
    itemsKey: 'data.items',
    entity: 'Profile',
    kind: 'person',
    facts: F.newslettersFacts,
  }),
]

/** The entity key a request names: the parameter (or an alias) read as the endpoint reads it; throws the 400. */
export function entityKeyOf(def: EndpointDef, query: (name: string) => string | undefined): string {
  return def.query ? def.query.read(query) : readParam(query, def.param, def.aliases, def.readKey)
}

/** The path below /v1 a request names, a trailing slash tolerated. */
const bare = (path: string): string => (path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path)

/**
 * The endpoints one app serves: the built-in ones, with those of a config file added or put in their place. Replaced
 * whole when the config is reloaded; every reader asks it at use, so a reload reaches them all.
 */
export class EndpointTable {
  private defs: readonly EndpointDef[] = []
  private ids = new Map<string, EndpointDef>()
  private paths = new Map<string, EndpointDef>()

  constructor(defs: readonly EndpointDef[] = ENDPOINTS) {
    this.replace(defs)
  }

  get list(): readonly EndpointDef[] {
    return this.defs
  }

  get byId(): ReadonlyMap<string, EndpointDef> {
    return this.ids
  }

  forPath(path: string): EndpointDef | undefined {
    return this.paths.get(bare(path))
  }

  replace(defs: readonly EndpointDef[]): void {
    this.defs = defs
    this.ids = new Map(defs.map((e) => [e.id, e]))
    this.paths = new Map(defs.map((e) => [e.path, e]))
  }
}

export const ENDPOINTS_BY_ID: ReadonlyMap<string, EndpointDef> = new Map(ENDPOINTS.map((e) => [e.id, e]))
export const ENDPOINTS_BY_PATH: ReadonlyMap<string, EndpointDef> = new Map(ENDPOINTS.map((e) => [e.path, e]))

/** The endpoint a request path names, a trailing slash tolerated. */
export function endpointForPath(path: string): EndpointDef | undefined {
  return ENDPOINTS_BY_PATH.get(bare(path))
}
