// The real service's endpoints that the spec leaves out but its public clients call, declared as endpoints of one's
// own: `network-lookup-mock serve --config examples/extra-endpoints/mock.config.ts`. Not loaded by default.
// Where each parameter and field comes from (clients' usage, not the spec): docs/own-endpoints.md.
import { defineConfig, defineEndpoint, type EndpointContext } from 'network-lookup-mock'
import { ProfileByUrlSchema, ProfileSchema } from 'network-lookup-mock/schemas'
import { z } from 'zod'

/** Characters the real service refuses in a search text: it answers 404 Results not found, as the built-in searches. */
const REFUSED = /[()/,'"&;:*+!?]/

/**
 * `data.items` (most clients) or `data` as the array itself (some read it so): chosen when the mock starts, with
 * EXTRA_ENDPOINTS_SEARCH_DATA=array; the default is items.
 */
const DATA_AS_ARRAY = process.env.EXTRA_ENDPOINTS_SEARCH_DATA === 'array'

/** Offsets in steps of 10, as clients compute them: (page - 1) * 10. */
const start = z.coerce.number().int().min(0).multipleOf(10).optional()
const text = z.string().optional()

/** The list envelope every search answers: `{success, message, data: {total, items}}` or `data` as the array. */
function listOf<T extends z.ZodType>(item: T) {
  return z.object({
    success: z.boolean(),
    message: z.string(),
    data: DATA_AS_ARRAY ? z.array(item) : z.object({ total: z.number().int(), items: z.array(item) }),
  })
}

function list<T>(total: number, items: T[]) {
  return { success: true, message: '', data: DATA_AS_ARRAY ? items : { total, items } }
}

/** 404 for a text the real service refuses, in any of the query's text parameters. */
function refuseBadText(ctx: EndpointContext<Record<string, unknown>>): void {
  for (const value of Object.values(ctx.query)) if (typeof value === 'string' && REFUSED.test(value)) ctx.notFound()
}

const PersonHit = z.object({
  fullName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  headline: z.string(),
  summary: z.string(),
  profilePicture: z.string(),
  location: z.string(),
  profileURL: z.string(),
  username: z.string(),
})

const peopleSearch = defineEndpoint({
  path: '/v1/people/search',
  summary: 'People matching a name, keywords, title, company, place or school (10 a page)',
  query: z.object({
    firstName: text,
    lastName: text,
    keywords: text,
    keywordTitle: text,
    company: text,
    geo: z
      .string()
      .regex(/^\d+(,\d+)*$/, 'geo is a comma-separated list of location ids')
      .optional(),
    schoolId: z.string().regex(/^\d+$/, 'schoolId is a number').optional(),
    keywordSchool: text,
    start,
  }),
  response: listOf(PersonHit),
  itemsKey: DATA_AS_ARRAY ? 'data' : 'data.items',
  notFound: 'empty',
  generate(ctx) {
    refuseBadText(ctx)
    const q = ctx.query
    const name = [q.firstName, q.lastName].filter(Boolean).join(' ')
    const words = [name, q.keywords, q.keywordTitle, q.company, q.keywordSchool].filter(Boolean).join(' ')
    const city = q.geo === undefined ? undefined : placeOfId(ctx, q.geo.split(',')[0] as string)?.city
    // the people of the world's population the text finds, best first, narrowed by the exact filters
    const found = words === '' ? undefined : ctx.world.searchPeople(words)
    const scanned = found
      ? Math.min(found.total, MATCHES_READ)
      : Math.min(ctx.world.population.personCount, MATCHES_READ)
    const at = (rank: number) => (found ? found.at(rank) : ctx.world.population.usernameAt(rank))
    const filtered = q.firstName || q.lastName || q.company || city !== undefined
    // without a filter every match is kept: only the page's people are made
    const usernames: string[] = filtered ? [] : Array.from({ length: scanned }, (_, rank) => at(rank))
    for (let rank = 0; filtered && rank < scanned; rank++) {
      const username = at(rank)
      const p = ctx.world.person(username)
      if (q.firstName && !sameName(p.firstName, q.firstName)) continue
      if (q.lastName && !sameName(p.lastName, q.lastName)) continue
      if (q.company && !contains(p.companyName, q.company)) continue
      if (city !== undefined && p.place.city !== city) continue
      usernames.push(username)
    }
    if (usernames.length === 0) ctx.notFound('Results not found')
    const page = ctx.paginate(usernames.length, (_f, i) => {
      const p = ctx.world.person(usernames[i] as string)
      return {
        fullName: `${p.firstName} ${p.lastName}`,
        firstName: p.firstName,
        lastName: p.lastName,
        headline: p.headline,
        summary: p.about.slice(0, 200),
        profilePicture: p.profilePicture,
        location: p.location,
        profileURL: `https://www.network.example/in/${p.username}`,
        username: p.username,
      }
    })
    return list(page.total, page.items)
  },
})

/** Matches read past the text search's ranking for the exact filters: a page of 10 never needs more. */
const MATCHES_READ = 1_000
/** Location ids: one per city of the world, in its fixed order, from this base. */
const LOCATION_BASE = 100_000_000

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim()
const sameName = (a: string, b: string) => fold(a) === fold(b)
const contains = (haystack: string, needle: string) => fold(haystack).includes(fold(needle))

function placeOfId(ctx: EndpointContext<unknown>, id: string) {
  return ctx.world.places()[Number(id) - LOCATION_BASE]
}

const Location = z.object({ id: z.string(), name: z.string() })

const locationsSearch = defineEndpoint({
  path: '/v1/locations/search',
  summary: 'Location ids (for geo and locationId) matching a place name',
  query: z.object({ keyword: z.string().min(1) }),
  aliases: { keyword: ['keywords', 'name'] },
  response: listOf(Location),
  itemsKey: DATA_AS_ARRAY ? 'data' : 'data.items',
  notFound: 'empty',
  generate(ctx) {
    refuseBadText(ctx)
    const word = fold(ctx.query.keyword)
    // the world's cities whose city, region or country name holds the text
    const hits = ctx.world
      .places()
      .map((place, index) => ({ place, index }))
      .filter(({ place }) => [place.city, place.region, place.country.name].some((n) => fold(n).includes(word)))
    if (hits.length === 0) ctx.notFound('Results not found')
    const page = ctx.paginate(hits.length, (_f, i) => {
      const { place, index } = hits[i] as (typeof hits)[number]
      return { id: String(LOCATION_BASE + index), name: `${place.city}, ${place.region}, ${place.country.name}` }
    })
    return list(page.total, page.items)
  },
})

const JobHit = z.object({
  id: z.string(),
  title: z.string(),
  url: z.string(),
  referenceId: z.string(),
  postAt: z.string(),
  postedTimestamp: z.number(),
  location: z.string(),
  type: z.string(),
  company: z.object({ id: z.number(), name: z.string(), logo: z.string().nullable(), url: z.string() }),
})

/** Open jobs read per company for the search: a company's first ones, so the index stays a few thousand rows. */
const JOBS_READ_PER_COMPANY = 20

interface JobRow {
  jobId: string
  /** The title, folded: a job whose title has the keywords comes first. */
  title: string
  /** Title, company name and the description's words, folded: what keywords match. */
  text: string
  /** City and country code, folded: what locationId matches. */
  city: string
  country: string
}

const jobIndexes = new WeakMap<object, JobRow[]>()

/** The open jobs of the world's companies, read once per world: what jobs/search filters. */
function openJobs(ctx: EndpointContext<unknown>): JobRow[] {
  let rows = jobIndexes.get(ctx.world)
  if (!rows) {
    rows = []
    const { population } = ctx.world
    for (let c = 0; c < population.companyCount; c++) {
      const companyId = population.companyIdAt(c)
      const company = ctx.world.company(companyId)
      for (let i = 0; i < Math.min(company.jobCount, JOBS_READ_PER_COMPANY); i++) {
        const job = ctx.world.job(ctx.world.jobIdOf(companyId, i))
        if (job.closed) continue
        const city = job.location.split(',')[0] ?? ''
        // the description's words once each: it names the skills ("python"), and a copy of it all would be large
        const described = [...new Set(fold(job.description).split(/[^\p{L}\p{N}+#]+/u))].join(' ')
        rows.push({
          jobId: job.id,
          title: fold(job.title),
          text: `${fold(job.title)} ${fold(company.name)} ${described}`,
          city: fold(city),
          country: job.country,
        })
      }
    }
    jobIndexes.set(ctx.world, rows)
  }
  return rows
}

const jobsSearch = defineEndpoint({
  path: '/v1/jobs/search',
  summary: 'Job postings matching keywords, a place and filters',
  query: z.object({
    keywords: z.string().min(1),
    locationId: z.string().regex(/^\d+$/, 'locationId is a number').optional(),
    // taken as any text: clients send different values, and they do not change the answer
    datePosted: text,
    sort: text,
    jobType: text,
    experienceLevel: text,
    start,
  }),
  aliases: { keywords: ['keyword'], locationId: ['geo'] },
  response: listOf(JobHit),
  itemsKey: DATA_AS_ARRAY ? 'data' : 'data.items',
  notFound: 'empty',
  generate(ctx) {
    refuseBadText(ctx)
    // every word of the keywords in the job's title, its company's name or its description; in the city of a location id
    // locations/search gives (another id is no filter, as people/search's geo)
    const words = fold(ctx.query.keywords).split(/\s+/).filter(Boolean)
    const place = ctx.query.locationId === undefined ? undefined : placeOfId(ctx, ctx.query.locationId)
    const found = openJobs(ctx).filter(
      (row) =>
        words.every((w) => row.text.includes(w)) &&
        (place === undefined || (row.city === fold(place.city) && row.country === place.country.code)),
    )
    const inTitle = (row: JobRow) => words.every((w) => row.title.includes(w))
    const hits = [...found.filter(inTitle), ...found.filter((row) => !inTitle(row))]
    if (hits.length === 0) ctx.notFound('Results not found')
    const page = ctx.paginate(hits.length, (_f, i) => {
      const job = ctx.world.job((hits[i] as JobRow).jobId)
      const company = ctx.world.companyBrief(job.companyId)
      const posted = job.listedAt
      return {
        id: job.id,
        title: job.title,
        url: job.url,
        referenceId: job.referenceId,
        postAt: new Date(posted)
          .toISOString()
          .replace('T', ' ')
          .replace(/\.\d+Z$/, ' +0000 UTC'),
        postedTimestamp: posted,
        location: job.location,
        type: job.type,
        company: { id: company.id, name: company.name, logo: company.logo, url: company.url },
      }
    })
    return list(page.total, page.items)
  },
})

/** The long profile: what people/profile answers plus every field of profile-by-url. */
const LongProfile = ProfileSchema.extend(ProfileByUrlSchema.shape)

const longProfile = defineEndpoint({
  path: '/v1/people/profile',
  override: true,
  summary: "A person's profile by username, long form: positions, educations and geo as profile-by-url has them",
  query: z.object({ username: z.string().transform((v) => /\/in\/([^/?#]+)/.exec(v)?.[1] ?? v) }),
  aliases: { username: ['url'] },
  response: LongProfile,
  entity: 'Profile',
  generate(ctx) {
    const short = ctx.builtIn('people/profile', ctx.query.username) as z.infer<typeof ProfileSchema>
    const long = ctx.builtIn('people/profile-by-url', ctx.query.username) as z.infer<typeof ProfileByUrlSchema>
    return { ...short, ...long }
  },
})

export default defineConfig({ endpoints: [peopleSearch, locationsSearch, jobsSearch, longProfile] })
