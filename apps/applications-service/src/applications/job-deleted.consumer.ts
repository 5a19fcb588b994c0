import { Injectable, type OnModuleInit } from '@nestjs/common';
import { Events } from '@hirewise/contracts';
import { EventRegistry } from '@hirewise/server-kit';
import { StatusService } from './status.service';

/**
 * job.deleted ends the job's open applications (status `deleted`) and marks the job's copy
 * deleted, in one transaction (StatusService.onJobDeleted). A handler that throws leaves the
 * event to be delivered again.
 */
@Injectable()
export class JobDeletedConsumer implements OnModuleInit {
  constructor(
    private readonly registry: EventRegistry,
    private readonly statuses: StatusService,
  ) {}

  onModuleInit(): void {
    this.registry.on(Events.jobDeleted, ({ payload }) => this.statuses.onJobDeleted(payload.jobId, payload.version));
  }
}
