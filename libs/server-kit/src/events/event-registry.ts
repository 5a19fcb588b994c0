import { Injectable } from '@nestjs/common';
import type { EventEnvelope } from '@hirewise/contracts';

export type EventHandler<T = unknown> = (envelope: EventEnvelope<T>) => Promise<void> | void;

/** Handlers a service registers for the events it consumes; both transports dispatch here. */
@Injectable()
export class EventRegistry {
  private readonly handlers = new Map<string, EventHandler[]>();

  on<T>(event: string, handler: EventHandler<T>): void {
    const list = this.handlers.get(event) ?? [];
    list.push(handler as EventHandler);
    this.handlers.set(event, list);
  }

  events(): string[] {
    return [...this.handlers.keys()];
  }

  async dispatch(envelope: EventEnvelope): Promise<void> {
    for (const handler of this.handlers.get(envelope.event) ?? []) {
      await handler(envelope);
    }
  }
}
