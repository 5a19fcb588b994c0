import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ApiPaths, Events, JobMessages, Patterns, SERVICE_NAMES, type AuthResponse } from '@hirewise/contracts';
import { uniqueEmail } from './http';
import type { MainStack } from './main-stack';
import type { RunMode } from './stack';

/** The metric names the services and the gateway expose (issue 7); other suites read them too. */
const HTTP_METRICS = ['hirewise_http_requests_total', 'hirewise_http_request_duration_seconds_count'];
const RPC_METRICS = ['hirewise_rpc_handled_total', 'hirewise_rpc_handle_duration_seconds_count'];

/** Sum of the samples of one metric whose labels include all of `labels`. */
function total(text: string, name: string, labels: Record<string, string> = {}): number {
  return text
    .split('\n')
    .filter((l) => (l.startsWith(`${name}{`) || l.startsWith(`${name} `)) && Object.entries(labels).every(([k, v]) => l.includes(`${k}="${v}"`)))
    .reduce((sum, l) => sum + Number(l.slice(l.lastIndexOf(' ') + 1)), 0);
}

/**
 * Log lines (JSON) of every process's file in the stack's log folder, by the service that wrote them
 * (a line's `service`; else its file's name): one process may host several services (layout 'host').
 */
function logLines(logDir: string): Map<string, Record<string, unknown>[]> {
  const byService = new Map<string, Record<string, unknown>[]>();
  for (const file of readdirSync(logDir).filter((f) => f.endsWith('.log'))) {
    for (const text of readFileSync(join(logDir, file), 'utf8').split('\n')) {
      if (!text.startsWith('{')) continue;
      const line = JSON.parse(text) as Record<string, unknown>;
      const service = typeof line.service === 'string' ? line.service : file.replace(/\.log$/, '');
      const lines = byService.get(service) ?? [];
      lines.push(line);
      byService.set(service, lines);
    }
  }
  return byService;
}

async function eventually<T>(read: () => T | Promise<T>, ok: (v: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 200));
  }
}

