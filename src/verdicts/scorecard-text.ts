import type { Scorecard } from './verdicts.js'

/** A scorecard in a few lines for a terminal or an error message. */
export function scorecardText(card: Scorecard): string {
  const mark = { pass: 'PASS', fail: 'FAIL', 'not-applicable': 'n/a ' } as const
  const lines = card.verdicts.map((v) => {
    const head = `${mark[v.status]} ${v.rule}: ${v.detail}`
    if (v.status !== 'fail') return head
    const shown = v.entries
      .slice(0, 5)
      .map((e) => `       #${e.id} ${e.time} ${e.method} ${e.path} -> ${e.status ?? 'reset'}`)
    return [head, ...shown].join('\n')
  })
  const verdict = card.passed ? 'client behaved' : 'client misbehaved'
  const summary = `${verdict}: ${card.requests} request(s) of key ${card.key ?? '(all)'}`
  return [summary, ...lines, ...(card.replay && !card.passed ? [`replay: ${card.replay}`] : [])].join('\n')
}
