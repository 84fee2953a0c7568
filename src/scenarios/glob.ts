/**
 * Globs where `*` stands for any run of characters (slashes included), compiled once into a matcher that runs in
 * time linear in the text for each literal piece: no regular expression, so no pattern can make it backtrack.
 */
export function compileGlob(glob: string): (text: string) => boolean {
  const pieces = glob.split('*')
  if (pieces.length === 1) return (text) => text === glob
  const head = pieces[0] ?? ''
  const tail = pieces[pieces.length - 1] ?? ''
  const middle = pieces.slice(1, -1).filter((p) => p !== '')
  const least = head.length + tail.length + middle.reduce((n, p) => n + p.length, 0)
  return (text) => {
    if (text.length < least || !text.startsWith(head) || !text.endsWith(tail)) return false
    // the leftmost place of each piece leaves the most room for the ones after it, so a greedy scan is exact
    let at = head.length
    const end = text.length - tail.length
    for (const piece of middle) {
      const found = text.indexOf(piece, at)
      if (found < 0 || found + piece.length > end) return false
      at = found + piece.length
    }
    return true
  }
}

/** The endpoint id a pattern or request path names: no leading slash or `v1/`, a trailing slash tolerated. */
export function endpointIdOf(path: string): string {
  return path.replace(/^\/+/, '').replace(/^v1\//, '').replace(/\/$/, '')
}
