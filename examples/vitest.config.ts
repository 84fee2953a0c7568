// Runs the examples as a downstream project would: `network-lookup-mock/...` imports resolve to this repository's src/.
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

const root = fileURLToPath(new URL('..', import.meta.url))
const alias = [
  { find: /^network-lookup-mock\/(msw|vitest|jest|client)$/, replacement: `${root}src/testing/$1.ts` },
  { find: /^network-lookup-mock$/, replacement: `${root}src/index.ts` },
]

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      { resolve: { alias }, test: { name: 'msw-app', root: `${root}examples/msw-app`, include: ['*.test.ts'] } },
    ],
  },
})
