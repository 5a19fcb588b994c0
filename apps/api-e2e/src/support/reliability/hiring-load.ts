import { randomUUID } from 'node:crypto';
import { ApplicationMessages, IDEMPOTENCY_KEY_HEADER, JobMessages, type Application } from '@hirewise/contracts';
import type { Api, ApiOptions, ApiResponse } from '../http';
import { sleep, type Person } from './actors';

/**
 * A bounded, paced load of the hiring core through the gateway: applicants apply, recruiters
 * list their jobs' applicants, shortlist and accept them, and post new jobs, with reads in
 * between. Each write is recorded with a key that names what it should have stored, so that the
 * database can be checked afterwards: a 2xx exactly once, a refusal not at all, a 503 at most once.
 * Without `keyed` every write is attempted once; with it (issue 20) every write carries an
 * Idempotency-Key and is sent again with it after a 503 (or a 409 "in progress"), as the web app
 * does, and each attempt is recorded under the write's key: a write retried with its key must be
 * stored once.
 */
export type WriteOp = 'apply' | 'shortlist' | 'accept' | 'create';
export type LoadOp = WriteOp | 'list' | 'read';

export interface Sent {
  op: LoadOp;
  /** apply: `applicantId:jobId`; shortlist/accept: `applicationId:status`; create: the title; reads: ''. */
  key: string;
  startedAt: number;
  elapsedMs: number;
  status: number;
  body: unknown;
  /** A keyed write's Idempotency-Key: every attempt of one write has the same. */
  write?: string;
  /** Which attempt of its write this was (1 = the first). */
  attempt?: number;
}

/** The web app's waits between the attempts of a keyed write (apps/web/src/modules/api/idempotent-write.ts). */
export const KEYED_RETRY_DELAYS_MS = [400, 1200, 3000];

export interface RecruiterJobs {
  recruiter: Person;
  jobIds: string[];
}

export interface Expectation {
  status: number;
  message?: string;
}

/** What each operation answers when it succeeds, and the refusals the rules allow under this load. */
export const SUCCESS: Record<LoadOp, Expectation> = {
  apply: { status: 201, message: ApplicationMessages.applied },
  shortlist: { status: 200, message: ApplicationMessages.statusUpdated('shortlisted') },
  accept: { status: 200, message: ApplicationMessages.statusUpdated('accepted') },
  create: { status: 201, message: JobMessages.created },
  list: { status: 200 },
  read: { status: 200 },
};

export const REFUSALS: Record<LoadOp, Expectation[]> = {
  // The applicant was accepted elsewhere meanwhile (the load accepts while others apply).
  apply: [{ status: 409, message: ApplicationMessages.holdingJob }],
  // An accept elsewhere cancelled the application between the recruiter's list and this change.
  shortlist: [{ status: 409, message: ApplicationMessages.invalidTransition('cancelled', 'shortlisted') }],
  accept: [
    { status: 409, message: ApplicationMessages.positionsFilled },
    { status: 409, message: ApplicationMessages.invalidTransition('cancelled', 'accepted') },
  ],
  create: [],
  list: [],
  read: [],
};

export const isWrite = (op: LoadOp): op is WriteOp => op !== 'list' && op !== 'read';

/** The kinds of operation, round-robin; one with nothing to do falls back to an apply, then to a read. */
const PATTERN: LoadOp[] = ['apply', 'list', 'apply', 'shortlist', 'read', 'apply', 'accept', 'create', 'apply', 'shortlist', 'list', 'accept'];

export class HiringLoad {
  private readonly pairs: { applicant: Person; jobId: string }[];
  private readonly toShortlist: { recruiter: Person; applicationId: string }[] = [];
  private readonly toAccept: { recruiter: Person; applicationId: string }[] = [];
  private readonly seen = new Set<string>();
  private created = 0;
  private listed = 0;
  readonly sent: Sent[] = [];

  constructor(
    private readonly api: Api,
    private readonly recruiters: readonly RecruiterJobs[],
    applicants: readonly Person[],
    private readonly marker: string,
    /** How many jobs each applicant applies to, spread over the recruiters' jobs. */
    appliesPerApplicant: number,
    /** Writes carry an Idempotency-Key and are sent again with it after a 503. */
    private readonly keyed = false,
  ) {
    const jobs = recruiters.flatMap((r) => r.jobIds);
    const pairs = applicants.flatMap((applicant, i) => Array.from({ length: appliesPerApplicant }, (_, j) => ({ applicant, jobId: jobs[(i + j * 5) % jobs.length] })));
    // Interleaved so that the applies of one applicant are spread over the run.
    this.pairs = pairs.sort((a, b) => (a.applicant.id + a.jobId < b.applicant.id + b.jobId ? -1 : 1));
  }

  /** The title every job this load posts starts with. */
  get titlePrefix(): string {
    return `${this.marker} Load Role`;
  }

  /** Starts the k-th operation and resolves once it is answered (and recorded). */
  async run(k: number): Promise<void> {
    let op = PATTERN[k % PATTERN.length];
    if ((op === 'shortlist' && this.toShortlist.length === 0) || (op === 'accept' && this.toAccept.length === 0)) op = 'apply';
    if (op === 'apply' && this.pairs.length === 0) op = 'read';
    const startedAt = Date.now();
    const record = (res: ApiResponse, key: string) => this.sent.push({ op, key, startedAt, elapsedMs: res.elapsedMs, status: res.status, body: res.body });
    try {
      await this.send(op, k, record);
    } catch (err) {
      // The gateway itself did not answer (status 0): always a failure of the checks.
      this.sent.push({ op, key: '', startedAt, elapsedMs: Date.now() - startedAt, status: 0, body: String(err) });
    }
  }

