import { ambientResponse, type ApiCall } from './render';

/** An answer of the fake gateway: JSON (a `{ message }` error, a profile) or a file's bytes. */
export interface FakeAnswer {
  status: number;
  json?: unknown;
  blob?: Blob;
  headers?: Record<string, string>;
}

function toResponse(answer: FakeAnswer) {
  const headers = Object.fromEntries(Object.entries(answer.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
  if (answer.blob && !headers['content-type']) headers['content-type'] = answer.blob.type;
  if (answer.json !== undefined && !headers['content-type']) headers['content-type'] = 'application/json';
  const text = answer.json === undefined ? '' : JSON.stringify(answer.json);
  return {
    ok: answer.status >= 200 && answer.status < 300,
    status: answer.status,
    statusText: '',
    headers: { get: (name: string) => headers[name.toLowerCase()] ?? null },
    text: async () => text,
    json: async () => JSON.parse(text) as unknown,
    blob: async () => answer.blob ?? new Blob([text], { type: headers['content-type'] ?? '' }),
  };
}

export interface RecordedCall extends ApiCall {
  headers: Record<string, string>;
}

/**
 * Replaces fetch with a router that can answer with files too; records each call with its
 * headers. Unanswered calls get 500. `'network'` makes the call fail as if offline.
 */
export function mockGateway(answer: (call: RecordedCall) => FakeAnswer | 'network' | undefined): RecordedCall[] {
  const calls: RecordedCall[] = [];
  global.fetch = jest.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    const call: RecordedCall = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      headers: { ...(init?.headers as Record<string, string> | undefined) },
    };
    const next = answer(call);
    // The shell's own call (the bell's count), when the test does not route it, is answered apart and not recorded.
    const ambient = next === undefined ? ambientResponse(input, init) : undefined;
    if (ambient) return ambient;
    calls.push(call);
    if (next === 'network') throw new TypeError('Failed to fetch');
    return toResponse(next ?? { status: 500, json: { message: `Unexpected ${call.method} ${call.path}` } });
  }) as unknown as typeof fetch;
  return calls;
}

export function pdfBlob(): Blob {
  return new Blob(['%PDF-1.4 resume'], { type: 'application/pdf' });
}

/** jsdom has no object URLs: hands out numbered blob: URLs and records revocations. */
export function mockObjectUrls(): { created: Blob[]; revoked: string[] } {
  const created: Blob[] = [];
  const revoked: string[] = [];
  URL.createObjectURL = ((blob: Blob) => {
    created.push(blob);
    return `blob:http://localhost/${created.length}`;
  }) as typeof URL.createObjectURL;
  URL.revokeObjectURL = ((url: string) => {
    revoked.push(url);
  }) as typeof URL.revokeObjectURL;
  return { created, revoked };
}
