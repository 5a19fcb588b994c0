/**
 * Waits until the measured processes are idle: after a loaded run the services are still
 * relaying and consuming the events of its writes for a while, and a one-caller measurement
 * taken meanwhile measures that backlog, not the call.
 */
import { readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100; // Linux USER_HZ

/** CPU seconds (user + system) a process has used, from /proc; 0 once it is gone. */
export function cpuSeconds(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/**
 * Resolves once `pids` together used at most `busyFraction` of one core over a `windowMs`
 * window (or after `timeoutMs`, reporting how busy they still were). Returns the seconds waited.
 */
export async function waitIdle(pids, { windowMs = 1000, busyFraction = 0.03, timeoutMs = 60_000 } = {}) {
  const started = performance.now();
  for (;;) {
    const before = pids.reduce((sum, pid) => sum + cpuSeconds(pid), 0);
    await new Promise((r) => setTimeout(r, windowMs));
    const used = pids.reduce((sum, pid) => sum + cpuSeconds(pid), 0) - before;
    const waited = (performance.now() - started) / 1000;
    if (used <= busyFraction * (windowMs / 1000)) return waited;
    if (waited * 1000 > timeoutMs) {
      console.warn(`  still busy after ${waited.toFixed(0)} s (${((used / (windowMs / 1000)) * 100).toFixed(0)} % of a core): measuring anyway`);
      return waited;
    }
  }
}
