import { Injectable } from '@nestjs/common';
import { JobMessages, type SetJobLimitsMessage, type SetJobLimitsResult } from '@hirewise/contracts';
import { DomainError } from '@hirewise/server-kit';
import { ProjectionRepository } from '../projections/projection.repository';
import { ApplicationRepository } from './application.repository';

/**
 * Accepts are counted here, so a change of a job's limits is checked here too, on the same
 * locked row an accept takes: an accept and a lowering of maxPositions cannot both pass.
 */
@Injectable()
export class JobLimitsService {
  constructor(
    private readonly applications: ApplicationRepository,
    private readonly projections: ProjectionRepository,
  ) {}

  async setLimits({ jobId, maxPositions, maxApplicants, version }: SetJobLimitsMessage): Promise<SetJobLimitsResult> {
    return this.applications.transaction(async (tx) => {
      const job = (await this.projections.lockJobs(tx, [jobId])).get(jobId);
      // Not seen yet: nobody has applied, so any limit fits; the job's event brings it.
      if (!job) return { acceptedCount: 0 };
      if (job.acceptedCount > maxPositions) throw new DomainError('POSITIONS_BELOW_ACCEPTED', JobMessages.positionsBelowAccepted(job.acceptedCount));
      await this.projections.setLimits(tx, jobId, { maxPositions, maxApplicants, version });
      return { acceptedCount: job.acceptedCount };
    });
  }
}
