/**
 * Saved searches and job alerts on a real database: the gateway's calls, matching new jobs
 * (job.created.v1 through the real event registry), the in-app notification, and the digest mail
 * through a real SMTP server (names and addresses from the real auth service, a process from its
 * build). DIGEST_INTERVAL_MS is 300 ms here, so "daily" is due quickly and "weekly" after 2.1 s.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  Events,
  Patterns,
  SAVED_SEARCH_LIMIT,
  SavedSearchMessages,
  type AuthResponse,
  type Caller,
  type CreateSavedSearchInput,
  type EventEnvelope,
  type JobSnapshot,
  type SignupRequest,
} from '@hirewise/contracts';
import { ClientRegistry, loadBaseConfig, metrics, toErrorPayload } from '@hirewise/server-kit';
import { startService, startSmtpServer, type ReceivedMail, type ServiceProcess, type SmtpTestServer } from '@hirewise/testing';
import { boot, ENGINES, eventually, expectDomainError, freePort, type Harness } from '../../__tests__/harness';
import { SavedSearchesController } from '../saved-searches.controller';

const PASSWORD = 'Alert-me-2026!';
const DAY = 300;
const WEEK = 7 * DAY;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function callerOf({ token, type }: AuthResponse): Caller {
  const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { sub: string };
  return { userId: claims.sub, type };
}
const someone = (): Caller => ({ userId: randomUUID(), type: 'applicant' });
const search = (filters: Record<string, unknown>, extra: Partial<CreateSavedSearchInput> = {}): CreateSavedSearchInput =>
  ({ digest: 'daily', ...extra, filters: { jobType: [], ...filters } }) as CreateSavedSearchInput;

async function matchesTotal(): Promise<number> {
  const metric = metrics().registry.getSingleMetric('hirewise_saved_search_matches_total');
  const { values } = await (metric as unknown as { get(): Promise<{ values: { value: number }[] }> }).get();
  return values.reduce((n, v) => n + v.value, 0);
}

describe.each(ENGINES)('saved searches on %s', (engine) => {
  let h: Harness;
  let api: SavedSearchesController;
  let auth: ServiceProcess;
  let smtp: SmtpTestServer;
  let gateway: ClientRegistry;
  let recruiter: Caller;
  const n = randomUUID().slice(0, 8);

  const signup = async (body: SignupRequest) => callerOf(await gateway.get('auth').send(Patterns.auth.signup, body));
  const mailsTo = (email: string): ReceivedMail[] => smtp.received.filter((m) => m.to.includes(email));
  const waitForMailTo = async (email: string, count: number, timeoutMs = 10_000) => {
    const mails = await eventually(async () => mailsTo(email), (m) => m.length >= count, timeoutMs);
    expect(mails.length).toBeGreaterThanOrEqual(count);
    return mails;
  };
  const matchesOf = (searchId: string) =>
    h.rows<{ job_id: string; digest_id: string | null; job: { title: string } }>(
      sql`select job_id, digest_id, job from saved_search_matches where saved_search_id = ${searchId} order by matched_at`,
    );
  const matchNotifications = async (caller: Caller) => (await h.list(caller, { limit: 100 })).items.filter((i) => i.type === 'saved-search.match');
  const job = (overrides: Partial<JobSnapshot> = {}) => h.job(recruiter.userId, overrides);

  beforeAll(async () => {
    const ports = { AUTH_TCP_PORT: String(await freePort()), NOTIFICATIONS_TCP_PORT: String(await freePort()) };
    smtp = await startSmtpServer();
    auth = await startService('auth', { LOG_LEVEL: 'silent', ...ports });
    h = await boot(engine, { ...ports, SMTP_URL: smtp.url, DIGEST_INTERVAL_MS: String(DAY) });
    api = h.app.get(SavedSearchesController);
    gateway = new ClientRegistry(loadBaseConfig('gateway', ports));
    recruiter = await signup({ type: 'recruiter', email: `sr-${n}@example.com`, password: PASSWORD, name: 'Priya Sharma' });
  }, 180_000);
  afterAll(async () => {
    await gateway?.onApplicationShutdown();
    await h?.close();
    await auth?.stop();
    await smtp?.stop();
  });

  describe('the calls', () => {
    it('saves a search with its filters normalized and a name made from them; lists newest first', async () => {
      const me = someone();
      const first = await api.create({ caller: me, search: search({ q: '  data ', jobType: ['Part Time', 'Full Time', 'Part Time'], salaryMin: 30000, salaryMax: 80000, duration: 3 }) });
      expect(first).toEqual({
        id: expect.any(String),
        name: '"data" · Full Time, Part Time · ₹30,000–₹80,000 · under 3 months',
        filters: { q: 'data', jobType: ['Full Time', 'Part Time'], salaryMin: 30000, salaryMax: 80000, duration: 3 },
        digest: 'daily',
        createdAt: expect.any(String),
        pendingMatches: 0,
        lastMatchAt: null,
      });
      const second = await api.create({ caller: me, search: search({ q: '   ', duration: 0 }, { name: '  Everything  ', digest: 'weekly' }) });
      expect(second).toMatchObject({ name: 'Everything', filters: { jobType: [] }, digest: 'weekly' });
      expect(second.filters).not.toHaveProperty('q');
      expect(second.filters).not.toHaveProperty('duration');
      const third = await api.create({ caller: me, search: search({ jobType: ['Work From Home'] }, { digest: 'off' }) });

      expect((await api.list({ caller: me })).map((s) => s.id)).toEqual([third.id, second.id, first.id]);
      expect(await api.list({ caller: someone() })).toEqual([]);
      const [row] = await h.rows<{ filters_key: string }>(sql`select filters_key from saved_searches where id = ${first.id}`);
      expect(row.filters_key).toBe('{"duration":3,"jobType":["Full Time","Part Time"],"q":"data","salaryMax":80000,"salaryMin":30000}');
    });

    it('refuses the same search twice (409), in any order or case, and a search past the limit (409)', async () => {
      const me = someone();
      await api.create({ caller: me, search: search({ q: 'Data', jobType: ['Full Time', 'Part Time'] }) });
      await expectDomainError(
        api.create({ caller: me, search: search({ q: ' data', jobType: ['Part Time', 'Full Time'] }, { name: 'Another name' }) }),
        'SAVED_SEARCH_DUPLICATE',
        SavedSearchMessages.duplicate,
      );
      // Another user may save the same search.
      await expect(api.create({ caller: someone(), search: search({ q: 'Data', jobType: ['Full Time', 'Part Time'] }) })).resolves.toMatchObject({ name: '"Data" · Full Time, Part Time' });

      for (let i = 1; i < SAVED_SEARCH_LIMIT; i += 1) await api.create({ caller: me, search: search({ salaryMin: i }) });
      expect(await api.list({ caller: me })).toHaveLength(SAVED_SEARCH_LIMIT);
      await expectDomainError(api.create({ caller: me, search: search({ salaryMin: 999 }) }), 'SAVED_SEARCH_LIMIT', SavedSearchMessages.limit);
      // Two at once past the limit: both refused, none slips through.
      const other = someone();
      for (let i = 0; i < SAVED_SEARCH_LIMIT - 1; i += 1) await api.create({ caller: other, search: search({ salaryMax: i }) });
      const raced = await Promise.allSettled([api.create({ caller: other, search: search({ q: 'a' }) }), api.create({ caller: other, search: search({ q: 'b' }) })]);
      expect(raced.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      expect(await api.list({ caller: other })).toHaveLength(SAVED_SEARCH_LIMIT);
    });

    it('validates what it is sent, as the gateway does', async () => {
      const me = someone();
      const refusal = async (promise: Promise<unknown>) => toErrorPayload(await promise.then(() => new Error('expected a refusal'), (e: unknown) => e));
      expect(await refusal(api.create({ caller: me, search: search({ salaryMin: 5, salaryMax: 1 }) }))).toEqual({
        code: 'VALIDATION_FAILED',
        message: expect.stringContaining('salaryMin cannot be more than salaryMax'),
        known: true,
      });
      expect(await refusal(api.create({ caller: me, search: search({ sort: 'salary' }) }))).toMatchObject({ code: 'VALIDATION_FAILED' });
      expect(await refusal(api.create({ caller: me, search: search({}, { name: '   ' }) }))).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.stringContaining('name cannot be empty') });
      expect(await refusal(api.create({ caller: me, search: search({}, { digest: 'hourly' as never }) }))).toMatchObject({ code: 'VALIDATION_FAILED' });
      const saved = await api.create({ caller: me, search: search({}) });
      expect(await refusal(api.update({ caller: me, searchId: saved.id, update: {} }))).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.stringContaining('Nothing to change') });
      expect(await api.list({ caller: me })).toHaveLength(1);
    });

    it('renames and changes the digest of one\'s own search; 404 for an unknown id, 403 for another user\'s (nothing changed)', async () => {
      const me = someone();
      const other = someone();
      const mine = await api.create({ caller: me, search: search({ q: 'ml' }) });
      const theirs = await api.create({ caller: other, search: search({ q: 'ml' }) });

      await expect(api.update({ caller: me, searchId: mine.id, update: { name: ' ML jobs ' } })).resolves.toMatchObject({ id: mine.id, name: 'ML jobs', digest: 'daily' });
      await expect(api.update({ caller: me, searchId: mine.id, update: { digest: 'weekly' } })).resolves.toMatchObject({ name: 'ML jobs', digest: 'weekly' });

      for (const searchId of [randomUUID(), 'not-an-id']) {
        await expectDomainError(api.update({ caller: me, searchId, update: { name: 'x' } }), 'SAVED_SEARCH_NOT_FOUND', SavedSearchMessages.notFound);
        await expectDomainError(api.delete({ caller: me, searchId }), 'SAVED_SEARCH_NOT_FOUND', SavedSearchMessages.notFound);
      }
      await expectDomainError(api.update({ caller: me, searchId: theirs.id, update: { name: 'Mine now' } }), 'NOT_YOUR_SAVED_SEARCH', SavedSearchMessages.notYours);
      await expectDomainError(api.delete({ caller: me, searchId: theirs.id }), 'NOT_YOUR_SAVED_SEARCH', SavedSearchMessages.notYours);
      expect(await api.list({ caller: other })).toEqual([theirs]);

      await expect(api.delete({ caller: me, searchId: mine.id })).resolves.toEqual({ message: SavedSearchMessages.deleted });
      expect(await api.list({ caller: me })).toEqual([]);
      await expectDomainError(api.delete({ caller: me, searchId: mine.id }), 'SAVED_SEARCH_NOT_FOUND', SavedSearchMessages.notFound);
    });
  });

  describe('matching new jobs', () => {
    it('applies the filters of GET /api/jobs: text in the title or a skill (any case), type, salary range, duration; open jobs only; never the recruiter\'s own', async () => {
      const me = someone();
      const word = `zq${n}`;
      const make = (name: string, filters: Record<string, unknown>) => api.create({ caller: me, search: search(filters, { name, digest: 'off' }) });
      const all = await make('All', {});
      const text = await make('Text', { q: `${word.toUpperCase()} ENGINEER` });
      const skill = await make('Skill', { q: `kube${word}` });
      const type = await make('Type', { jobType: ['Part Time', 'Work From Home'] });
      const min = await make('Min', { salaryMin: 40000 });
      const max = await make('Max', { salaryMax: 60000 });
      const duration = await make('Duration', { duration: 3 });
      const before = { counted: await matchesTotal(), stored: await h.count('saved_search_matches') };

      const a = await job({ title: `Senior ${word} Engineer`, skillsets: ['Node.js'], jobType: 'Full Time', salary: 40000, duration: 0 });
      const b = await job({ title: 'Designer', skillsets: ['Figma', `KUBE${word.toUpperCase()}NETES`], jobType: 'Part Time', salary: 30000, duration: 3 });
      const c = await job({ title: `Platform ${word} engineer`, skillsets: [], jobType: 'Work From Home', salary: 60000, duration: 2 });
      const d = await job({ title: `${word} engineer`, skillsets: [], jobType: 'Full Time', salary: 70000, duration: 1 });
      const closed = await job({ title: `Closed ${word} engineer`, deadline: new Date(Date.now() - 60_000).toISOString() });
      const own = await h.job(me.userId, { title: `Own ${word} engineer` });

      const jobsOf = async (s: { id: string }) => (await matchesOf(s.id)).map((m) => m.job_id).sort();
      const ids = (...jobs: JobSnapshot[]) => jobs.map((j) => j.jobId).sort();
      expect(await jobsOf(all)).toEqual(ids(a, b, c, d));
      expect(await jobsOf(text)).toEqual(ids(a, c, d));
      expect(await jobsOf(skill)).toEqual(ids(b));
      expect(await jobsOf(type)).toEqual(ids(b, c));
      expect(await jobsOf(min)).toEqual(ids(a, c, d));
      expect(await jobsOf(max)).toEqual(ids(a, b, c));
      expect(await jobsOf(duration)).toEqual(ids(a, c, d));
      // The counter counts each match stored (other tests' searches match these jobs too).
      const stored = (await h.count('saved_search_matches')) - before.stored;
      expect(stored).toBeGreaterThanOrEqual(4 + 3 + 1 + 2 + 3 + 3 + 3);
      expect((await matchesTotal()) - before.counted).toBe(stored);
      for (const s of [all, text, skill]) expect((await matchesOf(s.id)).map((m) => m.job_id)).not.toContain(closed.jobId);
      expect((await matchesOf(all.id)).map((m) => m.job_id)).not.toContain(own.jobId);

      // The match keeps what the digest says of the job.
      const [kept] = await h.rows<{ job: unknown }>(sql`select job from saved_search_matches where saved_search_id = ${all.id} and job_id = ${a.jobId}`);
      expect(kept.job).toEqual({ title: a.title, jobType: 'Full Time', salary: 40000, duration: 0, recruiterName: 'Priya Sharma', deadline: a.deadline });
      // In-app only searches keep their matches pending; the list shows them.
      const listed = await api.list({ caller: me });
      expect(listed.find((s) => s.id === all.id)).toMatchObject({ pendingMatches: 4, lastMatchAt: expect.any(String) });
      expect(listed.find((s) => s.id === skill.id)).toMatchObject({ pendingMatches: 1 });
    });

    it('tells each user once per job however many of their searches match, in-app only, linking to the search', async () => {
      const me = someone();
      const other = someone();
      const word = `yx${n}`;
      const first = await api.create({ caller: me, search: search({ q: word, jobType: ['Full Time'] }, { name: 'First' }) });
      await api.create({ caller: me, search: search({ q: word }, { name: 'Second' }) });
      await api.create({ caller: other, search: search({ salaryMin: 1, q: word }, { name: 'Theirs' }) });
      const created = await job({ title: `Lead ${word} Developer`, jobType: 'Full Time', salary: 55000, duration: 4 });

      const mine = await matchNotifications(me);
      expect(mine).toEqual([
        expect.objectContaining({
          title: `New job for “First”: Lead ${word} Developer`,
          body: 'Full Time · ₹55,000 per month · 4 months · posted by Priya Sharma. It also matches your saved search “Second”.',
          link: `/home?q=${word}&jobType=Full%20Time`,
          readAt: null,
        }),
      ]);
      expect(await matchNotifications(other)).toEqual([expect.objectContaining({ title: `New job for “Theirs”: Lead ${word} Developer`, link: `/home?q=${word}&salaryMin=1` })]);
      expect((await matchesOf(first.id)).map((m) => m.job_id)).toEqual([created.jobId]);

      // No mail is queued for the match itself: its email is the digest.
      const queued = await h.rows(sql`
        select q.id from mail_queue q join notifications x on x.id = q.notification_id
        where x.type = 'saved-search.match' and x.user_id in (${me.userId}, ${other.userId})`);
      expect(queued).toEqual([]);
    });

    it('matches a thousand saved searches of a thousand users against one job (one statement, one notification each)', async () => {
      const word = `bulk${n}`;
      await h.rows(sql`
        insert into saved_searches (user_id, name, q, filters_key, digest)
        select gen_random_uuid(), 'Bulk ' || i, ${word}, 'bulk-' || i, 'off' from generate_series(1, 1000) as i`);
      const posted = await job({ title: `${word} Operator` });
      const [{ matched, users }] = await h.rows<{ matched: number; users: number }>(
        sql`select count(*)::int as matched, count(distinct m.user_id)::int as users from saved_search_matches m
          join saved_searches s on s.id = m.saved_search_id where m.job_id = ${posted.jobId} and s.filters_key like 'bulk-%'`,
      );
      expect({ matched, users }).toEqual({ matched: 1000, users: 1000 });
      const [{ told }] = await h.rows<{ told: number }>(sql`
        select count(*)::int as told from notifications
        where type = 'saved-search.match' and title like ${`New job for “Bulk %”: ${posted.title}`}
          and user_id in (select user_id from saved_searches where filters_key like 'bulk-%')`);
      expect(told).toBe(1000);
    });

    it('adds nothing when the same event arrives again', async () => {
      const me = someone();
      const word = `rd${n}`;
      const saved = await api.create({ caller: me, search: search({ q: word }, { digest: 'off' }) });
      const payload: JobSnapshot = {
        jobId: randomUUID(),
        recruiterId: recruiter.userId,
        recruiterName: 'Priya Sharma',
        title: `${word} analyst`,
        jobType: 'Full Time',
        salary: 20000,
        duration: 0,
        skillsets: [],
        dateOfPosting: new Date().toISOString(),
        deadline: new Date(Date.now() + 86_400_000).toISOString(),
        maxApplicants: 10,
        maxPositions: 1,
        interviewQuestions: 5,
        requiresInterview: false,
        version: 1,
      };
      const envelope: EventEnvelope<JobSnapshot> = await h.dispatch(Events.jobCreated, payload);
      const [{ last_match_at: firstAt }] = await h.rows<{ last_match_at: unknown }>(sql`select last_match_at from saved_searches where id = ${saved.id}`);
      const before = await matchesTotal();
      await sleep(20);
      await h.dispatch(Events.jobCreated, payload, envelope.id);
      await h.dispatch(Events.jobCreated, payload, envelope.id);

      expect(await matchesOf(saved.id)).toHaveLength(1);
      expect(await matchNotifications(me)).toHaveLength(1);
      expect(await matchesTotal()).toBe(before);
      const [{ last_match_at: laterAt }] = await h.rows<{ last_match_at: unknown }>(sql`select last_match_at from saved_searches where id = ${saved.id}`);
      expect(String(laterAt)).toBe(String(firstAt));
      expect((await api.list({ caller: me }))[0].pendingMatches).toBe(1);
    });
  });

  describe('the digest mail', () => {
    let applicant: Caller;
    let email: string;

    beforeAll(async () => {
      email = `sa-${n}@example.com`;
      applicant = await signup({ type: 'applicant', email, password: PASSWORD, name: 'Ananya <Iyer>' });
    });

    it('mails the matches of a due search by SMTP: each job once, jobs deleted since left out, with the unsubscribe headers', async () => {
      const word = `dg${n}`;
      // Saved in-app only while the jobs arrive, then turned daily: it is due at once (saved more than DIGEST_INTERVAL_MS ago or not).
      const saved = await api.create({ caller: applicant, search: search({ q: word, jobType: ['Full Time', 'Part Time'] }, { name: 'Data & <more>', digest: 'off' }) });
      const kept1 = await job({ title: `${word} Engineer`, jobType: 'Full Time', salary: 50000, duration: 0 });
      const kept2 = await job({ title: `Junior ${word} Analyst`, jobType: 'Part Time', salary: 25000, duration: 2 });
      const gone = await job({ title: `${word} Intern`, jobType: 'Full Time' });
      await h.dispatch(Events.jobDeleted, { jobId: gone.jobId, version: 2 });
      expect(mailsTo(email)).toEqual([]);
      await sleep(DAY * 2);
      expect(mailsTo(email)).toEqual([]); // 'off' is never mailed

      await api.update({ caller: applicant, searchId: saved.id, update: { digest: 'daily' } });
      const [mail] = await waitForMailTo(email, 1);
      expect(mail.parsed.subject).toBe('2 new jobs for your saved searches');
      const text = mail.parsed.text ?? '';
      expect(text).toContain('Hi Ananya <Iyer>,');
      expect(text).toContain('“Data & <more>”: 2 new jobs');
      expect(text).toContain(`- ${kept1.title}\n  Full Time · ₹50,000 per month · Flexible duration · posted by Priya Sharma`);
      expect(text).toContain(`- ${kept2.title}\n  Part Time · ₹25,000 per month · 2 months · posted by Priya Sharma`);
      expect(text).not.toContain(gone.title);
      expect(text).toContain(`See them on Hirewise: https://hirewise.example/home?q=${word}&jobType=Full%20Time&jobType=Part%20Time`);
      expect(text).toContain('Manage your saved searches: https://hirewise.example/saved-searches');
      const html = String(mail.parsed.html);
      expect(html).toContain('“Data &amp; &lt;more&gt;”');
      expect(html).toContain('Hi Ananya &lt;Iyer&gt;,');
      expect(html).toContain(`href="https://hirewise.example/home?q=${word}&amp;jobType=Full%20Time&amp;jobType=Part%20Time"`);
      const head = mail.raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
      expect(head).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
      expect(head).toMatch(/^List-Unsubscribe: <https:\/\/hirewise\.example\/api\/notifications\/unsubscribe\?token=[\w.-]+>$/m);

      // The matches are digested (the deleted job's too: it went out with this digest, unmailed), the search's clock moved.
      const matches = await matchesOf(saved.id);
      expect(matches).toHaveLength(3);
      expect(new Set(matches.map((m) => m.digest_id)).size).toBe(1);
      expect(matches[0].digest_id).not.toBeNull();
      expect((await api.list({ caller: applicant })).find((s) => s.id === saved.id)).toMatchObject({ pendingMatches: 0 });
      const [{ last_digest_at }] = await h.rows<{ last_digest_at: unknown }>(sql`select last_digest_at from saved_searches where id = ${saved.id}`);
      expect(last_digest_at).not.toBeNull();
      const sent = await eventually(
        () => h.rows<{ sent_at: unknown; last_error: string | null }>(sql`select sent_at, last_error from mail_queue where digest_id = ${matches[0].digest_id}`),
        (rows) => rows[0]?.sent_at != null,
      );
      expect(sent).toEqual([{ sent_at: expect.anything(), last_error: null }]);

      // Nothing new: no further digest.
      await sleep(DAY * 3);
      expect(mailsTo(email)).toHaveLength(1);

      // The unsubscribe link of the digest turns the saved-search email off.
      const token = decodeURIComponent(/unsubscribe\?token=([^\s>"]+)/.exec(text)?.[1] ?? '');
      await expect(h.api.unsubscribe({ token })).resolves.toMatchObject({ type: 'saved-search.match' });
      expect((await h.api.getPreferences({ caller: applicant })).email['saved-search.match']).toBe(false);
      await h.api.putPreferences({ caller: applicant, update: { email: { 'saved-search.match': true } } });
    });

    it('skips a digest whose jobs were all deleted before it was sent', async () => {
      const word = `sk${n}`;
      const saved = await api.create({ caller: applicant, search: search({ q: word }, { digest: 'off' }) });
      const only = await job({ title: `${word} Tester` });
      await h.dispatch(Events.jobDeleted, { jobId: only.jobId, version: 2 });
      const before = mailsTo(email).length;
      await api.update({ caller: applicant, searchId: saved.id, update: { digest: 'daily' } });
      const rows = await eventually(
        () =>
          h.rows<{ last_error: string | null; sent_at: unknown }>(sql`
            select q.last_error, q.sent_at from mail_queue q
            join saved_search_matches m on m.digest_id = q.digest_id where m.saved_search_id = ${saved.id}`),
        (r) => r[0]?.sent_at != null,
      );
      expect(rows).toEqual([{ last_error: 'skipped: no jobs left', sent_at: expect.anything() }]);
      expect(mailsTo(email)).toHaveLength(before);
    });

    it('mails a weekly search only once a week (7 intervals) has passed; never an "off" one', async () => {
      const word = `wk${n}`;
      const weekly = await api.create({ caller: applicant, search: search({ q: word }, { digest: 'weekly' }) });
      const off = await api.create({ caller: applicant, search: search({ q: word, jobType: ['Full Time'] }, { digest: 'off' }) });
      const before = mailsTo(email).length;
      const posted = await job({ title: `${word} Manager`, jobType: 'Full Time' });
      const createdAt = Date.parse(weekly.createdAt);

      await sleep(Math.max(0, createdAt + DAY * 3 - Date.now()));
      expect((await matchesOf(weekly.id)).map((m) => m.digest_id)).toEqual([null]);
      expect(mailsTo(email)).toHaveLength(before);

      const mails = await waitForMailTo(email, before + 1, WEEK + 10_000);
      expect(Date.now()).toBeGreaterThanOrEqual(createdAt + WEEK);
      expect(mails[before].parsed.subject).toBe('1 new job for your saved searches');
      expect(mails[before].parsed.text).toContain(posted.title);
      expect((await matchesOf(weekly.id))[0].digest_id).not.toBeNull();
      // The "off" search matched the same job and keeps it in-app only.
      expect((await matchesOf(off.id)).map((m) => m.digest_id)).toEqual([null]);
      expect((await api.list({ caller: applicant })).find((s) => s.id === off.id)).toMatchObject({ pendingMatches: 1 });
      await sleep(DAY * 2);
      expect(mailsTo(email)).toHaveLength(before + 1);
    });

    it('mails no digest to a user who turned the saved-search email off (the matches are digested all the same)', async () => {
      const quietEmail = `sq-${n}@example.com`;
      const quiet = await signup({ type: 'applicant', email: quietEmail, password: PASSWORD, name: 'Quiet One' });
      await h.api.putPreferences({ caller: quiet, update: { email: { 'saved-search.match': false } } });
      const word = `qt${n}`;
      const saved = await api.create({ caller: quiet, search: search({ q: word }) });
      await job({ title: `${word} Lead` });
      expect(await matchNotifications(quiet)).toHaveLength(1);

      const matches = await eventually(() => matchesOf(saved.id), (m) => m[0]?.digest_id != null);
      expect(matches[0].digest_id).not.toBeNull();
      expect(await h.rows(sql`select id from mail_digests where id = ${matches[0].digest_id}`)).toHaveLength(1);
      expect(await h.rows(sql`select id from mail_queue where user_id = ${quiet.userId}`)).toEqual([]);
      await h.mail.drain();
      expect(mailsTo(quietEmail)).toEqual([]);
    });
  });

  it('forgets a deleted account: its searches, matches and digests', async () => {
    const me = someone();
    const word = `del${n}`;
    const saved = await api.create({ caller: me, search: search({ q: word }) });
    await job({ title: `${word} Clerk` });
    await eventually(() => matchesOf(saved.id), (m) => m[0]?.digest_id != null);
    await h.dispatch(Events.userDeleted, { userId: me.userId, type: 'applicant', deletedAt: new Date().toISOString() });
    expect(await api.list({ caller: me })).toEqual([]);
    expect(await h.rows(sql`select 1 from saved_search_matches where user_id = ${me.userId}`)).toEqual([]);
    expect(await h.rows(sql`select 1 from mail_digests where user_id = ${me.userId}`)).toEqual([]);
    expect(await h.rows(sql`select 1 from mail_queue where user_id = ${me.userId} and digest_id is not null`)).toEqual([]);
  });
});
