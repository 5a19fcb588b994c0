/**
 * Service clients of the AI HTTP API (docs/ai-service.md, "Service clients"), on the whole product
 * as real processes in both modes: `node tools/ai-keys.mjs` as an operator runs it while the product
 * runs (embedded: through the AI service's loopback admin port; server: PostgreSQL directly, with two
 * AI service replicas sharing the keys and their rate limits), calls with the key at the AI service's
 * own port, and the gateway: its /ai proxy still takes user tokens, and no gateway route takes a key.
 */
import { execFile } from 'node:child_process';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { AI_PROXY_PREFIX, AiPaths, ApiPaths, Messages, type AuthResponse } from '@hirewise/contracts';
import { AI_INPUTS } from './support/ai-fixtures';
import { createApi, uniqueEmail } from './support/http';
import { startE2eStack, STACK_START_TIMEOUT_MS, STACK_STOP_TIMEOUT_MS, type RunMode, type Stack } from './support/stack';

const ROOT = resolve(__dirname, '..', '..', '..');
const run = promisify(execFile);
const QUESTION = AI_INPUTS.interviewQuestion;

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

async function post(baseUrl: string, path: string, body: unknown, headers: Record<string, string>): Promise<Answer> {
  const res = await fetch(`${baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

async function get(baseUrl: string, path: string, headers: Record<string, string>): Promise<Answer> {
  const res = await fetch(`${baseUrl}${path}`, { headers });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

describe.each<RunMode>(['embedded', 'server'])('service API keys on the running product (%s mode)', (mode) => {
  let stack: Stack & { jwtSecret: string };
  /** The AI service's own HTTP API, one base URL per replica. */
  let aiUrls: string[];
  let gateway: string;
  let userToken: string;

  /** The operator command, with the stack's data folder and (server mode) database. */
  const aiKeys = async (...args: string[]) => {
    const env = { ...process.env, DATA_DIR: stack.dataDir, AI_DATABASE_URL: stack.env.AI_DATABASE_URL ?? '' };
    return run(process.execPath, [join(ROOT, 'tools/ai-keys.mjs'), ...args], { cwd: ROOT, env });
  };
  const issue = async (name: string, rate: number) => {
    const { stdout, stderr } = await aiKeys('issue', '--name', name, '--rate', String(rate));
    return { key: stdout.trim(), stderr };
  };

  beforeAll(async () => {
    stack = await startE2eStack(mode, { STORAGE: 'fs' }, mode === 'server' ? { ai: 2 } : undefined);
    aiUrls = stack.procs.filter((p) => p.service === 'ai').map((p) => `http://127.0.0.1:${p.httpPort}`);
    gateway = stack.baseUrl;
    const signup = await createApi(gateway)<AuthResponse>(ApiPaths.signup, {
      method: 'POST',
      body: { type: 'recruiter', email: uniqueEmail('ai-keys'), password: 'S3cret-pass!', name: 'Key Tester' },
    });
    expect(signup.status).toBe(200);
    userToken = signup.body.token;
  }, STACK_START_TIMEOUT_MS);

  afterAll(async () => {
    await stack?.stop();
  }, STACK_STOP_TIMEOUT_MS);

  it('an operator issues a key while the product runs; a service calls the AI service with it', async () => {
    const { key, stderr } = await issue('reports-service', 120);
    expect(key).toMatch(/^hwk_[0-9a-f]{8}_[A-Za-z0-9_-]{43}$/);
    expect(stderr).toMatch(mode === 'embedded' ? /through the running AI service, pid \d+/ : /PostgreSQL database hwt_\w+_ai from AI_DATABASE_URL/);
    for (const url of aiUrls) {
      const answer = await post(url, AiPaths.interviewQuestion, QUESTION, { 'x-api-key': key });
      expect(answer).toMatchObject({ status: 200, body: { question: expect.any(String), source: 'local' } });
    }
    const { stdout } = await aiKeys('list');
    expect(stdout).toMatch(new RegExp(`${key.slice(0, 12)}\\s+reports-service\\s+120\\s+.*\\sactive\\n`));
    expect(stdout).not.toContain(key.slice(13));
  });

  it("the gateway's /ai proxy still serves users' tokens; neither it nor any gateway route takes an API key", async () => {
    const { key } = await issue('not-for-the-gateway', 120);
    const bearer = { authorization: `Bearer ${userToken}` };
    expect(await post(gateway, `${AI_PROXY_PREFIX}${AiPaths.interviewQuestion}`, QUESTION, bearer)).toMatchObject({ status: 200, body: { source: 'local' } });
    expect(await post(gateway, `${AI_PROXY_PREFIX}${AiPaths.suggestCandidate}`, AI_INPUTS.suggestCandidate, bearer)).toMatchObject({ status: 200 });

    const unauthenticated = { error: Messages.unauthenticated, message: Messages.unauthenticated };
    // Through the proxy: the gateway wants a user's token first; with one, the AI service refuses the pair.
    expect(await post(gateway, `${AI_PROXY_PREFIX}${AiPaths.interviewQuestion}`, QUESTION, { 'x-api-key': key })).toEqual({ status: 401, body: unauthenticated });
    expect(await post(gateway, `${AI_PROXY_PREFIX}${AiPaths.interviewQuestion}`, QUESTION, { ...bearer, 'x-api-key': key })).toMatchObject({
      status: 401,
      body: { error: 'Send either a bearer token or an API key, not both' },
    });
    // The gateway's own routes: user routes and its AI routes over the broker.
    const refusedHeaders: Record<string, string>[] = [{ 'x-api-key': key }, { authorization: `ApiKey ${key}` }, { authorization: `Bearer ${key}` }];
    for (const headers of refusedHeaders) {
      expect((await get(gateway, ApiPaths.user, headers)).status).toBe(401);
      expect((await get(gateway, '/api/applications', headers)).status).toBe(401);
      expect((await post(gateway, AiPaths.interviewQuestion, QUESTION, headers)).status).toBe(401);
    }
    expect((await get(gateway, ApiPaths.user, bearer)).status).toBe(200);
  });

  it('revoking a key refuses it at once, on every replica', async () => {
    const { key } = await issue('to-revoke', 120);
    for (const url of aiUrls) expect((await post(url, AiPaths.interviewQuestion, QUESTION, { 'x-api-key': key })).status).toBe(200);
    const { stdout } = await aiKeys('revoke', key.slice(0, 12));
    expect(stdout).toMatch(/^Revoked hwk_[0-9a-f]{8} \(to-revoke, id [0-9a-f-]{36}\)/);
    for (const url of aiUrls) {
      expect(await post(url, AiPaths.interviewQuestion, QUESTION, { 'x-api-key': key })).toEqual({
        status: 401,
        body: { error: 'This API key has been revoked', message: 'This API key has been revoked' },
      });
    }
    expect((await post(aiUrls[0], AiPaths.interviewQuestion, QUESTION, { 'x-api-key': `${key.slice(0, 13)}${'x'.repeat(43)}` })).body).toMatchObject({ error: 'Invalid API key' });
  });

  it('a key gets 429 with Retry-After past its own rate, counted across replicas', async () => {
    const { key } = await issue('rate-limited', 3);
    const urls = Array.from({ length: 3 }, (_, i) => aiUrls[i % aiUrls.length]);
    for (const url of urls) expect((await post(url, AiPaths.evaluateAnswer, AI_INPUTS.evaluateAnswer, { 'x-api-key': key })).status).toBe(200);
    for (const url of aiUrls) {
      const res = await fetch(`${url}${AiPaths.evaluateAnswer}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': key }, body: JSON.stringify(AI_INPUTS.evaluateAnswer) });
      expect(res.status).toBe(429);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(await res.json()).toEqual({ error: expect.stringMatching(/^Rate limit of 3 requests per minute reached for this API key/), message: expect.any(String) });
    }
  });
});