export function describeObservabilityApi(mode: RunMode, main: MainStack): void {
  describe(`request ids and metrics (${mode} mode)`, () => {
    const reqId = `e2e-${randomBytes(8).toString('hex')}`;
    let jobId: string;

    const send = (path: string, init: { method?: string; token?: string; body?: unknown; reqId?: string } = {}) =>
      fetch(`${main.stack.baseUrl}${path}`, {
        method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
        headers: {
          accept: 'application/json',
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
          ...(init.reqId === undefined ? {} : { 'x-request-id': init.reqId }),
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });

    beforeAll(async () => {
      // One id for a recruiter's signup (gateway -> auth), the job post (gateway -> jobs, which may
      // also ask auth for the new recruiter's name) and an application to it (gateway -> applications).
      const signup = await send(ApiPaths.signup, { reqId, body: { type: 'recruiter', email: uniqueEmail('obs'), password: 'S3cret-pass!', name: 'Olga Observer' } });
      expect(signup.status).toBe(200);
      const { token } = (await signup.json()) as AuthResponse;
      const posted = await send('/api/jobs', { token, reqId, body: { title: 'Site reliability engineer' } });
      expect(posted.headers.get('x-request-id')).toBe(reqId);
      const body = (await posted.json()) as { message: string; _id: string };
      expect({ status: posted.status, message: body.message }).toEqual({ status: 201, message: JobMessages.created });
      jobId = body._id;
      const applicant = (await (await send(ApiPaths.signup, { body: { type: 'applicant', email: uniqueEmail('obs'), password: 'S3cret-pass!', name: 'Arun Applicant' } })).json()) as AuthResponse;
      const applied = await send(`/api/jobs/${jobId}/applications`, { token: applicant.token, reqId, body: { sop: 'Happy to keep things observable.' } });
      expect({ status: applied.status, id: applied.headers.get('x-request-id') }).toEqual({ status: 201, id: reqId });
    });

    it('follows an X-Request-Id through the logs of the gateway and the auth, jobs and applications services', async () => {
      const carrying = (lines: Record<string, unknown>[] | undefined) => (lines ?? []).filter((l) => l.reqId === reqId);
      const logs = await eventually(
        () => logLines(main.stack.logDir),
        (byProcess) =>
          carrying(byProcess.get('gateway')).length >= 3 &&
          ['auth', 'jobs', 'applications'].every((p) => carrying(byProcess.get(p)).length > 0) &&
          carrying(byProcess.get('jobs')).some((l) => l.msg === 'event handled'),
      );
      const gatewayLines = carrying(logs.get('gateway'));
      expect(gatewayLines).toContainEqual(expect.objectContaining({ msg: 'request answered', method: 'POST', route: ApiPaths.signup, status: 200 }));
      expect(gatewayLines).toContainEqual(expect.objectContaining({ msg: 'request answered', method: 'POST', route: '/api/jobs', status: 201 }));
      expect(gatewayLines).toContainEqual(expect.objectContaining({ msg: 'request answered', method: 'POST', route: '/api/jobs/:id/applications', status: 201 }));
      expect(carrying(logs.get('auth'))).toContainEqual(expect.objectContaining({ msg: 'message handled', outcome: 'ok' }));
      expect(carrying(logs.get('jobs'))).toContainEqual(expect.objectContaining({ msg: 'message handled', pattern: Patterns.jobs.create, outcome: 'ok' }));
      expect(carrying(logs.get('applications'))).toContainEqual(expect.objectContaining({ msg: 'message handled', outcome: 'ok' }));
      // The application's status event, relayed from the outbox after the request, is consumed by jobs under the same id.
      expect(carrying(logs.get('jobs'))).toContainEqual(expect.objectContaining({ msg: 'event handled', event: Events.applicationStatusChanged }));
      // Other requests have other ids: the AI service never saw this one, and the media service only the profile
      // events of the signup (it records which files a profile holds), no request.
      expect(carrying(logs.get('ai')).map((l) => String(l.msg))).toEqual([]);
      // (In embedded mode events arrive as `events.deliver.v1` messages.)
      const profileEvent = (l: Record<string, unknown>) =>
        (l.msg === 'event handled' && l.event === Events.userUpdated) || (l.msg === 'message handled' && l.pattern === Patterns.events.deliver);
      expect(carrying(logs.get('media')).filter((l) => !profileEvent(l))).toEqual([]);
    });

    it('makes an id when the caller sends none or an unsafe one (error answers included), and forwards it through the AI proxy', async () => {
      const none = await send('/api/jobs');
      expect(none.headers.get('x-request-id')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      for (const unsafe of ['has spaces', 'x'.repeat(129), 'a"b']) {
        // Refused (no token) and still answered with its id: error answers carry one too.
        const res = await send('/api/applications', { reqId: unsafe });
        expect(res.status).toBe(401);
        expect(res.headers.get('x-request-id')).not.toBe(unsafe);
        expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      }
      const aiId = `e2e-ai-${randomBytes(6).toString('hex')}`;
      const docs = await send('/ai/docs', { reqId: aiId });
      expect(docs.headers.get('x-request-id')).toBe(aiId);
      const logs = await eventually(
        () => logLines(main.stack.logDir),
        (byProcess) => ['ai', 'gateway'].every((p) => (byProcess.get(p) ?? []).some((l) => l.reqId === aiId)),
      );
      expect((logs.get('ai') ?? []).filter((l) => l.reqId === aiId)).toContainEqual(expect.objectContaining({ msg: 'request answered', method: 'GET' }));
      expect((logs.get('gateway') ?? []).filter((l) => l.reqId === aiId)).toContainEqual(expect.objectContaining({ msg: 'request answered', route: '/ai/*' }));
    });

    it('answers /metrics on every service HTTP port and on the gateway metrics port (not the public one) with counts after traffic', async () => {
      const env = main.stack.env;
      for (const service of SERVICE_NAMES) {
        const base = `http://127.0.0.1:${env[`${service.toUpperCase()}_HTTP_PORT`]}`;
        expect((await fetch(`${base}/health`)).status).toBe(200);
        const res = await fetch(`${base}/metrics`);
        expect({ service, status: res.status, type: res.headers.get('content-type') }).toEqual({ service, status: 200, type: expect.stringMatching(/^text\/plain/) });
        const text = await res.text();
        for (const name of [...HTTP_METRICS, ...RPC_METRICS]) {
          expect({ service, name, count: total(text, name, { service }) > 0 }).toEqual({ service, name, count: true });
        }
        expect({ service, route: total(text, 'hirewise_http_requests_total', { route: '/health', status: '200' }) > 0 }).toEqual({ service, route: true });
        expect(total(text, 'hirewise_process_cpu_user_seconds_total', { service })).toBeGreaterThan(0);
        expect(text).toContain('# TYPE hirewise_rpc_client_duration_seconds histogram');
        expect(text).toContain('# TYPE hirewise_events_handled_total counter');
        expect(text).toContain('# TYPE hirewise_errors_total counter');
      }
      const metricsOf = async (service: string) => (await fetch(`http://127.0.0.1:${env[`${service.toUpperCase()}_HTTP_PORT`]}/metrics`)).text();
      const jobs = await metricsOf('jobs');
      expect(total(jobs, 'hirewise_rpc_handled_total', { pattern: Patterns.jobs.create, outcome: 'ok' })).toBeGreaterThan(0);
      const applications = await eventually(
        () => metricsOf('applications'),
        (text) => total(text, 'hirewise_events_handled_total', { event: Events.jobCreated, outcome: 'ok' }) > 0,
      );
      expect(total(applications, 'hirewise_events_handled_total', { event: Events.jobCreated, outcome: 'ok' })).toBeGreaterThan(0);

      const gateway = await (await fetch(`http://127.0.0.1:${env.METRICS_PORT}/metrics`)).text();
      expect(total(gateway, 'hirewise_http_requests_total', { service: 'gateway', method: 'POST', route: '/api/jobs', status: '201' })).toBeGreaterThan(0);
      expect(total(gateway, 'hirewise_http_request_duration_seconds_count', { route: '/api/jobs', method: 'GET' })).toBeGreaterThan(0);
      expect(total(gateway, 'hirewise_http_requests_total', { route: '/ai/*' })).toBeGreaterThan(0);
      expect(total(gateway, 'hirewise_rpc_client_duration_seconds_count', { target: 'jobs', pattern: Patterns.jobs.create, outcome: 'ok' })).toBeGreaterThan(0);
      expect(total(gateway, 'hirewise_rpc_client_duration_seconds_count', { target: 'applications' })).toBeGreaterThan(0);
      // Route patterns, never raw URLs with ids.
      expect(gateway).not.toContain(jobId);
      // The public origin does not serve the metrics.
      const publicMetrics = await fetch(`${main.stack.baseUrl}/metrics`);
      expect(await publicMetrics.text()).not.toContain('hirewise_http_requests_total');
    });
  });
}
