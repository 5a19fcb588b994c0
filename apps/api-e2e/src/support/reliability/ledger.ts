import { IdempotencyMessages, Messages, SERVICE_NAMES } from '@hirewise/contracts';
import { withDatabase } from '../replica-probe';
import type { Stack } from '../stack';
import { isWrite, REFUSALS, SUCCESS, type Sent, type WriteOp } from './hiring-load';

/**
 * What a load's answers were, and whether the databases agree with them (read with SQL straight
 * from each service's PostgreSQL database, not through the API).
 */
export type Outcome = 'ok' | 'refused' | 'unavailable' | 'odd';

export function outcomeOf(sent: Sent): Outcome {
  const body = sent.body as { message?: unknown } | undefined;
  const message = typeof body === 'object' && body !== null ? body.message : undefined;
  const success = SUCCESS[sent.op];
  if (sent.status === success.status && (success.message === undefined || message === success.message)) return 'ok';
  if (REFUSALS[sent.op].some((r) => r.status === sent.status && r.message === message)) return 'refused';
  // The documented 503: JSON naming the service that did not answer in time (the gateway's target,
  // or one it calls on the way, e.g. the applications service reading a job from the jobs service).
  if (sent.status === 503 && SERVICE_NAMES.some((s) => message === Messages.unavailable(s))) return 'unavailable';
  // A keyed write's repeat while its first attempt is still being carried out: "not now" too.
  if (sent.status === 409 && message === IdempotencyMessages.inProgress) return 'unavailable';
  return 'odd';
}

export interface LoadSummary {
  requests: number;
  writes: number;
  ok: number;
  refused: number;
  unavailable: number;
  odd: number;
  maxLatencyMs: number;
  /** The slowest 503: how long a caller waited to learn that a service was not there. */
  maxUnavailableMs: number;
  byOp: Record<string, Record<Outcome, number>>;
}

export function summarize(sent: readonly Sent[]): LoadSummary {
  const summary: LoadSummary = { requests: sent.length, writes: 0, ok: 0, refused: 0, unavailable: 0, odd: 0, maxLatencyMs: 0, maxUnavailableMs: 0, byOp: {} };
  for (const s of sent) {
    const outcome = outcomeOf(s);
    summary[outcome] += 1;
    if (isWrite(s.op)) summary.writes += 1;
    summary.maxLatencyMs = Math.max(summary.maxLatencyMs, s.elapsedMs);
    if (outcome === 'unavailable') summary.maxUnavailableMs = Math.max(summary.maxUnavailableMs, s.elapsedMs);
    summary.byOp[s.op] ??= { ok: 0, refused: 0, unavailable: 0, odd: 0 };
    summary.byOp[s.op][outcome] += 1;
  }
  return summary;
}

/** How many rows each write's key has in the database (see HiringLoad for the keys), and when the last was written. */
export async function storedCounts(stack: Stack, titlePrefix: string): Promise<Map<string, { n: number; at: number }>> {
  const counts = new Map<string, { n: number; at: number }>();
  const add = (rows: { key: string; n: string; at: Date }[]) => {
    for (const r of rows) counts.set(r.key, { n: Number(r.n), at: new Date(r.at).getTime() });
  };
  await withDatabase(stack.env.APPLICATIONS_DATABASE_URL, async (db) => {
    add((await db.query(`select applicant_id || ':' || job_id as key, count(*) as n, max(created_at) as at from applications group by 1`)).rows);
    // Status changes made by a recruiter (not the system's cancellations and deletions).
    add(
      (
        await db.query(
          `select application_id || ':' || to_status as key, count(*) as n, max(changed_at) as at from status_history
            where changed_by <> 'system' and to_status in ('shortlisted', 'accepted') group by 1`,
        )
      ).rows,
    );
  });
  await withDatabase(stack.env.JOBS_DATABASE_URL, async (db) => {
    add((await db.query('select title as key, count(*) as n, max(date_of_posting) as at from jobs where title like $1 group by title', [`${titlePrefix}%`])).rows);
  });
  return counts;
}

export interface Ledger {
  /** Writes whose rows do not match their answer: a 2xx not stored exactly once, a refusal stored, a 503 stored twice. */
  mismatches: { op: WriteOp; key: string; status: number; stored: number }[];
  /** Writes answered 503 that were carried out all the same (once): the caller cannot tell. */
  unavailableButDone: number;
  /** Of those, the longest time from the 503 to the write (negative: written before the answer, whose reply came too late). */
  latestAfter503Ms: number | null;
  /** Keys with more than one row in the database, whatever their answer. */
  duplicates: number;
  /** Keyed writes (issue 20) sent more than once because an attempt was answered 503 or 409 "in progress". */
  retriedWithKey: number;
  /** Of those, the ones whose last answer was a success (each must be stored once). */
  retriedAndApplied: number;
}

