import { Injectable, type OnModuleInit } from '@nestjs/common';
import { Events } from '@hirewise/contracts';
import { EventRegistry } from '@hirewise/server-kit';
import { UserRepository } from './user.repository';

/** Recruiters' ratings of an applicant arrive from the applications service as averages. */
@Injectable()
export class RatingEventsConsumer implements OnModuleInit {
  constructor(
    private readonly registry: EventRegistry,
    private readonly users: UserRepository,
  ) {}

  onModuleInit(): void {
    this.registry.on(Events.ratingChanged, ({ payload }) => this.users.applyRating(payload));
  }
}
