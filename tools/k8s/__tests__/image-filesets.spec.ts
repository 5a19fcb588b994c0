/**
 * The file set each image's runtime stage receives (docker/scripts/assemble-app.mjs, run in the
 * Dockerfiles' build stage) is complete and production-only: assembled outside the repository, an
 * app starts from it alone and answers. Needs the apps built (`npm test` builds first).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { freePort } from '@hirewise/testing';

import { ROOT } from '../lib/repo-facts.cjs';

const DEV_ONLY = ['typescript', 'jest', 'vite', '@swc/core', 'drizzle-kit', 'nx', 'kubernetes-types', 's3rver', 'playwright-core'];
const WEB_ONLY = ['react', 'react-dom', '@chakra-ui/react', 'recharts', 'react-icons'];
const AI_ONLY = ['@langchain/core', '@langchain/openai', 'openai'];

function assemble(app: string, out: string, web = false): string {
  const r = spawnSync(process.execPath, [join(ROOT, 'docker/scripts/assemble-app.mjs'), app, out, ...(web ? ['--web'] : [])], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`assemble ${app} failed: ${r.stderr || r.stdout}`);
  return r.stdout;
}

const installed = (out: string, name: string) => existsSync(join(out, 'node_modules', name, 'package.json'));

async function waitFor(url: string, child: ChildProcess, log: () => string, timeoutMs = 90_000): Promise<Response> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`exited with ${child.exitCode}:\n${log()}`);
    try {
      return await fetch(url);
    } catch {
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms:\n${log()}`);
}

function start(out: string, app: string, env: Record<string, string>) {
  let output = '';
  const child = spawn(process.execPath, [`apps/${app}/dist/main.js`], {
    cwd: out,
    // Only what an image has: no NODE_PATH, no repository around the file set.
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', JWT_SECRET: 'image-fileset-test-secret-0123456789', SERVICE_TOKEN_SECRET: 'image-fileset-test-service-token-secret-0123', DEMO_DATA: 'false', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (c) => (output += c));
  child.stderr!.on('data', (c) => (output += c));
  return { child, log: () => output.slice(-3000) };
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 8000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

describe('image file sets (docker/scripts/assemble-app.mjs)', () => {
  let dir: string;
  const children: ChildProcess[] = [];
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'hirewise-image-'));
  });
  afterAll(async () => {
    await Promise.all(children.map(stop));
    rmSync(dir, { recursive: true, force: true });
  });

  it('auth-service: production packages only, its migrations, and it starts from the file set alone', async () => {
    const out = join(dir, 'auth');
    expect(assemble('auth-service', out)).toMatch(/^auth-service: \d+ packages, libraries @hirewise\/server-kit, @hirewise\/contracts/);
    for (const name of DEV_ONLY) expect(installed(out, name)).toBe(false);
    for (const name of [...WEB_ONLY, ...AI_ONLY]) expect(installed(out, name)).toBe(false);
    for (const name of ['argon2', 'pg', '@electric-sql/pglite', '@nestjs/core', 'amqplib', '@hirewise/server-kit', '@hirewise/contracts']) expect(installed(out, name)).toBe(true);
    expect(readdirSync(join(out, 'apps/auth-service/drizzle')).filter((f) => f.endsWith('.sql')).length).toBeGreaterThan(0);
    expect(existsSync(join(out, 'apps/web'))).toBe(false);

    const [http, tcp] = [await freePort(), await freePort()];
    const { child, log } = start(out, 'auth-service', { AUTH_HTTP_PORT: String(http), AUTH_TCP_PORT: String(tcp), DATA_DIR: join(dir, 'auth-data') });
    children.push(child);
    await waitFor(`http://127.0.0.1:${http}/health`, child, log);
    const ready = await (await waitFor(`http://127.0.0.1:${http}/ready`, child, log)).json();
    expect(ready).toMatchObject({ service: 'auth', status: 'ok', checks: { database: 'ok' } });
  }, 180_000);

  it('gateway: serves the built web app and its API from the file set alone', async () => {
    const out = join(dir, 'gateway');
    assemble('gateway', out, true);
    for (const name of [...DEV_ONLY, ...WEB_ONLY, ...AI_ONLY, 'argon2']) expect(installed(out, name)).toBe(false);
    expect(existsSync(join(out, 'apps/web/dist/index.html'))).toBe(true);

    const port = await freePort();
    const { child, log } = start(out, 'gateway', { PORT: String(port), HOST: '127.0.0.1', HEALTH_TIMEOUT_MS: '300', RPC_TIMEOUT_MS: '300' });
    children.push(child);
    const health = await waitFor(`http://127.0.0.1:${port}/health`, child, log);
    expect(await health.json()).toEqual({ status: 'ok', service: 'gateway' });
    const page = await fetch(`http://127.0.0.1:${port}/jobs`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(await page.text()).toMatch(/<div id="root">/);
    // No service runs: the aggregated readiness says so rather than hanging.
    expect((await fetch(`http://127.0.0.1:${port}/ready`)).status).toBe(503);
  }, 180_000);

  it('ai-service: its model clients and API docs assets, no web or dev packages, and it starts from the file set alone', async () => {
    const out = join(dir, 'ai');
    assemble('ai-service', out);
    for (const name of [...DEV_ONLY, ...WEB_ONLY, 'argon2']) expect(installed(out, name)).toBe(false);
    for (const name of ['@langchain/core', '@hirewise/ai-engine', 'swagger-ui-express', 'swagger-ui-dist']) expect(installed(out, name)).toBe(true);

    const [http, tcp] = [await freePort(), await freePort()];
    const { child, log } = start(out, 'ai-service', { AI_HTTP_PORT: String(http), AI_TCP_PORT: String(tcp), DATA_DIR: join(dir, 'ai-data'), AI_PROVIDER: 'local' });
    children.push(child);
    expect((await waitFor(`http://127.0.0.1:${http}/health`, child, log)).status).toBe(200);
    const docs = await fetch(`http://127.0.0.1:${http}/docs/openapi.json`);
    expect(docs.status).toBe(200);
    expect(((await docs.json()) as { openapi: string }).openapi).toMatch(/^3\./);
    expect((await fetch(`http://127.0.0.1:${http}/docs/swagger-ui-bundle.js`)).status).toBe(200);
  }, 180_000);

  it('notifications-service: its mail client and migrations, no web, AI or dev packages, and it starts from the file set alone', async () => {
    const out = join(dir, 'notifications');
    expect(assemble('notifications-service', out)).toMatch(/^notifications-service: \d+ packages, libraries @hirewise\/server-kit, @hirewise\/contracts/);
    for (const name of [...DEV_ONLY, ...WEB_ONLY, ...AI_ONLY, 'argon2', 'minio', 'smtp-server', 'mailparser']) expect(installed(out, name)).toBe(false);
    for (const name of ['nodemailer', 'pg', '@electric-sql/pglite', '@nestjs/core', 'amqplib']) expect(installed(out, name)).toBe(true);
    expect(readdirSync(join(out, 'apps/notifications-service/drizzle')).filter((f) => f.endsWith('.sql')).length).toBeGreaterThan(0);

    const [http, tcp] = [await freePort(), await freePort()];
    const { child, log } = start(out, 'notifications-service', {
      NOTIFICATIONS_HTTP_PORT: String(http),
      NOTIFICATIONS_TCP_PORT: String(tcp),
      DATA_DIR: join(dir, 'notifications-data'),
      SMTP_URL: 'smtp://127.0.0.1:2525',
      PUBLIC_URL: 'https://hirewise.example.com',
    });
    children.push(child);
    await waitFor(`http://127.0.0.1:${http}/health`, child, log);
    const ready = await (await waitFor(`http://127.0.0.1:${http}/ready`, child, log)).json();
    expect(ready).toMatchObject({ service: 'notifications', status: 'ok', checks: { database: 'ok' } });
  }, 180_000);

  it('refuses an app that is not built', () => {
    const r = spawnSync(process.execPath, [join(ROOT, 'docker/scripts/assemble-app.mjs'), 'no-such-app', join(dir, 'none')], { encoding: 'utf8' });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('apps/no-such-app/dist/main.js is missing');
  });
});
