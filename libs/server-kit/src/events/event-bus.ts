import { randomUUID } from 'node:crypto';
import type { EventEnvelope } from '@hirewise/contracts';
import { currentRequestId } from '../observability/request-context';

export const EVENT_BUS = Symbol('EVENT_BUS');

export interface EventBus {
  /** Resolves once the broker (or every TCP consumer) has taken the event. */
  publish<T>(event: string, payload: T): Promise<void>;
  publishEnvelope(envelope: EventEnvelope): Promise<void>;
}

/** A new event; published while a request is handled, it carries that request's id. */
export function envelope<T>(event: string, payload: T, reqId: string | undefined = currentRequestId()): EventEnvelope<T> {
  const env: EventEnvelope<T> = { id: randomUUID(), event, occurredAt: new Date().toISOString(), payload };
  if (reqId) env.meta = { reqId };
  return env;
}
