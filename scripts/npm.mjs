// How the project's scripts call npm: through the npm that runs them when it is npm (not pnpm or yarn, and not another
// npm on the PATH), else the one on the PATH.
import { execFileSync } from 'node:child_process'

/** Runs `npm <args>` and waits for it; throws when it fails. */
export function npm(args, { cwd, stdio = 'inherit', env = process.env } = {}) {
  const npmCli = process.env.npm_execpath
  const [cmd, argv] = /npm-cli\.[cm]?js$/.test(npmCli ?? '')
    ? [process.execPath, [npmCli, ...args]]
    : [process.platform === 'win32' ? 'npm.cmd' : 'npm', args]
  execFileSync(cmd, argv, { cwd, stdio, env, shell: cmd === 'npm.cmd' })
}
