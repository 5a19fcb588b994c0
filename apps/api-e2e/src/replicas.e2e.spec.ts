/**
 * Server mode with TWO processes of the jobs service and TWO of the applications service on the
 * same databases and the same broker queues (docs/operations.md, "Several replicas"). Its own
 * small stack, so the main stacks are not disturbed.
 */
import { randomBytes } from 'node:crypto';
import {
  ApiPaths,
  ApplicationMessages,
  Events,
  JobMessages,
  Messages,
  Patterns,
  TOTAL_COUNT_HEADER,
  type Application,
  type AuthResponse,
  type HealthReport,
  type Job,
  type MessageResponse,
} from '@hirewise/contracts';
import { createApi, uniqueEmail, type Api, type ApiResponse } from './support/http';
import { decodePayload } from './support/jwt';
import {
  delta,
  processOf,
  readCounters,
  readLog,
  shippedMigrations,
  terminate,
  total,
  withDatabase,
  type Counters,
} from './support/replica-probe';
import { startE2eStack, STACK_START_TIMEOUT_MS, STACK_STOP_TIMEOUT_MS, type Stack } from './support/stack';

const REPLICATED = ['jobs', 'applications'] as const;
const REPLICAS: Record<(typeof REPLICATED)[number], string[]> = { jobs: ['jobs', 'jobs-2'], applications: ['applications', 'applications-2'] };
const RPC_TIMEOUT_MS = 4000;
const RECRUITERS = 20;
const APPLICANTS_PER_JOB = 3;
const MAX_POSITIONS = 2;
const PASSWORD = 'S3cret-pass!';
const EVENTUAL_MS = 10_000;

interface Person {
  token: string;
  id: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = EVENTUAL_MS): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() >= deadline) return value;
    await sleep(200);
  }
}

async function inBatches<T, R>(items: readonly T[], width: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += width) results.push(...(await Promise.all(items.slice(i, i + width).map((item, j) => fn(item, i + j)))));
  return results;
}

const statusCount = (responses: readonly ApiResponse[], status: number) => responses.filter((r) => r.status === status).length;

