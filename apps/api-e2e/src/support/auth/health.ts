import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ApiPaths, SERVICE_NAMES, type HealthReport } from '@hirewise/contracts';
import { uniqueEmail, type Api } from '../http';
import type { Stack } from '../stack';
import { PASSWORD, expectError, type AuthWorld } from './world';

/** Health and readiness (GET /api/health, /health, /ready) and the run mode's wiring (database and transport). */
export function describeHealthAndWiring(world: AuthWorld): void {
  const { signup, mode } = world;
  let api: Api;
  let stack: Stack & { jwtSecret: string };

  beforeAll(() => {
    ({ api, stack } = world.stackAndApi());
  });

  // ---------- health and wiring ----------

  describe('GET /api/health', () => {
    it('reports the gateway and all five services as ok, without a token', async () => {
      const res = await api<HealthReport>(ApiPaths.health);
      expect(res.status).toBe(200);
      expect(res.body.status).toBe('ok');
      expect(res.body.services.map((s) => s.service)).toEqual(['gateway', ...SERVICE_NAMES]);
      for (const service of res.body.services) {
        expect({ service: service.service, status: service.status }).toEqual({ service: service.service, status: 'ok' });
        expect(Object.values(service.checks).every((c) => c === 'ok')).toBe(true);
      }
      const auth = res.body.services.find((s) => s.service === 'auth');
      expect(auth?.checks.database).toBe('ok');
      if (mode === 'server') {
        for (const service of res.body.services.filter((s) => s.service !== 'gateway')) expect(service.checks.broker).toBe('ok');
      } else {
        for (const service of res.body.services) expect(service.checks.broker).toBeUndefined();
      }
    });

    it('answers liveness on /health and the same readiness report on /ready', async () => {
      const live = await api('/health');
      expect({ status: live.status, body: live.body }).toEqual({ status: 200, body: { status: 'ok', service: 'gateway' } });
      const ready = await api<HealthReport>('/ready');
      expect(ready.status).toBe(200);
      expect(ready.body.status).toBe('ok');
      expect(ready.body.services.map((s) => s.service)).toEqual(['gateway', ...SERVICE_NAMES]);
    });
  });

  describe(`${mode} run mode wiring`, () => {
    if (mode === 'server') {
      it('stores users in the PostgreSQL server, with an argon2id hash instead of the password', async () => {
        const email = uniqueEmail('Stored.In.PG');
        expect((await signup({ type: 'recruiter', email, password: PASSWORD, name: 'Pg Recruiter' })).status).toBe(200);
        const url = stack.env.AUTH_DATABASE_URL;
        expect(url).toMatch(/^postgres:\/\/.+@127\.0\.0\.1:5432\//);
        const { Client } = await import('pg');
        const client = new Client({ connectionString: url });
        await client.connect();
        try {
          const { rows } = await client.query<{ email: string; type: string; password_hash: string }>(
            'select email, type, password_hash from users where email = $1',
            [email.toLowerCase()],
          );
          expect(rows).toHaveLength(1);
          expect(rows[0].type).toBe('recruiter');
          expect(rows[0].password_hash).toMatch(/^\$argon2id\$/);
          expect(rows[0].password_hash).not.toContain(PASSWORD);
        } finally {
          await client.end();
        }
      });

      it('serves requests through RabbitMQ: every service consumes its own request queue', async () => {
        const prefix = stack.env.QUEUE_PREFIX;
        expect(stack.env.TRANSPORT).toBe('rmq');
        expect(prefix).toMatch(/^hwt_/);
        const amqplib = await import('amqplib');
        const conn = await amqplib.connect(stack.env.RABBITMQ_URL ?? 'amqp://guest:guest@127.0.0.1:5672');
        try {
          const ch = await conn.createChannel();
          for (const service of SERVICE_NAMES) {
            const queue = await ch.checkQueue(`${prefix}.${service}.requests`);
            expect({ service, consumers: queue.consumerCount > 0 }).toEqual({ service, consumers: true });
          }
          await ch.close();
        } finally {
          await conn.close();
        }
      });
    } else {
      it('keeps the auth data in its own PGlite directory and talks over TCP, with no server configured', async () => {
        expect((await signup({ type: 'applicant', email: uniqueEmail('pglite'), password: PASSWORD, name: 'Lite' })).status).toBe(200);
        expect(stack.env.TRANSPORT).toBeUndefined();
        for (const service of SERVICE_NAMES) expect(stack.env[`${service.toUpperCase()}_DATABASE_URL`]).toBeUndefined();
        expect(existsSync(join(stack.dataDir, 'auth', 'pgdata', 'PG_VERSION'))).toBe(true);
      });
    }
  });
}

/** The error envelope for routes that do not exist. */
export function describeUnknownRoutes(world: AuthWorld): void {
  let api: Api;

  beforeAll(() => {
    ({ api } = world.stackAndApi());
  });

  // ---------- error envelope ----------

  describe('errors', () => {
    it('answers an unknown API route with 404 and a JSON message, not the web app', async () => {
      expectError(await api('/api/does-not-exist'), 404, 'Cannot GET /api/does-not-exist');
      expectError(await api('/auth/login'), 404, 'Cannot GET /auth/login');
    });
  });
}
