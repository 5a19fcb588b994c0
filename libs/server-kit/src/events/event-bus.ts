import { randomUUID } from 'node:crypto';
import type { EventEnvelope } from '@hirewise/contracts';

export const EVENT_BUS = Symbol('EVENT_BUS');

export interface EventBus {
  /** Resolves once the broker (or every TCP consumer) has taken the event. */
  publish<T>(event: string, payload: T): Promise<void>;
  publishEnvelope(envelope: EventEnvelope): Promise<void>;
}

export function envelope<T>(event: string, payload: T): EventEnvelope<T> {
  return { id: randomUUID(), event, occurredAt: new Date().toISOString(), payload };
}
