import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { Events, type JobDeletedEvent, type JobSnapshot, type RatingChangedEvent, type UserUpdatedEvent } from '@hirewise/contracts';
import { EventRegistry, LOGGER, type Logger } from '@hirewise/server-kit';
import { StatusService } from '../applications/status.service';
import { RatingEchoes } from '../ratings/rating-echoes';
import { ProjectionRepository } from './projection.repository';

/**
 * Keeps the job, applicant and recruiter copies from events. Delivery is at least once and in
 * any order: each write applies only when the event's version is newer than the copy's.
 * A handler that throws leaves the event to be delivered again.
 */
@Injectable()
export class ProjectionConsumer implements OnModuleInit {
  constructor(
    private readonly registry: EventRegistry,
    private readonly projections: ProjectionRepository,
    private readonly statuses: StatusService,
    private readonly echoes: RatingEchoes,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onModuleInit(): void {
    this.registry.on<JobSnapshot>(Events.jobCreated, ({ payload }) => this.projections.upsertJob(payload));
    this.registry.on<JobSnapshot>(Events.jobUpdated, ({ payload }) => this.projections.upsertJob(payload));
    this.registry.on<JobDeletedEvent>(Events.jobDeleted, ({ payload }) => this.statuses.onJobDeleted(payload.jobId, payload.version));
    this.registry.on<UserUpdatedEvent>(Events.userUpdated, ({ payload }) => this.onUserUpdated(payload));
    this.registry.on<RatingChangedEvent>(Events.ratingChanged, ({ payload }) => this.onRatingChanged(payload));
  }

  private async onUserUpdated(event: UserUpdatedEvent): Promise<void> {
    if (event.type === 'applicant') await this.projections.upsertApplicant(event);
    else if (event.type === 'recruiter') await this.projections.upsertRecruiter(event);
    else this.logger.warn({ userId: event.userId, type: event.type }, 'user.updated with an unknown type ignored');
  }

  /** Job ratings are the jobs service's to show. Applicant ratings are set with the rating itself: see RatingEchoes. */
  private async onRatingChanged(event: RatingChangedEvent): Promise<void> {
    if (event.target !== 'applicant' || this.echoes.seen(event.targetId, event.version)) return;
    await this.projections.setApplicantRating(event.targetId, event.average, event.version);
  }
}
