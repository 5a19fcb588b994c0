import {
  ApiPaths,
  SelfIdentificationMessages,
  type AdverseImpactReport,
  type FunnelReport,
  type Application,
  type AuthResponse,
  type SelfIdentification,
  type UserDataExport,
} from '@hirewise/contracts';
import { uniqueEmail, type Api } from './http';
import type { MainStack } from './main-stack';
import type { RunMode } from './stack';

const PASSWORD = 'Fairness-pass-1';

async function signup(api: Api, type: 'applicant' | 'recruiter', name: string) {
  const res = await api<AuthResponse>(ApiPaths.signup, { body: { type, email: uniqueEmail(`fair-${type}`), password: PASSWORD, name, ...(type === 'applicant' ? { skills: ['SQL'] } : {}) } });
  expect(res.status).toBe(200);
  return res.body.token;
}

const ANSWERS = { sex: 'female', raceEthnicity: 'hispanic-or-latino', ageBand: '40-54', disability: 'prefer-not-to-say', veteran: 'not-a-protected-veteran' } as const;

/** Fair and accountable AI hiring (issue 21, docs/fairness.md): the voluntary self-identification. */
export function describeFairnessApi(mode: RunMode, main: MainStack): void {
  describe(`voluntary self-identification (${mode})`, () => {
    it('is the applicant\'s alone: answered, read back, changed, in the data export; never on the recruiter\'s view of the application', async () => {
      const { api } = main;
      const applicant = await signup(api, 'applicant', 'Self Identified');
      const recruiter = await signup(api, 'recruiter', 'Fair Recruiter');

      const empty = await api<SelfIdentification>(ApiPaths.selfIdentification, { token: applicant });
      expect(empty).toMatchObject({ status: 200, body: { sex: null, raceEthnicity: null, ageBand: null, disability: null, veteran: null, updatedAt: null } });
      expect(empty.headers.get('cache-control')).toBe('no-store');

      const saved = await api(ApiPaths.selfIdentification, { method: 'PUT', token: applicant, body: ANSWERS });
      expect(saved).toMatchObject({ status: 200, body: { message: SelfIdentificationMessages.saved } });
      const read = await api<SelfIdentification>(ApiPaths.selfIdentification, { token: applicant });
      expect(read.body).toMatchObject({ ...ANSWERS, updatedAt: expect.any(String) });

      // The whole set is replaced: a question left out is no longer answered.
      expect((await api(ApiPaths.selfIdentification, { method: 'PUT', token: applicant, body: { sex: 'prefer-not-to-say', ageBand: '40-54' } })).status).toBe(200);
      const changed = await api<SelfIdentification>(ApiPaths.selfIdentification, { token: applicant });
      expect(changed.body).toMatchObject({ sex: 'prefer-not-to-say', raceEthnicity: null, ageBand: '40-54', disability: null, veteran: null });
      expect((await api(ApiPaths.selfIdentification, { method: 'PUT', token: applicant, body: ANSWERS })).status).toBe(200);

      const exported = await api<UserDataExport>(ApiPaths.userExport, { token: applicant });
      expect(exported.body.selfIdentification).toMatchObject(ANSWERS);

      // The recruiter's view of the application names none of it.
      const job = await api<{ _id: string }>(ApiPaths.jobs, { token: recruiter, body: { title: 'Fair Data Analyst' } });
      expect((await api(ApiPaths.jobApplications(job.body._id), { token: applicant, body: { sop: 'I like data' } })).status).toBe(201);
      const seen = await api<Application[]>(`${ApiPaths.applicants}?jobId=${job.body._id}`, { token: recruiter });
      expect(seen.body).toHaveLength(1);
      for (const value of Object.values(ANSWERS)) expect(seen.text).not.toContain(value);
      expect(seen.text).not.toMatch(/raceEthnicity|selfIdentification|ageBand|veteran/);
    });

    it('refuses wrong answers (400, unchanged), recruiters (403) and anonymous callers (401)', async () => {
      const { api } = main;
      const applicant = await signup(api, 'applicant', 'Careful Answerer');
      const recruiter = await signup(api, 'recruiter', 'Curious Recruiter');
      expect((await api(ApiPaths.selfIdentification, { method: 'PUT', token: applicant, body: ANSWERS })).status).toBe(200);
      const before = (await api<SelfIdentification>(ApiPaths.selfIdentification, { token: applicant })).body;

      const wrong = await api<{ message: string }>(ApiPaths.selfIdentification, { method: 'PUT', token: applicant, body: { ...ANSWERS, raceEthnicity: 'martian' } });
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toContain('Race or ethnicity must be one of');
      const unknown = await api(ApiPaths.selfIdentification, { method: 'PUT', token: applicant, body: { ...ANSWERS, religion: 'none' } });
      expect(unknown.status).toBe(400);
      const notObject = await api(ApiPaths.selfIdentification, { method: 'PUT', token: applicant, body: ['female'] });
      expect(notObject.status).toBe(400);
      expect((await api<SelfIdentification>(ApiPaths.selfIdentification, { token: applicant })).body).toEqual(before);

      expect((await api(ApiPaths.selfIdentification, { token: recruiter })).status).toBe(403);
      expect((await api(ApiPaths.selfIdentification, { method: 'PUT', token: recruiter, body: ANSWERS })).status).toBe(403);
      expect((await api(ApiPaths.selfIdentification)).status).toBe(401);
      expect((await api(ApiPaths.selfIdentification, { method: 'PUT', body: ANSWERS })).status).toBe(401);
    });
  });
}

