/** Multipart uploads, raw downloads and a look into the media store, for the media scenarios. */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'minio';
import type { MainStack } from './main-stack';

export interface RawResponse {
  status: number;
  headers: Headers;
  body: Buffer;
  /** Parsed when the answer is JSON. */
  json: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

export interface FilePartSpec {
  field: string;
  content: Buffer;
  filename: string;
  type?: string;
}

async function raw(res: Response): Promise<RawResponse> {
  const body = Buffer.from(await res.arrayBuffer());
  const json = (res.headers.get('content-type') ?? '').includes('application/json') && body.length > 0 ? JSON.parse(body.toString('utf8')) : undefined;
  return { status: res.status, headers: res.headers, body, json };
}

export function mediaClient(baseUrl: string) {
  const auth = (token: string | undefined): Record<string, string> => (token === undefined ? {} : { authorization: `Bearer ${token}` });

  /** Text fields first, then the file parts, as the web app's FormData sends them. */
  async function postForm(path: string, token: string | undefined, files: FilePartSpec[], fields: Record<string, string> = {}): Promise<RawResponse> {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    for (const file of files) form.append(file.field, new Blob([new Uint8Array(file.content)], { type: file.type ?? 'application/octet-stream' }), file.filename);
    return raw(await fetch(`${baseUrl}${path}`, { method: 'POST', headers: auth(token), body: form }));
  }

  async function get(path: string, token: string | undefined, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET'): Promise<RawResponse> {
    return raw(await fetch(`${baseUrl}${path}`, { method, headers: { ...auth(token), ...headers } }));
  }

  async function postRaw(path: string, token: string | undefined, body: string, contentType: string): Promise<RawResponse> {
    return raw(await fetch(`${baseUrl}${path}`, { method: 'POST', headers: { ...auth(token), 'content-type': contentType }, body }));
  }

  return { postForm, get, postRaw };
}

/** Every object the media service holds (its store, not its database): files under DATA_DIR/media/files or keys in the bucket. */
export async function storedObjects(main: MainStack): Promise<string[]> {
  const s3 = main.s3;
  if (s3) {
    const client = new Client({ endPoint: '127.0.0.1', port: s3.port, useSSL: false, accessKey: s3.env.S3_ACCESS_KEY, secretKey: s3.env.S3_SECRET_KEY, pathStyle: true });
    const names: string[] = [];
    if (!(await client.bucketExists(s3.bucket))) return names;
    for await (const item of client.listObjectsV2(s3.bucket, '', true)) names.push((item as { name: string }).name);
    return names.sort();
  }
  const root = join(main.stack.dataDir, 'media', 'files');
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name).slice(root.length + 1)]));
  try {
    return walk(root).sort();
  } catch {
    return [];
  }
}
