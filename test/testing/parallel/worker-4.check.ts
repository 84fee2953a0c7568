import { runWorker } from './worker.js'

runWorker(4)
