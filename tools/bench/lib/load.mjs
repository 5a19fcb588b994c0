/**
 * Load generation for the benchmarks: autocannon with every response time kept (its own summary
 * has no p95), and a one-caller loop for the cost of a single call.
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const autocannon = require('autocannon');

export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

/** p50/p95/p99 of a list of milliseconds (sorted in place). */
export function summarize(latencies, seconds) {
  latencies.sort((a, b) => a - b);
  return {
    samples: latencies,
    requests: latencies.length,
    rps: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
  };
}

/**
 * Drives the gateway with autocannon.
 * @param {object} o
 * @param {string|string[]} [o.url] one URL, or several driven in rotation (GET)
 * @param {string} [o.origin] with `next`: the origin the requests go to
 * @param {() => {method?: string, path: string, body?: string, headers?: object}} [o.next] each request in turn
 *   (writes that must differ from one request to the next)
 * @param {number} o.connections
 * @param {number} [o.duration] seconds (reads) ...
 * @param {number} [o.amount] ... or a number of requests (writes)
 * @param {object} [o.headers]
 */
export function load({ url, origin, next, connections, duration, amount, headers = {} }) {
  return new Promise((resolve, reject) => {
    const latencies = [];
    let options;
    if (next) {
      options = { url: origin, requests: [{ setupRequest: (req) => { const r = next(); return { ...req, ...r, headers: { ...req.headers, ...r.headers } }; } }] };
    } else if (Array.isArray(url)) {
      const paths = url.map((u) => new URL(u));
      let i = 0;
      options = { url: paths[0].origin, requests: [{ setupRequest: (req) => { const u = paths[i++ % paths.length]; return { ...req, path: `${u.pathname}${u.search}` }; } }] };
    } else {
      options = { url };
    }
    const started = performance.now();
    const statuses = {};
    const instance = autocannon({ ...options, connections, ...(amount ? { amount } : { duration }), headers }, (err, result) => {
      if (err) return reject(err);
      const seconds = amount ? (performance.now() - started) / 1000 : duration;
      resolve({ ...summarize(latencies, seconds), non2xx: result.non2xx, errors: result.errors + result.timeouts, statuses });
    });
    instance.on('response', (_client, status, _bytes, responseTime) => {
      latencies.push(responseTime);
      statuses[status] = (statuses[status] ?? 0) + 1;
    });
  });
}

/**
 * One caller, `count` calls one after another: what a single call costs when nothing queues.
 * `warmup` calls first (indexes count, count + 1, ...) are not measured.
 */
export async function sequential(count, call, warmup = 0) {
  for (let i = 0; i < warmup; i++) await call(count + i);
  const latencies = [];
  const started = performance.now();
  for (let i = 0; i < count; i++) {
    const t0 = performance.now();
    await call(i);
    latencies.push(performance.now() - t0);
  }
  return summarize(latencies, (performance.now() - started) / 1000);
}

/**
 * Several doors to the same call, one caller, in alternating batches (`rounds` of `count / rounds`
 * calls each, the order of the doors swapped every round), so that every door sees the machine in
 * the same state: on a shared 2-core machine the speed drifts by tens of percent within minutes.
 * Each door's call gets a running index (distinct within the door). Returns each door's summary
 * of all its samples.
 * @param {Record<string, (i: number) => Promise<unknown>>} doors
 */
export async function interleaved(doors, count, rounds = 10) {
  const names = Object.keys(doors);
  const samples = Object.fromEntries(names.map((n) => [n, []]));
  const index = Object.fromEntries(names.map((n) => [n, 0]));
  const batch = Math.ceil(count / rounds);
  let seconds = 0;
  for (let r = 0; r < rounds; r++) {
    for (const name of r % 2 ? [...names].reverse() : names) {
      const started = performance.now();
      for (let k = 0; k < batch; k++) {
        const t0 = performance.now();
        await doors[name](index[name]++);
        samples[name].push(performance.now() - t0);
      }
      seconds += (performance.now() - started) / 1000;
    }
  }
  return Object.fromEntries(names.map((n) => [n, summarize(samples[n], seconds / names.length)]));
}
