import { mockGlobalSetup } from '../../../src/testing/vitest.js'

export default mockGlobalSetup({ fixtures: false })
