// The figures of docs/performance.md, made from a bench run's JSON: the bench writes both after a full run, and a test
// fails when the page's block differs from what this makes of docs/performance.json.

export const BEGIN = '<!-- bench figures: made by npm run bench from docs/performance.json; do not edit by hand -->'
export const END = '<!-- end of bench figures -->'

const fmt = (n, d = 0) => (Number.isFinite(n) ? n.toFixed(d) : 'n/a')
const times = (a, b) => (Number.isFinite(a / b) ? `${(a / b).toFixed(2)}x` : 'n/a')

/** The markdown block (between BEGIN and END) for one run's report. */
export function figuresOf(report) {
  const { machine, settings } = report
  const lines = [BEGIN, '']
  lines.push(
    `Last full run: ${report.date ?? 'undated'}, ${machine.nproc} cores (${machine.cpu}), node ${machine.node}, ` +
      `load average ${fmt(machine.loadAverageAtStart, 2)} at the start; ${settings.CONNECTIONS} connections, ` +
      `${settings.DURATION} s x ${settings.REPS} alternated rounds (medians), server pinned to one core.`,
    '',
  )
  if (report.log) {
    const { on, off, hono } = report.log
    // a run that kept each round's ratios quotes their medians; an older one, the ratio of the medians
    const r = report.log.ratios ?? {
      onHono: on.rps / hono.rps,
      offHono: off.rps / hono.rps,
      onOff: on.rps / off.rps,
      cpuOnHono: on.cpuUs / hono.cpuUs,
      cpuOffHono: off.cpuUs / hono.cpuUs,
    }
    const x = (v) => (Number.isFinite(v) ? `${v.toFixed(2)}x` : 'n/a')
    lines.push(
      '| the mock as a user starts it (fixture answer) | req/s | x bare Hono | CPU µs/req | x bare Hono | p99 ms |',
      '|---|--:|--:|--:|--:|--:|',
    )
    for (const [name, v, rps, cpu] of [
      ['default serve, request log to a file', on, r.onHono, r.cpuOnHono],
      ['`--log off`', off, r.offHono, r.cpuOffHono],
      ['bare Hono, same body', hono, 1, 1],
    ])
      lines.push(`| ${name} | ${fmt(v.rps)} | ${x(rps)} | ${fmt(v.cpuUs)} | ${x(cpu)} | ${fmt(v.p99Ms, 2)} |`)
    lines.push(
      '',
      `Request log on / off: ${x(r.onOff)} by requests/s, ${times(off.cpuUs, on.cpuUs)} by CPU` +
        (report.log.rounds ? ` (ratios: medians of ${report.log.rounds} rounds of ${report.log.roundS} s).` : '.'),
      '',
    )
  }
  if (report.results?.length) {
    lines.push(
      '| workload (`--quiet`) | req/s | x bare Hono | x node:http | CPU µs/req | Hono µs/req | p99 ms |',
      '|---|--:|--:|--:|--:|--:|--:|',
    )
    for (const r of report.results)
      lines.push(
        `| ${r.label} | ${fmt(r.mock.rps)} | ${times(r.mock.rps, r.hono.rps)} | ${times(r.mock.rps, r.baseline.rps)} | ` +
          `${fmt(r.mock.cpuUs)} | ${fmt(r.hono.cpuUs)} | ${fmt(r.mock.p99Ms, 2)} |`,
      )
    lines.push('')
  }
  if (report.start)
    lines.push(
      `Cold start to the first 200 (default serve, shipped fixtures): ${fmt(report.start.ms)} ms against a bare Hono ` +
        `app's ${fmt(report.start.honoMs)} ms (${times(report.start.ms, report.start.honoMs)}` +
        `${report.start.ratio === undefined ? '' : `; ${report.start.ratio.toFixed(2)}x by the median of the pairs`}), RSS ` +
        `${fmt(report.start.rssMb, 1)} MB.`,
    )
  if (report.fixtures)
    lines.push(
      `${report.fixtures.files} fixture files: first 200 after ${fmt(report.fixtures.ms)} ms, RSS ${fmt(report.fixtures.rssMb, 1)} MB.`,
    )
  if (report.search)
    lines.push(
      `First search after start-up: companies ${fmt(report.search.companiesMs)} ms, posts ${fmt(report.search.postsMs)} ms.`,
    )
  if (report.chaos)
    lines.push(
      `Chaos off (in process): the chaos stage ${fmt(report.chaos.stageNs, 1)} ns per request against ` +
        `${fmt(report.chaos.requestUs, 1)} µs for the whole answer (${fmt(100 * report.chaos.share, 2)}%).`,
    )
  if (report.mem)
    lines.push(
      `Memory: RSS ${fmt(report.mem.rssSmall, 1)} MB after ${report.mem.small} distinct requests, ` +
        `${fmt(report.mem.rssLarge, 1)} MB after ${report.mem.large} (${fmt(report.mem.ratio, 2)}x).`,
    )
  if (report.checks?.length) {
    lines.push('', '| target | measured | verdict |', '|---|---|---|')
    for (const c of report.checks) if (c.verdict !== 'not run') lines.push(`| ${c.name} | ${c.value} | ${c.verdict} |`)
  }
  lines.push('', END)
  return lines.join('\n')
}

/** The page with its figures block replaced by `block` (appended when the page has none). */
export function withFigures(page, block) {
  const at = page.indexOf(BEGIN)
  const end = page.indexOf(END)
  if (at < 0 || end < at) return `${page.trimEnd()}\n\n${block}\n`
  return `${page.slice(0, at)}${block}${page.slice(end + END.length)}`
}

/** The figures block the page holds, or undefined. */
export function figuresIn(page) {
  const at = page.indexOf(BEGIN)
  const end = page.indexOf(END)
  return at < 0 || end < at ? undefined : page.slice(at, end + END.length)
}
