import type { OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import type { EventBus } from './event-bus';
import { RmqEventBus } from './rmq-event-bus';

/** Starts the broker connection after every handler is registered; stops it last. */
export class EventBusLifecycle implements OnApplicationBootstrap, OnApplicationShutdown {
  constructor(private readonly bus: EventBus) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.bus instanceof RmqEventBus) await this.bus.start();
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.bus instanceof RmqEventBus) await this.bus.stop();
  }
}
