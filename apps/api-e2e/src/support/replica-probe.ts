import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import type { Stack, StackProcess } from './stack';

/**
 * What the replica test reads from each process directly: its Prometheus counters, its log file,
 * its database. Kept apart from the spec so the scenario reads as requests and expectations.
 */

const ROOT = join(__dirname, '..', '..', '..', '..');

/** One counter's samples: the label set (as `k="v",...`, sorted) to its value. */
export type Samples = Map<string, number>;

/** Parses the Prometheus text format for one metric; labels are kept as a sorted `k=v` string. */
export function parseCounter(text: string, metric: string): Samples {
  const samples: Samples = new Map();
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${metric}{`) && !line.startsWith(`${metric} `)) continue;
    const match = /^[^{\s]+(?:\{(.*)\})?\s+(\S+)/.exec(line);
    if (!match) continue;
    const labels = [...(match[1] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, k, v]) => `${k}=${v}`).sort();
    samples.set(labels.join(','), (samples.get(labels.join(',')) ?? 0) + Number(match[2]));
  }
  return samples;
}

/** The sum of a counter's samples whose labels include every given `k=v`. */
export function total(samples: Samples, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}=${v}`);
  let sum = 0;
  for (const [key, value] of samples) {
    const have = key.split(',');
    if (wanted.every((w) => have.includes(w))) sum += value;
  }
  return sum;
}

export const RPC_COUNTER = 'hirewise_rpc_handled_total';
export const EVENT_COUNTER = 'hirewise_events_handled_total';

export interface Counters {
  rpc: Samples;
  events: Samples;
}

/** A service process's counters, from `GET /metrics` on its own HTTP port. */
export async function readCounters(proc: StackProcess): Promise<Counters> {
  if (!proc.httpPort) throw new Error(`${proc.name} has no HTTP port`);
  const res = await fetch(`http://127.0.0.1:${proc.httpPort}/metrics`);
  if (!res.ok) throw new Error(`${proc.name} /metrics answered ${res.status}`);
  const text = await res.text();
  return { rpc: parseCounter(text, RPC_COUNTER), events: parseCounter(text, EVENT_COUNTER) };
}

/** What grew between two readings of one process (counters only grow while it lives). */
export function delta(after: Samples, before: Samples): Samples {
  const out: Samples = new Map();
  for (const [key, value] of after) out.set(key, value - (before.get(key) ?? 0));
  return out;
}

export function processOf(stack: Stack, name: string): StackProcess {
  const proc = stack.procs.find((p) => p.name === name);
  if (!proc) throw new Error(`no process named ${name} in the stack`);
  return proc;
}

/** SIGTERM, as Kubernetes stops a pod, and the way it ended (exit code or signal). */
export async function terminate(stack: Stack, name: string): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  const { child } = processOf(stack, name);
  if (child.exitCode !== null || child.signalCode !== null) return { code: child.exitCode, signal: child.signalCode };
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  child.kill('SIGTERM');
  return exited;
}

export interface LogLine {
  level: number;
  msg?: string;
  [key: string]: unknown;
}

/** A process's log file as pino JSON lines (anything else is kept as a level-0 line). */
export function readLog(stack: Stack, name: string): LogLine[] {
  const text = readFileSync(join(stack.logDir, `${name}.log`), 'utf8');
  return text
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((line) => {
      try {
        return JSON.parse(line) as LogLine;
      } catch {
        return { level: 0, msg: line };
      }
    });
}

/** Runs `fn` with a client on a database URL from the stack's environment. */
export async function withDatabase<T>(url: string | undefined, fn: (client: Client) => Promise<T>): Promise<T> {
  if (!url) throw new Error('no database URL in the stack environment');
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** The migrations a service ships (its drizzle journal). */
export function shippedMigrations(service: string): number {
  const journal = JSON.parse(readFileSync(join(ROOT, 'apps', `${service}-service`, 'drizzle', 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
  return journal.entries.length;
}
