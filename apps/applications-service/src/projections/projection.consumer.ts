import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { Events, type UserUpdatedEvent } from '@hirewise/contracts';
import { EventRegistry, LOGGER, type Logger } from '@hirewise/server-kit';
import { ProjectionRepository } from './projection.repository';

/**
 * Keeps the job, applicant and recruiter copies from events. Delivery is at least once and in
 * any order: each write applies only when the event's version is newer than the copy's.
 * A handler that throws leaves the event to be delivered again. What job.deleted does to
 * applications is the applications feature's (JobDeletedConsumer); rating.changed is the ratings
 * feature's (RatingChangedConsumer).
 */
@Injectable()
export class ProjectionConsumer implements OnModuleInit {
  constructor(
    private readonly registry: EventRegistry,
    private readonly projections: ProjectionRepository,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onModuleInit(): void {
    this.registry.on(Events.jobCreated, ({ payload }) => this.projections.upsertJob(payload));
    this.registry.on(Events.jobUpdated, ({ payload }) => this.projections.upsertJob(payload));
    this.registry.on(Events.userUpdated, ({ payload }) => this.onUserUpdated(payload));
  }

  private async onUserUpdated(event: UserUpdatedEvent): Promise<void> {
    if (event.type === 'applicant') await this.projections.upsertApplicant(event);
    else if (event.type === 'recruiter') await this.projections.upsertRecruiter(event);
    else this.logger.warn({ userId: event.userId, type: event.type }, 'user.updated with an unknown type ignored');
  }
}
