/**
 * Milliseconds of CPU this process spent running `work`: unlike wall time, a busy machine does not count against it
 * (other processes' time is not ours), so a bound on it holds on a loaded machine as on a quiet one.
 */
export async function cpuTimeOf<T>(work: () => Promise<T> | T): Promise<{ ms: number; result: T }> {
  const before = process.cpuUsage()
  const result = await work()
  const { user, system } = process.cpuUsage(before)
  return { ms: (user + system) / 1000, result }
}
