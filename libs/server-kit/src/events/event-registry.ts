import { Inject, Injectable, Optional } from '@nestjs/common';
import type { EventEnvelope } from '@hirewise/contracts';
import { metrics } from '../observability/metrics';
import { parseRequestId, requestIdFrom, runWithRequestId } from '../observability/request-context';
import { LOGGER, type Logger } from '../logging/logger';

export type EventHandler<T = unknown> = (envelope: EventEnvelope<T>) => Promise<void> | void;

/** Handlers a service registers for the events it consumes; both transports dispatch here. */
@Injectable()
export class EventRegistry {
  private readonly handlers = new Map<string, EventHandler[]>();

  constructor(@Optional() @Inject(LOGGER) private readonly logger?: Logger) {}

  on<T>(event: string, handler: EventHandler<T>): void {
    const list = this.handlers.get(event) ?? [];
    list.push(handler as EventHandler);
    this.handlers.set(event, list);
  }

  events(): string[] {
    return [...this.handlers.keys()];
  }

  /**
   * Runs the event's handlers in the context of the request that caused it (its envelope's id,
   * or a fresh one), and counts it per event and outcome.
   */
  async dispatch(envelope: EventEnvelope): Promise<void> {
    const handlers = this.handlers.get(envelope.event) ?? [];
    if (handlers.length === 0) return;
    const reqId = requestIdFrom(parseRequestId(envelope.meta?.reqId));
    try {
      await runWithRequestId(reqId, async () => {
        for (const handler of handlers) await handler(envelope);
      });
      metrics().eventsHandled.inc({ event: envelope.event, outcome: 'ok' });
      // With the request's id (the mixin adds it): a request can be followed into its events' consumers.
      runWithRequestId(reqId, () => this.logger?.info({ event: envelope.event, eventId: envelope.id }, 'event handled'));
    } catch (err) {
      metrics().eventsHandled.inc({ event: envelope.event, outcome: 'error' });
      throw err;
    }
  }
}
