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
 * MOCK_SEARCH_DATA=array; the default is items.
 */
const DATA_AS_ARRAY = process.env.MOCK_SEARCH_DATA === 'array'

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
    const total = ctx.draw(['total'], (f) => f.number.int({ min: 0, max: 120 }))
    const page = ctx.paginate(total, (f) => {
      const p = ctx.world.personAt(f.number.int({ min: 0, max: 1_999_999 }))
      const firstName = q.firstName ?? p.firstName
      const lastName = q.lastName ?? p.lastName
      const title = q.keywordTitle ?? p.title
      const headline = q.company ? `${title} at ${q.company}` : p.headline
      return {
        fullName: `${firstName} ${lastName}`,
        firstName,
        lastName,
        headline,
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
    const word = ctx.query.keyword.trim()
    const total = ctx.draw(['total'], (f) => f.number.int({ min: 1, max: 8 }))
    const page = ctx.paginate(total, (f, i) => {
      const place = ctx.world.place(f)
      // the first hit is the place asked for, by the name given; the others are seeded places of the world
      const asked = word.replace(/(^|\s)\p{L}/gu, (c) => c.toUpperCase())
      const id = String(f.number.int({ min: 100_000_000, max: 106_999_999 }))
      return { id, name: i === 0 ? asked : `${place.city}, ${place.region}, ${place.country.name}` }
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
    const total = ctx.draw(['total'], (f) => f.number.int({ min: 0, max: 200 }))
    const page = ctx.paginate(total, (f, i) => {
      const companyId = f.number.int({ min: 1_000, max: 99_999_999 })
      const job = ctx.world.job(ctx.world.jobIdOf(companyId, i % 50))
      const company = ctx.world.companyBrief(companyId)
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
