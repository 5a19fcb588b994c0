/**
 * Recruiters' webhooks on a real database, with a real HTTP receiver in the test process: the
 * gateway's calls, events turned into signed POSTs, retries, the delivery log, the SSRF guard.
 */
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import {
  Events,
  WEBHOOK_EVENT_TYPES,
  WebhookMessages,
  type Caller,
  type WebhookDeliveryView,
  type WebhookEventType,
  type WebhookPayload,
} from '@hirewise/contracts';
import { boot, ENGINES, eventually, expectDomainError, type Harness } from '../../__tests__/harness';
import { WebhookSender } from '../webhook-sender';
import { WebhooksController } from '../webhooks.controller';

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A webhook receiver: records every POST; answers each path with its planned statuses, then 200 ('hang' never answers). */
class Receiver {
  readonly received: Received[] = [];
  private readonly plans = new Map<string, (number | 'hang')[]>();
  private server?: Server;
  port = 0;

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const path = req.url ?? '/';
        this.received.push({ path, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
        const next = this.plans.get(path)?.shift() ?? 200;
        if (next !== 'hang') res.writeHead(next, { 'Content-Type': 'text/plain' }).end('thanks');
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.port = (this.server?.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }

  /** A fresh path on this receiver, answered by `plan` first. */
  url(plan: (number | 'hang')[] = []): string {
    const path = `/hooks/${randomUUID()}`;
    this.plans.set(path, [...plan]);
    return `http://127.0.0.1:${this.port}${path}`;
  }

  at(url: string): Received[] {
    const path = new URL(url).pathname;
    return this.received.filter((r) => r.path === path);
  }
}

/** The receiver's check, written independently of the service's signer. */
function verifies(secret: string, received: Received): boolean {
  const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(received.headers['hirewise-signature']));
  if (!match) return false;
  if (Math.abs(Date.now() / 1000 - Number(match[1])) > 300) return false;
  const expected = createHmac('sha256', secret).update(`${match[1]}.${received.body}`).digest();
  return timingSafeEqual(expected, Buffer.from(match[2], 'hex'));
}

const recruiterCaller = (): Caller => ({ userId: randomUUID(), type: 'recruiter' });

describe.each(ENGINES)('webhooks on %s', (engine) => {
  let h: Harness;
  let api: WebhooksController;
  let sender: WebhookSender;
  const receiver = new Receiver();

  beforeAll(async () => {
    await receiver.start();
    h = await boot(engine, {
      WEBHOOK_ALLOW_PRIVATE: '127.0.0.1/32',
      WEBHOOK_POLL_MS: '100',
      WEBHOOK_RETRY_BASE_MS: '100',
      WEBHOOK_RETRY_MAX_MS: '400',
      WEBHOOK_MAX_ATTEMPTS: '4',
      // Generous: the receiver shares this process's event loop with the service and its database.
      WEBHOOK_TIMEOUT_MS: '5000',
    });
    api = h.app.get(WebhooksController);
    sender = h.app.get(WebhookSender);
  }, 180_000);
  afterAll(async () => {
    await h?.close();
    await receiver.stop();
  });

  const register = (caller: Caller, url: string, extra: { events?: WebhookEventType[]; description?: string } = {}) => api.create({ caller, webhook: { url, ...extra } });
  const log = async (caller: Caller, webhookId: string) => (await api.deliveries({ caller, webhookId, query: { page: 1, limit: 50 } })).items;
  /** Waits until the webhook's log satisfies `ok` (the sender runs on its own timer and kicks). */
  const logUntil = (caller: Caller, webhookId: string, ok: (items: WebhookDeliveryView[]) => boolean) => eventually(() => log(caller, webhookId), ok, 15_000);
  const settled = (items: WebhookDeliveryView[]) => items.length > 0 && items.every((d) => d.status !== 'pending');

  it('registers a webhook: the secret is answered once, never listed; every event type by default', async () => {
    const me = recruiterCaller();
    const url = receiver.url();
    const created = await register(me, url, { description: 'ATS sync' });
    expect(created).toMatchObject({ url, events: [...WEBHOOK_EVENT_TYPES], description: 'ATS sync', active: true, lastDelivery: null });
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);

    const listed = await api.list({ caller: me });
    expect(listed).toEqual([{ id: created.id, url, events: [...WEBHOOK_EVENT_TYPES], description: 'ATS sync', active: true, createdAt: created.createdAt, lastDelivery: null }]);
    expect(JSON.stringify(listed)).not.toContain(created.secret);
    expect(JSON.stringify(listed)).not.toContain('whsec_');

    // Newest first; another recruiter sees none of them.
    const second = await register(me, receiver.url(), { events: ['job.created', 'job.created'] });
    expect(second.events).toEqual(['job.created']);
    expect((await api.list({ caller: me })).map((w) => w.id)).toEqual([second.id, created.id]);
    expect(await api.list({ caller: recruiterCaller() })).toEqual([]);
  });

  it('refuses private, link-local and loopback addresses the setting does not allow, other schemes, unknown hosts', async () => {
    const me = recruiterCaller();
    for (const url of ['http://10.0.0.5/hook', 'http://169.254.169.254/latest/meta-data/', 'http://[::1]:8080/hook', 'http://127.0.0.2/hook', 'http://192.168.1.10/', 'http://[::ffff:10.0.0.1]/']) {
      await expectDomainError(register(me, url), 'WEBHOOK_URL_REFUSED', WebhookMessages.urlRefused);
    }
    await expectDomainError(register(me, 'ftp://example.com/hook'), 'VALIDATION_FAILED', 'url must be an http:// or https:// address without a user name or password');
    await expectDomainError(register(me, 'http://no-such-host.invalid/hook'), 'WEBHOOK_URL_UNRESOLVABLE', WebhookMessages.urlUnresolvable);
    expect(await api.list({ caller: me })).toEqual([]);
    // WEBHOOK_ALLOW_PRIVATE=127.0.0.1/32 lets the test's receiver in, by address or by a name resolving to it.
    await expect(register(me, receiver.url())).resolves.toMatchObject({ active: true });
    await expect(register(me, `http://localhost:${receiver.port}/by-name`)).resolves.toMatchObject({ active: true });
  });

  it(`keeps at most the limit per recruiter (409)`, async () => {
    const me = recruiterCaller();
    const made = await Promise.all(Array.from({ length: 10 }, () => register(me, receiver.url())));
    expect(made).toHaveLength(10);
    await expectDomainError(register(me, receiver.url()), 'WEBHOOK_LIMIT', WebhookMessages.limit);
    expect(await api.list({ caller: me })).toHaveLength(10);
    await api.delete({ caller: me, webhookId: made[0].id });
    await expect(register(me, receiver.url())).resolves.toMatchObject({ active: true });
  });

  it('answers 404 for an unknown webhook or delivery and 403 for another recruiter\'s, changing nothing', async () => {
    const owner = recruiterCaller();
    const intruder = recruiterCaller();
    const hook = await register(owner, receiver.url());
    const other = await register(owner, receiver.url());
    const ping = await api.ping({ caller: owner, webhookId: hook.id });
    const byId = { caller: intruder, webhookId: hook.id };

    await expectDomainError(api.update({ ...byId, update: { active: false } }), 'NOT_YOUR_WEBHOOK', WebhookMessages.notYours);
    await expectDomainError(api.delete(byId), 'NOT_YOUR_WEBHOOK', WebhookMessages.notYours);
    await expectDomainError(api.rotateSecret(byId), 'NOT_YOUR_WEBHOOK', WebhookMessages.notYours);
    await expectDomainError(api.ping(byId), 'NOT_YOUR_WEBHOOK', WebhookMessages.notYours);
    await expectDomainError(api.deliveries({ ...byId, query: { page: 1, limit: 20 } }), 'NOT_YOUR_WEBHOOK', WebhookMessages.notYours);
    await expectDomainError(api.redeliver({ ...byId, deliveryId: ping.id }), 'NOT_YOUR_WEBHOOK', WebhookMessages.notYours);

    for (const webhookId of [randomUUID(), 'not-a-uuid']) {
      await expectDomainError(api.update({ caller: owner, webhookId, update: { active: false } }), 'WEBHOOK_NOT_FOUND', WebhookMessages.notFound);
      await expectDomainError(api.delete({ caller: owner, webhookId }), 'WEBHOOK_NOT_FOUND', WebhookMessages.notFound);
      await expectDomainError(api.ping({ caller: owner, webhookId }), 'WEBHOOK_NOT_FOUND', WebhookMessages.notFound);
    }
    await expectDomainError(api.redeliver({ caller: owner, webhookId: hook.id, deliveryId: randomUUID() }), 'WEBHOOK_DELIVERY_NOT_FOUND', WebhookMessages.deliveryNotFound);
    // A delivery of the owner's other webhook is not this webhook's.
    await expectDomainError(api.redeliver({ caller: owner, webhookId: other.id, deliveryId: ping.id }), 'WEBHOOK_DELIVERY_NOT_FOUND', WebhookMessages.deliveryNotFound);

    const [still] = (await api.list({ caller: owner })).filter((w) => w.id === hook.id);
    expect(still).toMatchObject({ active: true, events: [...WEBHOOK_EVENT_TYPES] });
    expect((await log(owner, hook.id)).map((d) => d.id)).toEqual([ping.id]);
    expect(await h.count('webhooks')).toBeGreaterThanOrEqual(2);
  });

  it('POSTs a new application to the job\'s recruiter once, signed, however often the event arrives', async () => {
    const me = recruiterCaller();
    const url = receiver.url();
    const hook = await register(me, url);
    const job = await h.job(me.userId, { title: 'Data Engineer' });
    const applicantId = randomUUID();
    const applicationId = randomUUID();
    const envelope = await h.status(job, applicantId, { to: 'applied', actor: 'applicant' }, applicationId);
    await h.dispatch(Events.applicationStatusChanged, envelope.payload, envelope.id); // redelivered

    const items = await logUntil(me, hook.id, (l) => l.filter((d) => d.type === 'application.created').every((d) => d.status === 'delivered') && l.length >= 2);
    const created = items.filter((d) => d.type === 'application.created');
    expect(created).toEqual([expect.objectContaining({ eventId: envelope.id, status: 'delivered', attempts: 1, responseStatus: 200, error: null })]);

    const posts = receiver.at(url).filter((r) => r.headers['hirewise-event'] === 'application.created');
    expect(posts).toHaveLength(1);
    const [post] = posts;
    expect(verifies(hook.secret, post)).toBe(true);
    expect(verifies('whsec_wrong', post)).toBe(false);
    expect(post.headers).toMatchObject({
      'content-type': 'application/json',
      'user-agent': 'Hirewise-Webhooks/1.0',
      'hirewise-event': 'application.created',
      'hirewise-delivery': created[0].id,
    });
    const body = JSON.parse(post.body) as WebhookPayload;
    expect(body).toEqual({
      id: envelope.id,
      type: 'application.created',
      createdAt: new Date(envelope.occurredAt).toISOString(),
      data: {
        applicationId,
        jobId: job.jobId,
        jobTitle: 'Data Engineer',
        applicantId,
        from: null,
        to: 'applied',
        actor: 'applicant',
        acceptedCount: 0,
        activeCount: 1,
      },
    });

    // A later change of the same application is application.status-changed.
    const change = await h.status(job, applicantId, { from: 'applied', to: 'shortlisted' }, applicationId);
    await logUntil(me, hook.id, (l) => l.some((d) => d.eventId === change.id && d.status === 'delivered'));
    const [changed] = receiver.at(url).filter((r) => (JSON.parse(r.body) as WebhookPayload).id === change.id);
    expect(JSON.parse(changed.body)).toMatchObject({ type: 'application.status-changed', data: { from: 'applied', to: 'shortlisted', jobTitle: 'Data Engineer' } });
    expect(verifies(hook.secret, changed)).toBe(true);

    // The list shows the newest delivery's outcome.
    const [listed] = (await api.list({ caller: me })).filter((w) => w.id === hook.id);
    expect(listed.lastDelivery).toMatchObject({ status: 'delivered', responseStatus: 200 });
  });

  it('retries a failing receiver with backoff (500, 500, then 200: delivered on the third attempt, same bytes each time)', async () => {
    const me = recruiterCaller();
    const url = receiver.url([500, 500]);
    const hook = await register(me, url, { events: ['interview.completed'] });
    const job = await h.job(me.userId, { title: 'ML Engineer', requiresInterview: true });
    const envelope = await h.dispatch(Events.interviewCompleted, { applicationId: randomUUID(), jobId: job.jobId, applicantId: randomUUID(), recruiterId: me.userId, score: 81 });

    const [delivery] = await logUntil(me, hook.id, settled);
    expect(delivery).toMatchObject({ type: 'interview.completed', eventId: envelope.id, status: 'delivered', attempts: 3, responseStatus: 200, error: null, nextAttemptAt: null });
    expect(delivery.deliveredAt).not.toBeNull();
    expect(delivery.durationMs).toEqual(expect.any(Number));
    const posts = receiver.at(url);
    expect(posts).toHaveLength(3);
    expect(new Set(posts.map((p) => p.body)).size).toBe(1);
    expect(new Set(posts.map((p) => p.headers['hirewise-delivery']))).toEqual(new Set([delivery.id]));
    expect(posts.every((p) => verifies(hook.secret, p))).toBe(true);
    expect(JSON.parse(posts[0].body)).toMatchObject({ type: 'interview.completed', data: { jobTitle: 'ML Engineer', score: 81 } });
  });

  it('gives up after WEBHOOK_MAX_ATTEMPTS (failed, no next attempt) and logs why; redelivery sends the same event again', async () => {
    const me = recruiterCaller();
    const url = receiver.url([500, 500, 500, 503]);
    const hook = await register(me, url, { events: ['job.created'] });
    const job = await h.job(me.userId, { title: 'Platform Engineer' });

    const [failed] = await logUntil(me, hook.id, settled);
    expect(failed).toMatchObject({ type: 'job.created', eventId: expect.any(String), status: 'failed', attempts: 4, responseStatus: 503, error: 'HTTP 503', nextAttemptAt: null, deliveredAt: null });
    await sender.drain();
    expect(receiver.at(url)).toHaveLength(4);
    const [listed] = (await api.list({ caller: me })).filter((w) => w.id === hook.id);
    expect(listed.lastDelivery).toMatchObject({ status: 'failed', responseStatus: 503 });

    // The receiver is fixed: redeliver from the log. A new entry, the same event id and body.
    const again = await api.redeliver({ caller: me, webhookId: hook.id, deliveryId: failed.id });
    expect(again).toMatchObject({ type: 'job.created', eventId: failed.eventId, status: 'pending', attempts: 0 });
    expect(again.id).not.toBe(failed.id);
    const items = await logUntil(me, hook.id, (l) => l.some((d) => d.id === again.id && d.status === 'delivered'));
    expect(items.map((d) => d.id)).toEqual([again.id, failed.id]);
    const posts = receiver.at(url);
    expect(posts).toHaveLength(5);
    expect(posts[4].body).toBe(posts[0].body);
    expect(posts[4].headers['hirewise-delivery']).toBe(again.id);
    expect(JSON.parse(posts[4].body)).toMatchObject({ id: failed.eventId, type: 'job.created', data: { jobId: job.jobId, jobTitle: 'Platform Engineer', salary: 50000 } });
    expect(posts[4].body).not.toContain('"version"');
    expect(posts[4].body).not.toContain('recruiterName');
  });

  it('records a timeout, a refused connection and a refused address at delivery time as failed attempts', async () => {
    const me = recruiterCaller();
    const hanging = await register(me, receiver.url(['hang', 'hang', 'hang', 'hang']));
    await api.ping({ caller: me, webhookId: hanging.id });

    // A host that resolved to an allowed address at registration points elsewhere now (as a rebinding DNS answer would).
    const moved = await register(me, receiver.url());
    await h.rows(sql`update webhooks set url = 'http://10.1.2.3/hook' where id = ${moved.id}`);
    await api.ping({ caller: me, webhookId: moved.id });

    const closedPort = await new Promise<number>((resolve) => {
      const s = createServer().listen(0, '127.0.0.1', () => {
        const { port } = s.address() as AddressInfo;
        s.close(() => resolve(port));
      });
    });
    const refused = await register(me, `http://127.0.0.1:${closedPort}/hook`);
    await api.ping({ caller: me, webhookId: refused.id });

    const [blocked] = await logUntil(me, moved.id, (l) => l[0]?.lastAttemptAt !== null);
    expect(blocked).toMatchObject({ responseStatus: null, error: 'address refused: 10.1.2.3 (private)' });
    const [noServer] = await logUntil(me, refused.id, (l) => l[0]?.lastAttemptAt !== null);
    expect(noServer).toMatchObject({ responseStatus: null, error: 'connect ECONNREFUSED' });
    const [gaveUp] = await logUntil(me, moved.id, settled);
    expect(gaveUp).toMatchObject({ status: 'failed', attempts: 4, error: 'address refused: 10.1.2.3 (private)' });
    // Meanwhile the hanging receiver held only its own delivery: still in its first attempt.
    expect((await log(me, hanging.id))[0]).toMatchObject({ status: 'pending', attempts: 1, lastAttemptAt: null });
    const [timedOut] = await logUntil(me, hanging.id, (l) => l[0]?.lastAttemptAt !== null);
    expect(timedOut).toMatchObject({ status: 'pending', attempts: 1, responseStatus: null, error: 'timeout after 5000 ms' });
    expect(receiver.at(`http://127.0.0.1${new URL(hanging.url).pathname}`)).toHaveLength(1);
    for (const webhookId of [hanging.id, refused.id]) await api.delete({ caller: me, webhookId });
  });

  it('sends a ping on request, and signs with the new secret after a rotation', async () => {
    const me = recruiterCaller();
    const url = receiver.url();
    const hook = await register(me, url, { events: ['job.deleted'] });
    const ping = await api.ping({ caller: me, webhookId: hook.id });
    expect(ping).toMatchObject({ type: 'ping', status: 'pending', attempts: 0, responseStatus: null, error: null, deliveredAt: null });
    await logUntil(me, hook.id, settled);
    const [first] = receiver.at(url);
    expect(JSON.parse(first.body)).toEqual({ id: ping.eventId, type: 'ping', createdAt: expect.any(String), data: { webhookId: hook.id, message: 'Hirewise test event' } });
    expect(first.headers['hirewise-event']).toBe('ping');
    expect(verifies(hook.secret, first)).toBe(true);

    const rotated = await api.rotateSecret({ caller: me, webhookId: hook.id });
    expect(rotated.secret).toMatch(/^whsec_/);
    expect(rotated.secret).not.toBe(hook.secret);
    expect(rotated).toMatchObject({ id: hook.id, url, lastDelivery: { status: 'delivered' } });
    const second = await api.ping({ caller: me, webhookId: hook.id });
    await logUntil(me, hook.id, (l) => l.some((d) => d.id === second.id && d.status === 'delivered'));
    const after = receiver.at(url).find((r) => r.headers['hirewise-delivery'] === second.id);
    expect(after).toBeDefined();
    expect(verifies(rotated.secret, after as Received)).toBe(true);
    expect(verifies(hook.secret, after as Received)).toBe(false);
  });

  it('sends nothing while paused: events queue nothing, a ping waits; resuming sends it', async () => {
    const me = recruiterCaller();
    const url = receiver.url();
    const hook = await register(me, url);
    const paused = await api.update({ caller: me, webhookId: hook.id, update: { active: false, description: 'paused for maintenance' } });
    expect(paused).toMatchObject({ active: false, description: 'paused for maintenance', events: [...WEBHOOK_EVENT_TYPES] });
    const job = await h.job(me.userId);
    await h.status(job, randomUUID(), { to: 'applied' });
    const ping = await api.ping({ caller: me, webhookId: hook.id });
    await sender.drain();
    await new Promise((r) => setTimeout(r, 400));
    expect(receiver.at(url)).toEqual([]);
    expect(await log(me, hook.id)).toEqual([expect.objectContaining({ id: ping.id, status: 'pending', attempts: 0 })]);

    await expect(api.update({ caller: me, webhookId: hook.id, update: { active: true } })).resolves.toMatchObject({ active: true });
    await logUntil(me, hook.id, settled);
    expect(receiver.at(url).map((r) => r.headers['hirewise-event'])).toEqual(['ping']);
  });

  it('never sends a recruiter the events of another recruiter\'s jobs, nor event types they did not choose', async () => {
    const me = recruiterCaller();
    const someoneElse = recruiterCaller();
    const url = receiver.url();
    const hook = await register(me, url, { events: ['job.created', 'job.deleted'] });
    const theirs = await register(someoneElse, receiver.url(), { events: ['application.created'] });

    const othersJob = await h.job(someoneElse.userId, { title: 'Their Job' });
    await h.status(othersJob, randomUUID(), { to: 'applied' });
    const myJob = await h.job(me.userId, { title: 'My Job' });
    await h.dispatch(Events.jobUpdated, { ...myJob, title: 'My Job (edited)', version: 2 });
    await h.status(myJob, randomUUID(), { to: 'applied' });
    await h.dispatch(Events.interviewCompleted, { applicationId: randomUUID(), jobId: myJob.jobId, applicantId: randomUUID(), recruiterId: me.userId, score: null });
    const deleted = await h.dispatch(Events.jobDeleted, { jobId: myJob.jobId, version: 3 });

    const items = await logUntil(me, hook.id, (l) => l.length >= 2 && settled(l));
    await sender.drain();
    expect((await log(me, hook.id)).map((d) => d.type).sort()).toEqual(['job.created', 'job.deleted']);
    const bodies = receiver.at(url).map((r) => JSON.parse(r.body) as WebhookPayload);
    expect(new Set(bodies.map((b) => b.type))).toEqual(new Set(['job.created', 'job.deleted']));
    expect(bodies.find((b) => b.type === 'job.deleted')).toEqual({ id: deleted.id, type: 'job.deleted', createdAt: expect.any(String), data: { jobId: myJob.jobId, jobTitle: 'My Job (edited)' } });
    expect(receiver.at(url).some((r) => r.body.includes(othersJob.jobId))).toBe(false);
    expect(items.every((d) => d.status === 'delivered')).toBe(true);
    // The other recruiter's webhook got their own application, and nothing of mine.
    const theirLog = await logUntil(someoneElse, theirs.id, settled);
    expect(theirLog.map((d) => d.type)).toEqual(['application.created']);
  });

  it('deletes a webhook with its log, and a deleted account\'s webhooks', async () => {
    const me = recruiterCaller();
    const hook = await register(me, receiver.url());
    await api.ping({ caller: me, webhookId: hook.id });
    await logUntil(me, hook.id, settled);
    await expect(api.delete({ caller: me, webhookId: hook.id })).resolves.toEqual({ message: WebhookMessages.deleted });
    expect(await h.rows(sql`select id from webhook_deliveries where webhook_id = ${hook.id}`)).toEqual([]);
    await expectDomainError(api.ping({ caller: me, webhookId: hook.id }), 'WEBHOOK_NOT_FOUND', WebhookMessages.notFound);

    const leaving = recruiterCaller();
    const kept = await register(me, receiver.url());
    await register(leaving, receiver.url());
    await api.ping({ caller: leaving, webhookId: (await register(leaving, receiver.url())).id });
    await h.dispatch(Events.userDeleted, { userId: leaving.userId, type: 'recruiter', deletedAt: new Date().toISOString() });
    expect(await api.list({ caller: leaving })).toEqual([]);
    expect(await h.rows(sql`select id from webhooks where recruiter_id = ${leaving.userId}`)).toEqual([]);
    expect((await api.list({ caller: me })).map((w) => w.id)).toEqual([kept.id]);
  });
});

