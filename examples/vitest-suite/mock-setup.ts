// One mock for the whole run, on a free port. Downstream, globalSetup: ['network-lookup-mock/vitest'] is enough,
// or a file like this one to pass options.
// Downstream, import from 'network-lookup-mock/vitest' instead of '../../src/testing/...'.
import { mockGlobalSetup } from '../../src/testing/vitest.js'

export default mockGlobalSetup({ seed: 7 })
