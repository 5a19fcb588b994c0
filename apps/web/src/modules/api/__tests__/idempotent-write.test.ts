import { apiRequest } from '../api-client';
import { ApiError } from '../api-error';
import { newIdempotencyKey, sendIdempotentWrite } from '../idempotent-write';
import { fakeResponse } from '@/test-utils/render';

const answer = (status: number, body: unknown = {}, headers: Record<string, string> = {}) => fakeResponse({ status, body, headers }) as unknown as Response;

describe('sendIdempotentWrite', () => {
  it('sends one key per action and repeats it after a network error and a 503 until the answer is final', async () => {
    const keys: string[] = [];
    let attempt = 0;
    const response = await sendIdempotentWrite(async (headers) => {
      keys.push(headers['Idempotency-Key']);
      attempt += 1;
      if (attempt === 1) throw new TypeError('Failed to fetch');
      return attempt === 2 ? answer(503, { message: 'The jobs service is not available right now. Please try again shortly.' }) : answer(201, { message: 'Applied' });
    }, undefined, [1, 1, 1]);
    expect(response.status).toBe(201);
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    // The next action has a key of its own.
    const next: string[] = [];
    await sendIdempotentWrite(async (headers) => (next.push(headers['Idempotency-Key']), answer(200)), undefined, [1]);
    expect(next[0]).not.toBe(keys[0]);
  });

  it('waits on a 409 that carries Retry-After (the same action in flight), but not on other refusals', async () => {
    let calls = 0;
    const inFlight = await sendIdempotentWrite(async () => (++calls === 1 ? answer(409, { message: 'busy' }, { 'Retry-After': '0' }) : answer(200, { ok: true })), undefined, [1]);
    expect(inFlight.status).toBe(200);
    expect(calls).toBe(2);
    for (const status of [400, 404, 409, 422, 500]) {
      let sent = 0;
      const response = await sendIdempotentWrite(async () => (sent++, answer(status)), undefined, [1, 1]);
      expect([response.status, sent]).toEqual([status, 1]);
    }
  });

  it('gives up after its tries: the last answer, or the last network error', async () => {
    let sent = 0;
    const response = await sendIdempotentWrite(async () => (sent++, answer(503)), undefined, [1, 1]);
    expect([response.status, sent]).toEqual([503, 3]);
    await expect(
      sendIdempotentWrite(async () => {
        throw new TypeError('Failed to fetch');
      }, undefined, [1]),
    ).rejects.toThrow('Failed to fetch');
  });

  it("gives the user's next try of an unfinished write (tries ran out) the same key, and a new one once it had a final answer", async () => {
    const keys: string[] = [];
    const statuses = [503, 503, 201, 201];
    const write = () => sendIdempotentWrite(async (headers) => (keys.push(headers['Idempotency-Key']), answer(statuses[keys.length - 1])), undefined, [], 'POST /api/jobs {"title":"Engineer"}');
    expect((await write()).status).toBe(503);
    // The user tries again: the same action, the same key (answered from the first if it was carried out after all).
    expect((await write()).status).toBe(503);
    expect((await write()).status).toBe(201);
    expect(new Set(keys).size).toBe(1);
    // Done: doing it again is a new action.
    await write();
    expect(keys[3]).not.toBe(keys[0]);
    // Another body is another action, and a call without an action always has a key of its own.
    const other: string[] = [];
    await sendIdempotentWrite(async (headers) => (other.push(headers['Idempotency-Key']), answer(503)), undefined, [], 'POST /api/jobs {"title":"Designer"}');
    await sendIdempotentWrite(async (headers) => (other.push(headers['Idempotency-Key']), answer(503)), undefined, []);
    await sendIdempotentWrite(async (headers) => (other.push(headers['Idempotency-Key']), answer(503)), undefined, []);
    expect(new Set([...other, keys[0], keys[3]]).size).toBe(5);
  });

  it('keeps the key of a write aborted or lost on its last try for the next try of the same action', async () => {
    const keys: string[] = [];
    await expect(
      sendIdempotentWrite(async (headers) => {
        keys.push(headers['Idempotency-Key']);
        throw new TypeError('Failed to fetch');
      }, undefined, [], 'PUT /api/user {"name":"A"}'),
    ).rejects.toThrow('Failed to fetch');
    const controller = new AbortController();
    const pending = sendIdempotentWrite(async (headers) => (keys.push(headers['Idempotency-Key']), answer(503)), controller.signal, [60_000], 'PUT /api/user {"name":"A"}');
    await new Promise((r) => setTimeout(r, 0));
    controller.abort(new DOMException('stopped', 'AbortError'));
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    await sendIdempotentWrite(async (headers) => (keys.push(headers['Idempotency-Key']), answer(200)), undefined, [], 'PUT /api/user {"name":"A"}');
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
  });

  it('stops waiting when the action is aborted', async () => {
    const controller = new AbortController();
    const pending = sendIdempotentWrite(async () => answer(503), controller.signal, [60_000]);
    controller.abort(new DOMException('stopped', 'AbortError'));
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('makes v4 UUIDs without crypto.randomUUID (plain http origins)', () => {
    const original = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey));
      expect(keys.size).toBe(50);
      for (const key of keys) expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });
});

