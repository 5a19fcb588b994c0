/**
 * Reads the V8 CPU profiles a benchmark's processes wrote (BENCH_CPU_PROF_DIR, libs/testing's
 * stack) and says where each process spent its samples: self time per package (node_modules/<name>),
 * per file of our own code, and V8's own (GC, program, idle), largest first.
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';

/** `file:///.../node_modules/@scope/pkg/x.js` -> `@scope/pkg`; our code -> its path from apps/ or libs/. */
function bucketOf(url, functionName) {
  if (!url) return functionName ? `(${functionName.replace(/^\((.*)\)$/, '$1')})` : '(native)';
  const nm = url.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const parts = url.slice(nm + 'node_modules/'.length).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  const own = /(apps|libs)\/.+$/.exec(url);
  if (own) return own[0].replace(/\/dist\//, '/');
  if (url.startsWith('node:')) return 'node (core)';
  return url;
}

/** Self samples per bucket of one profile, as fractions of its non-idle samples. */
export function summarizeProfile(profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const counts = new Map();
  let busy = 0;
  for (const id of profile.samples) {
    const node = byId.get(id);
    const bucket = bucketOf(node.callFrame.url, node.callFrame.functionName);
    if (bucket === '(idle)') continue;
    busy++;
    counts.set(bucket, (counts.get(bucket) ?? 0) + 1);
  }
  const seconds = (profile.endTime - profile.startTime) / 1e6;
  const interval = seconds / Math.max(1, profile.samples.length);
  return { busySeconds: busy * interval, buckets: [...counts].map(([name, n]) => ({ name, share: n / Math.max(1, busy) })).sort((a, b) => b.share - a.share) };
}

/** Every process's profiles under `dir` (one folder per process), summarized. */
export function summarizeDir(dir, top = 12) {
  if (!existsSync(dir)) return [];
  const out = [];
  for (const name of readdirSync(dir)) {
    for (const file of readdirSync(join(dir, name)).filter((f) => f.endsWith('.cpuprofile'))) {
      const summary = summarizeProfile(JSON.parse(readFileSync(join(dir, name, file), 'utf8')));
      out.push({ process: name, busySeconds: summary.busySeconds, top: summary.buckets.slice(0, top) });
    }
  }
  return out.sort((a, b) => b.busySeconds - a.busySeconds);
}

export function printSummaries(summaries, log = console.log) {
  for (const s of summaries) {
    log(`  ${s.process}: ${s.busySeconds.toFixed(1)} s busy`);
    for (const b of s.top) log(`    ${(b.share * 100).toFixed(1).padStart(5)}%  ${b.name}`);
  }
}
