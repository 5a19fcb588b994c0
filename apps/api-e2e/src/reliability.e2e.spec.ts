/**
 * Reliability in server mode (issue 8): the whole product as real processes on PostgreSQL and a
 * RabbitMQ node of this file's own (libs/testing/src/rabbit-node.cjs), so the broker can be stopped
 * and started without touching the machine's shared one. A bounded load of applications and
 * status changes runs while the broker restarts and while the applications service is killed;
 * afterwards every answer is checked against the databases. Then the limits under parallel writes.
 */
import { randomBytes } from 'node:crypto';
import { cpSync } from 'node:fs';
import { ApplicationMessages, Messages, type Job, type UserProfile } from '@hirewise/contracts';
import { createApi, type Api } from './support/http';
import { inBatches, eventually, postJob, signupMany, sleep } from './support/reliability/actors';
import { HiringLoad, runPaced, type RecruiterJobs } from './support/reliability/hiring-load';
import { outcomeOf, projectionDrift, reconcile, summarize, type LoadSummary } from './support/reliability/ledger';
import { deadLettered, startPrivateBroker, type PrivateBroker } from './support/reliability/private-broker';
import { processIds, probes, timeToRecover } from './support/reliability/recovery';
import { apply, applicationOf, ratingCopyCurrent, hire, mean, rate, setStatus, shownAverages, statusCounts, statusesOf, storedRatings } from './support/reliability/hiring-steps';
import { changeWhileAway, copiesBehind } from './support/reliability/while-away';
import { killProcess, startE2eStack, STACK_STOP_TIMEOUT_MS, type Stack } from './support/stack';

const RPC_TIMEOUT_MS = 3000;
/** A 503 may take the RPC timeout plus the gateway's own work on a loaded 2-core machine. */
const LATENCY_MARGIN_MS = 2000;
const RATE_PER_SEC = 40;
const MAX_IN_FLIGHT = 200;
/** After the broker (or the restarted service) is back, every service answers within this. */
const RECOVERY_LIMIT_MS = 10_000;
/** Once every service answered again, the channels of all processes have had this long to come back too. */
const SETTLE_MS = 1000;
const EVENTS_CATCH_UP_MS = 30_000;
/** How long the load runs before the outage, and after the recovery. */
const BEFORE_MS = 3000;
const AFTER_MS = 4000;

/** One line per figure, for docs/quality.md. */
const report = (line: string) => process.stdout.write(`[reliability] ${line}\n`);

const describeRun = (label: string, summary: LoadSummary) =>
  `${label}: ${summary.requests} requests (${summary.writes} writes) at ${RATE_PER_SEC}/s, ${summary.ok} ok, ${summary.refused} refused by the rules, ` +
  `${summary.unavailable} answered 503, ${summary.odd} other; slowest ${summary.maxLatencyMs} ms, slowest 503 ${summary.maxUnavailableMs} ms; by op ${JSON.stringify(summary.byOp)}`;

