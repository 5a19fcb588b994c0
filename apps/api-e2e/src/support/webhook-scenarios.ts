import {
  ApiPaths,
  WEBHOOK_DELIVERY_HEADER,
  WEBHOOK_EVENT_HEADER,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_SIGNATURE_HEADER,
  WebhookMessages,
  type Application,
  type WebhookDeliveryView,
  type WebhookPayload,
  type WebhookView,
  type WebhookWithSecret,
} from '@hirewise/contracts';
import type { Api } from './http';
import { eventually } from './hiring/world';
import type { MainStack } from './main-stack';
import { postJob, signupPerson, type Person } from './people';
import type { RunMode } from './stack';
import { signatureValid, startHookReceiver, type HookReceiver, type ReceivedHook } from './webhook-receiver';

const signup = (api: Api, type: 'applicant' | 'recruiter', name: string) => signupPerson(api, type, name, 'hooks', 'Hooks-pass-2026');
const header = (hook: ReceivedHook, name: string) => hook.headers[name.toLowerCase()] as string | undefined;
const payloadOf = (hook: ReceivedHook) => JSON.parse(hook.body) as WebhookPayload<Record<string, unknown>>;

/** Issue 18: a recruiter's webhook gets the events of their jobs, signed, retried, and logged. */
export function describeWebhooksApi(mode: RunMode, main: MainStack): void {
  describe(`webhooks (${mode})`, () => {
    let receiver: HookReceiver;
    let recruiter: Person;
    let otherRecruiter: Person;
    let applicant: Person;
    let hook: WebhookWithSecret;
    let jobId: string;

    const waitForHooks = (done: (hooks: ReceivedHook[]) => boolean) => eventually(async () => [...receiver.received], done, 15_000);
    const ofType = (type: string) => receiver.received.filter((h) => header(h, WEBHOOK_EVENT_HEADER) === type);
    const deliveries = (who: Person = recruiter, id = hook.id, query = '?limit=100') =>
      main.api<WebhookDeliveryView[]>(`${ApiPaths.webhookDeliveries(id)}${query}`, { token: who.token });

    beforeAll(async () => {
      receiver = await startHookReceiver();
      recruiter = await signup(main.api, 'recruiter', 'Farah Hooks');
      otherRecruiter = await signup(main.api, 'recruiter', 'Other Hooks');
      applicant = await signup(main.api, 'applicant', 'Dev Hooks');
    });
    afterAll(async () => receiver?.close());

    it('registers a webhook: the secret is in the answer once, never in the list', async () => {
      const { api } = main;
      const res = await api<WebhookWithSecret>(ApiPaths.webhooks, { token: recruiter.token, body: { url: receiver.url(), description: 'ATS bridge' } });
      expect(res.status).toBe(201);
      hook = res.body;
      expect(hook).toMatchObject({ url: receiver.url(), description: 'ATS bridge', active: true, lastDelivery: null });
      expect(hook.secret).toMatch(/^whsec_[A-Za-z0-9_-]{40,}$/);
      expect([...hook.events].sort()).toEqual([...WEBHOOK_EVENT_TYPES].sort());
      const list = await api<WebhookView[]>(ApiPaths.webhooks, { token: recruiter.token });
      expect(list.status).toBe(200);
      expect(list.body.map((h) => h.id)).toEqual([hook.id]);
      expect(JSON.stringify(list.body)).not.toContain(hook.secret);
      expect((await api<WebhookView[]>(ApiPaths.webhooks, { token: otherRecruiter.token })).body).toEqual([]);
    });

    it.each([
      ['a private address', 'http://10.1.2.3/hook', WebhookMessages.urlRefused],
      ['the cloud metadata address (link-local)', 'http://169.254.169.254/latest/meta-data', WebhookMessages.urlRefused],
      ['IPv6 loopback', 'http://[::1]:8080/hook', WebhookMessages.urlRefused],
      ['a home router', 'https://192.168.1.1/hook', WebhookMessages.urlRefused],
      ['a loopback address the setting does not allow', 'http://127.0.0.2/hook', WebhookMessages.urlRefused],
      ['a host that does not resolve', 'https://hooks.does-not-exist.invalid/hook', WebhookMessages.urlUnresolvable],
      ['another scheme', 'ftp://example.com/hook', 'url must be an http:// or https:// address without a user name or password'],
      ['credentials in the URL', 'https://user:pass@example.com/hook', 'url must be an http:// or https:// address without a user name or password'],
    ])('refuses %s with 400 and registers nothing', async (_what, url, message) => {
      const { api } = main;
      const res = await api(ApiPaths.webhooks, { token: recruiter.token, body: { url } });
      expect(res).toMatchObject({ status: 400, body: { message } });
      expect((await api<WebhookView[]>(ApiPaths.webhooks, { token: recruiter.token })).body).toHaveLength(1);
    });

    it('refuses unknown event types and is for recruiters only', async () => {
      const { api } = main;
      expect((await api(ApiPaths.webhooks, { token: recruiter.token, body: { url: receiver.url(), events: ['payment.received'] } })).status).toBe(400);
      expect((await api(ApiPaths.webhooks, { token: recruiter.token, body: { url: receiver.url(), events: [] } })).body).toMatchObject({ message: 'Choose at least one event' });
      expect((await api(ApiPaths.webhooks, { token: applicant.token })).status).toBe(403);
      expect((await api(ApiPaths.webhooks, { token: applicant.token, body: { url: receiver.url() } })).status).toBe(403);
      expect((await api(ApiPaths.webhooks)).status).toBe(401);
    });

    it('POSTs the events of the recruiter\'s jobs as signed JSON: job posted, application, status change', async () => {
      const { api } = main;
      jobId = await postJob(api, recruiter, 'Hooked Backend Engineer');
      await postJob(api, otherRecruiter, 'Someone Else\'s Job');
      expect((await api(ApiPaths.jobApplications(jobId), { token: applicant.token, body: { sop: 'Hello hooks' } })).status).toBe(201);
      const mine = await api<Application[]>(ApiPaths.applications, { token: applicant.token });
      const applicationId = mine.body.find((a) => a.jobId === jobId)!._id;
      expect((await api(ApiPaths.application(applicationId), { method: 'PUT', token: recruiter.token, body: { status: 'shortlisted' } })).status).toBe(200);

      await waitForHooks(() => ofType('application.status-changed').length >= 1 && ofType('application.created').length >= 1 && ofType('job.created').length >= 1);
      for (const got of receiver.received) {
        expect(header(got, 'content-type')).toMatch(/^application\/json/);
        expect(signatureValid(header(got, WEBHOOK_SIGNATURE_HEADER), got.body, hook.secret)).toBe(true);
        // Any other secret, or a changed body, does not verify.
        expect(signatureValid(header(got, WEBHOOK_SIGNATURE_HEADER), got.body, `${hook.secret}x`)).toBe(false);
        expect(signatureValid(header(got, WEBHOOK_SIGNATURE_HEADER), `${got.body} `, hook.secret)).toBe(false);
        expect(header(got, WEBHOOK_DELIVERY_HEADER)).toMatch(/^[0-9a-f-]{36}$/);
      }
      const posted = payloadOf(ofType('job.created')[0]);
      expect(posted).toMatchObject({ type: 'job.created', data: { jobId, jobTitle: 'Hooked Backend Engineer' } });
      expect(typeof posted.id).toBe('string');
      expect(Number.isNaN(Date.parse(posted.createdAt))).toBe(false);
      expect(payloadOf(ofType('application.created')[0])).toMatchObject({ data: { applicationId, jobId, to: 'applied' } });
      expect(payloadOf(ofType('application.status-changed')[0])).toMatchObject({ data: { applicationId, jobId, from: 'applied', to: 'shortlisted' } });
      // The other recruiter's job is not this recruiter's business.
      expect(receiver.received.some((h) => h.body.includes('Someone Else'))).toBe(false);
    });

    it('logs every delivery, newest first, with the receiver\'s status', async () => {
      const res = await eventually(() => deliveries(), (r) => r.body.length >= 3 && r.body.every((d) => d.status === 'delivered'));
      expect(res.status).toBe(200);
      expect(res.headers.get('x-total-count')).toBe(String(res.body.length));
      for (const d of res.body) expect(d).toMatchObject({ status: 'delivered', attempts: 1, responseStatus: 200, error: null });
      const times = res.body.map((d) => Date.parse(d.createdAt));
      expect([...times].sort((a, b) => b - a)).toEqual(times);
      const list = await main.api<WebhookView[]>(ApiPaths.webhooks, { token: recruiter.token });
      expect(list.body[0].lastDelivery).toMatchObject({ status: 'delivered', responseStatus: 200 });
    });

    it('retries with backoff when the receiver fails, then delivers; the log shows each attempt', async () => {
      const { api } = main;
      receiver.answerNext(500, 503);
      const before = receiver.received.length;
      const ping = await api<WebhookDeliveryView>(ApiPaths.webhookPing(hook.id), { method: 'POST', token: recruiter.token });
      expect(ping.status).toBe(200);
      expect(ping.body).toMatchObject({ type: 'ping', status: 'pending' });
      const log = await eventually(() => deliveries(), (r) => r.body.find((d) => d.id === ping.body.id)?.status === 'delivered');
      expect(log.body.find((d) => d.id === ping.body.id)).toMatchObject({ status: 'delivered', attempts: 3, responseStatus: 200 });
      const tries = receiver.received.slice(before).filter((h) => header(h, WEBHOOK_DELIVERY_HEADER) === ping.body.id);
      expect(tries).toHaveLength(3);
      // The same body every time (a receiver can dedupe by its id); the backoff spaces the attempts.
      expect(new Set(tries.map((t) => t.body)).size).toBe(1);
      expect(tries[2].at - tries[0].at).toBeGreaterThanOrEqual(300);
    });

    it('delivers a logged event again on request, with the same event id', async () => {
      const { api } = main;
      const first = (await deliveries()).body.find((d) => d.type === 'application.status-changed')!;
      const again = await api<WebhookDeliveryView>(ApiPaths.webhookRedeliver(hook.id, first.id), { method: 'POST', token: recruiter.token });
      expect(again.status).toBe(200);
      expect(again.body).toMatchObject({ eventId: first.eventId, type: 'application.status-changed' });
      expect(again.body.id).not.toBe(first.id);
      await waitForHooks((hooks) => hooks.some((h) => header(h, WEBHOOK_DELIVERY_HEADER) === again.body.id));
      const copies = ofType('application.status-changed').map(payloadOf);
      expect(copies.filter((p) => p.id === first.eventId)).toHaveLength(2);
    });

    it('a rotated secret signs from then on; the old one no longer verifies', async () => {
      const { api } = main;
      const rotated = await api<WebhookWithSecret>(ApiPaths.webhookRotateSecret(hook.id), { method: 'POST', token: recruiter.token });
      expect(rotated.status).toBe(200);
      expect(rotated.body.secret).not.toBe(hook.secret);
      const ping = await api<WebhookDeliveryView>(ApiPaths.webhookPing(hook.id), { method: 'POST', token: recruiter.token });
      const [got] = (await waitForHooks((hooks) => hooks.some((h) => header(h, WEBHOOK_DELIVERY_HEADER) === ping.body.id))).filter(
        (h) => header(h, WEBHOOK_DELIVERY_HEADER) === ping.body.id,
      );
      expect(signatureValid(header(got, WEBHOOK_SIGNATURE_HEADER), got.body, rotated.body.secret)).toBe(true);
      expect(signatureValid(header(got, WEBHOOK_SIGNATURE_HEADER), got.body, hook.secret)).toBe(false);
      hook = { ...hook, secret: rotated.body.secret };
    });

    it('sends only the chosen event types, and nothing while paused', async () => {
      const { api } = main;
      const narrowed = await api<WebhookView>(ApiPaths.webhook(hook.id), { method: 'PUT', token: recruiter.token, body: { events: ['job.updated'] } });
      expect(narrowed).toMatchObject({ status: 200, body: { events: ['job.updated'] } });
      await postJob(api, recruiter, 'Not Subscribed Job');
      expect((await api(ApiPaths.job(jobId), { method: 'PUT', token: recruiter.token, body: { salary: 75000 } })).status).toBe(200);
      await waitForHooks(() => ofType('job.updated').length >= 1);
      expect(receiver.received.some((h) => h.body.includes('Not Subscribed Job'))).toBe(false);

      const paused = await api<WebhookView>(ApiPaths.webhook(hook.id), { method: 'PUT', token: recruiter.token, body: { active: false } });
      expect(paused.body.active).toBe(false);
      const count = receiver.received.length;
      expect((await api(ApiPaths.job(jobId), { method: 'PUT', token: recruiter.token, body: { salary: 76000 } })).status).toBe(200);
      await new Promise((r) => setTimeout(r, 1500));
      expect(receiver.received.length).toBe(count);
    });

    it('another recruiter gets 403 on every call and changes nothing; unknown ids are 404', async () => {
      const { api } = main;
      const other = otherRecruiter.token;
      const calls: ['PUT' | 'DELETE' | 'POST' | 'GET', string, unknown?][] = [
        ['PUT', ApiPaths.webhook(hook.id), { active: true }],
        ['DELETE', ApiPaths.webhook(hook.id)],
        ['POST', ApiPaths.webhookRotateSecret(hook.id)],
        ['POST', ApiPaths.webhookPing(hook.id)],
        ['GET', ApiPaths.webhookDeliveries(hook.id)],
      ];
      for (const [method, path, body] of calls) {
        const res = await api(path, { method, token: other, ...(body ? { body } : {}) });
        expect({ path, method, status: res.status, message: res.body?.message }).toEqual({ path, method, status: 403, message: WebhookMessages.notYours });
      }
      const first = (await deliveries()).body[0];
      expect((await api(ApiPaths.webhookRedeliver(hook.id, first.id), { method: 'POST', token: other })).status).toBe(403);
      expect((await api(ApiPaths.webhookPing('00000000-0000-4000-8000-000000000000'), { method: 'POST', token: recruiter.token })).body).toMatchObject({ message: WebhookMessages.notFound });
      expect((await api(ApiPaths.webhook('nope'), { method: 'DELETE', token: recruiter.token })).status).toBe(404);
      expect((await api(ApiPaths.webhookRedeliver(hook.id, '00000000-0000-4000-8000-000000000000'), { method: 'POST', token: recruiter.token })).body).toMatchObject({
        message: WebhookMessages.deliveryNotFound,
      });
      const still = await api<WebhookView[]>(ApiPaths.webhooks, { token: recruiter.token });
      expect(still.body[0]).toMatchObject({ id: hook.id, active: false });
    });

    it('deletes the webhook with its log', async () => {
      const { api } = main;
      const res = await api(ApiPaths.webhook(hook.id), { method: 'DELETE', token: recruiter.token });
      expect(res).toMatchObject({ status: 200, body: { message: WebhookMessages.deleted } });
      expect((await api<WebhookView[]>(ApiPaths.webhooks, { token: recruiter.token })).body).toEqual([]);
      expect((await deliveries()).status).toBe(404);
    });
  });
}
