import {
  ApiPaths,
  ApplicationMessages,
  NotificationMessages,
  type Application,
  type ApplicationHistory,
  type NotificationPreferences,
  type NotificationView,
} from '@hirewise/contracts';
import type { Api } from './http';
import { eventually } from './hiring/world';
import type { MainStack } from './main-stack';
import { unsubscribeTokenOf } from './mailbox';
import { signupPerson, type Person } from './people';
import type { RunMode } from './stack';

const signup = (api: Api, type: 'applicant' | 'recruiter', name: string) => signupPerson(api, type, name, 'notify', 'Notify-pass-2026');

const notificationsOf = (api: Api, who: Person, query = '') => api<NotificationView[]>(`${ApiPaths.notifications}${query}`, { token: who.token });
const waitForType = (api: Api, who: Person, type: string, count = 1) =>
  eventually(
    async () => (await notificationsOf(api, who, '?limit=200')).body.filter((n) => n.type === type),
    (found) => found.length >= count,
    10_000,
  );

/** Issue 18: in-app notifications, email, preferences, one-click unsubscribe, status history and rejection reasons. */
export function describeNotificationsApi(mode: RunMode, main: MainStack): void {
  describe(`notifications, email and application history (${mode})`, () => {
    let recruiter: Person;
    let applicant: Person;
    let other: Person;
    let jobId: string;
    let secondJobId: string;

    beforeAll(async () => {
      const { api } = main;
      recruiter = await signup(api, 'recruiter', 'Nandini Rao');
      applicant = await signup(api, 'applicant', 'Kiran Das');
      other = await signup(api, 'applicant', 'Other Applicant');
      jobId = (await api<{ _id: string }>(ApiPaths.jobs, { token: recruiter.token, body: { title: 'Notify Backend Engineer' } })).body._id;
      secondJobId = (await api<{ _id: string }>(ApiPaths.jobs, { token: recruiter.token, body: { title: 'Notify Data Engineer' } })).body._id;
    });

    it('tells the recruiter of an application in-app (the bell count) and the applicant by email', async () => {
      const { api, mailbox } = main;
      expect((await api(ApiPaths.jobApplications(jobId), { token: applicant.token, body: { sop: 'Hello' } })).status).toBe(201);
      const [fresh] = await waitForType(api, recruiter, 'application.new');
      expect(fresh).toMatchObject({ title: 'New application: Notify Backend Engineer', body: 'Kiran Das applied to “Notify Backend Engineer”.', link: `/job/applications/${jobId}`, readAt: null });
      const count = await api<{ unread: number }>(ApiPaths.notificationsUnreadCount, { token: recruiter.token });
      expect(count.status).toBe(200);
      expect(count.body.unread).toBeGreaterThanOrEqual(1);

      const page = await notificationsOf(api, applicant);
      expect(page.status).toBe(200);
      expect(page.headers.get('x-total-count')).toBe(String(page.body.length));
      const mails = await mailbox.waitFor(applicant.email, (m) => m.some((x) => x.parsed.subject === 'Application sent: Notify Backend Engineer'));
      expect(mails.map((x) => x.parsed.subject)).toContain('Application sent: Notify Backend Engineer');
      const mail = mails.find((x) => x.parsed.subject === 'Application sent: Notify Backend Engineer');
      expect(mail?.parsed.text).toContain('Hi Kiran Das,');
      expect(mail?.parsed.html).toContain('Open Hirewise');
    });

    it('rejects with a shared reason: the applicant reads it in the list, the history and the notification', async () => {
      const { api } = main;
      const [app] = (await api<Application[]>(`${ApiPaths.applicants}?jobId=${jobId}`, { token: recruiter.token })).body;
      // A reason belongs to a rejection only; a bad reason changes nothing.
      const wrong = await api(ApiPaths.application(app._id), { method: 'PUT', token: recruiter.token, body: { status: 'shortlisted', reason: { reasons: ['skills'] } } });
      expect(wrong.status).toBe(400);
      expect(wrong.body).toEqual({ message: 'A reason can only be given for a rejection' });
      const badCode = await api(ApiPaths.application(app._id), { method: 'PUT', token: recruiter.token, body: { status: 'rejected', reason: { reasons: ['looks'] } } });
      expect(badCode.status).toBe(400);
      expect((await api<Application[]>(ApiPaths.applications, { token: applicant.token })).body[0].status).toBe('applied');

      const res = await api(ApiPaths.application(app._id), {
        method: 'PUT',
        token: recruiter.token,
        body: { status: 'rejected', reason: { reasons: ['experience'], text: 'We need more Kafka experience.', share: true } },
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: ApplicationMessages.statusUpdated('rejected') });

      const mine = (await api<Application[]>(ApiPaths.applications, { token: applicant.token })).body.find((a) => a._id === app._id);
      expect(mine?.rejection).toEqual({ reasons: ['experience'], text: 'We need more Kafka experience.', shared: true });
      const [rejected] = await waitForType(api, applicant, 'application.rejected');
      expect(rejected.body).toBe("Your application for “Notify Backend Engineer” was not successful. The recruiter's reason: Not enough experience for the role; We need more Kafka experience.");

      const history = await api<ApplicationHistory>(ApiPaths.applicationHistory(app._id), { token: applicant.token });
      expect(history.status).toBe(200);
      expect(history.body).toMatchObject({ applicationId: app._id, jobTitle: 'Notify Backend Engineer', interviewCompletedAt: null });
      expect(history.body.entries).toEqual([
        { from: null, to: 'applied', at: expect.any(String), by: 'applicant' },
        { from: 'applied', to: 'rejected', at: expect.any(String), by: 'recruiter', rejection: { reasons: ['experience'], text: 'We need more Kafka experience.', shared: true } },
      ]);
      expect((await api(ApiPaths.applicationHistory(app._id), { token: recruiter.token })).status).toBe(200);
      const stranger = await api(ApiPaths.applicationHistory(app._id), { token: other.token });
      expect(stranger.status).toBe(403);
      expect(stranger.body).toEqual({ message: ApplicationMessages.historyNotYours });
      expect((await api(ApiPaths.applicationHistory(app._id))).status).toBe(401);
      expect((await api(ApiPaths.applicationHistory('not-an-id'), { token: applicant.token })).status).toBe(404);
    });

    it('keeps an unshared reason from the applicant; a cancellation names the accepted offer', async () => {
      const { api } = main;
      const thirdJob = (await api<{ _id: string }>(ApiPaths.jobs, { token: recruiter.token, body: { title: 'Notify Platform Engineer' } })).body._id;
      for (const job of [secondJobId, thirdJob]) expect((await api(ApiPaths.jobApplications(job), { token: other.token, body: { sop: 'Hi' } })).status).toBe(201);
      const [onSecond] = (await api<Application[]>(`${ApiPaths.applicants}?jobId=${secondJobId}`, { token: recruiter.token })).body.filter((a) => a.userId === other.id);
      for (const status of ['shortlisted', 'accepted']) expect((await api(ApiPaths.application(onSecond._id), { method: 'PUT', token: recruiter.token, body: { status } })).status).toBe(200);
      const mine = (await api<Application[]>(ApiPaths.applications, { token: other.token })).body;
      expect(mine.find((a) => a.jobId === thirdJob)).toMatchObject({ status: 'cancelled', cancelledFor: { jobId: secondJobId, title: 'Notify Data Engineer' } });
      const [cancelled] = await waitForType(api, other, 'application.cancelled');
      expect(cancelled.body).toBe('Your application for “Notify Platform Engineer” was cancelled because you accepted an offer for “Notify Data Engineer”.');

      const fourth = (await api<{ _id: string }>(ApiPaths.jobs, { token: recruiter.token, body: { title: 'Notify QA' } })).body._id;
      const third = await signup(api, 'applicant', 'Third Applicant');
      expect((await api(ApiPaths.jobApplications(fourth), { token: third.token, body: {} })).status).toBe(201);
      const [app] = (await api<Application[]>(`${ApiPaths.applicants}?jobId=${fourth}`, { token: recruiter.token })).body;
      await api(ApiPaths.application(app._id), { method: 'PUT', token: recruiter.token, body: { status: 'rejected', reason: { reasons: ['skills'], text: 'internal note', share: false } } });
      expect((await api<Application[]>(`${ApiPaths.applicants}?jobId=${fourth}`, { token: recruiter.token })).body[0].rejection).toEqual({ reasons: ['skills'], text: 'internal note', shared: false });
      expect((await api<Application[]>(ApiPaths.applications, { token: third.token })).body[0].rejection).toBeUndefined();
      const history = await api<ApplicationHistory>(ApiPaths.applicationHistory(app._id), { token: third.token });
      expect(JSON.stringify(history.body)).not.toContain('internal note');
      const [told] = await waitForType(api, third, 'application.rejected');
      expect(told.body).toBe('Your application for “Notify QA” was not successful.');
    });

    it('marks one read (only the owner\'s), all read, and lists unread ones', async () => {
      const { api } = main;
      const all = (await notificationsOf(api, applicant, '?limit=200')).body;
      expect(all.length).toBeGreaterThanOrEqual(2);
      const first = all[0];
      const foreign = await api(ApiPaths.notificationRead(first.id), { method: 'PUT', token: recruiter.token });
      expect(foreign.status).toBe(403);
      expect(foreign.body).toEqual({ message: NotificationMessages.notYours });
      expect((await api(ApiPaths.notificationRead('00000000-0000-4000-8000-000000000000'), { method: 'PUT', token: applicant.token })).status).toBe(404);
      expect((await api(ApiPaths.notificationRead('nope'), { method: 'PUT', token: applicant.token })).status).toBe(404);
      expect((await api(ApiPaths.notificationRead(first.id), { method: 'PUT' })).status).toBe(401);
      expect((await notificationsOf(api, applicant, '?unread=1&limit=200')).body.map((n) => n.id)).toContain(first.id);

      expect((await api(ApiPaths.notificationRead(first.id), { method: 'PUT', token: applicant.token })).status).toBe(200);
      const unread = (await notificationsOf(api, applicant, '?unread=1&limit=200')).body;
      expect(unread.map((n) => n.id)).not.toContain(first.id);
      expect((await notificationsOf(api, applicant, '?unread=maybe')).status).toBe(400);

      const readAll = await api<{ updated: number }>(ApiPaths.notificationsReadAll, { method: 'PUT', token: applicant.token });
      expect(readAll.status).toBe(200);
      expect(readAll.body.updated).toBe(unread.length);
      expect((await api<{ unread: number }>(ApiPaths.notificationsUnreadCount, { token: applicant.token })).body.unread).toBe(0);
    });

    it('keeps email preferences per type and unsubscribes with the one-click link of a mail, logged out', async () => {
      const { api, mailbox } = main;
      const prefs = await api<NotificationPreferences>(ApiPaths.notificationsPreferences, { token: applicant.token });
      expect(prefs.status).toBe(200);
      expect(prefs.body.email).toMatchObject({ 'application.received': true, 'application.rejected': true });
      expect(prefs.body.email).not.toHaveProperty('application.new');
      const bad = await api(ApiPaths.notificationsPreferences, { method: 'PUT', token: applicant.token, body: { email: { 'application.received': 'yes' } } });
      expect(bad.status).toBe(400);
      const saved = await api<NotificationPreferences>(ApiPaths.notificationsPreferences, { method: 'PUT', token: applicant.token, body: { email: { 'application.finished': false } } });
      expect(saved.status).toBe(200);
      expect(saved.body.email['application.finished']).toBe(false);

      const [mail] = await mailbox.waitFor(applicant.email, (m) => m.length > 0);
      const token = unsubscribeTokenOf(mail);
      const forged = await api(`${ApiPaths.notificationsUnsubscribe}?token=${encodeURIComponent(`${token.split('.')[0]}.AAAA`)}`, { rawBody: 'List-Unsubscribe=One-Click', contentType: 'application/x-www-form-urlencoded' });
      expect(forged.status).toBe(400);
      expect(forged.body).toEqual({ message: NotificationMessages.badUnsubscribeToken });
      expect((await api(ApiPaths.notificationsUnsubscribe, { body: {} })).status).toBe(400);
      expect((await api<NotificationPreferences>(ApiPaths.notificationsPreferences, { token: applicant.token })).body.email['application.received']).toBe(true);

      // RFC 8058: a mail client POSTs List-Unsubscribe=One-Click to the header's URL, with no session.
      const done = await api(`${ApiPaths.notificationsUnsubscribe}?token=${encodeURIComponent(token)}`, { rawBody: 'List-Unsubscribe=One-Click', contentType: 'application/x-www-form-urlencoded' });
      expect(done.status).toBe(200);
      expect(done.body).toEqual({ type: 'application.received', message: 'You will no longer get emails for: My application was received' });
      expect((await api<NotificationPreferences>(ApiPaths.notificationsPreferences, { token: applicant.token })).body.email['application.received']).toBe(false);
      // The web page's form of the same call: the token in a JSON body.
      expect((await api(ApiPaths.notificationsUnsubscribe, { body: { token } })).status).toBe(200);
    });
  });
}
