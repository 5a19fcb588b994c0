import { Injectable } from '@nestjs/common';
import { ApplicationMessages, applySchema, JobMessages, Messages, PrivacyMessages, type ApplyMessage, type MessageResponse } from '@hirewise/contracts';
import { DomainError } from '@hirewise/server-kit';
import { ProjectionRepository } from '../projections/projection.repository';
import { ReadThrough } from '../projections/read-through.service';
import { ApplicationRepository } from './application.repository';
import { ACTIVE_STATUSES } from './application.table';
import { StatusRecorder } from './status-recorder';

/**
 * Applying (architecture section 3, docs/hiring-core.md "Rules"). All checks run in one
 * transaction holding the applicant's row and then the job's row locked, so maxApplicants and
 * "one active application" hold however many requests race.
 */
@Injectable()
export class ApplyService {
  constructor(
    private readonly applications: ApplicationRepository,
    private readonly projections: ProjectionRepository,
    private readonly readThrough: ReadThrough,
    private readonly recorder: StatusRecorder,
  ) {}

  async apply({ caller, jobId, sop: rawSop }: ApplyMessage): Promise<MessageResponse> {
    if (caller.type !== 'applicant') throw new DomainError('FORBIDDEN', Messages.forbiddenRole('applicant'));
    const parsed = applySchema.safeParse({ sop: rawSop ?? '' });
    if (!parsed.success) throw new DomainError('VALIDATION_FAILED', parsed.error.issues[0].message);
    const { sop } = parsed.data;
    await this.readThrough.job(jobId);
    const applicant = await this.readThrough.applicant(caller.userId);
    if (applicant.deletedAt) throw new DomainError('ACCOUNT_DELETED', PrivacyMessages.accountGone);

    await this.applications.transaction(async (tx) => {
      await this.projections.lockApplicant(tx, caller.userId);
      const job = (await this.projections.lockJobs(tx, [jobId])).get(jobId);
      if (!job || job.deleted) throw new DomainError('JOB_NOT_FOUND', JobMessages.notFound);
      if (job.deadline.getTime() <= Date.now()) throw new DomainError('JOB_DEADLINE_PASSED', ApplicationMessages.jobClosed);
      if (await this.applications.hasWithStatus({ applicantId: caller.userId, jobId }, ACTIVE_STATUSES, tx)) {
        throw new DomainError('ALREADY_APPLIED', ApplicationMessages.alreadyApplied);
      }
      if (await this.applications.hasWithStatus({ applicantId: caller.userId }, ['accepted'], tx)) {
        throw new DomainError('ALREADY_HOLDING_JOB', ApplicationMessages.holdingJob);
      }
      if (job.activeCount >= job.maxApplicants) throw new DomainError('JOB_FULL', ApplicationMessages.jobFull);
      const application = await this.applications.insertApplied(tx, { jobId, applicantId: caller.userId, recruiterId: job.recruiterId, sop });
      await this.recorder.record(tx, [{ application, from: null, by: caller.userId, actor: 'applicant' }]);
    });
    this.recorder.flush();
    return { message: ApplicationMessages.applied };
  }
}
