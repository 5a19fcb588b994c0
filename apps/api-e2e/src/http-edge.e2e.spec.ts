/**
 * The HTTP edge (issue 16; docs/security.md, "HTTP edge"), on the whole product as real processes in
 * embedded mode: security headers on every kind of answer (page, asset, API, API docs, the /ai docs,
 * proxied files, a service's own HTTP port) and no X-Powered-By anywhere; slow headers and bodies cut
 * off (a raw socket sending a byte every 2 s) while a normal upload passes; the /ai proxy passing only
 * the AI API and its docs; the per-user AI rate limit (one user limited, another not).
 */
import { request } from 'node:http';
import { connect } from 'node:net';
import { AI_PROXY_PREFIX, AiPaths, ApiPaths, MediaPaths, Messages, type AuthResponse } from '@hirewise/contracts';
import { samples } from '@hirewise/testing';
import { AI_INPUTS } from './support/ai-fixtures';
import { createApi, uniqueEmail, type Api } from './support/http';
import { mediaClient } from './support/media-client';
import { startE2eStack, STACK_START_TIMEOUT_MS, STACK_STOP_TIMEOUT_MS, type Stack } from './support/stack';

const AI_RATE_LIMIT = 3;
const HEADERS_TIMEOUT_MS = 2000;
const BODY_RATE_WINDOW_MS = 2000;
const SLOW_MESSAGE = 'The request arrived too slowly and was cut off. Please check your connection and try again.';

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A request with the path exactly as written (fetch would normalize `..`, `%2e%2e` and `//`). */
function rawRequest(baseUrl: string, method: string, path: string, headers: Record<string, string> = {}, body?: string): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, method, path, headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers } }, (res) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** A client that sends `upFront` at once, then `trickled` one byte every 2 s; what it got, and when the server closed. */
function slowLoris(baseUrl: string, upFront: string, trickled: string): Promise<{ answer: string; elapsedMs: number }> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(Number(port), hostname);
    let answer = '';
    let sent = 0;
    let timer: NodeJS.Timeout | undefined;
    socket.on('connect', () => {
      socket.write(upFront);
      timer = setInterval(() => {
        if (sent < trickled.length && !socket.destroyed) socket.write(trickled[sent++] ?? '');
      }, 2000);
    });
    socket.on('data', (c) => (answer += c.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ answer, elapsedMs: Date.now() - started });
    });
    setTimeout(() => reject(new Error(`the connection was still open after 20 s: ${answer}`)), 20_000).unref();
  });
}