describe('reliability (server mode, own RabbitMQ node and stack)', () => {
  let broker: PrivateBroker;
  let stack: Stack;
  let api: Api;

  beforeAll(async () => {
    const began = Date.now();
    broker = await startPrivateBroker();
    report(`private RabbitMQ node ${broker.name} on port ${broker.port} ready in ${Date.now() - began} ms`);
    stack = await startE2eStack('server', { RABBITMQ_URL: broker.url, RPC_TIMEOUT_MS: String(RPC_TIMEOUT_MS), JOBS_SEARCH_CACHE_MS: '0' });
    api = createApi(stack.baseUrl);
    report(`stack ready ${Date.now() - began} ms after the start`);
  }, 180_000);

  afterAll(async () => {
    // RELIABILITY_KEEP_LOGS=<folder> keeps the processes' logs (the stack's own folder is deleted).
    if (process.env.RELIABILITY_KEEP_LOGS && stack) cpSync(stack.logDir, process.env.RELIABILITY_KEEP_LOGS, { recursive: true });
    await stack?.stop();
    await broker?.destroy();
  }, STACK_STOP_TIMEOUT_MS);

  async function hiringSetup(tag: string, recruiterCount: number, jobsEach: number, applicantCount: number) {
    const marker = `hw${randomBytes(5).toString('hex')}`;
    const recruiters = await signupMany(api, 'recruiter', `${tag} Recruiter`, recruiterCount);
    const applicants = await signupMany(api, 'applicant', `${tag} Applicant`, applicantCount);
    const jobs: RecruiterJobs[] = await inBatches(recruiters, 5, async (recruiter) => ({
      recruiter,
      jobIds: await Promise.all(Array.from({ length: jobsEach }, (_, i) => postJob(api, recruiter, { title: `${marker} ${tag} Job ${i}`, maxApplicants: 100, maxPositions: 4 }))),
    }));
    return { marker, recruiters, applicants, jobs };
  }

  /** Every answer is the operation's success, a refusal the rules allow, or the documented 503 in time. */
  function expectHonestAnswers(load: HiringLoad, outageAt: number): LoadSummary {
    const summary = summarize(load.sent);
    const odd = load.sent.filter((s) => outcomeOf(s) === 'odd');
    expect(odd.slice(0, 10).map((s) => ({ op: s.op, status: s.status, body: s.body, sentAfterOutageMs: s.startedAt - outageAt }))).toEqual([]);
    expect(summary.maxLatencyMs).toBeLessThan(RPC_TIMEOUT_MS + LATENCY_MARGIN_MS);
    // The outage happened in the middle of the load, with successes on both sides of it.
    expect(summary.unavailable).toBeGreaterThan(0);
    expect(load.sent.filter((s) => s.startedAt + s.elapsedMs < outageAt && outcomeOf(s) === 'ok').length).toBeGreaterThan(20);
    expect(load.sent.filter((s) => s.startedAt > outageAt && outcomeOf(s) === 'ok').length).toBeGreaterThan(20);
    return summary;
  }

  /** The databases agree with every answer: 2xx stored exactly once, refusals not at all, 503 at most once. */
  async function expectLedgerAgrees(load: HiringLoad, label: string): Promise<void> {
    const ledger = await reconcile(stack, load.sent, load.titlePrefix);
    report(
      `${label} ledger: ${ledger.mismatches.length} mismatches, ${ledger.duplicates} duplicates, ` +
        `${ledger.retriedWithKey} writes retried with their Idempotency-Key (${ledger.retriedAndApplied} of them applied, each once), ` +
        `${ledger.unavailableButDone} writes whose last answer was 503 but carried out (the latest ${ledger.latestAfter503Ms} ms after its 503)`,
    );
    expect(ledger.mismatches.slice(0, 10)).toEqual([]);
    expect(ledger.duplicates).toBe(0);
    // Issue 20: the load retries its writes with their keys, and some were retried.
    expect(ledger.retriedWithKey).toBeGreaterThan(0);
  }

  /** Status events reached the jobs service: its counts per job equal the applications service's rows; no outbox row is left, no event dead-lettered. */
  async function expectJobCountsCaughtUp(jobIds: string[], label: string): Promise<void> {
    const from = Date.now();
    const drift = await eventually(
      () => projectionDrift(stack, jobIds),
      (d) => d.jobCounts.length === 0 && Object.values(d.outboxLeft).every((n) => n === 0),
      EVENTS_CATCH_UP_MS,
    );
    report(`${label}: job counts caught up ${Date.now() - from} ms after the load ended`);
    expect(drift).toEqual({ jobCounts: [], outboxLeft: { auth: 0, jobs: 0, applications: 0 } });
    // No event was given up on (a handler that fails twice sends it to the service's dead-letter queue).
    expect(await deadLettered(broker.url, stack.env.QUEUE_PREFIX as string)).toEqual({ auth: 0, jobs: 0, applications: 0, media: 0, ai: 0, notifications: 0 });
  }

  it('keeps every acknowledged write exactly once while RabbitMQ stops and starts under load, answers 503 quickly, and reconnects by itself', async () => {
    const { marker, applicants, jobs } = await hiringSetup('Broker', 4, 3, 60);
    const load = new HiringLoad(api, jobs, applicants, marker, 6, true);
    const pidsBefore = processIds(stack);
    const probe = probes(api, applicants[0], jobs[0].jobIds[0]);

    let done = false;
    const running = runPaced(load, RATE_PER_SEC, MAX_IN_FLIGHT, () => done);
    await sleep(BEFORE_MS);
    const stoppedAt = Date.now();
    // A graceful stop in CI. A SIGKILL of the broker passed here once (0 doubles, 0 lost) but a second CI
    // run saw requests refused for 5 s after every probe answered again: not yet understood (docs/quality.md).
    const stopMs = await broker.stop();
    const startMs = await broker.start();
    const backAt = Date.now();
    const recovery = await timeToRecover(probe, backAt, 30_000);
    await sleep(AFTER_MS);
    done = true;
    const paced = await running;

    const summary = expectHonestAnswers(load, stoppedAt);
    report(
      `broker restart: broker away ${backAt - stoppedAt} ms (graceful stop ${stopMs} ms, start ${startMs} ms); services answering again ${JSON.stringify(recovery)} ms after it was back; ` +
        `${paced.skipped} ticks skipped`,
    );
    report(describeRun('broker restart', summary));

    // The same processes, reconnected by themselves: every path answers again within seconds, and
    // once all have, nothing more is refused for lack of a service.
    expect(processIds(stack)).toEqual(pidsBefore);
    for (const [service, ms] of Object.entries(recovery)) expect({ service, recovered: ms < RECOVERY_LIMIT_MS }).toEqual({ service, recovered: true });
    const settledAt = backAt + Math.max(...Object.values(recovery)) + SETTLE_MS;
    const late = load.sent.filter((s) => s.startedAt > settledAt);
    expect(late.length).toBeGreaterThan(20);
    expect(late.filter((s) => outcomeOf(s) === 'unavailable').map((s) => ({ op: s.op, body: s.body }))).toEqual([]);

    await expectLedgerAgrees(load, 'broker restart');
    // Events published around the outage (relayed from the outbox after it) reached their consumers.
    await expectJobCountsCaughtUp(jobs.flatMap((j) => j.jobIds), 'broker restart');
  }, 120_000);

  it('processes the events published while the applications service was down (killed mid-load) once it is back, and keeps every acknowledged write exactly once', async () => {
    const { marker, recruiters, applicants, jobs } = await hiringSetup('Crash', 4, 3, 60);
    // Jobs that will be deleted while the service is down, each with applications of their own.
    const doomed = await Promise.all(recruiters.slice(0, 3).map(async (recruiter, i) => ({ recruiter, jobId: await postJob(api, recruiter, { title: `${marker} Doomed ${i}` }) })));
    const doomedApplicants = await signupMany(api, 'applicant', 'Crash Doomed Applicant', 15);
    const applied = await Promise.all(doomedApplicants.map((a, i) => apply(api, a, doomed[i % doomed.length].jobId, 'Before the crash')));
    expect(applied.map((r) => r.status)).toEqual(doomedApplicants.map(() => 201));
    const retitle = jobs.slice(0, 2).map((j) => ({ recruiter: j.recruiter, jobId: j.jobIds[1] }));

    const load = new HiringLoad(api, jobs, applicants, marker, 4, true);
    const probe = probes(api, applicants[0], jobs[0].jobIds[0]);
    let done = false;
    const running = runPaced(load, RATE_PER_SEC, MAX_IN_FLIGHT, () => done);
    await sleep(BEFORE_MS);
    const killedAt = Date.now();
    await killProcess(stack, 'applications');
    const away = await changeWhileAway(api, doomed, doomedApplicants.slice(0, 5), retitle, marker);
    await sleep(Math.max(0, killedAt + 4000 - Date.now()));
    const restartAt = Date.now();
    await stack.restart('applications');
    const readyAt = Date.now();
    const recovery = await timeToRecover({ applications: probe.applications }, readyAt, 30_000);
    await sleep(AFTER_MS);
    done = true;
    await running;

    const summary = expectHonestAnswers(load, killedAt);
    report(
      `service crash: applications killed (SIGKILL) and started again ${restartAt - killedAt} ms later; ready after ${readyAt - restartAt} ms; ` +
        `answering through the gateway ${recovery.applications} ms after ready (${readyAt + recovery.applications - killedAt} ms after the kill)`,
    );
    report(describeRun('service crash', summary));

    // The changes that need only the other services went through while it was down.
    expect(away.answers.map(({ what, status, body }) => ({ what, status, body }))).toEqual(away.answers.map(({ what, expected }) => ({ what, ...expected })));
    // Only the applications service's work was refused, naming it, and only while it was away.
    expect(recovery.applications).toBeLessThan(RECOVERY_LIMIT_MS);
    const unavailable = load.sent.filter((s) => outcomeOf(s) === 'unavailable');
    // (A keyed retry may also meet its own first attempt still running: 409 "in progress", retried.)
    expect([...new Set(unavailable.filter((s) => s.status === 503).map((s) => JSON.stringify(s.body)))]).toEqual([JSON.stringify({ message: Messages.unavailable('applications') })]);
    const settledAt = readyAt + recovery.applications + SETTLE_MS;
    expect(unavailable.filter((s) => s.startedAt + s.elapsedMs < killedAt || s.startedAt > settledAt).map((s) => s.op)).toEqual([]);

    await expectLedgerAgrees(load, 'service crash');

    // What was published while it was down reached it after the restart, once.
    const from = Date.now();
    const behind = await eventually(
      () => copiesBehind(stack, away.expected, load.titlePrefix),
      (b) => Object.values(b).every((n) => n === 0),
      EVENTS_CATCH_UP_MS,
    );
    report(`service crash: the applications service's copies caught up ${Date.now() - from} ms after the load ended`);
    expect(behind).toEqual({ notDeleted: 0, deletionRecordedTwice: 0, jobsNotMarkedDeleted: 0, staleNames: 0, staleTitles: 0, staleJobCopies: 0 });
    // The applicants see their applications to the deleted jobs as deleted, through the API.
    const mine = await Promise.all(doomedApplicants.slice(0, 3).map((a) => api<{ jobId: string; status: string }[]>('/api/applications', { token: a.token })));
    expect(mine.map((m) => [m.status, m.body.map((a) => [a.jobId, a.status])])).toEqual(doomed.map((d) => [200, [[d.jobId, 'deleted']]]));
    // And what it had published before the crash (outbox rows not yet relayed) reached the jobs service.
    await expectJobCountsCaughtUp(jobs.flatMap((j) => j.jobIds), 'service crash');
  }, 120_000);

  /**
   * The limits under parallel writes through the whole stack on PostgreSQL. Parallel accepts
   * against maxPositions of one job are in support/hiring/concurrency.ts (20 accepts at 3
   * positions, both run modes) and replicas.e2e.spec.ts (accepts racing over two replicas); here
   * accepts race for the same applicants over several jobs at once.
   */
  describe('limits under parallel writes', () => {
    let marker: string;

    beforeAll(() => {
      marker = `hw${randomBytes(5).toString('hex')}`;
    });

    const jobView = async (id: string, token: string) => (await api<Job>(`/api/jobs/${id}`, { token })).body;

    it('admits exactly maxApplicants to each of three jobs when 40 applicants apply to all three at once (120 requests)', async () => {
      const [recruiter] = await signupMany(api, 'recruiter', 'Limit Recruiter', 1);
      const crowd = await signupMany(api, 'applicant', 'Limit Applicant', 40);
      const limits = [5, 8, 13];
      const jobIds = await Promise.all(limits.map((maxApplicants, i) => postJob(api, recruiter, { title: `${marker} Limited ${i}`, maxApplicants })));

      const answers = await Promise.all(crowd.flatMap((person) => jobIds.map(async (jobId) => ({ person, jobId, res: await apply(api, person, jobId) }))));

      for (const [i, jobId] of jobIds.entries()) {
        const mine = answers.filter((a) => a.jobId === jobId);
        expect({ job: i, admitted: mine.filter((a) => a.res.status === 201 && a.res.body.message === ApplicationMessages.applied).length }).toEqual({ job: i, admitted: limits[i] });
        expect(mine.filter((a) => a.res.status !== 201).map((a) => [a.res.status, a.res.body])).toEqual(
          Array.from({ length: crowd.length - limits[i] }, () => [409, { message: ApplicationMessages.jobFull }]),
        );
      }
      // Stored: exactly the admitted ones, one row each; the jobs service counts the same.
      const counts = await statusCounts(stack, jobIds);
      expect(jobIds.map((id) => counts[id])).toEqual(limits.map((n) => ({ applied: n })));
      const admitted = await statusesOf(stack, crowd.map((p) => p.id), jobIds);
      expect(Object.values(admitted).flat().length).toBe(limits.reduce((a, b) => a + b, 0));
      const shown = await eventually(
        () => Promise.all(jobIds.map(async (id) => (await jobView(id, recruiter.token)).activeApplications)),
        (list) => list.every((n, i) => n === limits[i]),
      );
      expect(shown).toEqual(limits);
    }, 60_000);

    it('accepts each of 10 applicants exactly once when all their shortlisted applications to three jobs (4 positions each) are accepted at once', async () => {
      const recruiters = await signupMany(api, 'recruiter', 'Accept Recruiter', 3);
      const ten = await signupMany(api, 'applicant', 'Accept Applicant', 10);
      const jobIds = await Promise.all(recruiters.map((r, i) => postJob(api, r, { title: `${marker} Four Seats ${i}`, maxPositions: 4 })));
      const shortlisted = await Promise.all(
        ten.flatMap((person) => jobIds.map(async (jobId, j) => ({ recruiter: recruiters[j], person, jobId, id: await hire(api, recruiters[j], person, jobId, 'shortlisted') }))),
      );

      const answers = await Promise.all(shortlisted.map(async (s) => ({ ...s, res: await setStatus(api, s.recruiter, s.id, 'accepted') })));

      const won = answers.filter((a) => a.res.status === 200);
      expect(won.map((a) => a.res.body)).toEqual(ten.map(() => ({ message: ApplicationMessages.statusUpdated('accepted') })));
      // Every applicant won once; no job took more than its positions; every other accept was refused with a reason.
      expect(ten.map((p) => won.filter((a) => a.person.id === p.id).length)).toEqual(ten.map(() => 1));
      for (const jobId of jobIds) expect(won.filter((a) => a.jobId === jobId).length).toBeLessThanOrEqual(4);
      const refusals = [ApplicationMessages.positionsFilled, ApplicationMessages.invalidTransition('cancelled', 'accepted')];
      expect(answers.filter((a) => a.res.status !== 200).map((a) => ({ status: a.res.status, known: refusals.includes((a.res.body as { message: string }).message) }))).toEqual(
        Array.from({ length: 20 }, () => ({ status: 409, known: true })),
      );

      // Stored: one accepted and two cancelled applications per applicant; the jobs service agrees per job.
      expect(Object.values(await statusesOf(stack, ten.map((p) => p.id), jobIds))).toEqual(ten.map(() => ['accepted', 'cancelled', 'cancelled']));
      const accepted = await statusCounts(stack, jobIds);
      const expected = jobIds.map((id) => won.filter((a) => a.jobId === id).length);
      expect(jobIds.map((id) => accepted[id].accepted ?? 0)).toEqual(expected);
      const shown = await eventually(
        () => Promise.all(jobIds.map(async (id, j) => jobView(id, recruiters[j].token))),
        (list) => list.every((job, i) => job.acceptedCandidates === expected[i] && job.activeApplications === expected[i]),
      );
      expect(shown.map((j) => [j.acceptedCandidates, j.activeApplications])).toEqual(expected.map((n) => [n, n]));
    }, 60_000);

    it('averages 30 parallel ratings of one job, then 30 parallel re-ratings, exactly: stored, shown by the jobs service and the API', async () => {
      const [recruiter] = await signupMany(api, 'recruiter', 'Rated Recruiter', 1);
      const staff = await signupMany(api, 'applicant', 'Rating Applicant', 30);
      const jobId = await postJob(api, recruiter, { title: `${marker} Rated Job`, maxPositions: 30 });
      await Promise.all(staff.map((person) => hire(api, recruiter, person, jobId, 'shortlisted', 'accepted')));

      for (const [wave, valueOf] of [
        ['first', (i: number) => (i % 5) + 1],
        ['again', (i: number) => ((i * 7) % 5) + 1],
      ] as const) {
        const values = staff.map((_, i) => valueOf(i));
        const answers = await Promise.all(staff.map((person, i) => rate(api, person, values[i], { jobId })));
        expect({ wave, answers: answers.map((r) => [r.status, r.body]) }).toEqual({ wave, answers: staff.map(() => [200, { message: ApplicationMessages.ratingUpdated }]) });
        const stored = await storedRatings(stack, 'job', jobId);
        expect({ wave, stored: [...stored].sort() }).toEqual({ wave, stored: [...values].sort() });
        const average = mean(values);
        await eventually(
          () => ratingCopyCurrent(stack, 'job', jobId),
          (current) => current,
        );
        const shown = await shownAverages(stack, 'job', jobId);
        expect({ wave, shown, fromStored: mean(stored) }).toEqual({ wave, shown: { jobs: average }, fromStored: average });
        expect((await jobView(jobId, staff[0].token)).rating).toBe(average);
      }
    }, 60_000);

    it('averages parallel ratings of one applicant by the 8 recruiters they worked for, and re-ratings, exactly: stored, in auth and in the applications copy', async () => {
      const recruiters = await signupMany(api, 'recruiter', 'Rater Recruiter', 8);
      const workers = await signupMany(api, 'applicant', 'Rated Worker', 2);
      // Each worker is hired and the job ended (finished) by each recruiter in turn: one accepted job at a time.
      const jobIds = await Promise.all(recruiters.map((r, i) => postJob(api, r, { title: `${marker} Short Contract ${i}`, maxPositions: 2 })));
      await Promise.all(workers.map(async (worker) => {
        for (const [i, recruiter] of recruiters.entries()) await hire(api, recruiter, worker, jobIds[i], 'shortlisted', 'accepted', 'finished');
      }));
      expect((await applicationOf(api, workers[0], jobIds[7])).status).toBe('finished');

      for (const [wave, valueOf] of [
        ['first', (r: number, w: number) => ((r + w) % 5) + 1],
        ['again', (r: number, w: number) => ((r * 3 + w + 2) % 5) + 1],
      ] as const) {
        const answers = await Promise.all(workers.flatMap((worker, w) => recruiters.map((recruiter, r) => rate(api, recruiter, valueOf(r, w), { applicantId: worker.id }))));
        expect({ wave, answers: answers.map((a) => [a.status, a.body]) }).toEqual({ wave, answers: answers.map(() => [200, { message: ApplicationMessages.ratingUpdated }]) });
        for (const [w, worker] of workers.entries()) {
          const values = recruiters.map((_, r) => valueOf(r, w));
          const stored = await storedRatings(stack, 'applicant', worker.id);
          const average = mean(values);
          await eventually(
            () => ratingCopyCurrent(stack, 'applicant', worker.id),
            (current) => current,
          );
          const shown = await shownAverages(stack, 'applicant', worker.id);
          expect({ wave, worker: w, stored: [...stored].sort(), shown, fromStored: mean(stored) }).toEqual({ wave, worker: w, stored: [...values].sort(), shown: { auth: average, applications: average }, fromStored: average });
          const profile = await api<UserProfile & { rating: number }>('/api/user', { token: worker.token });
          expect({ wave, worker: w, rating: profile.body.rating }).toEqual({ wave, worker: w, rating: average });
        }
      }
    }, 60_000);
  });
});
