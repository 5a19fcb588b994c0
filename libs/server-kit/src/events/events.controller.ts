import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { Patterns, type EventEnvelope } from '@hirewise/contracts';
import { LOGGER, type Logger } from '../logging/logger';
import { EventRegistry, MalformedEventError } from './event-registry';

/**
 * TCP mode: receives events handed over by a publishing service. A payload that does not match its
 * event's schema is logged, counted (hirewise_malformed_events_total) and dropped: there is no
 * dead-letter queue here, and refusing it would only make the publisher's outbox retry it forever.
 */
@Controller()
export class EventsController {
  constructor(
    private readonly registry: EventRegistry,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  @MessagePattern(Patterns.events.deliver)
  async deliver(@Payload() envelope: EventEnvelope): Promise<{ ok: true }> {
    try {
      await this.registry.dispatch(envelope);
    } catch (err) {
      if (!(err instanceof MalformedEventError)) throw err;
      this.logger.error(err.toLog(), 'event dropped: payload does not match its schema');
    }
    return { ok: true };
  }
}
