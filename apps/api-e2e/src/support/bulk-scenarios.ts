import { randomUUID } from 'node:crypto';
import { ApiPaths, ApplicationMessages, BULK_STATUS_MAX_IDS, Messages, type Application, type BulkStatusReply } from '@hirewise/contracts';
import type { Api } from './http';
import type { MainStack } from './main-stack';
import { postJob, signupPerson, type Person } from './people';
import type { RunMode } from './stack';

const signup = (api: Api, type: 'applicant' | 'recruiter', name: string) => signupPerson(api, type, name, 'bulk', 'Bulk-pass-2026');

/** Applies and returns the application's id (from the applicant's own list). */
async function apply(api: Api, applicant: Person, jobId: string): Promise<string> {
  expect((await api(ApiPaths.jobApplications(jobId), { token: applicant.token, body: { sop: 'Bulk scenario.' } })).status).toBe(201);
  const mine = await api<Application[]>(`${ApiPaths.applications}?limit=200`, { token: applicant.token });
  const found = mine.body.find((a) => a.jobId === jobId);
  if (!found) throw new Error(`no application to ${jobId}`);
  return found._id;
}

const bulk = (api: Api, who: Person, body: unknown) => api<BulkStatusReply>(ApiPaths.applicationsBulkStatus, { token: who.token, body });

/** Issue 18: a recruiter shortlists or rejects several applications of a job in one request. */
export function describeBulkApi(mode: RunMode, main: MainStack): void {
  describe(`bulk status changes (${mode})`, () => {
    let recruiter: Person;
    let stranger: Person;
    let applicants: Person[];
    let jobId: string;
    let ids: string[];
    let strangersApplication: string;

    beforeAll(async () => {
      const { api } = main;
      [recruiter, stranger] = [await signup(api, 'recruiter', 'Meera Bulk'), await signup(api, 'recruiter', 'Vikram Stranger')];
      applicants = [];
      for (const name of ['Bulk One', 'Bulk Two', 'Bulk Three']) applicants.push(await signup(api, 'applicant', name));
      jobId = await postJob(api, recruiter, 'Bulk Platform Engineer', { maxPositions: 1, maxApplicants: 3 });
      ids = [];
      for (const a of applicants) ids.push(await apply(api, a, jobId));
      strangersApplication = await apply(api, applicants[0], await postJob(api, stranger, 'Stranger job'));
    });

    it('shortlists several at once, refusing per item what the single change would refuse, in the order sent', async () => {
      const { api } = main;
      const unknown = randomUUID();
      const res = await bulk(api, recruiter, { applicationIds: [ids[0], strangersApplication, ids[1], unknown], status: 'shortlisted' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        changed: 2,
        results: [
          { applicationId: ids[0], outcome: 'changed', status: 'shortlisted' },
          { applicationId: strangersApplication, outcome: 'refused', status: null, message: ApplicationMessages.notYourJob },
          { applicationId: ids[1], outcome: 'changed', status: 'shortlisted' },
          { applicationId: unknown, outcome: 'refused', status: null, message: ApplicationMessages.notFound },
        ],
      });
      // Another recruiter gets 200 too, every item of someone else's refused and nothing changed.
      const other = await bulk(api, stranger, { applicationIds: [ids[2]], status: 'rejected' });
      expect(other.status).toBe(200);
      expect(other.body).toEqual({ changed: 0, results: [{ applicationId: ids[2], outcome: 'refused', status: null, message: ApplicationMessages.notYourJob }] });
      const listed = await api<Application[]>(`${ApiPaths.applicants}?jobId=${jobId}`, { token: recruiter.token });
      expect(Object.fromEntries(listed.body.map((a) => [a._id, a.status]))).toEqual({ [ids[0]]: 'shortlisted', [ids[1]]: 'shortlisted', [ids[2]]: 'applied' });
    });

    it('rejects with a shared reason the applicants see; the job limits hold for the accept that follows', async () => {
      const { api } = main;
      const reason = { reasons: ['experience'], text: 'We need more platform experience.', share: true };
      const res = await bulk(api, recruiter, { applicationIds: [ids[1], ids[2], ids[0]], status: 'rejected', reason });
      expect(res.status).toBe(200);
      expect(res.body.changed).toBe(3);
      const mine = await api<Application[]>(ApiPaths.applications, { token: applicants[2].token });
      expect(mine.body.find((a) => a._id === ids[2])).toMatchObject({ status: 'rejected', rejection: { reasons: ['experience'], text: 'We need more platform experience.', shared: true } });
      // Rejected is final: a second bulk reject is unchanged, a bulk shortlist refused per item.
      const again = await bulk(api, recruiter, { applicationIds: [ids[0]], status: 'rejected' });
      expect(again.body.results).toEqual([{ applicationId: ids[0], outcome: 'unchanged', status: 'rejected' }]);
      const back = await bulk(api, recruiter, { applicationIds: [ids[0]], status: 'shortlisted' });
      expect(back.body.results).toEqual([{ applicationId: ids[0], outcome: 'refused', status: 'rejected', message: ApplicationMessages.invalidTransition('rejected', 'shortlisted') }]);
      // The slots are free again (maxApplicants 3): two more apply; one position, taken by a single accept.
      const [p, q] = [await signup(api, 'applicant', 'Bulk Four'), await signup(api, 'applicant', 'Bulk Five')];
      const [idP, idQ] = [await apply(api, p, jobId), await apply(api, q, jobId)];
      expect((await bulk(api, recruiter, { applicationIds: [idP, idQ], status: 'shortlisted' })).body.changed).toBe(2);
      expect((await api(ApiPaths.application(idP), { method: 'PUT', token: recruiter.token, body: { status: 'accepted' } })).status).toBe(200);
      const full = await api(ApiPaths.application(idQ), { method: 'PUT', token: recruiter.token, body: { status: 'accepted' } });
      expect([full.status, full.body]).toEqual([409, { message: ApplicationMessages.positionsFilled }]);
    });

    it('refuses a malformed body or the wrong role as a whole, changing nothing', async () => {
      const { api } = main;
      const fresh = await signup(api, 'applicant', 'Bulk Untouched');
      const other = await postJob(api, recruiter, 'Bulk untouched job');
      const id = await apply(api, fresh, other);
      const refusals: [Person, unknown, number, string][] = [
        [recruiter, { applicationIds: [id], status: 'accepted' }, 400, 'Status must be shortlisted or rejected'],
        [recruiter, { applicationIds: [id], status: 'shortlisted', reason: { reasons: ['skills'] } }, 400, 'A reason can only be given for a rejection'],
        [recruiter, { applicationIds: [id, id], status: 'shortlisted' }, 400, 'applicationIds must not name an application twice'],
        [recruiter, { applicationIds: [id, ...Array.from({ length: BULK_STATUS_MAX_IDS }, () => randomUUID())], status: 'shortlisted' }, 400, `applicationIds must name at most ${BULK_STATUS_MAX_IDS} applications`],
        [recruiter, { applicationIds: id, status: 'shortlisted' }, 400, 'applicationIds must be a list of application ids'],
        [fresh, { applicationIds: [id], status: 'shortlisted' }, 403, Messages.forbiddenRole('recruiter')],
      ];
      for (const [who, body, status, message] of refusals) {
        const res = await bulk(api, who, body);
        expect({ body, status: res.status, answer: res.body }).toEqual({ body, status, answer: { message } });
      }
      const mine = await api<Application[]>(ApiPaths.applications, { token: fresh.token });
      expect(mine.body.map((a) => a.status)).toEqual(['applied']);
    });
  });
}
