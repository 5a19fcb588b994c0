import { Injectable, type OnModuleInit } from '@nestjs/common';
import { Events, type RatingChangedEvent } from '@hirewise/contracts';
import { EventRegistry } from '@hirewise/server-kit';
import { ProjectionRepository } from '../projections/projection.repository';
import { RatingEchoes } from './rating-echoes';

/**
 * rating.changed keeps the applicant copy's average rating (versioned like every projection
 * write). This service's own ratings come back as echoes and are answered without a query.
 */
@Injectable()
export class RatingChangedConsumer implements OnModuleInit {
  constructor(
    private readonly registry: EventRegistry,
    private readonly projections: ProjectionRepository,
    private readonly echoes: RatingEchoes,
  ) {}

  onModuleInit(): void {
    this.registry.on(Events.ratingChanged, ({ payload }) => this.onRatingChanged(payload));
  }

  /** Job ratings are the jobs service's to show. Applicant ratings are set with the rating itself: see RatingEchoes. */
  private async onRatingChanged(event: RatingChangedEvent): Promise<void> {
    if (event.target !== 'applicant' || this.echoes.seen(event.targetId, event.version)) return;
    await this.projections.setApplicantRating(event.targetId, event.average, event.version);
  }}
