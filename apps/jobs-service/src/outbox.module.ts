import { Module } from '@nestjs/common';
import { Outbox } from '@hirewise/server-kit';

/**
 * The service's one outbox (and its relay): every feature that records events imports this
 * module, so they share one instance. Needs the global database and event bus (app.module).
 */
@Module({
  providers: [Outbox],
  exports: [Outbox],
})
export class OutboxModule {}
