/** A small typed HTTP client for the gateway, over Node's global fetch. */
export interface ApiResponse<T = unknown> {
  status: number;
  body: T;
  /** The body exactly as received (for "never contains" checks). */
  text: string;
  headers: Headers;
  elapsedMs: number;
}

export interface ApiOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as is, instead of body (malformed JSON and the like). */
  rawBody?: string;
  contentType?: string;
  /** Sends `Authorization: Bearer <token>`. */
  token?: string;
  /** Sends this exact Authorization header (wins over token). */
  authorization?: string;
  /** The Accept header (application/json unless given). */
  accept?: string;
  /** More headers (Idempotency-Key, ...). */
  headers?: Record<string, string>;
}

export type Api = <T = any>(path: string, options?: ApiOptions) => Promise<ApiResponse<T>>; // eslint-disable-line @typescript-eslint/no-explicit-any

export function createApi(baseUrl: string): Api {
  return async (path, options = {}) => {
    const headers: Record<string, string> = { accept: options.accept ?? 'application/json', ...options.headers };
    let payload: string | undefined;
    if (options.rawBody !== undefined) payload = options.rawBody;
    else if (options.body !== undefined) payload = JSON.stringify(options.body);
    if (payload !== undefined) headers['content-type'] = options.contentType ?? 'application/json';
    if (options.authorization !== undefined) headers.authorization = options.authorization;
    else if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
    const method = options.method ?? (payload === undefined ? 'GET' : 'POST');
    const started = Date.now();
    const res = await fetch(`${baseUrl}${path}`, { method, headers, body: payload });
    const text = await res.text();
    const elapsedMs = Date.now() - started;
    let body: unknown = text;
    if ((res.headers.get('content-type') ?? '').includes('application/json') && text !== '') body = JSON.parse(text);
    return { status: res.status, body: body as never, text, headers: res.headers, elapsedMs };
  };
}

let counter = 0;

/** A fresh address for every call; mixed case on purpose is up to the caller. */
export function uniqueEmail(tag: string): string {
  counter += 1;
  return `${tag}.${Date.now()}.${process.pid}.${counter}@hirewise-e2e.test`;
}

/** `n` words separated by irregular white space (spaces, tabs, new lines). */
export function words(n: number): string {
  const separators = [' ', '  ', ' \n', '\t'];
  return Array.from({ length: n }, (_, i) => `${i === 0 ? '' : separators[i % separators.length]}word${i}`).join('');
}
