import { Injectable, type OnModuleInit } from '@nestjs/common';
import { Events } from '@hirewise/contracts';
import { EventRegistry } from '@hirewise/server-kit';
import { JobRepository } from '../jobs/job.repository';
import { RecruiterRepository } from '../recruiters/recruiter.repository';

/**
 * Copies other services keep us informed of (hiring-core "Events"). Delivery is at least once
 * and in any order: each change applies only when its version or sequence is newer.
 */
@Injectable()
export class JobEventsConsumer implements OnModuleInit {
  constructor(
    private readonly registry: EventRegistry,
    private readonly jobs: JobRepository,
    private readonly recruiters: RecruiterRepository,
  ) {}

  onModuleInit(): void {
    this.registry.on(Events.userUpdated, async ({ payload }) => {
      if (payload.type !== 'recruiter') return;
      await this.recruiters.applyProfile({ recruiterId: payload.userId, name: payload.name, companyName: payload.companyName, version: payload.version });
    });
    this.registry.on(Events.applicationStatusChanged, async ({ payload }) => {
      await this.jobs.applyApplicationCounts(payload);
    });
    this.registry.on(Events.ratingChanged, async ({ payload }) => {
      await this.jobs.applyRating(payload);
    });
  }
}
