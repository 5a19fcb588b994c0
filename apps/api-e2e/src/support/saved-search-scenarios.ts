import { ApiPaths, SavedSearchMessages, type NotificationView, type SavedSearchView, type UnsubscribeReply } from '@hirewise/contracts';
import type { Api } from './http';
import { eventually } from './hiring/world';
import type { MainStack } from './main-stack';
import { unsubscribeTokenOf } from './mailbox';
import { postJob, signupPerson, type Person } from './people';
import type { RunMode } from './stack';

/** The digest interval the suites' stacks run with (DIGEST_INTERVAL_MS): "daily" is a second and a half. */
export const SCENARIO_DIGEST_INTERVAL_MS = 1500;

const signup = (api: Api, type: 'applicant' | 'recruiter', name: string) => signupPerson(api, type, name, 'alerts', 'Alerts-pass-2026');
const matchesOf = async (api: Api, who: Person) =>
  (await api<NotificationView[]>(`${ApiPaths.notifications}?limit=200`, { token: who.token })).body.filter((n) => n.type === 'saved-search.match');

/** Issue 18: an applicant saves a search; new matching jobs notify at once and by a digest email. */
export function describeSavedSearchesApi(mode: RunMode, main: MainStack): void {
  describe(`saved searches and job alerts (${mode})`, () => {
    let recruiter: Person;
    let applicant: Person;
    let other: Person;
    // A word no other scenario's job carries, so only this scenario's jobs match.
    const word = `zephyr${Date.now().toString(36)}`;
    let saved: SavedSearchView;

    beforeAll(async () => {
      const { api } = main;
      recruiter = await signup(api, 'recruiter', 'Meera Alerts');
      applicant = await signup(api, 'applicant', 'Arjun Alerts');
      other = await signup(api, 'applicant', 'Other Alerts');
    });

    it('saves the search of /home (text and filters) with a name made from them and a daily digest by default', async () => {
      const { api } = main;
      const res = await api<SavedSearchView>(ApiPaths.savedSearches, {
        token: applicant.token,
        body: { filters: { q: `  ${word} `, jobType: ['Full Time', 'Work From Home', 'Full Time'], salaryMin: 40000 } },
      });
      expect(res.status).toBe(201);
      saved = res.body;
      expect(saved).toMatchObject({ digest: 'daily', pendingMatches: 0, lastMatchAt: null, filters: { q: word, salaryMin: 40000 } });
      expect([...saved.filters.jobType].sort()).toEqual(['Full Time', 'Work From Home']);
      expect(saved.name).toContain(word);
      const list = await api<SavedSearchView[]>(ApiPaths.savedSearches, { token: applicant.token });
      expect(list.status).toBe(200);
      expect(list.body.map((s) => s.id)).toEqual([saved.id]);
      // Nobody else sees it.
      expect((await api<SavedSearchView[]>(ApiPaths.savedSearches, { token: other.token })).body).toEqual([]);
    });

    it('refuses the same search twice, a bad range and unknown fields, and changes nothing', async () => {
      const { api } = main;
      const again = await api(ApiPaths.savedSearches, { token: applicant.token, body: { name: 'Again', filters: { q: word, jobType: ['Work From Home', 'Full Time'], salaryMin: 40000 } } });
      expect(again).toMatchObject({ status: 409, body: { message: SavedSearchMessages.duplicate } });
      const range = await api(ApiPaths.savedSearches, { token: applicant.token, body: { filters: { salaryMin: 9000, salaryMax: 100 } } });
      expect(range).toMatchObject({ status: 400, body: { message: 'salaryMin cannot be more than salaryMax' } });
      const type = await api(ApiPaths.savedSearches, { token: applicant.token, body: { filters: { jobType: ['Night Shift'] } } });
      expect(type.status).toBe(400);
      const unknown = await api(ApiPaths.savedSearches, { token: applicant.token, body: { filters: {}, sort: 'salary' } });
      expect(unknown.status).toBe(400);
      const digest = await api(ApiPaths.savedSearches, { token: applicant.token, body: { filters: {}, digest: 'hourly' } });
      expect(digest).toMatchObject({ status: 400, body: { message: 'digest must be one of daily, weekly, off' } });
      expect((await api<SavedSearchView[]>(ApiPaths.savedSearches, { token: applicant.token })).body).toHaveLength(1);
    });

    it('is for applicants: a recruiter gets 403, nobody signed in 401', async () => {
      const { api } = main;
      expect((await api(ApiPaths.savedSearches, { token: recruiter.token })).status).toBe(403);
      expect((await api(ApiPaths.savedSearches, { token: recruiter.token, body: { filters: {} } })).status).toBe(403);
      expect((await api(ApiPaths.savedSearches)).status).toBe(401);
    });

    it('tells the applicant of a new matching job at once, in-app, linking to the same search; other jobs do not match', async () => {
      const { api } = main;
      // Each misses one filter: the type, the salary, the text.
      await postJob(api, recruiter, `${word} part-time tester`, { jobType: 'Part Time', salary: 90000 });
      await postJob(api, recruiter, `${word} low-paid analyst`, { jobType: 'Full Time', salary: 20000 });
      await postJob(api, recruiter, 'Plain Data Engineer', { jobType: 'Full Time', salary: 90000 });
      // Matches by a skill, in other letter case.
      await postJob(api, recruiter, 'Platform Engineer', { jobType: 'Work From Home', salary: 60000, skillsets: [word.toUpperCase(), 'Go'] });
      const found = await eventually(() => matchesOf(api, applicant), (n) => n.length >= 1, 15_000);
      expect(found).toHaveLength(1);
      expect(found[0]).toMatchObject({ readAt: null });
      expect(found[0].title).toContain('Platform Engineer');
      expect(found[0].link).toMatch(/^\/home\?/);
      const link = new URLSearchParams(found[0].link!.split('?')[1]);
      expect({ q: link.get('q'), types: link.getAll('jobType').sort(), min: link.get('salaryMin') }).toEqual({ q: word, types: ['Full Time', 'Work From Home'], min: '40000' });
      // The other applicant saved nothing and hears nothing.
      expect(await matchesOf(api, other)).toEqual([]);
      const list = await api<SavedSearchView[]>(ApiPaths.savedSearches, { token: applicant.token });
      expect(list.body[0]).toMatchObject({ id: saved.id });
      expect(list.body[0].lastMatchAt).not.toBeNull();
    });

    it('mails the matches as one digest when the interval has passed, with a one-click unsubscribe', async () => {
      const { api, mailbox } = main;
      const mails = await mailbox.waitFor(applicant.email, (m) => m.some((x) => (x.parsed.text ?? '').includes('Platform Engineer')), 30_000);
      const digest = mails.find((x) => (x.parsed.text ?? '').includes('Platform Engineer'));
      expect(digest).toBeDefined();
      const text = digest!.parsed.text ?? '';
      expect(text).not.toContain('Plain Data Engineer');
      expect(text).not.toContain('part-time tester');
      expect(typeof digest!.parsed.html).toBe('string');
      expect(digest!.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/im);
      // The one-click link turns off exactly this type's email.
      const off = await api<UnsubscribeReply>(`${ApiPaths.notificationsUnsubscribe}?token=${encodeURIComponent(unsubscribeTokenOf(digest!))}`, { method: 'POST' });
      expect(off).toMatchObject({ status: 200, body: { type: 'saved-search.match' } });
      // Mailed: nothing is pending any more.
      const list = await eventually(
        () => api<SavedSearchView[]>(ApiPaths.savedSearches, { token: applicant.token }),
        (r) => r.body[0]?.pendingMatches === 0,
      );
      expect(list.body[0].pendingMatches).toBe(0);
    });

    it('renames it and changes its digest; another applicant gets 403 and an unknown id 404, changing nothing', async () => {
      const { api } = main;
      const updated = await api<SavedSearchView>(ApiPaths.savedSearch(saved.id), { method: 'PUT', token: applicant.token, body: { name: 'Remote Go roles', digest: 'weekly' } });
      expect(updated.status).toBe(200);
      expect(updated.body).toMatchObject({ id: saved.id, name: 'Remote Go roles', digest: 'weekly' });
      const theirs = await api(ApiPaths.savedSearch(saved.id), { method: 'PUT', token: other.token, body: { name: 'Hijacked' } });
      expect(theirs).toMatchObject({ status: 403, body: { message: SavedSearchMessages.notYours } });
      expect((await api(ApiPaths.savedSearch(saved.id), { method: 'DELETE', token: other.token })).status).toBe(403);
      const unknown = await api(ApiPaths.savedSearch('00000000-0000-4000-8000-000000000000'), { method: 'PUT', token: applicant.token, body: { digest: 'off' } });
      expect(unknown).toMatchObject({ status: 404, body: { message: SavedSearchMessages.notFound } });
      expect((await api(ApiPaths.savedSearch('not-an-id'), { method: 'DELETE', token: applicant.token })).status).toBe(404);
      const empty = await api(ApiPaths.savedSearch(saved.id), { method: 'PUT', token: applicant.token, body: {} });
      expect(empty).toMatchObject({ status: 400, body: { message: 'Nothing to change: send name or digest' } });
      const list = await api<SavedSearchView[]>(ApiPaths.savedSearches, { token: applicant.token });
      expect(list.body[0]).toMatchObject({ name: 'Remote Go roles', digest: 'weekly' });
    });

    it('deletes it: it is gone from the list and new jobs no longer match', async () => {
      const { api } = main;
      const res = await api(ApiPaths.savedSearch(saved.id), { method: 'DELETE', token: applicant.token });
      expect(res).toMatchObject({ status: 200, body: { message: SavedSearchMessages.deleted } });
      expect((await api<SavedSearchView[]>(ApiPaths.savedSearches, { token: applicant.token })).body).toEqual([]);
      expect((await api(ApiPaths.savedSearch(saved.id), { method: 'DELETE', token: applicant.token })).status).toBe(404);
      // A search saved after it (another word) proves the matcher ran for the job below, so the absence is real.
      const probeWord = `${word}probe`;
      expect((await api(ApiPaths.savedSearches, { token: other.token, body: { filters: { q: probeWord } } })).status).toBe(201);
      await postJob(api, recruiter, `${word} ${probeWord} Remote Engineer`, { jobType: 'Work From Home', salary: 60000 });
      await eventually(() => matchesOf(api, other), (n) => n.length >= 1, 15_000);
      expect(await matchesOf(api, other)).toHaveLength(1);
      expect(await matchesOf(api, applicant)).toHaveLength(1);
    });
  });
}
