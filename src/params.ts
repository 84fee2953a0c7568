import { MockError } from './errors.js'
import type { Paging } from './generators/context.js'

/** Another name a real client may send for an endpoint's parameter, with how to read it. */
export interface ParamAlias {
  name: string
  read?: (value: string) => string
}

/** First id of a comma-separated list: `companyIds=123,456` means company 123 (empty entries skipped). */
export const firstOfList = (value: string): string =>
  value
    .split(',')
    .map((s) => s.trim())
    .find((s) => s !== '') ?? ''

/**
 * The username in a profile URL such as `https://www.network.example/in/jane-doe/?trk=x`
 * (any host, trailing slash and query tolerated); a bare username is taken as it is.
 */
export function usernameFromUrl(value: string): string {
  const v = value.trim()
  const m = /\/in\/([^/?#]+)/.exec(v)
  if (m?.[1]) {
    try {
      return decodeURIComponent(m[1])
    } catch {
      return m[1]
    }
  }
  if (!/[/:?#]/.test(v)) return v
  throw new MockError('INVALID_PARAMETER', {
    message: 'Parameter url must be a profile URL such as https://www.network.example/in/jane-doe/',
    details: { parameter: 'url' },
  })
}

export const PROFILE_URL_ALIAS: ParamAlias = { name: 'url', read: usernameFromUrl }

/** Reads an endpoint's required parameter, or one of its aliases, from the query. */
export function readParam(
  query: (name: string) => string | undefined,
  param: string,
  aliases: readonly ParamAlias[],
  read?: (value: string) => string,
): string {
  const primary = query(param)
  if (primary !== undefined && primary.trim() !== '') return (read ?? ((v: string) => v))(primary.trim())
  for (const alias of aliases) {
    const value = query(alias.name)
    if (value !== undefined && value.trim() !== '') {
      const key = (alias.read ?? ((v: string) => v))(value.trim())
      if (key !== '') return key
    }
  }
  const also = aliases.length ? ` (or ${aliases.map((a) => a.name).join(', ')})` : ''
  throw new MockError('MISSING_PARAMETER', {
    message: `Missing required query parameter: ${param}${also}`,
    details: { parameter: param },
  })
}

const MAX_PAGE = 1_000_000

function intParam(name: string, raw: string, min: number): number {
  if (!/^\d{1,7}$/.test(raw.trim()) || Number(raw) < min || Number(raw) > MAX_PAGE * 100) {
    throw new MockError('INVALID_PARAMETER', {
      message: `Query parameter ${name} must be an integer of at least ${min}`,
      details: { parameter: name },
    })
  }
  return Number(raw)
}

/**
 * `page` (1-based) or `start` (0-based offset); `start` wins when both are sent. A `paginationToken` rides along.
 * An answer without pages is its first page whatever the query says: its paging parameters are not read at all.
 */
export function readPaging(query: (name: string) => string | undefined, size: number, paged: boolean): Paging {
  if (!paged) return { offset: 0, page: 1, size }
  const token = query('paginationToken')?.trim()
  let paging = readPageOrStart(query, size)
  if (token) paging = { ...paging, token }
  // the two spellings clients send for "newest first"; any other sort or filter is ignored, as before
  if (query('sortBy') === 'date_posted' || query('sort') === 'mostRecent') paging = { ...paging, sort: 'date' }
  return paging
}

function readPageOrStart(query: (name: string) => string | undefined, size: number): Paging {
  const start = query('start')
  if (start !== undefined && start !== '') {
    const offset = intParam('start', start, 0)
    return { offset, page: Math.floor(offset / size) + 1, size }
  }
  const page = query('page')
  if (page !== undefined && page !== '') {
    const n = intParam('page', page, 1)
    return { offset: (n - 1) * size, page: n, size }
  }
  return { offset: 0, page: 1, size }
}
