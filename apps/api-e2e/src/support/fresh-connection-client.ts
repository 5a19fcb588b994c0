/**
 * The security suite's client (same requests and replies as security/client.ts), but every request
 * on a new TCP connection, so a gateway of GATEWAY_WORKERS processes (Node cluster, round-robin)
 * hands consecutive requests to different workers. Also returns Set-Cookie and sends a Cookie.
 */
import { request as httpRequest } from 'node:http';
import type { Reply, SecurityRequest } from './security/client';

export type FreshRequest = SecurityRequest & { cookie?: string };
export type FreshReply = Reply & { setCookie: string[] };

export function freshConnectionClient(baseUrl: string) {
  return async (req: FreshRequest): Promise<FreshReply> => {
    const headers: Record<string, string> = { accept: 'application/json', connection: 'close' };
    if (req.authorization !== undefined) headers.authorization = req.authorization;
    else if (req.token !== undefined) headers.authorization = `Bearer ${req.token}`;
    if (req.cookie) headers.cookie = req.cookie;
    let body: Buffer | undefined;
    if (req.raw) {
      body = Buffer.from(req.raw.body);
      headers['content-type'] = req.raw.contentType;
    } else if (req.form) {
      const form = new FormData();
      for (const [name, value] of Object.entries(req.form.fields ?? {})) form.append(name, value);
      for (const file of req.form.files ?? []) form.append(file.field, new Blob([new Uint8Array(file.content)], { type: file.type ?? 'application/octet-stream' }), file.filename);
      // Let the platform encode the multipart body and its boundary.
      const encoded = new Request('http://encoder.invalid/', { method: 'POST', body: form });
      body = Buffer.from(await encoded.arrayBuffer());
      headers['content-type'] = encoded.headers.get('content-type') as string;
    } else if (req.json !== undefined) {
      body = Buffer.from(JSON.stringify(req.json));
      headers['content-type'] = 'application/json';
    }
    if (body) headers['content-length'] = String(body.length);
    return new Promise<FreshReply>((resolve, reject) => {
      const outgoing = httpRequest(`${baseUrl}${req.path}`, { method: req.method, headers, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const replyHeaders = new Headers();
          for (const [name, value] of Object.entries(res.headers)) {
            if (value === undefined || name === 'set-cookie') continue;
            replyHeaders.set(name, Array.isArray(value) ? value.join(', ') : value);
          }
          const json = (res.headers['content-type'] ?? '').includes('application/json') && text !== '' ? JSON.parse(text) : undefined;
          resolve({ status: res.statusCode ?? 0, headers: replyHeaders, text, json, setCookie: res.headers['set-cookie'] ?? [] });
        });
      });
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  };
}
