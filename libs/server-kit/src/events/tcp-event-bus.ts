import { Patterns, type EventEnvelope, type ServiceName } from '@hirewise/contracts';
import { envelope, type EventBus } from './event-bus';
import type { ServiceClient } from '../transport/service-client';

/** Embedded mode: an event is handed to every consumer the routing table names. */
export class TcpEventBus implements EventBus {
  constructor(
    private readonly routes: Record<string, readonly string[]>,
    private readonly clientFor: (service: ServiceName) => ServiceClient,
  ) {}

  publish<T>(event: string, payload: T): Promise<void> {
    return this.publishEnvelope(envelope(event, payload));
  }

  async publishEnvelope(env: EventEnvelope): Promise<void> {
    const consumers = (this.routes[env.event] ?? []) as ServiceName[];
    await Promise.all(consumers.map((service) => this.deliverTo(service, env)));
  }

  async deliverTo(service: ServiceName, env: EventEnvelope): Promise<void> {
    await this.clientFor(service).send(Patterns.events.deliver, env);
  }
}
