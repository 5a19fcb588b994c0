/** The stack's resident memory as the benchmarks report it (issue 19's embedded memory targets). */
import { readdirSync, readFileSync } from 'node:fs';

/** Resident memory of the stack (each process with its children), MB. */
export function stackRssMb(procs) {
  const rss = (pid) => {
    try {
      return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;
    } catch {
      return 0;
    }
  };
  const ours = new Map(procs.map((p) => [String(p.child.pid), p.name]));
  const by = Object.fromEntries(procs.map((p) => [p.name, rss(p.child.pid)]));
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const parent = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')[1];
      if (ours.has(parent)) by[ours.get(parent)] += rss(pid);
    } catch {
      // gone meanwhile
    }
  }
  return { total: Object.values(by).reduce((a, b) => a + b, 0), by };
}

export const fmtRss = ({ total, by }) => `${total.toFixed(0)} MB (${Object.entries(by).map(([k, v]) => `${k} ${v.toFixed(0)}`).join(', ')})`;

