import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { securityHeaders } from '../security-headers';

async function serve(trustProxy: boolean): Promise<Server> {
  const app = express();
  app.set('trust proxy', trustProxy);
  app.use(securityHeaders());
  app.get('/page', (_req, res) => void res.type('html').send('<!doctype html><p>hi</p>'));
  return new Promise((resolve) => {
    const server = app.listen(0, '127.0.0.1', () => resolve(server));
  });
}

const url = (server: Server, path: string) => `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`;

/** The CSP as directive -> values. */
function csp(header: string | null): Record<string, string[]> {
  return Object.fromEntries((header ?? '').split(';').map((d) => d.trim().split(/\s+/)).filter((d) => d[0]).map(([name, ...values]) => [name as string, values]));
}

describe('securityHeaders: every answer of a process (helmet)', () => {
  let plain: Server;
  let proxied: Server;
  beforeAll(async () => {
    plain = await serve(false);
    proxied = await serve(true);
  });
  afterAll(() => {
    plain.close();
    proxied.close();
  });

  it('sends the CSP, frame, sniffing, referrer and permissions headers and no X-Powered-By', async () => {
    const res = await fetch(url(plain, '/page'));
    expect(res.status).toBe(200);
    const policy = csp(res.headers.get('content-security-policy'));
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    const permissions = res.headers.get('permissions-policy') ?? '';
    expect(permissions).toContain('camera=(self)');
    expect(permissions).toContain('microphone=(self)');
    expect(permissions).toContain('geolocation=()');
    expect(res.headers.get('x-powered-by')).toBeNull();
  });

  it('the same on a 404 of the framework', async () => {
    const res = await fetch(url(plain, '/nothing-here'));
    expect(res.status).toBe(404);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-powered-by')).toBeNull();
  });

  it('sends HSTS only behind TLS: X-Forwarded-Proto https counts only with a trusted proxy', async () => {
    expect((await fetch(url(plain, '/page'))).headers.get('strict-transport-security')).toBeNull();
    expect((await fetch(url(plain, '/page'), { headers: { 'x-forwarded-proto': 'https' } })).headers.get('strict-transport-security')).toBeNull();
    expect((await fetch(url(proxied, '/page'))).headers.get('strict-transport-security')).toBeNull();
    const hsts = (await fetch(url(proxied, '/page'), { headers: { 'x-forwarded-proto': 'https' } })).headers.get('strict-transport-security');
    expect(hsts).toBe('max-age=31536000; includeSubDomains');
  });
});