describe('apiRequest writes', () => {
  it('send an Idempotency-Key with POST, PUT and DELETE, none with GET', async () => {
    const seen: { method: string; key?: string }[] = [];
    global.fetch = jest.fn(async (_path: string, init?: RequestInit) => {
      seen.push({ method: init?.method ?? 'GET', key: (init?.headers as Record<string, string>)['Idempotency-Key'] });
      return answer(200, { message: 'ok' });
    }) as unknown as typeof fetch;
    for (const method of ['GET', 'POST', 'PUT', 'DELETE'] as const) await apiRequest('/api/x', { method, body: method === 'GET' ? undefined : {} });
    expect(seen[0].key).toBeUndefined();
    expect(seen.slice(1).every((s) => typeof s.key === 'string')).toBe(true);
    expect(new Set(seen.slice(1).map((s) => s.key)).size).toBe(3);
  });

  it('a write whose first answer is lost is sent again with its key, and the caller gets the final answer', async () => {
    const keys: string[] = [];
    let n = 0;
    global.fetch = jest.fn(async (_path: string, init?: RequestInit) => {
      keys.push((init?.headers as Record<string, string>)['Idempotency-Key']);
      if (++n === 1) throw new TypeError('Failed to fetch');
      return answer(201, { message: 'Application submitted' });
    }) as unknown as typeof fetch;
    await expect(apiRequest('/api/jobs/1/applications', { method: 'POST', body: {} })).resolves.toEqual({ message: 'Application submitted' });
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it("the user's second click on a write that ended 503 sends the first click's key: no second job if the first was carried out", async () => {
    const keys: string[] = [];
    let n = 0;
    global.fetch = jest.fn(async (_path: string, init?: RequestInit) => {
      keys.push((init?.headers as Record<string, string>)['Idempotency-Key']);
      return ++n <= 4 ? answer(503, { message: 'The jobs service is not available right now. Please try again shortly.' }) : answer(201, { message: 'Job created' });
    }) as unknown as typeof fetch;
    jest.useFakeTimers();
    try {
      const first = apiRequest('/api/jobs', { method: 'POST', body: { title: 'Engineer' }, auth: true }).catch((e: unknown) => e);
      await jest.runAllTimersAsync();
      expect(await first).toMatchObject({ status: 503 });
      await expect(apiRequest('/api/jobs', { method: 'POST', body: { title: 'Engineer' }, auth: true })).resolves.toEqual({ message: 'Job created' });
    } finally {
      jest.useRealTimers();
    }
    expect(keys).toHaveLength(5);
    expect(new Set(keys).size).toBe(1);
  });

  it('a refusal is not retried', async () => {
    const fetchMock = jest.fn(async () => answer(422, { message: 'This Idempotency-Key was already used for a different request. Use a new key for a new action.' }));
    global.fetch = fetchMock as unknown as typeof fetch;
    const error = await apiRequest('/api/x', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
