/**
 * The notifications service on a real database, with the real auth service (a process from its build:
 * names and email addresses) and a real SMTP server in the test process (mail parsed as it arrives).
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { Events, NotificationMessages, Patterns, type AuthResponse, type Caller, type SignupRequest } from '@hirewise/contracts';
import { ClientRegistry, loadBaseConfig } from '@hirewise/server-kit';
import { startService, startSmtpServer, type ServiceProcess, type SmtpTestServer } from '@hirewise/testing';
import { unsubscribeToken } from '../mail/unsubscribe-token';
import { boot, ENGINES, eventually, expectDomainError, freePort, type Harness } from './harness';

const PASSWORD = 'Notify-me-2026!';

function callerOf({ token, type }: AuthResponse): Caller {
  const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { sub: string };
  return { userId: claims.sub, type };
}

describe.each(ENGINES)('notifications on %s', (engine) => {
  let h: Harness;
  let auth: ServiceProcess;
  let smtp: SmtpTestServer;
  let gateway: ClientRegistry;
  let recruiter: Caller;
  let applicant: Caller;
  let applicantEmail: string;

  beforeAll(async () => {
    const ports = { AUTH_TCP_PORT: String(await freePort()), NOTIFICATIONS_TCP_PORT: String(await freePort()) };
    smtp = await startSmtpServer();
    auth = await startService('auth', { LOG_LEVEL: 'silent', ...ports });
    h = await boot(engine, { ...ports, SMTP_URL: smtp.url, MAIL_FROM: 'Hirewise <jobs@hirewise.example>' });
    gateway = new ClientRegistry(loadBaseConfig('gateway', ports));
    const n = randomUUID().slice(0, 8);
    const signup = async (body: SignupRequest) => callerOf(await gateway.get('auth').send(Patterns.auth.signup, body));
    recruiter = await signup({ type: 'recruiter', email: `r-${n}@example.com`, password: PASSWORD, name: 'Priya Sharma' });
    applicantEmail = `a-${n}@example.com`;
    applicant = await signup({ type: 'applicant', email: applicantEmail, password: PASSWORD, name: 'Ananya Iyer' });
  }, 180_000);
  afterAll(async () => {
    await gateway?.onApplicationShutdown();
    await h?.close();
    await auth?.stop();
    await smtp?.stop();
  });

  it('tells the applicant and the recruiter of a new application once, however often the event arrives', async () => {
    const job = await h.job(recruiter.userId, { title: 'Data Engineer' });
    const before = smtp.received.length;
    const envelope = await h.status(job, applicant.userId, { to: 'applied', actor: 'applicant' });
    await h.dispatch(Events.applicationStatusChanged, envelope.payload, envelope.id); // redelivered

    const mine = await h.list(applicant);
    expect(mine.items.filter((n) => n.type === 'application.received')).toEqual([
      expect.objectContaining({ title: 'Application sent: Data Engineer', link: '/applications', readAt: null }),
    ]);
    const theirs = await h.list(recruiter);
    expect(theirs.items.filter((n) => n.type === 'application.new')).toEqual([
      expect.objectContaining({ title: 'New application: Data Engineer', body: 'Ananya Iyer applied to “Data Engineer”.', link: `/job/applications/${job.jobId}` }),
    ]);

    // Each gets one email, through SMTP, with a text and an HTML part and a one-click unsubscribe.
    const mails = (await smtp.waitFor(before + 2)).slice(before);
    expect(mails).toHaveLength(2);
    const toApplicant = mails.find((m) => m.to.includes(applicantEmail));
    expect(toApplicant?.parsed.subject).toBe('Application sent: Data Engineer');
    expect(toApplicant?.parsed.from?.value).toEqual([{ name: 'Hirewise', address: 'jobs@hirewise.example' }]);
    expect(toApplicant?.parsed.text).toContain('Hi Ananya Iyer,');
    expect(toApplicant?.parsed.text).toContain('Open Hirewise: https://hirewise.example/applications');
    expect(toApplicant?.parsed.html).toContain('href="https://hirewise.example/applications"');
    // RFC 8058 headers (mailparser folds List-* headers into its own shape: read them from the raw message).
    const head = (toApplicant?.raw ?? '').split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
    expect(head).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(head).toMatch(/^List-Unsubscribe: <https:\/\/hirewise\.example\/api\/notifications\/unsubscribe\?token=[\w.-]+>$/m);
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.received.length).toBe(before + 2);
  });

  it('says why: a shared rejection reason, the job whose offer was accepted, the interview link', async () => {
    const job = await h.job(recruiter.userId, { title: 'QA Analyst', requiresInterview: true });
    const other = await h.job(recruiter.userId, { title: 'Site Reliability Engineer' });
    const shortlisted = randomUUID();
    await h.status(job, applicant.userId, { from: 'applied', to: 'shortlisted' }, shortlisted);
    await h.status(job, applicant.userId, { from: 'shortlisted', to: 'rejected', sharedReason: { reasons: ['experience'], text: 'We need 3 years of Selenium.' } });
    await h.status(other, applicant.userId, { from: 'applied', to: 'cancelled', actor: 'system', causeJobId: job.jobId });
    await h.status(other, applicant.userId, { from: 'applied', to: 'rejected' }, randomUUID());

    const { items } = await h.list(applicant, { limit: 50 });
    expect(items.find((n) => n.type === 'application.shortlisted')).toMatchObject({ link: `/interview/${job.jobId}/${shortlisted}` });
    const rejections = items.filter((n) => n.type === 'application.rejected').map((n) => n.body);
    expect(rejections).toContain("Your application for “QA Analyst” was not successful. The recruiter's reason: Not enough experience for the role; We need 3 years of Selenium.");
    expect(rejections).toContain('Your application for “Site Reliability Engineer” was not successful.');
    expect(items.find((n) => n.type === 'application.cancelled')?.body).toBe(
      'Your application for “Site Reliability Engineer” was cancelled because you accepted an offer for “QA Analyst”.',
    );
  });

  it('tells the recruiter that an interview was completed', async () => {
    const job = await h.job(recruiter.userId, { title: 'ML Engineer', requiresInterview: true });
    await h.dispatch(Events.interviewCompleted, { applicationId: randomUUID(), jobId: job.jobId, applicantId: applicant.userId, recruiterId: recruiter.userId, score: 72 });
    const { items } = await h.list(recruiter, { limit: 50 });
    expect(items.find((n) => n.type === 'interview.completed')?.body).toBe(
      'Ananya Iyer completed the AI interview for “ML Engineer”. Score: 72/100. Review the answers before you decide.',
    );
  });

  it('lists newest first, unread only on request, paged; marks one or all read; never another user\'s (403)', async () => {
    const all = await h.list(applicant, { limit: 200 });
    expect(all.total).toBeGreaterThanOrEqual(5);
    const times = all.items.map((n) => n.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const page2 = await h.list(applicant, { page: 2, limit: 2 });
    expect(page2.items.map((n) => n.id)).toEqual(all.items.slice(2, 4).map((n) => n.id));

    const first = all.items[0];
    await expect(h.api.markRead({ caller: applicant, notificationId: first.id })).resolves.toEqual({ message: NotificationMessages.markedRead });
    expect((await h.api.unreadCount({ caller: applicant })).unread).toBe(all.total - 1);
    expect((await h.list(applicant, { unread: true, limit: 200 })).items.map((n) => n.id)).not.toContain(first.id);

    // Another user's notification is 403; a malformed id and an unknown one 404; nothing changed.
    const recruiters = await h.list(recruiter);
    await expectDomainError(h.api.markRead({ caller: applicant, notificationId: recruiters.items[0].id }), 'NOT_YOUR_NOTIFICATION', NotificationMessages.notYours);
    await expectDomainError(h.api.markRead({ caller: applicant, notificationId: 'nope' }), 'NOTIFICATION_NOT_FOUND', NotificationMessages.notFound);
    await expectDomainError(h.api.markRead({ caller: applicant, notificationId: randomUUID() }), 'NOTIFICATION_NOT_FOUND', NotificationMessages.notFound);
    expect((await h.list(recruiter)).items[0].readAt).toBeNull();

    const { updated } = await h.api.markAllRead({ caller: applicant });
    expect(updated).toBe(all.total - 1);
    expect((await h.api.unreadCount({ caller: applicant })).unread).toBe(0);
    expect((await h.api.unreadCount({ caller: recruiter })).unread).toBeGreaterThan(0);
  });

  it('keeps per-type email preferences: a type turned off is shown in-app and not mailed', async () => {
    const prefs = await h.api.getPreferences({ caller: applicant });
    expect(Object.keys(prefs.email)).not.toContain('application.new');
    expect(Object.values(prefs.email).every(Boolean)).toBe(true);
    const saved = await h.api.putPreferences({ caller: applicant, update: { email: { 'application.accepted': false } } });
    expect(saved.email['application.accepted']).toBe(false);
    expect(saved.email['application.rejected']).toBe(true);
    await expect(h.api.putPreferences({ caller: applicant, update: { email: { 'no.such': true } } })).rejects.toThrow(/unknown types/);

    const job = await h.job(recruiter.userId, { title: 'Platform Engineer' });
    await h.mail.drain();
    const before = smtp.received.length;
    await h.status(job, applicant.userId, { from: 'shortlisted', to: 'accepted' });
    expect((await h.list(applicant)).items[0]).toMatchObject({ type: 'application.accepted' });
    await h.mail.drain();
    expect(smtp.received.length).toBe(before);
    await h.api.putPreferences({ caller: applicant, update: { email: { 'application.accepted': true } } });
  });

  it('unsubscribes with the signed link of a mail, logged out; a forged or altered token changes nothing', async () => {
    const job = await h.job(recruiter.userId, { title: 'Frontend Engineer' });
    const before = smtp.received.length;
    await h.status(job, applicant.userId, { from: 'applied', to: 'shortlisted' });
    const [mail] = (await smtp.waitFor(before + 1)).slice(before);
    const token = decodeURIComponent(/unsubscribe\?token=([^\s>"]+)/.exec(mail.parsed.text ?? '')?.[1] ?? '');

    const forged = unsubscribeToken('not-the-secret-at-all', { userId: applicant.userId, type: 'all' });
    await expectDomainError(h.api.unsubscribe({ token: forged }), 'UNSUBSCRIBE_TOKEN_INVALID', NotificationMessages.badUnsubscribeToken);
    const [data, mac] = token.split('.');
    const otherUser = Buffer.from(JSON.stringify({ u: recruiter.userId, t: 'all' })).toString('base64url');
    await expectDomainError(h.api.unsubscribe({ token: `${otherUser}.${mac}` }), 'UNSUBSCRIBE_TOKEN_INVALID', NotificationMessages.badUnsubscribeToken);
    await expectDomainError(h.api.unsubscribe({ token: `${data}.x${mac.slice(1)}` }), 'UNSUBSCRIBE_TOKEN_INVALID', NotificationMessages.badUnsubscribeToken);
    expect((await h.api.getPreferences({ caller: applicant })).email['application.shortlisted']).toBe(true);

    await expect(h.api.unsubscribe({ token })).resolves.toEqual({ type: 'application.shortlisted', message: 'You will no longer get emails for: I was shortlisted' });
    expect((await h.api.getPreferences({ caller: applicant })).email).toMatchObject({ 'application.shortlisted': false, 'application.rejected': true });
  });

  it('delays mail while the SMTP server is down and sends it when it is back; the event is handled at once', async () => {
    const job = await h.job(recruiter.userId, { title: 'Data Analyst' });
    await h.mail.drain();
    const before = smtp.received.length;
    await smtp.stop();
    try {
      await h.status(job, applicant.userId, { from: 'applied', to: 'rejected' });
      expect((await h.list(applicant)).items[0]).toMatchObject({ type: 'application.rejected' });
      const failed = await eventually(
        () => h.rows<{ attempts: number; last_error: string | null }>(sql`select attempts, last_error from mail_queue where sent_at is null`),
        (rows) => rows.some((r) => r.attempts >= 2),
      );
      expect(failed.some((r) => r.attempts >= 2 && r.last_error !== null)).toBe(true);
    } finally {
      await smtp.start();
    }
    const [mail] = (await smtp.waitFor(before + 1, 15_000)).slice(before);
    expect(mail.parsed.subject).toBe('Application update: Data Analyst');
    const pending = await eventually(() => h.rows(sql`select id from mail_queue where sent_at is null`), (rows) => rows.length === 0);
    expect(pending).toEqual([]);
  });

  it('forgets a deleted account', async () => {
    const n = randomUUID().slice(0, 8);
    const leaver = callerOf(await gateway.get('auth').send(Patterns.auth.signup, { type: 'applicant', email: `l-${n}@example.com`, password: PASSWORD, name: 'Leaving' }));
    const job = await h.job(recruiter.userId);
    await h.status(job, leaver.userId, { to: 'applied' });
    await h.api.putPreferences({ caller: leaver, update: { email: { 'application.rejected': false } } });
    expect((await h.list(leaver)).total).toBe(1);
    await h.dispatch(Events.userDeleted, { userId: leaver.userId, type: 'applicant', deletedAt: new Date().toISOString() });
    expect((await h.list(leaver)).total).toBe(0);
    expect(await h.rows(sql`select * from preferences where user_id = ${leaver.userId}`)).toEqual([]);
  });
});