/**
 * The writes of a load: one per unkeyed attempt, one per keyed write (its attempts together, judged
 * by the last answer; `retried` when more than one was sent).
 */
function writesOf(sent: readonly Sent[]): { s: Sent; outcome: ReturnType<typeof outcomeOf>; retried: boolean }[] {
  const keyed = new Map<string, Sent[]>();
  const writes: { s: Sent; outcome: ReturnType<typeof outcomeOf>; retried: boolean }[] = [];
  for (const s of sent) {
    if (!isWrite(s.op)) continue;
    if (!s.write) writes.push({ s, outcome: outcomeOf(s), retried: false });
    else keyed.set(s.write, [...(keyed.get(s.write) ?? []), s]);
  }
  for (const attempts of keyed.values()) {
    const last = attempts.reduce((a, b) => ((b.attempt ?? 0) > (a.attempt ?? 0) ? b : a));
    writes.push({ s: last, outcome: outcomeOf(last), retried: attempts.length > 1 });
  }
  return writes;
}

/** Compares every write of the load with what the databases hold. */
export async function reconcile(stack: Stack, sent: readonly Sent[], titlePrefix: string): Promise<Ledger> {
  const counts = await storedCounts(stack, titlePrefix);
  const ledger: Ledger = { mismatches: [], unavailableButDone: 0, latestAfter503Ms: null, duplicates: [...counts.values()].filter((c) => c.n > 1).length, retriedWithKey: 0, retriedAndApplied: 0 };
  for (const { s, outcome, retried } of writesOf(sent)) {
    const row = counts.get(s.key);
    const stored = row?.n ?? 0;
    if (retried) ledger.retriedWithKey += 1;
    if (retried && outcome === 'ok') ledger.retriedAndApplied += 1;
    const fine = outcome === 'ok' ? stored === 1 : outcome === 'refused' ? stored === 0 : outcome === 'unavailable' ? stored <= 1 : false;
    if (!fine) ledger.mismatches.push({ op: s.op as WriteOp, key: s.key, status: s.status, stored });
    if (outcome === 'unavailable' && row && stored === 1) {
      ledger.unavailableButDone += 1;
      ledger.latestAfter503Ms = Math.max(ledger.latestAfter503Ms ?? -Infinity, row.at - (s.startedAt + s.elapsedMs));
    }
  }
  return ledger;
}

export interface ProjectionDrift {
  /** Jobs whose counts in the jobs service differ from the applications service's own rows. */
  jobCounts: { jobId: string; jobs: [number, number]; applications: [number, number] }[];
  /** Outbox rows not yet relayed, per service. */
  outboxLeft: Record<string, number>;
}

/**
 * The jobs service's acceptedCandidates and activeApplications (fed by application.status-changed
 * events) against counts of the applications service's rows, for the given jobs.
 */
export async function projectionDrift(stack: Stack, jobIds: readonly string[]): Promise<ProjectionDrift> {
  const truth = await withDatabase(stack.env.APPLICATIONS_DATABASE_URL, async (db) =>
    (
      await db.query<{ job_id: string; accepted: string; active: string }>(
        `select job_id, count(*) filter (where status = 'accepted') as accepted,
                count(*) filter (where status in ('applied', 'shortlisted', 'accepted')) as active
           from applications where job_id = any($1::uuid[]) group by job_id`,
        [jobIds],
      )
    ).rows,
  );
  const shown = await withDatabase(stack.env.JOBS_DATABASE_URL, async (db) =>
    (await db.query<{ id: string; accepted_candidates: number; active_applications: number }>('select id, accepted_candidates, active_applications from jobs where id = any($1::uuid[])', [jobIds])).rows,
  );
  const byJob = new Map(truth.map((t) => [t.job_id, [Number(t.accepted), Number(t.active)] as [number, number]]));
  const jobCounts = shown
    .map((j) => ({ jobId: j.id, jobs: [j.accepted_candidates, j.active_applications] as [number, number], applications: byJob.get(j.id) ?? [0, 0] }))
    .filter((d) => d.jobs[0] !== d.applications[0] || d.jobs[1] !== d.applications[1]);
  const outboxLeft: Record<string, number> = {};
  for (const service of ['auth', 'jobs', 'applications'] as const) {
    outboxLeft[service] = await withDatabase(stack.env[`${service.toUpperCase()}_DATABASE_URL`], async (db) => Number((await db.query<{ n: string }>('select count(*) as n from outbox')).rows[0].n));
  }
  return { jobCounts, outboxLeft };
}