describe('several replicas (server mode: two jobs and two applications processes, own stack)', () => {
  let stack: Stack;
  let api: Api;
  const marker = `hw${randomBytes(5).toString('hex')}`;

  beforeAll(async () => {
    // The gateway's search micro-cache is off so that every search reaches a jobs replica
    // (it is process-local to the gateway and not what this test is about).
    stack = await startE2eStack('server', { RPC_TIMEOUT_MS: String(RPC_TIMEOUT_MS), JOBS_SEARCH_CACHE_MS: '0' }, { jobs: 2, applications: 2 });
    api = createApi(stack.baseUrl);
  }, STACK_START_TIMEOUT_MS);

  afterAll(async () => {
    await stack?.stop();
  }, STACK_STOP_TIMEOUT_MS);

  async function signup(type: 'applicant' | 'recruiter', name: string): Promise<Person> {
    const res = await api<AuthResponse>(ApiPaths.signup, { method: 'POST', body: { type, email: uniqueEmail(`replica-${type}`), password: PASSWORD, name } });
    expect({ status: res.status, type: res.body.type }).toEqual({ status: 200, type });
    return { token: res.body.token, id: decodePayload(res.body.token).sub as string };
  }

  const countersOf = async (names: readonly string[]) => Object.fromEntries(await Promise.all(names.map(async (n) => [n, await readCounters(processOf(stack, n))] as const))) as Record<string, Counters>;
  const allReplicas = [...REPLICAS.jobs, ...REPLICAS.applications];

  it('starts both replicas of each service together on empty databases: migrations applied once, no error in any log', async () => {
    for (const name of allReplicas) {
      const proc = processOf(stack, name);
      expect({ name, exitCode: proc.child.exitCode }).toEqual({ name, exitCode: null });
      const ready = await fetch(`http://127.0.0.1:${proc.httpPort}/ready`);
      expect({ name, status: ready.status, body: await ready.json() }).toMatchObject({ name, status: 200, body: { status: 'ok', checks: { database: 'ok', broker: 'ok' } } });
    }
    // Two different HTTP ports per service: they really are separate processes.
    for (const service of REPLICATED) {
      const [a, b] = REPLICAS[service].map((n) => processOf(stack, n));
      expect(a.httpPort).not.toBe(b.httpPort);
      expect(a.child.pid).not.toBe(b.child.pid);
    }

    for (const service of REPLICATED) {
      const rows = await withDatabase(stack.env[`${service.toUpperCase()}_DATABASE_URL`], async (db) => (await db.query<{ hash: string }>('select hash from drizzle.__drizzle_migrations')).rows);
      // Each migration recorded exactly once: the second replica waited on the advisory lock and found them applied.
      expect({ service, applied: rows.length, distinct: new Set(rows.map((r) => r.hash)).size }).toEqual({
        service,
        applied: shippedMigrations(service),
        distinct: shippedMigrations(service),
      });
    }

    for (const name of allReplicas) {
      const lines = readLog(stack, name);
      expect({ name, ready: lines.some((l) => /service ready$/.test(String(l.msg))) }).toEqual({ name, ready: true });
      expect({ name, problems: lines.filter((l) => l.level >= 50 || l.level === 0).map((l) => l.msg) }).toEqual({ name, problems: [] });
    }
  });

  describe('a mixed load through the gateway', () => {
    const jobIds: string[] = [];
    let recruiters: Person[];
    let applicants: Person[];
    let before: Record<string, Counters>;
    let acceptAnswers: ApiResponse<MessageResponse>[];
    let statusChangesSent = 0;

    beforeAll(async () => {
      recruiters = await inBatches(Array.from({ length: RECRUITERS }), 10, (_, i) => signup('recruiter', `Replica Recruiter ${i}`));
      applicants = await inBatches(Array.from({ length: RECRUITERS * APPLICANTS_PER_JOB }), 10, (_, i) => signup('applicant', `Replica Applicant ${i}`));
      before = await countersOf(allReplicas);

      const search = () => api<Job[]>(`/api/jobs?q=${marker}&limit=100`, { token: applicants[0].token });
      // 20 recruiters post at once, with searches in between.
      const [created, searches] = await Promise.all([
        Promise.all(recruiters.map((r, i) => api<MessageResponse & { _id: string }>('/api/jobs', { method: 'POST', token: r.token, body: { title: `${marker} Replica Role ${i}`, maxPositions: MAX_POSITIONS, maxApplicants: 10 } }))),
        Promise.all(Array.from({ length: 20 }, search)),
      ]);
      expect(created.map((r) => [r.status, r.body.message])).toEqual(created.map(() => [201, JobMessages.created]));
      expect(searches.map((r) => r.status)).toEqual(searches.map(() => 200));
      jobIds.push(...created.map((r) => r.body._id));

      // 60 applications (3 per job) at once, with job reads and searches in between.
      const [applied, reads] = await Promise.all([
        Promise.all(applicants.map((a, i) => api<MessageResponse>(`/api/jobs/${jobIds[i % RECRUITERS]}/applications`, { method: 'POST', token: a.token, body: { sop: `Applicant ${i} would like this role.` } }))),
        Promise.all([...jobIds.map((id) => api<Job>(`/api/jobs/${id}`, { token: applicants[1].token })), ...Array.from({ length: 20 }, search)]),
      ]);
      expect(applied.map((r) => [r.status, r.body])).toEqual(applied.map(() => [201, { message: ApplicationMessages.applied }]));
      expect(reads.map((r) => r.status)).toEqual(reads.map(() => 200));

      // Each recruiter lists the applicants of their job, shortlists all three at once...
      const lists = await Promise.all(recruiters.map((r, i) => api<Application[]>(`/api/applicants?jobId=${jobIds[i]}`, { token: r.token })));
      expect(lists.map((l) => [l.status, l.body.length])).toEqual(lists.map(() => [200, APPLICANTS_PER_JOB]));
      const applicationIds = lists.map((l) => l.body.map((a) => a._id));
      const setStatus = (recruiter: Person, id: string, status: string) =>
        api<MessageResponse>(`/api/applications/${id}`, { method: 'PUT', token: recruiter.token, body: { status, dateOfJoining: new Date().toISOString() } });
      const shortlisted = await Promise.all(applicationIds.flatMap((ids, j) => ids.map((id) => setStatus(recruiters[j], id, 'shortlisted'))));
      expect(shortlisted.map((r) => [r.status, r.body])).toEqual(shortlisted.map(() => [200, { message: ApplicationMessages.statusUpdated('shortlisted') }]));
      statusChangesSent += shortlisted.length;

      // ...then accepts all three at once, for two positions: the requests race over both replicas.
      acceptAnswers = await Promise.all(applicationIds.flatMap((ids, j) => ids.map((id) => setStatus(recruiters[j], id, 'accepted'))));
      statusChangesSent += acceptAnswers.length;
    }, 60_000);

    it('holds maxPositions exactly under parallel accepts over both applications replicas', async () => {
      const perJob = jobIds.map((_, j) => acceptAnswers.slice(j * APPLICANTS_PER_JOB, (j + 1) * APPLICANTS_PER_JOB));
      for (const [j, answers] of perJob.entries()) {
        expect({ job: j, accepted: statusCount(answers, 200), refused: answers.filter((a) => a.status === 409 && a.body.message === ApplicationMessages.positionsFilled).length }).toEqual({
          job: j,
          accepted: MAX_POSITIONS,
          refused: APPLICANTS_PER_JOB - MAX_POSITIONS,
        });
      }
      const counts = await withDatabase(stack.env.APPLICATIONS_DATABASE_URL, async (db) =>
        (await db.query<{ job_id: string; accepted: string; shortlisted: string }>(
          `select job_id, count(*) filter (where status = 'accepted') as accepted, count(*) filter (where status = 'shortlisted') as shortlisted
             from applications where job_id = any($1::uuid[]) group by job_id`,
          [jobIds],
        )).rows,
      );
      expect(counts.map((c) => [Number(c.accepted), Number(c.shortlisted)])).toEqual(jobIds.map(() => [MAX_POSITIONS, APPLICANTS_PER_JOB - MAX_POSITIONS]));
      // Every applicant sees exactly one application, in the state their answer said.
      const mine = await Promise.all(applicants.map((a) => api<Application[]>('/api/applications', { token: a.token })));
      const states = mine.map((m) => m.body.map((a) => a.status).join());
      expect(states.filter((s) => s === 'accepted').length).toBe(RECRUITERS * MAX_POSITIONS);
      expect(states.filter((s) => s === 'shortlisted').length).toBe(RECRUITERS * (APPLICANTS_PER_JOB - MAX_POSITIONS));
    });

    it("brings acceptedCandidates to each job through events consumed once per service, not once per replica", async () => {
      const jobs = await eventually(
        () => Promise.all(jobIds.map(async (id) => (await api<Job>(`/api/jobs/${id}`, { token: applicants[0].token })).body)),
        (list) => list.every((j) => j.acceptedCandidates === MAX_POSITIONS && j.activeApplications === APPLICANTS_PER_JOB),
      );
      expect(jobs.map((j) => [j.acceptedCandidates, j.activeApplications])).toEqual(jobIds.map(() => [MAX_POSITIONS, APPLICANTS_PER_JOB]));

      // The search sees all 20 jobs (its totals are cached per replica for a few seconds: polled).
      const search = await eventually(
        () => api<Job[]>(`/api/jobs?q=${marker}&limit=100`, { token: applicants[0].token }),
        (res) => res.headers.get(TOTAL_COUNT_HEADER) === String(RECRUITERS),
      );
      expect({ status: search.status, total: search.headers.get(TOTAL_COUNT_HEADER), ids: search.body.map((j) => j._id).sort() }).toEqual({
        status: 200,
        total: String(RECRUITERS),
        ids: [...jobIds].sort(),
      });
      const stored = await withDatabase(stack.env.JOBS_DATABASE_URL, async (db) =>
        (await db.query<{ n: string; accepted: string }>('select count(*) as n, sum(accepted_candidates) as accepted from jobs where id = any($1::uuid[])', [jobIds])).rows[0],
      );
      expect({ jobs: Number(stored.n), accepted: Number(stored.accepted) }).toEqual({ jobs: RECRUITERS, accepted: RECRUITERS * MAX_POSITIONS });

      // Every status change made one history row and one event; the jobs service handled each
      // once in total over its two replicas (one queue per service, competing replicas).
      await eventually(
        () => withDatabase(stack.env.APPLICATIONS_DATABASE_URL, async (db) => Number((await db.query<{ n: string }>('select count(*) as n from outbox')).rows[0].n)),
        (left) => left === 0,
      );
      const changes = await withDatabase(stack.env.APPLICATIONS_DATABASE_URL, async (db) =>
        Number((await db.query<{ n: string }>('select count(*) as n from status_history h join applications a on a.id = h.application_id where a.job_id = any($1::uuid[])', [jobIds])).rows[0].n),
      );
      // 60 applied, 60 shortlisted, 40 accepted (the 20 refused accepts changed nothing).
      expect(changes).toBe(RECRUITERS * APPLICANTS_PER_JOB * 2 + RECRUITERS * MAX_POSITIONS);
      const handled = async () => {
        const now = await countersOf(REPLICAS.jobs);
        return REPLICAS.jobs.reduce((sum, n) => sum + total(delta(now[n].events, before[n].events), { event: Events.applicationStatusChanged }), 0);
      };
      expect(await eventually(handled, (n) => n >= changes)).toBe(changes);
      const createdHandled = async () => {
        const now = await countersOf(REPLICAS.applications);
        return REPLICAS.applications.reduce((sum, n) => sum + total(delta(now[n].events, before[n].events), { event: Events.jobCreated }), 0);
      };
      expect(await eventually(createdHandled, (n) => n >= RECRUITERS)).toBe(RECRUITERS);
    });

    it('spread the requests over both replicas of each service', async () => {
      const after = await countersOf(allReplicas);
      const handledBy = (name: string, pattern: string) => total(delta(after[name].rpc, before[name].rpc), { pattern });
      const table = (service: keyof typeof REPLICAS, patterns: string[]) =>
        patterns.map((pattern) => ({ pattern, byReplica: REPLICAS[service].map((n) => handledBy(n, pattern)) }));
      const jobsTable = table('jobs', [Patterns.jobs.create, Patterns.jobs.search, Patterns.jobs.get]);
      const applicationsTable = table('applications', [Patterns.applications.apply, Patterns.applications.updateStatus, Patterns.applications.listApplicants, Patterns.applications.listMine]);
      process.stdout.write(`requests handled per replica: ${JSON.stringify({ jobs: jobsTable, applications: applicationsTable })}\n`);
      for (const row of [...jobsTable, ...applicationsTable]) {
        expect({ pattern: row.pattern, everyReplicaServed: row.byReplica.every((n) => n > 0) }).toEqual({ pattern: row.pattern, everyReplicaServed: true });
      }
      // Each request handled once, by one replica: the sums are what was sent.
      const sum = (rows: typeof jobsTable, pattern: string) => rows.find((r) => r.pattern === pattern)!.byReplica.reduce((a, b) => a + b, 0);
      expect(sum(jobsTable, Patterns.jobs.create)).toBe(RECRUITERS);
      expect(sum(applicationsTable, Patterns.applications.apply)).toBe(RECRUITERS * APPLICANTS_PER_JOB);
      expect(sum(applicationsTable, Patterns.applications.updateStatus)).toBe(statusChangesSent);
      // The refused accepts (409) are handled too, with the error outcome, on either replica.
      const refused = REPLICAS.applications.reduce((n, name) => n + total(delta(after[name].rpc, before[name].rpc), { pattern: Patterns.applications.updateStatus, outcome: 'error' }), 0);
      expect(refused).toBe(RECRUITERS * (APPLICANTS_PER_JOB - MAX_POSITIONS));
      expect(sum(applicationsTable, Patterns.applications.listApplicants)).toBe(RECRUITERS);
    });
  });

  it('keeps answering when one replica of each service stops (SIGTERM) in the middle of a load', async () => {
    const recruiter = await signup('recruiter', 'Replica Survivor Recruiter');
    const late = `${marker}late`;
    const openJob = await api<MessageResponse & { _id: string }>('/api/jobs', { method: 'POST', token: recruiter.token, body: { title: `${late} Open Role`, maxApplicants: 100 } });
    expect(openJob.status).toBe(201);
    const newcomers = await inBatches(Array.from({ length: 60 }), 10, (_, i) => signup('applicant', `Replica Newcomer ${i}`));

    interface Sent {
      op: 'create' | 'apply' | 'search' | 'get' | 'applicants';
      service: 'jobs' | 'applications';
      startedAt: number;
      res: ApiResponse<MessageResponse>;
    }
    const sent: Sent[] = [];
    let stopping = false;
    let nextApplicant = 0;
    let nextJob = 0;
    const one = async (k: number): Promise<void> => {
      const kind = k % 5;
      const startedAt = Date.now();
      if (kind === 0) {
        const res = await api<MessageResponse>('/api/jobs', { method: 'POST', token: recruiter.token, body: { title: `${late} Role ${nextJob++}` } });
        sent.push({ op: 'create', service: 'jobs', startedAt, res });
      } else if (kind === 1 && nextApplicant < newcomers.length) {
        const res = await api<MessageResponse>(`/api/jobs/${openJob.body._id}/applications`, { method: 'POST', token: newcomers[nextApplicant++].token, body: { sop: 'Late but keen.' } });
        sent.push({ op: 'apply', service: 'applications', startedAt, res });
      } else if (kind === 2) {
        sent.push({ op: 'search', service: 'jobs', startedAt, res: await api(`/api/jobs?q=${marker}&limit=5`, { token: recruiter.token }) });
      } else if (kind === 3) {
        sent.push({ op: 'get', service: 'jobs', startedAt, res: await api(`/api/jobs/${openJob.body._id}`, { token: recruiter.token }) });
      } else {
        sent.push({ op: 'applicants', service: 'applications', startedAt, res: await api('/api/applicants?jobId=' + openJob.body._id, { token: recruiter.token }) });
      }
    };
    const workers = Array.from({ length: 6 }, async (_, w) => {
      for (let k = w; !stopping; k += 6) await one(k);
    });

    await sleep(1500);
    const stoppedAt = Date.now();
    const exits = await Promise.all(['jobs-2', 'applications-2'].map((name) => terminate(stack, name)));
    const goneAt = Date.now();
    const survivorsBefore = await countersOf(['jobs', 'applications']);
    await sleep(3000);
    stopping = true;
    await Promise.all(workers);

    // A graceful stop: Nest's shutdown hooks ran, no SIGKILL was needed.
    const stopped = ['jobs-2', 'applications-2'];
    expect(exits.map((e, i) => (e.signal === 'SIGTERM' || e.code === 0 ? 'graceful' : { ...e, log: processOf(stack, stopped[i]).tail.join('').slice(-2500) }))).toEqual([
      'graceful',
      'graceful',
    ]);
    expect(goneAt - stoppedAt).toBeLessThan(8000);

    const expected: Record<Sent['op'], number> = { create: 201, apply: 201, search: 200, get: 200, applicants: 200 };
    // Every answer: the operation's success or the documented 503, and never past the RPC timeout.
    const odd = sent.filter(
      (s) => s.res.status !== expected[s.op] && !(s.res.status === 503 && s.res.body.message === Messages.unavailable(s.service)),
    );
    expect(odd.map((s) => ({ op: s.op, status: s.res.status, body: s.res.body }))).toEqual([]);
    expect(Math.max(...sent.map((s) => s.res.elapsedMs))).toBeLessThan(RPC_TIMEOUT_MS + 2000);
    // Requests sent once the two replicas were gone all succeeded, on the remaining ones.
    const afterGone = sent.filter((s) => s.startedAt >= goneAt);
    expect(afterGone.length).toBeGreaterThan(20);
    expect(afterGone.filter((s) => s.res.status !== expected[s.op]).map((s) => ({ op: s.op, status: s.res.status }))).toEqual([]);
    const survivorsAfter = await countersOf(['jobs', 'applications']);
    expect(total(delta(survivorsAfter.jobs.rpc, survivorsBefore.jobs.rpc), { pattern: Patterns.jobs.search })).toBeGreaterThan(0);
    expect(total(delta(survivorsAfter.applications.rpc, survivorsBefore.applications.rpc), { pattern: Patterns.applications.listApplicants })).toBeGreaterThan(0);
    process.stdout.write(
      `stop mid-load: ${sent.length} requests (${sent.filter((s) => s.op === 'apply' || s.op === 'create').length} writes), ${sent.filter((s) => s.res.status === 503).length} answered 503, ` +
        `${sent.filter((s) => s.startedAt < goneAt && s.startedAt + s.res.elapsedMs > stoppedAt).length} in flight during the stop (${goneAt - stoppedAt} ms), ` +
        `${afterGone.length} after it, slowest ${Math.max(...sent.map((s) => s.res.elapsedMs))} ms\n`,
    );

    // What was answered as created exists; a 503'd write may or may not have happened, never twice.
    const created = sent.filter((s) => s.op === 'create');
    const storedJobs = await withDatabase(stack.env.JOBS_DATABASE_URL, async (db) => Number((await db.query<{ n: string }>('select count(*) as n from jobs where title like $1', [`${late} Role %`])).rows[0].n));
    expect(storedJobs).toBeGreaterThanOrEqual(statusCount(created.map((s) => s.res), 201));
    expect(storedJobs).toBeLessThanOrEqual(created.length);
    const applies = sent.filter((s) => s.op === 'apply');
    const storedApplications = await withDatabase(stack.env.APPLICATIONS_DATABASE_URL, async (db) => Number((await db.query<{ n: string }>('select count(*) as n from applications where job_id = $1', [openJob.body._id])).rows[0].n));
    expect(storedApplications).toBeGreaterThanOrEqual(statusCount(applies.map((s) => s.res), 201));
    expect(storedApplications).toBeLessThanOrEqual(applies.length);

    // The gateway's health still reports both services up (answered by the remaining replicas).
    const health = await api<HealthReport>(ApiPaths.health);
    expect({ status: health.status, jobs: health.body.services.find((s) => s.service === 'jobs')?.status, applications: health.body.services.find((s) => s.service === 'applications')?.status }).toEqual({
      status: 200,
      jobs: 'ok',
      applications: 'ok',
    });
  }, 60_000);
});
