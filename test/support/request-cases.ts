// Requests of /v1 that cross every stage (auth styles, encodings, paging, scenarios, refusals), for the tests that
// answer the same table two ways and compare.

export type RequestCase = [method: string, target: string, headers: [string, string][]]

export const STARTER = 'test_starter_0000000000000001'
export const NO_CREDITS = 'test_nocredits_00000000000005'
export const DEV = 'mock-dev-key'

export const bearer = (key: string): [string, string] => ['Authorization', `Bearer ${key}`]

export const V1_REQUESTS: RequestCase[] = [
  ['GET', '/v1/people/profile?username=jane-doe', [bearer(DEV)]],
  ['GET', '/v1/people/profile?username=ada-quinn', [bearer(DEV), ['Origin', 'http://localhost:3000']]],
  ['GET', '/v1/people/profile/?username=jane-doe', [bearer(DEV)]],
  ['HEAD', '/v1/people/profile?username=jane-doe', [bearer(DEV)]],
  ['GET', '/v1/people/profile?username=jane%20doe&username=x', [bearer(DEV)]],
  ['GET', '/v1/people/profile?username=a+b&__proto__=1', [bearer(DEV)]],
  ['GET', '/v1/people/%70rofile?username=jane-doe', [bearer(DEV)]],
  ['GET', '/v1/companies/jobs?companyId=1441&page=2', [['x-api-key', DEV]]],
  ['GET', '/v1/companies/jobs?companyId=1441&page=zero', [bearer(DEV)]],
  ['GET', '/v1/people/profile', [bearer(DEV)]],
  ['GET', '/v1/people/profile?username=jane-doe', []],
  ['GET', '/v1/people/profile?username=jane-doe', [bearer('nope-nope-nope')]],
  ['GET', '/v1/people/profile?username=jane-doe', [bearer(NO_CREDITS)]],
  ['GET', '/v1/people/profile?username=jane-doe&__scenario=rate-limited', [bearer(DEV)]],
  ['GET', '/v1/people/profile?username=jane-doe', [bearer(DEV), ['X-Mock-Scenario', 'server-error']]],
  ['GET', '/v1/people/profile?username=jane-doe', [bearer(DEV), ['X-Mock-Scenario', 'not-found']]],
  ['GET', '/v1/people/profile?username=jane-doe', [bearer(DEV), ['X-Mock-Scenario', 'nope']]],
  ['GET', '/v1/nope', [bearer(DEV)]],
]

/** A Starter key's calls past its plan's minute: the last ones refused with 429. */
export const STARTER_FLOOD: RequestCase[] = Array.from(
  { length: 22 },
  (): RequestCase => ['GET', '/v1/people/profile?username=jane-doe', [bearer(STARTER)]],
)
