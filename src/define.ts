import type { Faker } from '@faker-js/faker'
import type { z } from 'zod'
import type { Company, CompanyBrief, Found, Job, Person, Place, WorldPopulation } from './world/world.js'

// the world's own shapes, declared once there
export type { Found, WorldPopulation }

/**
 * The seeded world every built-in endpoint answers from, as a config's `generate` reads it: the same seed gives the
 * same people, companies and jobs in every endpoint.
 */
export interface EndpointWorld {
  readonly seed: number
  /** The person of a username (every username names one). */
  person(username: string): Person
  /** Member `index` (taken modulo its size) of the population: a way to draw people that other bodies link to. */
  personAt(index: number): Person
  company(id: number): Company
  /** What lists show of a company. */
  companyBrief(id: number): CompanyBrief
  /** The id of a company's job by its index. */
  jobIdOf(companyId: number, index: number): string
  job(jobId: string): Job
  /** The finite population every link, list and search of this seed draws from. */
  readonly population: WorldPopulation
  /** Every city of the world, in a fixed order. */
  places(): readonly Place[]
  /** Usernames of the population matching a keyword, best first (an exact full name first); `total` 0: none. */
  searchPeople(keyword: string): Found<string>
  /** Company ids of the population matching a keyword, best first (an exact name first); `total` 0: none. */
  searchCompanies(keyword: string): Found<number>
}

/** One page of a list. */
export interface Page<T> {
  items: T[]
  total: number
  totalPages: number
  currentPage: number
}

/** The ids of the 20 built-in endpoints (the endpoint table holds each once: test/own-endpoints.test.ts). */
export type BuiltInEndpointId =
  | 'posts/reposts'
  | 'companies/search'
  | 'people/profile-by-url'
  | 'people/recommendations/received'
  | 'people/recommendations/given'
  | 'people/similar-profiles'
  | 'people/profile'
  | 'jobs/hiring-team'
  | 'jobs/details'
  | 'people/interests/groups'
  | 'companies/by-id'
  | 'people/posted-jobs'
  | 'companies/jobs-count'
  | 'people/connection-count'
  | 'people/interests/companies'
  | 'posts/search'
  | 'articles/comments'
  | 'companies/jobs'
  | 'people/position-skills'
  | 'people/interests/newsletters'

/** The id a declared path gives: `/v1/people/search` and `people/search` are `people/search`. */
type IdOfPath<P extends string> = P extends `/v1/${infer R}`
  ? R
  : P extends `v1/${infer R}`
    ? R
    : P extends `/${infer R}`
      ? R
      : P

/** The endpoint ids a config declares: `EndpointIds<typeof config>` types `connect<...>()`. */
export type EndpointIds<Config> = Config extends MockConfig<infer Ids> ? IdOfPath<Ids> : never

/**
 * How a typed client names an endpoint: an id of the built-in ones or of the config's, its `/v1` path, or a `*`
 * pattern; any text for a client without a config type.
 */
export type EndpointName<Ids extends string = string> = string extends Ids
  ? string
  : BuiltInEndpointId | Ids | `/v1/${BuiltInEndpointId | Ids}` | `${string}*${string}`

/** What `generate` is given: the request's query (read by its schema), its page, and the seeded world. */
export interface EndpointContext<Query = Record<string, unknown>> {
  /** The query as the schema read it (aliases already applied). Its paging names come from `page`, `start`, `size`. */
  query: Query
  /** The seeded world every built-in endpoint answers from: `world.person(username)`, `world.company(id)`... */
  world: EndpointWorld
  /** The endpoint's id (`people/search`). */
  endpointId: string
  /** 1-based page. */
  page: number
  /** 0-based index of the page's first item (`start`). */
  start: number
  /** Items per page. */
  size: number
  /** A seeded draw: the same (endpoint, query, parts) give the same value in any order, in any process. */
  draw<T>(parts: (string | number)[], fn: (faker: Faker) => T): T
  /** The page of a list of `total` items this request asks for; item i depends only on i. */
  paginate<T>(total: number, item: (faker: Faker, index: number) => T): Page<T>
  /**
   * A built-in endpoint's generated body for a value, as it would answer it (`builtIn('people/profile-by-url',
   * 'jane-doe')`): an unknown entity answers that endpoint's 404.
   */
  builtIn(endpointId: string, value: string): unknown
  /** Answers 404 `{message, code: "NOT_FOUND"}` (default message: `<entity> not found`). */
  notFound(message?: string): never
}

/**
 * One endpoint of your own: a row of the same table the 20 built-in ones are in, so auth, scenarios, limits, credits,
 * the journal, OpenAPI, MSW, record/replay, fixtures and drift all serve it.
 */
export interface EndpointSpec<
  Id extends string = string,
  Query extends z.ZodType = z.ZodType,
  Response extends z.ZodType = z.ZodType,
> {
  /** The path, under /v1: `/v1/people/search` (or `people/search`). Its fixtures are in `fixtures/<id>/`. */
  path: Id
  /** One line for OpenAPI and the console. */
  summary?: string
  /** The query parameters as a zod object; their names are what clients send (other names go in `aliases`). */
  query: Query
  /** Other names clients send for a parameter: `{ keywords: ['keyword', 'q'] }`. */
  aliases?: { readonly [K in keyof z.input<Query>]?: readonly string[] }
  /** The schema of a 200 body: every generated body and every fixture is checked against it. */
  response: Response
  /** The 200 body for a query and page. Draw randomness only through `ctx.draw`/`ctx.paginate` (determinism). */
  generate(ctx: EndpointContext<z.output<Query>>): z.input<Response>
  /** Dotted path to the list in the body (`data.items`, `data`), for the empty/null scenarios and paging; or null. */
  itemsKey?: string | null
  /** Credits a 200 costs. Default 1. */
  cost?: number
  /** What the not-found message calls a missing entity: `Results` gives `Results not found` (the default). */
  entity?: string
  /** A 200 body that is a 404 instead: a predicate, or `empty` (the list at `itemsKey` is empty). */
  notFound?: 'empty' | NotFoundCheck<z.output<Response>, EndpointContext<z.output<Query>>>
  /** Answer a built-in endpoint's path with this one instead (refused without it). */
  override?: boolean
}

/** A method's type, so a config's list takes endpoints of any query and body types. */
type NotFoundCheck<Body, Ctx> = { check(body: Body, ctx: Ctx): boolean }['check']

/** A config file's default export: `export default defineConfig({ endpoints: [...] })`. */
export interface MockConfig<Ids extends string = string> {
  endpoints: readonly EndpointSpec<Ids, z.ZodType, z.ZodType>[]
}

/**
 * Declares an endpoint of your own, with the query and body types inferred from its schemas.
 *
 * @example
 * export const search = defineEndpoint({
 *   path: '/v1/people/search',
 *   query: z.object({ keywords: z.string() }),
 *   response: z.object({ data: z.object({ items: z.array(z.object({ username: z.string() })) }) }),
 *   itemsKey: 'data.items',
 *   generate: (ctx) => ({ data: { items: ctx.paginate(30, (f) => ({ username: f.internet.username() })).items } }),
 * })
 */
export function defineEndpoint<const Id extends string, Query extends z.ZodType, Response extends z.ZodType>(
  spec: EndpointSpec<Id, Query, Response>,
): EndpointSpec<Id, Query, Response> {
  return spec
}

/** A config of endpoints; the ids it declares type the control client and the MSW handlers (`EndpointIds`). */
export function defineConfig<const Ids extends string>(config: MockConfig<Ids>): MockConfig<Ids> {
  return config
}
