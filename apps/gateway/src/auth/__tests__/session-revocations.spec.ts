import express from 'express';
import type { AddressInfo } from 'node:net';
import { JwtService } from '@nestjs/jwt';
import { AI_PROXY_PREFIX, AiPaths, Messages, Patterns, type RevocationsPage, type RevocationsSinceMessage } from '@hirewise/contracts';
import { createLogger, jwtOptions, type ClientRegistry } from '@hirewise/server-kit';
import { loadGatewayConfig } from '../../config/gateway.config';
import { refuseRevokedSessions, SessionRevocations } from '../session-revocations';
import { readCookie } from '../device-cookie';

const jwt = new JwtService(jwtOptions('unit-test-secret-0123456789'));
const GONE = '0b0e8c1e-6a43-4a55-9a3c-5f0a1f5c0001';
const KEPT = '0b0e8c1e-6a43-4a55-9a3c-5f0a1f5c0002';

/** The auth service's side of auth.revocations.since.v1, in memory (unit test: the integration and e2e suites use the real one). */
function fakeAuth(pages: RevocationsPage[]) {
  const asked: RevocationsSinceMessage[] = [];
  const registry = {
    get: () => ({
      send: async (pattern: string, message: RevocationsSinceMessage) => {
        expect(pattern).toBe(Patterns.auth.revocationsSince);
        asked.push(message);
        const page = pages.shift();
        if (!page) throw new Error('auth is down');
        return page;
      },
    }),
  } as unknown as ClientRegistry;
  return { registry, asked };
}

function revocations(pages: RevocationsPage[]) {
  const auth = fakeAuth(pages);
  return { list: new SessionRevocations(auth.registry, loadGatewayConfig({}), createLogger('gateway', 'silent')), asked: auth.asked };
}

describe('SessionRevocations', () => {
  it('loads every revocation first, then asks with the cursor it was given, and keeps what it knew when the auth service fails', async () => {
    const { list, asked } = revocations([
      { revoked: [{ userId: GONE, revokedAt: new Date().toISOString() }], cursor: 'c1' },
      { revoked: [], cursor: 'c2' },
    ]);
    await list.poll();
    expect(list.isRevoked(GONE)).toBe(true);
    expect(list.isRevoked(KEPT)).toBe(false);
    await list.poll();
    await list.poll(); // fails: nothing forgotten, the cursor kept
    expect(asked).toEqual([{}, { cursor: 'c1' }, { cursor: 'c2' }]);
    expect(list.isRevoked(GONE)).toBe(true);
  });

  it('applies a deletion made through this process at once', () => {
    const { list } = revocations([]);
    list.revoke(KEPT);
    expect(list.isRevoked(KEPT)).toBe(true);
  });
});

describe('refuseRevokedSessions (in front of every route and proxy)', () => {
  let baseUrl: string;
  let server: ReturnType<ReturnType<typeof express>['listen']>;
  const { list } = revocations([]);
  list.revoke(GONE);

  beforeAll(async () => {
    const app = express();
    app.use(refuseRevokedSessions(list, jwt));
    app.use((_req, res) => res.json({ passed: true }));
    await new Promise<void>((resolve) => (server = app.listen(0, '127.0.0.1', () => resolve())));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const token = (sub: string) => jwt.sign({ sub, type: 'applicant' });
  const get = async (path: string, sub?: string) => {
    const res = await fetch(`${baseUrl}${path}`, { headers: sub ? { authorization: `Bearer ${token(sub)}` } : {} });
    return { status: res.status, body: await res.json() };
  };

  it("refuses a revoked account's bearer token with the usual 401 and message", async () => {
    expect(await get('/api/jobs', GONE)).toEqual({ status: 401, body: { message: Messages.invalidToken } });
  });

  it('answers the AI calls (gateway routes and /ai proxy) with their error shape', async () => {
    expect(await get(`${AI_PROXY_PREFIX}${AiPaths.createResume}`, GONE)).toEqual({ status: 401, body: { error: Messages.invalidToken, message: Messages.invalidToken } });
    expect(await get(AiPaths.createResume, GONE)).toEqual({ status: 401, body: { error: Messages.invalidToken, message: Messages.invalidToken } });
  });

  it("refuses a signed stream link of a revoked account (the link's subject)", async () => {
    const link = jwt.sign({ role: 'applicant', fid: 'f' }, { subject: GONE, audience: 'stream' });
    expect((await get(`/api/stream/interview/f?access=${link}`)).status).toBe(401);
  });

  it('lets everything else through unchanged: other accounts, no token, bad tokens (refused later by the guard)', async () => {
    expect(await get('/api/jobs', KEPT)).toEqual({ status: 200, body: { passed: true } });
    expect(await get('/api/jobs')).toEqual({ status: 200, body: { passed: true } });
    const res = await fetch(`${baseUrl}/api/jobs`, { headers: { authorization: 'Bearer not-a-token' } });
    expect(res.status).toBe(200);
  });
});

describe('readCookie', () => {
  it('reads one cookie among others, and nothing from a malformed header', () => {
    expect(readCookie('a=1; hirewise_device=abc.def; b=2', 'hirewise_device')).toBe('abc.def');
    expect(readCookie('hirewise_device_x=1', 'hirewise_device')).toBeUndefined();
    expect(readCookie(undefined, 'hirewise_device')).toBeUndefined();
    expect(readCookie('hirewise_device=%E0%A4%A', 'hirewise_device')).toBeUndefined();
  });
});
