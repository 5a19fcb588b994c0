/** One HTTP client for the security suite: JSON, raw and multipart bodies, HEAD; every answer goes past the leak watch. */
import type { FilePartSpec } from '../media-client';
import type { LeakWatch } from './leak-watch';

export interface SecurityRequest {
  method: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  token?: string;
  /** Sent exactly as the Authorization header (wins over token). */
  authorization?: string;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as is with its Content-Type (malformed JSON, garbage multipart). */
  raw?: { body: string | Buffer; contentType: string };
  /** multipart/form-data: text fields first, then files (as the web app's FormData sends them). */
  form?: { fields?: Record<string, string>; files?: FilePartSpec[] };
}

export interface Reply {
  status: number;
  headers: Headers;
  /** The body as received (empty for HEAD). */
  text: string;
  /** Parsed when the answer is JSON. */
  json: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

export type Send = (request: SecurityRequest) => Promise<Reply>;

export function securityClient(baseUrl: string, leaks: LeakWatch): Send {
  return async (request) => {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (request.authorization !== undefined) headers.authorization = request.authorization;
    else if (request.token !== undefined) headers.authorization = `Bearer ${request.token}`;
    let body: string | Buffer | FormData | undefined;
    if (request.raw) {
      body = request.raw.body;
      headers['content-type'] = request.raw.contentType;
    } else if (request.form) {
      const form = new FormData();
      for (const [name, value] of Object.entries(request.form.fields ?? {})) form.append(name, value);
      for (const file of request.form.files ?? []) form.append(file.field, new Blob([new Uint8Array(file.content)], { type: file.type ?? 'application/octet-stream' }), file.filename);
      body = form;
    } else if (request.json !== undefined) {
      body = JSON.stringify(request.json);
      headers['content-type'] = 'application/json';
    }
    const res = await fetch(`${baseUrl}${request.path}`, { method: request.method, headers, body: body as NonNullable<Parameters<typeof fetch>[1]>['body'] });
    const text = await res.text();
    leaks.inspect(`${request.method} ${request.path.split('?')[0]} -> ${res.status}`, text, res.headers);
    const json = (res.headers.get('content-type') ?? '').includes('application/json') && text !== '' ? JSON.parse(text) : undefined;
    return { status: res.status, headers: res.headers, text, json };
  };
}
