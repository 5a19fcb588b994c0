import { readdirSync, readFileSync, writeFileSync } from 'node:fs';

/**
 * Keeps a background run at the lowest priority for real. Linux schedules by autogroup (one per
 * session) before it looks at nice values, and Nx starts each task in a session of its own (setsid),
 * so a nice-19 task still took half the CPU from the e2e suites in theirs. Every half second each
 * process under `pid` gets its autogroup's nice set to 19 (/proc/<pid>/autogroup), except this
 * process's own group (start `pid` detached, in a session of its own); without procfs this does nothing.
 */
export function lowerAutogroups(pid) {
  const groupOf = (p) => readFileSync(`/proc/${p}/autogroup`, 'utf8').trim().split(' ')[0];
  let own;
  try {
    own = groupOf('self');
  } catch {
    return undefined;
  }
  const lower = () => {
    let entries;
    try {
      entries = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
    } catch {
      return;
    }
    const parent = new Map();
    for (const name of entries) {
      try {
        // /proc/<pid>/stat: "pid (comm) state ppid ..."; comm may hold spaces and parentheses.
        const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
        parent.set(Number(name), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
      } catch {
        /* gone meanwhile */
      }
    }
    const under = (p) => {
      for (let cur = p, depth = 0; cur > 1 && depth < 64; cur = parent.get(cur) ?? 0, depth++) if (cur === pid) return true;
      return false;
    };
    for (const p of parent.keys()) {
      if (!under(p)) continue;
      try {
        const group = readFileSync(`/proc/${p}/autogroup`, 'utf8').trim();
        if (group.split(' ')[0] !== own && !/nice 19$/.test(group)) writeFileSync(`/proc/${p}/autogroup`, '19');
      } catch {
        /* gone, or no autogroups here */
      }
    }
  };
  lower();
  return setInterval(lower, 500);
}
