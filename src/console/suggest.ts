import { ENDPOINTS, endpointForPath } from '../endpoints.js'

/** Levenshtein distance, two rows: the inputs are paths and flag names, never long. */
export function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i)
  for (let i = 1; i <= a.length; i++) {
    const row = [i]
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min((prev[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1))
    }
    prev = row
  }
  return prev[b.length] ?? 0
}

/** The candidate closest to `input`, if it is close enough to be what was meant (at most a third of it differs). */
export function closest(input: string, candidates: readonly string[]): string | undefined {
  let best: string | undefined
  let bestDistance = Infinity
  for (const c of candidates) {
    const d = editDistance(input.toLowerCase(), c.toLowerCase())
    if (d < bestDistance) {
      best = c
      bestDistance = d
    }
  }
  return best !== undefined && bestDistance > 0 && bestDistance <= Math.max(2, Math.ceil(input.length / 3)) ? best : undefined
}

/** "did you mean /v1/people/profile?" for an unknown path, or undefined when nothing is close. */
export function suggestEndpoint(path: string): string | undefined {
  const bare = path.replace(/\/+$/, '')
  // a path without /v1 (`/people/profile`) is compared as if it had it
  const full = bare.startsWith('/v1/') ? bare : `/v1${bare.startsWith('/') ? '' : '/'}${bare}`
  if (full !== bare && endpointForPath(full)) return full
  return closest(full, ENDPOINTS.map((e) => e.path))
}

/** The closest known flag to an unknown one (`--seeds` -> `--seed`), with its dashes. */
export function suggestFlag(flag: string, known: readonly string[]): string | undefined {
  const name = flag.replace(/^-+/, '').split('=')[0] ?? ''
  const hit = closest(name, known)
  return hit === undefined ? undefined : `--${hit}`
}
