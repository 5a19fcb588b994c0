import { z } from 'zod';
import { envelope } from '../../events/event-bus';
import { EventRegistry } from '../../events/event-registry';
import { requestIdMixin } from '../../logging/logger';
import { currentRequestId, parseRequestId, requestIdFrom, runWithRequestId } from '../request-context';
import { isRpcEnvelope, RPC_META_KEY, unwrapRpcPayload, wrapRpcPayload } from '../rpc-meta';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('request id parsing', () => {
  it('takes 1 to 128 characters of letters, digits, dot, underscore and dash as they are', () => {
    for (const id of ['a', 'e2e-abc123', 'Req_1.2-3', 'x'.repeat(128), '550e8400-e29b-41d4-a716-446655440000']) {
      expect(parseRequestId(id)).toBe(id);
      expect(requestIdFrom(id)).toBe(id);
    }
    expect(parseRequestId(['first-one', 'second'])).toBe('first-one');
  });

  it('refuses anything else, and requestIdFrom then makes a fresh UUID', () => {
    for (const bad of ['', 'x'.repeat(129), 'has space', 'semi;colon', 'new\nline', 'ünï', '<script>', 'a/b', undefined, null, 42, {}]) {
      expect(parseRequestId(bad)).toBeUndefined();
      expect(requestIdFrom(bad)).toMatch(UUID);
    }
    expect(requestIdFrom(undefined)).not.toBe(requestIdFrom(undefined));
  });
});

describe('request context', () => {
  it('is the id inside runWithRequestId, across awaits and timers, and nothing outside', async () => {
    expect(currentRequestId()).toBeUndefined();
    const seen = await runWithRequestId('ctx-1', async () => {
      const before = currentRequestId();
      await new Promise((r) => setTimeout(r, 5));
      const nested = runWithRequestId('ctx-2', () => currentRequestId());
      return [before, currentRequestId(), nested];
    });
    expect(seen).toEqual(['ctx-1', 'ctx-1', 'ctx-2']);
    expect(currentRequestId()).toBeUndefined();
  });

  it('gives every log line written in a request its reqId (the pino mixin)', () => {
    expect(requestIdMixin()).toEqual({});
    expect(runWithRequestId('log-me', () => requestIdMixin())).toEqual({ reqId: 'log-me' });
  });
});

describe('rpc metadata on the wire', () => {
  it('wraps the payload with the current id and unwraps it to the very same payload', () => {
    const payload = { jobId: 'j1', nested: { a: [1, 2] } };
    const wire = runWithRequestId('rpc-1', () => wrapRpcPayload(payload));
    expect(wire).toEqual({ [RPC_META_KEY]: { reqId: 'rpc-1' }, data: payload });
    expect(JSON.parse(JSON.stringify(wire))).toEqual(wire);
    expect(unwrapRpcPayload(JSON.parse(JSON.stringify(wire)))).toEqual({ data: payload, meta: { reqId: 'rpc-1' } });
  });

  it('leaves payloads alone outside a request, and passes unwrapped payloads (any type) through', () => {
    expect(wrapRpcPayload({ a: 1 })).toEqual({ a: 1 });
    for (const plain of [{ a: 1 }, { data: 'x' }, 'text', 7, null, undefined, [1, 2], { [RPC_META_KEY]: 'not an object', data: 1 }]) {
      expect(isRpcEnvelope(plain)).toBe(false);
      expect(unwrapRpcPayload(plain)).toEqual({ data: plain, meta: {} });
    }
    // Primitives and undefined payloads survive a round trip too.
    expect(unwrapRpcPayload(runWithRequestId('p', () => wrapRpcPayload(5)))).toEqual({ data: 5, meta: { reqId: 'p' } });
  });
});

describe('events carry the id of the request that caused them', () => {
  it('puts the current id in a new envelope, and none outside a request', () => {
    expect(runWithRequestId('evt-1', () => envelope('x.v1', { a: 1 })).meta).toEqual({ reqId: 'evt-1' });
    expect(envelope('x.v1', { a: 1 }).meta).toBeUndefined();
  });

  it('runs the consumers in that request context (or a fresh one), whoever delivers the event', async () => {
    const registry = new EventRegistry(undefined, { 'x.v1': z.object({}) });
    const seen: (string | undefined)[] = [];
    registry.on('x.v1', () => void seen.push(currentRequestId()));
    await registry.dispatch(runWithRequestId('evt-2', () => envelope('x.v1', {})));
    await registry.dispatch(envelope('x.v1', {}));
    await registry.dispatch({ ...envelope('x.v1', {}), meta: { reqId: 'bad id!' } });
    expect(seen[0]).toBe('evt-2');
    expect(seen[1]).toMatch(UUID);
    expect(seen[2]).toMatch(UUID);
    expect(currentRequestId()).toBeUndefined();
  });
});
