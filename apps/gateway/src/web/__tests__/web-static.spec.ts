import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import express from 'express';
import { createLogger } from '@hirewise/server-kit';
import { serveWebApp } from '../web-static';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A raw GET: node's fetch would ask for gzip and decode it, hiding what the server sent. */
function get(server: Server, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (part: Buffer) => parts.push(part));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the web app from the gateway: pre-compressed assets', () => {
  const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
  let dist: string;
  let server: Server;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'web-static-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(dist, 'assets', 'app-abc.js'), script);
    writeFileSync(join(dist, 'assets', 'app-abc.js.gz'), gzipSync(script));
    writeFileSync(join(dist, 'assets', 'plain-def.js'), 'console.log(1);');
    const app = express();
    serveWebApp(app, dist, createLogger('gateway-test', 'silent'));
    await new Promise<void>((resolve) => {
      server = app.listen(0, '127.0.0.1', () => resolve());
    });
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(dist, { recursive: true, force: true });
  });

  it('sends the .gz copy, as JavaScript with Content-Encoding gzip, to a client that accepts gzip', async () => {
    const answer = await get(server, '/assets/app-abc.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(answer.headers.vary).toMatch(/Accept-Encoding/);
    expect(answer.body.length).toBeLessThan(script.length / 10);
    expect(gunzipSync(answer.body).toString()).toBe(script);
  });

  it('sends the plain file to a client that does not accept gzip', async () => {
    const answer = await get(server, '/assets/app-abc.js');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers.vary).toMatch(/Accept-Encoding/);
    expect(answer.body.toString()).toBe(script);
  });

  it('sends the plain file when there is no .gz copy, and index.html for client routes', async () => {
    const plain = await get(server, '/assets/plain-def.js', { 'Accept-Encoding': 'gzip' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe('console.log(1);');
    const route = await get(server, '/home', { 'Accept-Encoding': 'gzip' });
    expect(route.status).toBe(200);
    expect(route.body.toString()).toContain('<div id="root">');
  });

  it('never leaves the assets folder', async () => {
    writeFileSync(join(dist, 'secret.js.gz'), gzipSync('secret'));
    const answer = await get(server, '/assets/..%2Fsecret.js', { 'Accept-Encoding': 'gzip' });
    expect(answer.body.toString()).not.toContain('secret');
    expect(answer.headers['content-encoding']).toBeUndefined();
  });
});
