import type { z } from 'zod'
import {
  ClearedAnswerSchema,
  ClockAdvanceSchema,
  ClockAnswerSchema,
  HealthAnswerSchema,
  KeyCreateSchema,
  KeysAnswerSchema,
  KeyUpdateSchema,
  KeyViewSchema,
  RequestsAnswerSchema,
  RequestsQuerySchema,
  ResetAnswerSchema,
  ScenarioAnswerSchema,
  ScenariosAnswerSchema,
  ScenarioSwitchSchema,
} from '../admin/schemas.js'
import {
  FixtureAnswerSchema,
  FixtureSaveSchema,
  FixturesAnswerSchema,
  RateWindowsAnswerSchema,
  RequestAnswerSchema,
} from '../admin/console-schemas.js'
import { MAX_EVENT_STREAMS, MAX_UNREAD_BYTES } from '../journal/event-streams.js'
import { ChaosAnswerSchema, ChaosSetSchema, VerdictQuerySchema } from '../admin/qa-schemas.js'
import { ScorecardSchema } from '../verdicts/verdicts.js'

/** One admin operation: the schemas come from the zod definitions the routes parse and answer with. */
export interface AdminOperation {
  method: 'get' | 'put' | 'post' | 'delete'
  path: string
  summary: string
  answer?: z.ZodType
  /** The answer's media type when not JSON. */
  mediaType?: string
  status?: number
  body?: z.ZodType
  query?: z.ZodObject
  pathParams?: readonly { name: string; description: string }[]
  queryParams?: readonly { name: string; description: string; required?: boolean }[]
}

const KEY_PARAM = [
  { name: 'key', description: 'The full key or, when unambiguous, its redacted form (`test…001`).' },
] as const

/** The /__admin API, route by route. */
export const ADMIN_OPERATIONS: readonly AdminOperation[] = [
  {
    method: 'get',
    path: '/health',
    summary: 'Readiness: status, version, uptime, fixtures, scenario',
    answer: HealthAnswerSchema,
  },
  {
    method: 'get',
    path: '/scenarios',
    summary: 'Every scenario with its description, and the active one',
    answer: ScenariosAnswerSchema,
  },
  { method: 'get', path: '/scenario', summary: "The server's scenario", answer: ScenarioAnswerSchema },
  {
    method: 'put',
    path: '/scenario',
    summary: 'Switch the server scenario (a name, null for the start-up one, or a scenario as data)',
    body: ScenarioSwitchSchema,
    answer: ScenarioAnswerSchema,
  },
  { method: 'get', path: '/clock', summary: 'The clock', answer: ClockAnswerSchema },
  {
    method: 'post',
    path: '/clock',
    summary: 'Move the virtual clock forward',
    body: ClockAdvanceSchema,
    answer: ClockAnswerSchema,
  },
  {
    method: 'get',
    path: '/requests',
    summary: 'The request journal, oldest first',
    query: RequestsQuerySchema,
    answer: RequestsAnswerSchema,
  },
  { method: 'delete', path: '/requests', summary: 'Empty the journal', answer: ClearedAnswerSchema },
  {
    method: 'get',
    path: '/requests/{id}/answer',
    summary: 'One recorded request and its body as the mock gives it now',
    pathParams: [{ name: 'id', description: 'Journal entry id.' }],
    answer: RequestAnswerSchema,
  },
  {
    method: 'get',
    path: '/events',
    summary:
      'Server-sent events: `request` (a journal entry) and `notice` (scenario switch, clock move, reload); a stream ' +
      `whose reader falls ${MAX_UNREAD_BYTES / 2 ** 20} MB behind ends with a \`dropped\` event. At most ` +
      `${MAX_EVENT_STREAMS} streams at once: past that, 503 \`TOO_MANY_SUBSCRIBERS\` with Retry-After`,
    mediaType: 'text/event-stream',
  },
  { method: 'get', path: '/keys', summary: 'Every key: plan, credits, usage', answer: KeysAnswerSchema },
  {
    method: 'post',
    path: '/keys',
    summary: 'Add a key: plan, credits, limit, label, pinned scenario',
    body: KeyCreateSchema,
    answer: KeyViewSchema,
    status: 201,
  },
  { method: 'get', path: '/keys/{key}', summary: 'One key', pathParams: KEY_PARAM, answer: KeyViewSchema },
  {
    method: 'get',
    path: '/keys/{key}/usage',
    summary: "One key's usage",
    pathParams: KEY_PARAM,
    answer: KeyViewSchema,
  },
  {
    method: 'put',
    path: '/keys/{key}',
    summary: "Set a key's credits, plan, limit or pinned scenario",
    pathParams: KEY_PARAM,
    body: KeyUpdateSchema,
    answer: KeyViewSchema,
  },
  {
    method: 'post',
    path: '/keys/{key}/reset',
    summary: 'One key back to its start-up plan, credits and usage; its pinned scenario is dropped',
    pathParams: KEY_PARAM,
    answer: KeyViewSchema,
  },
  {
    method: 'get',
    path: '/rate-windows',
    summary: "Each key's rate-limit window now: limit, requests in the last 60 s, when the oldest leaves",
    answer: RateWindowsAnswerSchema,
  },
  { method: 'get', path: '/fixtures', summary: 'Every fixture loaded, per endpoint', answer: FixturesAnswerSchema },
  {
    method: 'get',
    path: '/fixtures/content',
    summary: 'One fixture',
    queryParams: [
      { name: 'endpoint', description: 'Endpoint id: `people/profile`.', required: true },
      { name: 'name', description: 'File name: `jane-doe.json`.', required: true },
    ],
    answer: FixtureAnswerSchema,
  },
  {
    method: 'post',
    path: '/fixtures',
    summary: 'Save an answer as a fixture file and serve it from the next request on',
    body: FixtureSaveSchema,
    answer: FixtureAnswerSchema,
    status: 201,
  },
  {
    method: 'get',
    path: '/chaos',
    summary: 'The chaos profile in force (null: off), the presets, and the line that replays a run',
    answer: ChaosAnswerSchema,
  },
  {
    method: 'put',
    path: '/chaos',
    summary: "Set the chaos profile: a preset's name, a profile of your own, or null (docs/qa.md)",
    body: ChaosSetSchema,
    answer: ChaosAnswerSchema,
  },
  { method: 'delete', path: '/chaos', summary: 'Chaos off', answer: ChaosAnswerSchema },
  {
    method: 'get',
    path: '/verdicts',
    summary: "A client's scorecard from the journal and the clock (`format=junit`: JUnit XML)",
    query: VerdictQuerySchema,
    answer: ScorecardSchema,
  },
  {
    method: 'post',
    path: '/reset',
    summary: 'Credits, limiter windows, counters, journal and scenario back to the start-up state',
    answer: ResetAnswerSchema,
  },
]