describe('webhook URL guard without WEBHOOK_ALLOW_PRIVATE', () => {
  let h: Harness;
  let api: WebhooksController;
  beforeAll(async () => {
    h = await boot('pglite');
    api = h.app.get(WebhooksController);
  }, 180_000);
  afterAll(() => h?.close());

  it('refuses loopback by address and by name; a public address is accepted', async () => {
    const me = recruiterCaller();
    for (const url of ['http://127.0.0.1:8080/hook', 'http://localhost/hook', 'http://LOCALHOST:9000/hook', 'http://[::1]/hook', 'http://0x7f000001/', 'http://10.1.1.1/', 'https://169.254.169.254/']) {
      await expectDomainError(api.create({ caller: me, webhook: { url } }), 'WEBHOOK_URL_REFUSED', WebhookMessages.urlRefused);
    }
    await expectDomainError(api.create({ caller: me, webhook: { url: 'https://hooks.example.invalid/x' } }), 'WEBHOOK_URL_UNRESOLVABLE', WebhookMessages.urlUnresolvable);
    expect(await h.count('webhooks')).toBe(0);
    await expect(api.create({ caller: me, webhook: { url: 'https://93.184.216.34/hook', events: ['job.created'] } })).resolves.toMatchObject({ url: 'https://93.184.216.34/hook', events: ['job.created'] });
  });
});