/** Issue 21: the adverse-impact report and the funnel through the gateway (its arithmetic: apps/applications-service/src/fairness/__tests__/adverse-impact.spec.ts). */
export function describeAdverseImpactApi(mode: RunMode, main: MainStack): void {
  describe(`adverse-impact report (${mode})`, () => {
    it('counts a job\'s candidates by self-identified group with impact ratios, as JSON and CSV, and its funnel, naming no one; refuses everyone but the job\'s recruiter', async () => {
      const { api } = main;
      const recruiter = await signup(api, 'recruiter', 'Audit Recruiter');
      const stranger = await signup(api, 'recruiter', 'Other Recruiter');
      const job = await api<{ _id: string }>(ApiPaths.jobs, { token: recruiter, body: { title: 'Audited Engineer', maxApplicants: 50 } });
      expect(job.status).toBe(201);
      // 5 women (4 shortlisted), 5 men (2 shortlisted), 1 who did not answer.
      const people = [...Array.from({ length: 5 }, () => 'female'), ...Array.from({ length: 5 }, () => 'male'), null];
      const applicants = await Promise.all(
        people.map(async (sex, i) => {
          const token = await signup(api, 'applicant', `Audited Applicant ${i}`);
          if (sex) expect((await api(ApiPaths.selfIdentification, { method: 'PUT', token, body: { sex } })).status).toBe(200);
          expect((await api(ApiPaths.jobApplications(job.body._id), { token, body: { sop: 'Hello' } })).status).toBe(201);
          return token;
        }),
      );
      expect(applicants).toHaveLength(11);
      const listed = await api<Application[]>(`${ApiPaths.applicants}?jobId=${job.body._id}&limit=50`, { token: recruiter });
      const byName = new Map(listed.body.map((a) => [a.jobApplicant.name, a._id]));
      const shortlist = [0, 1, 2, 3, 5, 6].map((i) => byName.get(`Audited Applicant ${i}`) as string);
      for (const id of shortlist) expect((await api(ApiPaths.application(id), { method: 'PUT', token: recruiter, body: { status: 'shortlisted' } })).status).toBe(200);

      const path = `${ApiPaths.insightsAdverseImpact}?jobId=${job.body._id}`;
      const res = await api<AdverseImpactReport>(path, { token: recruiter });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ jobId: job.body._id, candidates: 11, threshold: 0.8, minGroupSize: 5 });
      const sex = res.body.dimensions.find((d) => d.dimension === 'sex')!;
      expect(sex.unknown).toBe(1);
      expect(sex.groups.map((g) => [g.group, g.count, g.stages.shortlisted.rate, g.stages.shortlisted.impactRatio, g.stages.shortlisted.flagged])).toEqual([
        ['female', 5, 0.8, 1, false],
        ['male', 5, 0.4, 0.5, true],
      ]);
      for (const id of listed.body.flatMap((a) => [a._id, a.userId])) expect(res.text).not.toContain(id);
      expect(res.text).not.toContain('Audited Applicant');

      const csv = await api(`${path}&format=csv`, { token: recruiter, accept: 'text/csv' });
      expect(csv.status).toBe(200);
      expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
      expect(csv.headers.get('content-disposition')).toMatch(new RegExp(`^attachment; filename="adverse-impact-${job.body._id}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`));
      expect(csv.text.split('\n')).toContain('sex,male,Male,5,true,shortlisted,5,2,0.4,0.5,true');

      // The funnel of the same job: 11 applied, 6 shortlisted; the 6 stays in "applied" are over.
      const flow = await api<FunnelReport>(`${ApiPaths.insightsFunnel}?jobId=${job.body._id}`, { token: recruiter });
      expect(flow.status).toBe(200);
      expect(flow.body.reached).toEqual({ applied: 11, shortlisted: 6, interviewed: 0, accepted: 0, rejected: 0, finished: 0 });
      expect(flow.body.daysInStage.applied).toMatchObject({ stays: 6, medianDays: 0 });
      expect(flow.body.scoreBuckets).toHaveLength(10);
      expect((await api(`${ApiPaths.insightsFunnel}?jobId=${job.body._id}`, { token: stranger })).status).toBe(403);
      expect((await api(`${ApiPaths.insightsFunnel}?jobId=${job.body._id}&format=csv`, { token: recruiter })).status).toBe(400);

      // All of the recruiter's jobs: the same candidates here (one job).
      expect((await api<AdverseImpactReport>(ApiPaths.insightsAdverseImpact, { token: recruiter })).body).toMatchObject({ jobId: null, candidates: 11 });
      expect((await api<AdverseImpactReport>(ApiPaths.insightsAdverseImpact, { token: stranger })).body).toMatchObject({ jobId: null, candidates: 0 });

      expect((await api(path, { token: stranger })).status).toBe(403);
      expect((await api(path, { token: applicants[0] })).status).toBe(403);
      expect((await api(path)).status).toBe(401);
      expect((await api(`${ApiPaths.insightsAdverseImpact}?jobId=not-a-job`, { token: recruiter })).status).toBe(400);
      expect((await api(`${ApiPaths.insightsAdverseImpact}?jobId=${job.body._id}&format=xml`, { token: recruiter })).status).toBe(400);
      expect((await api(`${ApiPaths.insightsAdverseImpact}?jobId=00000000-0000-4000-8000-000000000000`, { token: recruiter })).status).toBe(404);
    });
  });
}
