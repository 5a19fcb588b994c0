import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { Patterns, type EventEnvelope } from '@hirewise/contracts';
import { EventRegistry } from './event-registry';

/** TCP mode: receives events handed over by a publishing service. */
@Controller()
export class EventsController {
  constructor(private readonly registry: EventRegistry) {}

  @MessagePattern(Patterns.events.deliver)
  async deliver(@Payload() envelope: EventEnvelope): Promise<{ ok: true }> {
    await this.registry.dispatch(envelope);
    return { ok: true };
  }
}