  /**
   * One write: once, or (keyed) with an Idempotency-Key and again after each 503 or 409 "in
   * progress", up to KEYED_RETRY_DELAYS_MS.length more times; every attempt is recorded.
   */
  private async write(op: LoadOp, key: string, path: string, options: ApiOptions): Promise<ApiResponse> {
    if (!this.keyed) {
      const startedAt = Date.now();
      const res = await this.api(path, options);
      this.sent.push({ op, key, startedAt, elapsedMs: res.elapsedMs, status: res.status, body: res.body });
      return res;
    }
    const write = randomUUID();
    for (let attempt = 1; ; attempt++) {
      const startedAt = Date.now();
      const res = await this.api(path, { ...options, headers: { [IDEMPOTENCY_KEY_HEADER]: write } });
      this.sent.push({ op, key, startedAt, elapsedMs: res.elapsedMs, status: res.status, body: res.body, write, attempt });
      const notNow = res.status === 503 || (res.status === 409 && res.headers.get('retry-after') !== null);
      if (!notNow || attempt > KEYED_RETRY_DELAYS_MS.length) return res;
      await sleep(KEYED_RETRY_DELAYS_MS[attempt - 1]);
    }
  }

  private async send(op: LoadOp, k: number, record: (res: ApiResponse, key: string) => void): Promise<void> {
    switch (op) {
      case 'apply': {
        const { applicant, jobId } = this.pairs.shift()!;
        return void (await this.write(op, `${applicant.id}:${jobId}`, `/api/jobs/${jobId}/applications`, { method: 'POST', token: applicant.token, body: { sop: `Load apply ${k}` } }));
      }
      case 'shortlist':
      case 'accept': {
        const { recruiter, applicationId } = (op === 'shortlist' ? this.toShortlist : this.toAccept).shift()!;
        const status = op === 'shortlist' ? 'shortlisted' : 'accepted';
        return void (await this.write(op, `${applicationId}:${status}`, `/api/applications/${applicationId}`, { method: 'PUT', token: recruiter.token, body: { status, dateOfJoining: new Date().toISOString() } }));
      }
      case 'create': {
        const { recruiter } = this.recruiters[this.created % this.recruiters.length];
        const title = `${this.titlePrefix} ${String(this.created++).padStart(4, '0')}`;
        return void (await this.write(op, title, '/api/jobs', { method: 'POST', token: recruiter.token, body: { title, maxApplicants: 50, maxPositions: 5 } }));
      }
      case 'list': {
        const { recruiter, jobIds } = this.recruiters[this.listed % this.recruiters.length];
        const jobId = jobIds[Math.floor(this.listed++ / this.recruiters.length) % jobIds.length];
        const res = await this.api<Application[]>(`/api/applicants?jobId=${jobId}&limit=200`, { token: recruiter.token });
        if (res.status === 200) this.learn(recruiter, res.body);
        return void record(res, '');
      }
      default: {
        const { jobIds } = this.recruiters[k % this.recruiters.length];
        const res = await this.api(`/api/jobs/${jobIds[k % jobIds.length]}`, { token: this.recruiters[0].recruiter.token });
        return void record(res, '');
      }
    }
  }

  /** Queues each listed application once for the next step of its way (applied -> shortlisted -> accepted). */
  private learn(recruiter: Person, list: readonly Application[]): void {
    for (const app of list) {
      const next = app.status === 'applied' ? 'shortlisted' : app.status === 'shortlisted' ? 'accepted' : undefined;
      if (!next || this.seen.has(`${app._id}:${next}`)) continue;
      this.seen.add(`${app._id}:${next}`);
      (next === 'shortlisted' ? this.toShortlist : this.toAccept).push({ recruiter, applicationId: app._id });
    }
  }
}

export interface PacedRun {
  /** Operations started (each answered and recorded in `load.sent`). */
  started: number;
  /** Ticks skipped because `maxInFlight` requests were already waiting. */
  skipped: number;
}

/**
 * Starts one operation every 1000/ratePerSec ms (open loop: a slow answer does not slow the
 * pace) with at most `maxInFlight` waiting, until `until()` says stop; then waits for the
 * answers. The number of operations is bounded by the rate and the time.
 */
export async function runPaced(load: HiringLoad, ratePerSec: number, maxInFlight: number, until: () => boolean): Promise<PacedRun> {
  const inFlight = new Set<Promise<void>>();
  const everyMs = 1000 / ratePerSec;
  const began = Date.now();
  let started = 0;
  let skipped = 0;
  for (let tick = 0; !until(); tick++) {
    if (inFlight.size < maxInFlight) {
      const p: Promise<void> = load.run(started++).finally(() => inFlight.delete(p));
      inFlight.add(p);
    } else skipped++;
    const wait = began + (tick + 1) * everyMs - Date.now();
    if (wait > 0) await sleep(wait);
  }
  await Promise.all(inFlight);
  return { started, skipped };
}
