import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { createJobSchema } from '@hirewise/contracts';
import { LOGGER, sanitizeRichText, SERVICE_CONFIG, type Logger, type ServiceConfig } from '@hirewise/server-kit';
import { JobRepository } from '../jobs/job.repository';
import { RecruiterRepository } from '../recruiters/recruiter.repository';
import { DEMO_JOBS, DEMO_RECRUITERS } from './demo-jobs';

const DAY_MS = 86_400_000;

/** Creates the demo jobs once, on a first start with DEMO_DATA=true, with their `job.created` events. */
@Injectable()
export class DemoSeeder implements OnApplicationBootstrap {
  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: ServiceConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly jobs: JobRepository,
    private readonly recruiters: RecruiterRepository,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.DEMO_DATA || (await this.jobs.count()) > 0) return;
    for (const { recruiterId, name, companyName } of DEMO_RECRUITERS) await this.recruiters.remember(recruiterId, { name, companyName });
    const now = Date.now();
    const profiles = new Map(DEMO_RECRUITERS.map((r) => [r.recruiterId as string, r]));
    await this.jobs.insert(
      DEMO_JOBS.map(({ id, recruiterId, postedDaysAgo, deadlineInDays, ...job }) => {
        const { location, description, ...fields } = createJobSchema.parse({ ...job, deadline: new Date(now + deadlineInDays * DAY_MS) });
        return {
          ...fields,
          description: sanitizeRichText(description),
          locationCity: location.city,
          locationCountry: location.country,
          id,
          recruiterId,
          recruiterName: profiles.get(recruiterId)?.name ?? '',
          companyName: profiles.get(recruiterId)?.companyName ?? '',
          dateOfPosting: new Date(now - postedDaysAgo * DAY_MS),
        };
      }),
    );
    this.logger.info({ jobs: DEMO_JOBS.length }, 'demo jobs created');
  }
}
