// The MSW example runs in this suite as it stands: its app hard-codes the real base URLs.
import '../../examples/msw-app/lookup.test.js'
