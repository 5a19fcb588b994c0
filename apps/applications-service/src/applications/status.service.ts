import { Injectable } from '@nestjs/common';
import { ApplicationMessages, JobMessages, Messages, statusUpdateSchema, type MessageResponse, type UpdateStatusMessage } from '@hirewise/contracts';
import { DomainError } from '@hirewise/server-kit';
import type { Db } from '../db';
import { ProjectionRepository } from '../projections/projection.repository';
import { ApplicationRepository } from './application.repository';
import { isUuid } from '@hirewise/contracts';
import { canRecruiterMove } from './status-machine';
import { StatusRecorder, type StatusChange } from './status-recorder';

export const SYSTEM = 'system';

/**
 * Status changes. Locks are always taken applicant first, then jobs in id order, so two
 * transactions never wait on each other in a cycle; job.deleted takes only its job's lock.
 */
@Injectable()
export class StatusService {
  constructor(
    private readonly applications: ApplicationRepository,
    private readonly projections: ProjectionRepository,
    private readonly recorder: StatusRecorder,
  ) {}

  async updateStatus({ caller, applicationId, status }: UpdateStatusMessage): Promise<MessageResponse> {
    if (caller.type !== 'recruiter') throw new DomainError('FORBIDDEN', Messages.forbiddenRole('recruiter'));
    const { status: to } = statusUpdateSchema.parse({ status });
    const found = isUuid(applicationId) ? await this.applications.findById(applicationId) : undefined;
    if (!found) throw new DomainError('APPLICATION_NOT_FOUND', ApplicationMessages.notFound);
    if (found.recruiterId !== caller.userId) throw new DomainError('NOT_YOUR_JOB', ApplicationMessages.notYourJob);

    await this.applications.transaction(async (tx) => {
      await this.projections.lockApplicant(tx, found.applicantId);
      // Accepting cancels the applicant's other open applications: their jobs are locked too.
      const others = to === 'accepted' ? await this.applications.openOfApplicant(tx, found.applicantId, found.id) : [];
      const jobs = await this.projections.lockJobs(tx, [found.jobId, ...others.map((o) => o.jobId)]);
      const current = await this.applications.findById(found.id, tx);
      if (!current) throw new DomainError('APPLICATION_NOT_FOUND', ApplicationMessages.notFound);
      if (!canRecruiterMove(current.status, to)) throw new DomainError('INVALID_STATUS_TRANSITION', ApplicationMessages.invalidTransition(current.status, to));
      const job = jobs.get(found.jobId);
      if (!job) throw new DomainError('JOB_NOT_FOUND', JobMessages.notFound);
      if (to === 'accepted' && job.acceptedCount >= job.maxPositions) throw new DomainError('POSITIONS_FILLED', ApplicationMessages.positionsFilled);

      const changes: StatusChange[] = [{ application: await this.applications.setStatus(tx, current.id, to), from: current.status, by: caller.userId }];
      if (to === 'accepted') changes.push(...(await this.cancelOthers(tx, found.applicantId, found.id)));
      await this.recorder.record(tx, changes);
    });
    this.recorder.flush();
    return { message: ApplicationMessages.statusUpdated(to) };
  }

  /** job.deleted: the job's applied and shortlisted applications become deleted. */
  async onJobDeleted(jobId: string, version: number): Promise<void> {
    const changed = await this.applications.transaction(async (tx) => {
      await this.projections.markJobDeleted(tx, jobId, version);
      const open = await this.applications.openOfJob(tx, jobId);
      const changes: StatusChange[] = [];
      for (const app of open) changes.push({ application: await this.applications.setStatus(tx, app.id, 'deleted'), from: app.status, by: SYSTEM });
      await this.recorder.record(tx, changes);
      return changes.length;
    });
    if (changed > 0) this.recorder.flush();
  }

  /** Re-read under the locks: what job.deleted changed meanwhile is no longer open. */
  private async cancelOthers(tx: Db, applicantId: string, acceptedId: string): Promise<StatusChange[]> {
    const changes: StatusChange[] = [];
    for (const app of await this.applications.openOfApplicant(tx, applicantId, acceptedId)) {
      changes.push({ application: await this.applications.setStatus(tx, app.id, 'cancelled'), from: app.status, by: SYSTEM });
    }
    return changes;
  }
}
