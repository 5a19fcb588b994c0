import { ApplicationMessages, JobMessages, type Job } from '@hirewise/contracts';
import type { Api } from '../http';
import { later, marker, expectOk, eventually, type HiringWorld, type Person } from './world';

/** Concurrency through the whole stack: parallel applications, accepts, limit changes, ratings and a deletion. */
export function describeHiringConcurrency(world: HiringWorld): void {
  const { signupAs, applicants, createJob, jobOf, putJob, deleteJob, applyTo, applyOk, mine, statusOf, applicantsOf, applicantNames, setStatus, moveOk, hire, putRating } = world;
  let api: Api;
  let seeker: Person;

  beforeAll(() => {
    ({ api, seeker } = world.people());
  });

  // ---------- concurrency through the whole stack ----------

  describe('concurrency', () => {
    let boss: Person;
    let pool: Person[];

    beforeAll(async () => {
      boss = await signupAs('recruiter', 'Chandra Concurrent');
      pool = await applicants(Array.from({ length: 30 }, (_, i) => `Crowd ${String(i).padStart(2, '0')}`));
    }, 60_000);

    // Runs first: nobody in the pool holds an accepted job yet.
    it('answers 30 applications to one job and 30 updates of another, all at once, each correctly and without a 503', async () => {
      const m = marker();
      const edited = await createJob(boss, { title: `${m} Busy Edits` });
      const crowded = await createJob(boss, { title: `${m} Crowded` });
      const base = await jobOf(edited);
      const salaries = pool.map((_, i) => 1000 * (i + 1));

      const [applies, updates] = await Promise.all([
        Promise.all(pool.map((person, i) => applyTo(person, crowded, { sop: `Applicant number ${i}` }))),
        Promise.all(salaries.map((salary) => putJob(boss.token, edited, { ...base, salary }))),
      ]);
      expect(applies.map((r) => [r.status, r.body])).toEqual(pool.map(() => [201, { message: ApplicationMessages.applied }]));
      expect(updates.map((r) => [r.status, r.body])).toEqual(salaries.map(() => [200, { message: JobMessages.updated }]));

      const read = await api<Job>(`/api/jobs/${crowded}`, { token: seeker.token });
      expect(read.status).toBe(200);
      expect(read.elapsedMs).toBeLessThan(1000);
      const after = await api<Job>(`/api/jobs/${edited}`, { token: seeker.token });
      expect(after.status).toBe(200);
      expect(after.elapsedMs).toBeLessThan(1000);
      expect(salaries).toContain(after.body.salary);
      expect(after.body).toEqual({ ...base, salary: after.body.salary });

      expect(await applicantNames(boss, { jobId: crowded, asc: 'jobApplicant.name' }, 30)).toEqual(pool.map((p) => p.name));
      const counted = await eventually(
        () => jobOf(crowded),
        (j) => j.activeApplications === 30,
      );
      expect(counted.activeApplications).toBe(30);
    }, 60_000);

    it('accepts exactly maxPositions (3) of 20 shortlisted applicants accepted in parallel; the rest get 409', async () => {
      const jobId = await createJob(boss, { title: `${marker()} Three Seats`, maxPositions: 3 });
      const twenty = pool.slice(0, 20);
      const applied = await Promise.all(twenty.map((person) => applyTo(person, jobId, { sop: 'Pick me' })));
      expect(applied.map((r) => r.status)).toEqual(twenty.map(() => 201));
      const list = (await applicantsOf(boss, { jobId, limit: 200 })).body;
      expect(list).toHaveLength(20);
      const ids = list.map((a) => a._id);
      const shortlisted = await Promise.all(ids.map((id) => setStatus(boss.token, id, 'shortlisted')));
      expect(shortlisted.map((r) => r.status)).toEqual(ids.map(() => 200));

      const accepts = await Promise.all(ids.map((id) => setStatus(boss.token, id, 'accepted')));
      const won = ids.filter((_, i) => accepts[i].status === 200);
      expect(accepts.filter((r) => r.status === 200).map((r) => r.body)).toEqual([0, 1, 2].map(() => ({ message: ApplicationMessages.statusUpdated('accepted') })));
      expect(accepts.filter((r) => r.status !== 200).map((r) => [r.status, r.body])).toEqual(
        Array.from({ length: 17 }, () => [409, { message: ApplicationMessages.positionsFilled }]),
      );

      const after = (await applicantsOf(boss, { jobId, limit: 200 })).body;
      expect(after.filter((a) => a.status === 'accepted').map((a) => a._id).sort()).toEqual([...won].sort());
      expect(after.filter((a) => a.status === 'shortlisted')).toHaveLength(17);
      const counted = await eventually(
        () => jobOf(jobId),
        (j) => j.acceptedCandidates === 3,
      );
      expect(counted).toMatchObject({ acceptedCandidates: 3, activeApplications: 20 });
    }, 60_000);

    it('takes one of 5 simultaneous applications by the same applicant to one job', async () => {
      const jobId = await createJob(boss, { title: `${marker()} Double Click` });
      const clicker = pool[29];
      const results = await Promise.all(Array.from({ length: 5 }, (_, i) => applyTo(clicker, jobId, { sop: `Attempt ${i}` })));
      expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
      for (const r of results.filter((x) => x.status === 409)) expect(r.body).toEqual({ message: ApplicationMessages.alreadyApplied });
      expect(await applicantNames(boss, { jobId })).toEqual([clicker.name]);
    });

    it('takes one of two simultaneous accepts of the same application', async () => {
      const jobId = await createJob(boss, { title: `${marker()} Accept Twice` });
      const [twin] = await applicants(['Accepted Once']);
      const id = await hire(boss, twin, jobId, 'shortlisted');
      const results = await Promise.all([setStatus(boss.token, id, 'accepted'), setStatus(boss.token, id, 'accepted')]);
      expect(results.map((r) => [r.status, r.body]).sort()).toEqual([
        [200, { message: ApplicationMessages.statusUpdated('accepted') }],
        [409, { message: ApplicationMessages.invalidTransition('accepted', 'accepted') }],
      ]);
      const counted = await eventually(
        () => jobOf(jobId),
        (j) => j.acceptedCandidates === 1,
      );
      expect(counted.acceptedCandidates).toBe(1);
    });

    it('never lets maxPositions end below the accepted count when it is lowered while an accept is under way', async () => {
      const jobId = await createJob(boss, { title: `${marker()} Shrinking`, maxPositions: 2 });
      const [first, second] = await applicants(['Shrink First', 'Shrink Second']);
      await hire(boss, first, jobId, 'shortlisted', 'accepted');
      const secondApp = await hire(boss, second, jobId, 'shortlisted');
      const settled = await eventually(
        () => jobOf(jobId),
        (j) => j.acceptedCandidates === 1,
      );
      expect(settled).toMatchObject({ acceptedCandidates: 1, maxPositions: 2 });

      // Either may win, but not both: one accepted at 1 position lets nothing more in, two accepted keep 2 positions.
      const [accept, shrink] = await Promise.all([setStatus(boss.token, secondApp, 'accepted'), putJob(boss.token, jobId, { ...settled, maxPositions: 1 })]);
      const accepted = accept.status === 200 ? 2 : 1;
      const after = await eventually(
        () => jobOf(jobId),
        (j) => j.acceptedCandidates === accepted,
      );
      expect({
        accept: [accept.status, accept.body],
        shrink: [shrink.status, shrink.body],
        maxPositions: after.maxPositions,
        acceptedCandidates: after.acceptedCandidates,
      }).toEqual(
        accepted === 2
          ? {
              accept: [200, { message: ApplicationMessages.statusUpdated('accepted') }],
              shrink: [409, { message: JobMessages.positionsBelowAccepted(2) }],
              maxPositions: 2,
              acceptedCandidates: 2,
            }
          : {
              accept: [409, { message: ApplicationMessages.positionsFilled }],
              shrink: [200, { message: JobMessages.updated }],
              maxPositions: 1,
              acceptedCandidates: 1,
            },
      );
    });

    it('holds maxApplicants (4) against 10 simultaneous applications', async () => {
      const jobId = await createJob(boss, { title: `${marker()} Four Places`, maxApplicants: 4 });
      const ten = pool.slice(20, 30);
      const results = await Promise.all(ten.map((person) => applyTo(person, jobId, { sop: 'Let me in' })));
      const admitted = ten.filter((_, i) => results[i].status === 201).map((p) => p.name);
      expect(admitted).toHaveLength(4);
      expect(results.filter((r) => r.status !== 201).map((r) => [r.status, r.body])).toEqual(
        Array.from({ length: 6 }, () => [409, { message: ApplicationMessages.jobFull }]),
      );
      expect(await applicantNames(boss, { jobId, asc: 'jobApplicant.name' })).toEqual([...admitted].sort());
    });

    describe('accepting while the same applicants apply elsewhere', () => {
      let hiring: string;
      let eight: Person[];

      it('never leaves an applied application beside an accepted one', async () => {
        hiring = await createJob(boss, { title: `${marker()} Hiring Eight`, maxPositions: 10 });
        const elsewhere = await createJob(boss, { title: `${marker()} Elsewhere Open` });
        eight = pool.slice(20, 28);
        const ids: string[] = [];
        for (const person of eight) {
          ids.push(await applyOk(person, hiring));
          await moveOk(boss, ids[ids.length - 1], 'shortlisted');
        }
        // Staggered so that some applications go in before their accept and some after.
        const [accepts, applies] = await Promise.all([
          Promise.all(ids.map((id, i) => later((ids.length - 1 - i) * 8, () => setStatus(boss.token, id, 'accepted')))),
          Promise.all(eight.map((person, i) => later(i * 8, () => applyTo(person, elsewhere, { sop: 'Just in case' })))),
        ]);
        expect(accepts.map((r) => [r.status, r.body])).toEqual(ids.map(() => [200, { message: ApplicationMessages.statusUpdated('accepted') }]));
        for (const [i, person] of eight.entries()) {
          const res = applies[i];
          const other = (await mine(person)).find((a) => a.jobId === elsewhere);
          // Applied first (then cancelled by the accept) or refused because the accept came first.
          const outcome = res.status === 201 ? ['created', other?.status] : [res.status, res.body, other];
          expect({ who: person.name, outcome }).toEqual({
            who: person.name,
            outcome: res.status === 201 ? ['created', 'cancelled'] : [409, { message: ApplicationMessages.holdingJob }, undefined],
          });
          expect(await statusOf(person, hiring)).toBe('accepted');
        }
        const counted = await eventually(
          () => jobOf(elsewhere),
          (j) => j.activeApplications === 0,
        );
        expect(counted.activeApplications).toBe(0);
      });

      it('averages 8 simultaneous ratings of the job exactly', async () => {
        const ratings = [1, 2, 3, 4, 5, 1, 2, 4];
        const results = await Promise.all(eight.map((person, i) => putRating(person, { rating: ratings[i], jobId: hiring })));
        expect(results.map((r) => [r.status, r.body])).toEqual(eight.map(() => [200, { message: ApplicationMessages.ratingUpdated }]));
        const average = ratings.reduce((a, b) => a + b, 0) / ratings.length;
        expect((await eventually(() => jobOf(hiring), (j) => j.rating === average)).rating).toBe(average);
      });
    });

    it('deletes a job while applications to it arrive: every one is refused or ends deleted', async () => {
      const jobId = await createJob(boss, { title: `${marker()} Vanishing` });
      const ten = await applicants(Array.from({ length: 10 }, (_, i) => `Vanishing ${i}`));
      // Applications spread over ~50 ms, the deletion in the middle of them.
      const [deleted, ...applies] = await Promise.all([
        later(20, () => deleteJob(boss.token, jobId)),
        ...ten.map((person, i) => later(i * 5, () => applyTo(person, jobId, { sop: 'Still there?' }))),
      ]);
      expectOk(deleted, JobMessages.deleted);
      for (const [i, res] of applies.entries()) {
        expect({ i, outcome: [res.status, res.body] }).toEqual({
          i,
          outcome: res.status === 201 ? [201, { message: ApplicationMessages.applied }] : [404, { message: JobMessages.notFound }],
        });
      }
      for (const [i, person] of ten.entries()) {
        const statuses = async () => (await mine(person)).filter((a) => a.jobId === jobId).map((a) => a.status);
        const expected = applies[i].status === 201 ? ['deleted'] : [];
        expect({ who: person.name, statuses: await eventually(statuses, (s) => JSON.stringify(s) === JSON.stringify(expected)) }).toEqual({
          who: person.name,
          statuses: expected,
        });
      }
    });
  });
}
