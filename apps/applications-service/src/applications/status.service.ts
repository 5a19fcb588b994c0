import { Injectable } from '@nestjs/common';
import {
  AccountabilityMessages,
  ApplicationMessages,
  bulkStatusSchema,
  JobMessages,
  Messages,
  statusUpdateSchema,
  type ApplicationStatus,
  type BulkStatusMessage,
  type BulkStatusReply,
  type BulkStatusResult,
  type Caller,
  type MessageResponse,
  type RecruiterTargetStatus,
  type RejectionReasonRecord,
  type UpdateStatusMessage,
} from '@hirewise/contracts';
import { DomainError } from '@hirewise/server-kit';
import type { Db } from '../db';
import { ProjectionRepository } from '../projections/projection.repository';
import { ApplicationRepository } from './application.repository';
import { isUuid } from '@hirewise/contracts';
import { canRecruiterMove } from './status-machine';
import { StatusRecorder, type StatusChange } from './status-recorder';

export const SYSTEM = 'system';

/** What one change did: a refusal carries the error the single change answers with. */
type ChangeResult =
  | { outcome: 'changed' | 'unchanged'; status: ApplicationStatus }
  | { outcome: 'refused'; status: ApplicationStatus | null; error: DomainError };

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

  async updateStatus({ caller, applicationId, status, reason: givenReason, reviewConfirmed: confirmed }: UpdateStatusMessage): Promise<MessageResponse> {
    if (caller.type !== 'recruiter') throw new DomainError('FORBIDDEN', Messages.forbiddenRole('recruiter'));
    const { status: to, reason, reviewConfirmed } = statusUpdateSchema.parse({ status, reason: givenReason, reviewConfirmed: confirmed });
    const result = await this.change(caller, applicationId, to, { reason, reviewConfirmed }, { sameIsUnchanged: false });
    if (result.outcome === 'refused') throw result.error;
    this.recorder.flush();
    return { message: ApplicationMessages.statusUpdated(to) };
  }

  /**
   * POST /api/applications/bulk-status: each application through `change`, in its own transaction
   * and in the order given, so every rule of the single change holds and a refusal undoes nothing
   * else. One already in the target status is unchanged. A failure that is not a refusal (the
   * database gone) ends the request; what committed before it stays, and sending the same
   * request again is safe (those are unchanged then).
   */
  async bulkStatus({ caller, ...body }: BulkStatusMessage): Promise<BulkStatusReply> {
    if (caller.type !== 'recruiter') throw new DomainError('FORBIDDEN', Messages.forbiddenRole('recruiter'));
    const { applicationIds, status: to, reason, reviewConfirmed } = bulkStatusSchema.parse(body);
    const results: BulkStatusResult[] = [];
    try {
      for (const applicationId of applicationIds) {
        const result = await this.change(caller, applicationId, to, { reason, reviewConfirmed }, { sameIsUnchanged: true });
        results.push(
          result.outcome === 'refused'
            ? { applicationId, outcome: 'refused', status: result.status, message: result.error.message }
            : { applicationId, outcome: result.outcome, status: result.status },
        );
      }
    } finally {
      if (results.some((r) => r.outcome === 'changed')) this.recorder.flush();
    }
    return { changed: results.filter((r) => r.outcome === 'changed').length, results };
  }

  /**
   * One recruiter change of one application, in its own transaction: the state machine, the
   * recruiter's own jobs and the job's limits. A refusal is returned, not thrown, with the status
   * the caller may see (null: not found or not theirs); other failures throw. The caller flushes.
   */
  private async change(
    caller: Caller,
    applicationId: string,
    to: RecruiterTargetStatus,
    { reason, reviewConfirmed }: { reason: RejectionReasonRecord | undefined; reviewConfirmed: boolean },
    { sameIsUnchanged }: { sameIsUnchanged: boolean },
  ): Promise<ChangeResult> {
    let seen: ApplicationStatus | null = null;
    try {
      const found = isUuid(applicationId) ? await this.applications.findById(applicationId) : undefined;
      if (!found) throw new DomainError('APPLICATION_NOT_FOUND', ApplicationMessages.notFound);
      if (found.recruiterId !== caller.userId) throw new DomainError('NOT_YOUR_JOB', ApplicationMessages.notYourJob);
      seen = found.status;

      return await this.applications.transaction(async (tx): Promise<ChangeResult> => {
        await this.projections.lockApplicant(tx, found.applicantId);
        // Accepting cancels the applicant's other open applications: their jobs are locked too.
        const others = to === 'accepted' ? await this.applications.openOfApplicant(tx, found.applicantId, found.id) : [];
        const jobs = await this.projections.lockJobs(tx, [found.jobId, ...others.map((o) => o.jobId)]);
        const current = await this.applications.findById(found.id, tx);
        if (!current) throw new DomainError('APPLICATION_NOT_FOUND', ApplicationMessages.notFound);
        seen = current.status;
        if (sameIsUnchanged && current.status === to) return { outcome: 'unchanged', status: to };
        if (!canRecruiterMove(current.status, to)) throw new DomainError('INVALID_STATUS_TRANSITION', ApplicationMessages.invalidTransition(current.status, to));
        const job = jobs.get(found.jobId);
        if (!job) throw new DomainError('JOB_NOT_FOUND', JobMessages.notFound);
        if (to === 'accepted' && job.acceptedCount >= job.maxPositions) throw new DomainError('POSITIONS_FILLED', ApplicationMessages.positionsFilled);
        // Human oversight (issue 21): an AI-scored candidate is rejected only by a recruiter who says they read the answers.
        const aiScored = current.interviewCompleted || current.interviewScore !== null;
        if (to === 'rejected' && aiScored && !reviewConfirmed) throw new DomainError('REVIEW_CONFIRMATION_REQUIRED', AccountabilityMessages.reviewConfirmationRequired);

        const changes: StatusChange[] = [
          {
            application: await this.applications.setStatus(tx, current.id, to),
            from: current.status,
            by: caller.userId,
            actor: 'recruiter',
            reason,
            reviewConfirmed: to === 'rejected' && aiScored && reviewConfirmed,
          },
        ];
        if (to === 'accepted') changes.push(...(await this.cancelOthers(tx, found.applicantId, found.id, found.jobId)));
        await this.recorder.record(tx, changes);
        return { outcome: 'changed', status: to };
      });
    } catch (err) {
      // Only the rules' refusals (4xx); a 5xx is no answer about this application.
      if (err instanceof DomainError && err.status < 500) return { outcome: 'refused', status: seen, error: err };
      throw err;
    }
  }

  /** job.deleted: the job's applied and shortlisted applications become deleted. */
  async onJobDeleted(jobId: string, version: number): Promise<void> {
    const changed = await this.applications.transaction(async (tx) => {
      await this.projections.markJobDeleted(tx, jobId, version);
      const open = await this.applications.openOfJob(tx, jobId);
      const changes: StatusChange[] = [];
      for (const app of open) changes.push({ application: await this.applications.setStatus(tx, app.id, 'deleted'), from: app.status, by: SYSTEM, actor: 'system' });
      await this.recorder.record(tx, changes);
      return changes.length;
    });
    if (changed > 0) this.recorder.flush();
  }

  /** Re-read under the locks: what job.deleted changed meanwhile is no longer open. */
  private async cancelOthers(tx: Db, applicantId: string, acceptedId: string, acceptedJobId: string): Promise<StatusChange[]> {
    const changes: StatusChange[] = [];
    for (const app of await this.applications.openOfApplicant(tx, applicantId, acceptedId)) {
      changes.push({ application: await this.applications.setStatus(tx, app.id, 'cancelled'), from: app.status, by: SYSTEM, actor: 'system', causeJobId: acceptedJobId });
    }
    return changes;
  }
}
