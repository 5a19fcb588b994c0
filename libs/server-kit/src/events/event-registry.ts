import { Inject, Injectable, Optional } from '@nestjs/common';
import type { z } from 'zod';
import { EventSchemas, type EventEnvelope } from '@hirewise/contracts';
import { metrics } from '../observability/metrics';
import { parseRequestId, requestIdFrom, runWithRequestId } from '../observability/request-context';
import { LOGGER, type Logger } from '../logging/logger';

export type EventHandler<T = unknown> = (envelope: EventEnvelope<T>) => Promise<void> | void;

/** Event name -> payload schema: the contracts' `EventSchemas`, or a test's own table. */
export type EventSchemaMap = Record<string, z.ZodType>;
export const EVENT_SCHEMAS = Symbol('EVENT_SCHEMAS');

/** What a transport needs of the registry, whatever its event table. */
export interface EventDispatcher {
  dispatch(envelope: EventEnvelope): Promise<void>;
}

/**
 * A consumed payload that does not match its event's schema. Redelivering it cannot help: over
 * RabbitMQ it goes straight to the service's dead-letter queue, over TCP it is dropped (both
 * logged once and counted in hirewise_malformed_events_total).
 */
export class MalformedEventError extends Error {
  constructor(
    readonly event: string,
    readonly eventId: string,
    readonly issues: readonly z.core.$ZodIssue[],
  ) {
    super(`event ${event} (${eventId}): payload does not match its schema`);
    this.name = 'MalformedEventError';
  }

  /** The one log line's fields: the event, its id and the zod issues (path and message only, never the values). */
  toLog(): { event: string; eventId: string; issues: { path: string; code: string; message: string }[] } {
    return {
      event: this.event,
      eventId: this.eventId,
      issues: this.issues.slice(0, 10).map((i) => ({ path: i.path.map(String).join('.'), code: i.code, message: i.message })),
    };
  }
}

/**
 * Handlers a service registers for the events it consumes; both transports dispatch here. Typed by
 * the event table: `on(Events.jobCreated, ({ payload }) => ...)` hands the handler a parsed
 * JobSnapshot, and an event without a schema does not compile. The payload is parsed before any
 * handler runs: one that fails throws MalformedEventError and reaches no handler.
 */
@Injectable()
export class EventRegistry<S extends EventSchemaMap = typeof EventSchemas> implements EventDispatcher {
  private readonly handlers = new Map<string, EventHandler[]>();
  private readonly schemas: S;

  constructor(@Optional() @Inject(LOGGER) private readonly logger?: Logger, @Optional() @Inject(EVENT_SCHEMAS) schemas?: S) {
    this.schemas = schemas ?? (EventSchemas as EventSchemaMap as S);
  }

  on<E extends keyof S & string>(event: E, handler: EventHandler<z.output<S[E]>>): void {
    if (!this.schemas[event]) throw new Error(`event ${event} has no payload schema`);
    const list = this.handlers.get(event) ?? [];
    list.push(handler as EventHandler);
    this.handlers.set(event, list);
  }

  events(): string[] {
    return [...this.handlers.keys()];
  }

  /**
   * Parses the payload with its event's schema, then runs the event's handlers with the parsed
   * payload in the context of the request that caused it (its envelope's id, or a fresh one), and
   * counts it per event and outcome.
   */
  async dispatch(envelope: EventEnvelope): Promise<void> {
    const handlers = this.handlers.get(envelope.event) ?? [];
    if (handlers.length === 0) return;
    const parsed = this.schemas[envelope.event].safeParse(envelope.payload);
    if (!parsed.success) {
      metrics().malformedEvents.inc({ event: envelope.event });
      throw new MalformedEventError(envelope.event, String(envelope.id), parsed.error.issues);
    }
    const checked: EventEnvelope = { ...envelope, payload: parsed.data };
    const reqId = requestIdFrom(parseRequestId(envelope.meta?.reqId));
    try {
      await runWithRequestId(reqId, async () => {
        for (const handler of handlers) await handler(checked);
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