describe('the HTTP edge (embedded mode)', () => {
  let stack: Stack & { jwtSecret: string };
  let api: Api;
  let gateway: string;
  const serviceUrl = (service: string) => `http://127.0.0.1:${stack.procs.find((p) => p.name === service)?.httpPort}`;

  const signup = async (type: 'applicant' | 'recruiter', tag: string): Promise<string> => {
    const res = await api<AuthResponse>(ApiPaths.signup, { method: 'POST', body: { type, email: uniqueEmail(tag), password: 'S3cret-pass!', name: 'Edge Tester' } });
    expect(res.status).toBe(200);
    return res.body.token;
  };

  beforeAll(async () => {
    stack = await startE2eStack('embedded', {
      STORAGE: 'fs',
      TRUST_PROXY: 'true',
      AI_RATE_LIMIT: String(AI_RATE_LIMIT),
      HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
      BODY_MIN_BYTES: '1024',
      BODY_RATE_WINDOW_MS: String(BODY_RATE_WINDOW_MS),
    });
    gateway = stack.baseUrl;
    api = createApi(gateway);
  }, STACK_START_TIMEOUT_MS);

  afterAll(async () => {
    await stack?.stop();
  }, STACK_STOP_TIMEOUT_MS);

  describe('security headers', () => {
    const expectHardened = (headers: Headers, what: string) => {
      const csp = headers.get('content-security-policy') ?? '';
      expect({ what, frameAncestors: csp.includes("frame-ancestors 'none'"), scriptSelfOnly: csp.includes("script-src 'self';") }).toEqual({ what, frameAncestors: true, scriptSelfOnly: true });
      expect({ what, nosniff: headers.get('x-content-type-options'), referrer: headers.get('referrer-policy'), poweredBy: headers.get('x-powered-by') }).toEqual({
        what,
        nosniff: 'nosniff',
        referrer: 'no-referrer',
        poweredBy: null,
      });
      expect(headers.get('permissions-policy')).toContain('camera=(self), microphone=(self)');
      expect(headers.get('strict-transport-security')).toBeNull();
    };

    it('on the web app page, a client route, an asset, the API, its errors and both API docs', async () => {
      const home = await fetch(`${gateway}/`);
      const html = await home.text();
      expect(home.status).toBe(200);
      expectHardened(home.headers, 'page /');
      expectHardened((await fetch(`${gateway}/home`)).headers, 'client route /home');
      const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
      expect(asset).toBeDefined();
      const script = await fetch(`${gateway}${asset}`);
      expect(script.status).toBe(200);
      expectHardened(script.headers, 'asset');
      expectHardened((await fetch(`${gateway}/api/jobs`)).headers, 'API /api/jobs');
      const refused = await fetch(`${gateway}${ApiPaths.user}`);
      expect(refused.status).toBe(401);
      expectHardened(refused.headers, 'API error');
      for (const docs of ['/api/docs', '/api/docs/openapi.json', '/api/docs/swagger-ui-bundle.js', `${AI_PROXY_PREFIX}${AiPaths.docs}`, `${AI_PROXY_PREFIX}${AiPaths.openApi}`]) {
        const res = await fetch(`${gateway}${docs}`);
        expect({ docs, status: res.status }).toEqual({ docs, status: 200 });
        expectHardened(res.headers, docs);
      }
    });

    it('HSTS only behind TLS: X-Forwarded-Proto https from the trusted proxy', async () => {
      const res = await fetch(`${gateway}/`, { headers: { 'x-forwarded-proto': 'https' } });
      expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      expect((await fetch(`${gateway}/`, { headers: { 'x-forwarded-proto': 'http' } })).headers.get('strict-transport-security')).toBeNull();
    });

    it("on every service's own HTTP port, the AI service's docs included", async () => {
      for (const service of ['auth', 'jobs', 'applications', 'media', 'ai']) {
        const res = await fetch(`${serviceUrl(service)}/health`);
        expect({ service, status: res.status, poweredBy: res.headers.get('x-powered-by'), nosniff: res.headers.get('x-content-type-options') }).toEqual({ service, status: 200, poweredBy: null, nosniff: 'nosniff' });
      }
      const docs = await fetch(`${serviceUrl('ai')}${AiPaths.docs}`);
      expect(docs.status).toBe(200);
      expectHardened(docs.headers, 'AI service /docs');
    });

    it('proxied downloads keep their type and ranges, with the headers', async () => {
      const token = await signup('applicant', 'edge-files');
      const media = mediaClient(gateway);
      const content = samples.pdf();
      const up = await media.postForm(MediaPaths.uploadResume, token, [{ field: 'resume', content, filename: 'cv.pdf' }]);
      expect(up.status).toBe(201);
      const part = await media.get(MediaPaths.downloadResume(up.json.filename as string), token, { range: 'bytes=0-3' });
      expect({ status: part.status, type: part.headers.get('content-type'), range: part.headers.get('content-range'), body: part.body.toString('latin1') }).toEqual({
        status: 206,
        type: 'application/pdf',
        range: `bytes 0-3/${content.length}`,
        body: '%PDF',
      });
      expectHardened(part.headers, 'download');
    });
  });

  describe('slow clients', () => {
    it('a header sent a byte every 2 s gets 408 and is closed at the header deadline', async () => {
      const { answer, elapsedMs } = await slowLoris(gateway, 'G', 'ET /api/jobs HTTP/1.1\r\nHost: localhost\r\n\r\n');
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(elapsedMs).toBeLessThan(HEADERS_TIMEOUT_MS + 2500);
    });

    it('an upload body sent a byte every 2 s through the media proxy gets 408 and is closed', async () => {
      const token = await signup('applicant', 'edge-slow-upload');
      const head = `POST ${MediaPaths.uploadResume} HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${token}\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: 5000\r\n\r\n`;
      const { answer, elapsedMs } = await slowLoris(gateway, head, '--x\r\nContent-Disposition: form-data; name="resume"; filename="cv.pdf"\r\n\r\n%PDF-1.4');
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(answer).toContain(SLOW_MESSAGE);
      expect(elapsedMs).toBeLessThan(2 * BODY_RATE_WINDOW_MS + 2500);
    });

    it('a JSON body sent a byte every 2 s to an API route gets 408 and is closed', async () => {
      const head = `POST ${ApiPaths.login} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n`;
      const { answer, elapsedMs } = await slowLoris(gateway, head, '{"email":"someone@example.com"');
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(elapsedMs).toBeLessThan(2 * BODY_RATE_WINDOW_MS + 2500);
    });

    it('a normal 4 MB upload through the media proxy passes', async () => {
      const token = await signup('applicant', 'edge-big-upload');
      const content = Buffer.alloc(4 * 1024 * 1024, 0x20);
      samples.pdf().copy(content, 0);
      const up = await mediaClient(gateway).postForm(MediaPaths.uploadResume, token, [{ field: 'resume', content, filename: 'big.pdf' }]);
      expect(up.status).toBe(201);
    });
  });

  describe('the /ai proxy passes only the AI API and its docs', () => {
    const metricsOf = async (): Promise<number> => {
      const text = await (await fetch(`${serviceUrl('ai')}/metrics`)).text();
      return text
        .split('\n')
        .filter((line) => line.startsWith('hirewise_http_requests_total{') && !line.includes('route="/metrics"'))
        .reduce((sum, line) => sum + Number(line.split(' ').pop()), 0);
    };

    it('the service paths, unknown paths and path tricks get 404 from the gateway and never reach the AI service', async () => {
      const token = await signup('recruiter', 'edge-ai-paths');
      // The AI service does have these (on its own port, which the gateway must not open up).
      expect((await fetch(`${serviceUrl('ai')}/health`)).status).toBe(200);
      const before = await metricsOf();
      for (const path of [
        '/ai/metrics',
        '/ai/health',
        '/ai/ready',
        '/ai/unknown',
        '/ai/%2e%2e/metrics',
        '/ai/%2E%2E/health',
        '/ai//metrics',
        '/ai/api/../metrics',
        '/ai/docs/../health',
        '/ai/docs/..%2fmetrics',
        '/AI/metrics',
        '/ai/',
      ]) {
        const res = await rawRequest(gateway, 'GET', path, { authorization: `Bearer ${token}` });
        expect({ path, status: res.status, body: res.body }).toEqual({ path, status: 404, body: JSON.stringify({ error: Messages.notFound, message: Messages.notFound }) });
        expect(res.headers['x-powered-by']).toBeUndefined();
      }
      const post = await rawRequest(gateway, 'POST', '/ai//api/get-interview-question', { authorization: `Bearer ${token}` }, JSON.stringify(AI_INPUTS.interviewQuestion));
      expect(post.status).toBe(404);
      expect(await metricsOf()).toBe(before);
      // The API and the docs still pass.
      const ok = await rawRequest(gateway, 'POST', `${AI_PROXY_PREFIX}${AiPaths.interviewQuestion}`, { authorization: `Bearer ${token}` }, JSON.stringify(AI_INPUTS.interviewQuestion));
      expect(ok.status).toBe(200);
      expect((await rawRequest(gateway, 'GET', `${AI_PROXY_PREFIX}${AiPaths.openApi}`)).status).toBe(200);
      expect((await rawRequest(gateway, 'POST', `${AI_PROXY_PREFIX}${AiPaths.interviewQuestion}`, {}, '{}')).status).toBe(401);
    });
  });

  describe('per-user AI rate limit', () => {
    it('one user past the limit gets 429 with Retry-After on the AI routes and /ai alike; another user is not limited', async () => {
      const limited = await signup('applicant', 'edge-ai-limited');
      const other = await signup('applicant', 'edge-ai-other');
      const call = (token: string, path: string) => api(path, { method: 'POST', token, body: AI_INPUTS.interviewQuestion });
      expect((await call(limited, AiPaths.interviewQuestion)).status).toBe(200);
      expect((await call(limited, `${AI_PROXY_PREFIX}${AiPaths.interviewQuestion}`)).status).toBe(200);
      const last = await call(limited, AiPaths.interviewQuestion);
      expect({ status: last.status, limit: last.headers.get('x-ratelimit-limit'), remaining: last.headers.get('x-ratelimit-remaining') }).toEqual({ status: 200, limit: '3', remaining: '0' });

      for (const path of [AiPaths.interviewQuestion, AiPaths.evaluateAnswer, `${AI_PROXY_PREFIX}${AiPaths.interviewQuestion}`]) {
        const refused = await api(path, { method: 'POST', token: limited, body: path.endsWith('evaluate-answer') ? AI_INPUTS.evaluateAnswer : AI_INPUTS.interviewQuestion });
        const retryAfter = Number(refused.headers.get('retry-after'));
        expect({ path, status: refused.status }).toEqual({ path, status: 429 });
        expect(retryAfter).toBeGreaterThan(0);
        expect(retryAfter).toBeLessThanOrEqual(60);
        const message = `Too many AI requests: each user may make ${AI_RATE_LIMIT} per minute. Try again in ${retryAfter} s.`;
        expect(refused.body).toEqual({ error: message, message });
      }

      expect((await call(other, AiPaths.interviewQuestion)).status).toBe(200);
      expect((await call(other, `${AI_PROXY_PREFIX}${AiPaths.interviewQuestion}`)).status).toBe(200);
    });
  });
});
