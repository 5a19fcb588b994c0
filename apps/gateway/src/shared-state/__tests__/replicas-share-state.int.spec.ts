import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { ApiRoutes, IDEMPOTENCY_KEY_HEADER, type HealthReport } from '@hirewise/contracts';
import { freePort } from '@hirewise/testing';
import { loadGatewayConfig } from '../../config/gateway.config';
import { createGateway } from '../../main';

/**
 * Two gateway replicas started as main.ts starts them, sharing one Redis (127.0.0.1:6379): one
 * /auth count between them, and a gateway whose Redis is down serves on and says so in /ready.
 * The requests here are refused by the gateway itself (rate limit, validation), so no service runs.
 */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function startReplica(env: Record<string, string>): Promise<{ app: INestApplication; base: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'gw-replica-'));
  const config = loadGatewayConfig({ LOG_LEVEL: 'silent', WEB_DIST: join(dir, 'no-web'), JWT_SECRET: 'replica-test-secret-0123456789abcdef', METRICS_PORT: '0', RPC_TIMEOUT_MS: '300', HEALTH_TIMEOUT_MS: '300', ...env });
  const { app } = await createGateway(config);
  await app.listen(0, '127.0.0.1');
  rmSync(dir, { recursive: true, force: true });
  return { app, base: `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}` };
}

describe('gateway replicas sharing Redis', () => {
  const apps: INestApplication[] = [];
  afterAll(() => Promise.all(apps.map((a) => a.close())));

  it('count /auth requests from one address against one limit, whichever replica serves them', async () => {
    const env = { REDIS_URL, REDIS_PREFIX: `hwt:${randomBytes(4).toString('hex')}:`, AUTH_RATE_LIMIT: '3' };
    const replicas = [await startReplica(env), await startReplica(env)];
    apps.push(...replicas.map((r) => r.app));
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      // An empty body: refused by validation (400) once the rate limit has let it through.
      const res = await fetch(`${replicas[i % 2].base}${ApiRoutes.login}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      statuses.push(res.status);
    }
    // Per process, each replica would have let three through (six 400s).
    expect(statuses).toEqual([400, 400, 400, 429, 429, 429]);
  });

  it('with Redis down: serves on, counts per process, refuses keyed writes with 503 and says so in /ready', async () => {
    const { app, base } = await startReplica({ REDIS_URL: `redis://127.0.0.1:${await freePort()}`, AUTH_RATE_LIMIT: '2' });
    apps.push(app);
    const login = () => fetch(`${base}${ApiRoutes.login}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }).then((r) => r.status);
    expect([await login(), await login(), await login()]).toEqual([400, 400, 429]);
    const keyed = await fetch(`${base}${ApiRoutes.signup}`, { method: 'POST', headers: { 'content-type': 'application/json', [IDEMPOTENCY_KEY_HEADER]: randomUUID() }, body: '{}' });
    expect(keyed.status).toBe(503);
    const ready = (await (await fetch(`${base}${ApiRoutes.ready}`)).json()) as HealthReport;
    expect(ready.services.find((s) => s.service === 'gateway')).toMatchObject({ status: 'ok', checks: { redis: 'down' } });
    expect(ready.degraded?.[0]).toMatch(/^redis down/);
  });
});
