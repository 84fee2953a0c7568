// The layers of src/, bottom first: a module imports only modules on lower lines, never one on its own line.
// `npm run lint` holds the code to them; `node scripts/layers.mjs` draws them for CONTRIBUTING.md.
// An entry is a folder (`world/`) or a file at the top of src/ (`app.ts`).
export const LAYERS = [
  { modules: ['util/', 'errors.ts', 'clock.ts'], role: 'small helpers, the error catalog, clocks' },
  { modules: ['schemas/', 'files.ts', 'media/'], role: 'response schemas, reading files, images' },
  { modules: ['world/', 'keys.ts'], role: 'the seeded world; API keys, plans, credits' },
  { modules: ['define.ts'], role: 'defineEndpoint, defineConfig: the types of your own endpoints' },
  { modules: ['generators/', 'options.ts'], role: 'bodies from the world; option types and defaults' },
  { modules: ['params.ts', 'version.ts'], role: 'query parameters; the package version' },
  { modules: ['endpoints.ts'], role: 'THE endpoint table' },
  { modules: ['extend/'], role: 'your own endpoints: config files, rows of the endpoint table' },
  { modules: ['data/', 'scenarios/', 'drift/'], role: 'fixtures and the body resolver; scenarios; drift' },
  { modules: ['chaos/'], role: 'seeded chaos profiles: presets, draws, the profile in force' },
  { modules: ['journal/', 'record/'], role: 'the request journal; recording from the real service' },
  {
    modules: ['store/', 'verdicts/'],
    role: "where mutable state lives: this process, or Redis shared by replicas; verdicts on a client's behaviour",
  },
  { modules: ['env.ts', 'runtime.ts'], role: "the request's variables; the state one app serves from" },
  { modules: ['middleware/', 'watch.ts'], role: 'the request path, one stage a file; reloading on edits' },
  { modules: ['admin/', 'docs/'], role: 'the admin API (/__admin); /docs' },
  { modules: ['openapi/'], role: 'the OpenAPI document' },
  { modules: ['console/'], role: "pages for people, the QA console, the terminal's request log" },
  { modules: ['mcp/'], role: 'the MCP server for coding agents: tools over the admin API and the endpoints' },
  { modules: ['app.ts', 'listen.ts', 'state-file.ts'], role: 'createApp; the socket layer; the state file' },
  {
    modules: ['control/', 'public-schemas.ts'],
    role: 'the control client, in process and over HTTP; the schemas subpath',
  },
  {
    modules: ['server.ts', 'cli-options.ts', 'qa-commands.ts'],
    role: 'startMockServer, createMockFetch; the option table; the verdicts and mcp commands',
  },
  { modules: ['cli.ts', 'index.ts', 'testing/'], role: 'the command line; the package root; test helpers' },
  { modules: ['bin.ts'], role: "the command's entry" },
]

/** A regular expression matching the files of `modules`. */
const pathOf = (modules) =>
  `^src/(${modules.map((m) => (m.endsWith('/') ? m : `${m.replaceAll('.', '\\.')}$`)).join('|')})`

const layerRules = LAYERS.flatMap(({ modules }, row) => {
  const above = LAYERS.slice(row + 1).flatMap((layer) => layer.modules)
  return modules.flatMap((module) => [
    ...(above.length
      ? [{ name: 'import-upward', severity: 'error', from: { path: pathOf([module]) }, to: { path: pathOf(above) } }]
      : []),
    ...(modules.length > 1
      ? [
          {
            name: 'import-sideways',
            severity: 'error',
            from: { path: pathOf([module]) },
            to: { path: pathOf(modules.filter((other) => other !== module)) },
          },
        ]
      : []),
  ])
})

const listed = pathOf(LAYERS.flatMap((layer) => layer.modules))

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    { name: 'no-circular', severity: 'error', from: {}, to: { circular: true } },
    {
      name: 'not-in-a-layer',
      comment: 'a new folder or top-level file of src/ gets a line in LAYERS (.dependency-cruiser.mjs)',
      severity: 'error',
      from: { path: '^src/', pathNot: listed },
      to: {},
    },
    {
      name: 'not-in-a-layer',
      comment: 'a new folder or top-level file of src/ gets a line in LAYERS (.dependency-cruiser.mjs)',
      severity: 'error',
      from: {},
      to: { path: '^src/', pathNot: listed },
    },
    ...layerRules,
  ],
  options: {
    includeOnly: '^src/',
    // TypeScript 7 has no compiler API for dependency-cruiser; swc reads type-only imports as well
    parser: 'swc',
  },
}
