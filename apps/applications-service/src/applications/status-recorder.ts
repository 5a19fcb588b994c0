import { Injectable } from '@nestjs/common';
import { Events, type ApplicationStatus, type ApplicationStatusChangedEvent, type RejectionReasonRecord, type StatusActor } from '@hirewise/contracts';
import { Outbox } from '@hirewise/server-kit';
import type { Db } from '../db';
import { ProjectionRepository } from '../projections/projection.repository';
import { ApplicationRepository } from './application.repository';
import type { ApplicationRow } from './application.table';

export interface StatusChange {
  application: ApplicationRow;
  from: ApplicationStatus | null;
  /** The user id of who made it, or 'system'. */
  by: string;
  actor: StatusActor;
  /** A cancellation: the job whose offer was accepted. */
  causeJobId?: string;
  /** A rejection's reason (shared with the applicant only when `share`). */
  reason?: RejectionReasonRecord;
  /** Issue 21: a rejection of an AI-scored candidate after the recruiter confirmed reviewing the answers. */
  reviewConfirmed?: boolean;
}

/**
 * The bookkeeping every status change needs, inside the transaction that made it: a history
 * row, the job's counts recomputed, and one application.status-changed event per application
 * (numbered by the job's sequence, each carrying the counts after the whole transaction).
 */
@Injectable()
export class StatusRecorder {
  constructor(
    private readonly applications: ApplicationRepository,
    private readonly projections: ProjectionRepository,
    private readonly outbox: Outbox,
  ) {}

  async record(tx: Db, changes: StatusChange[]): Promise<void> {
    if (changes.length === 0) return;
    await this.applications.addHistory(
      tx,
      changes.map((c) => ({
        applicationId: c.application.id,
        fromStatus: c.from,
        toStatus: c.application.status,
        changedBy: c.by,
        actor: c.actor,
        causeJobId: c.causeJobId ?? null,
        reasonCodes: c.reason ? c.reason.reasons : null,
        reasonText: c.reason ? c.reason.text : null,
        reasonShared: c.reason?.share ?? false,
        reviewConfirmed: c.reviewConfirmed ?? false,
      })),
    );
    const byJob = new Map<string, StatusChange[]>();
    for (const change of changes) byJob.set(change.application.jobId, [...(byJob.get(change.application.jobId) ?? []), change]);
    for (const [jobId, jobChanges] of [...byJob].sort(([a], [b]) => a.localeCompare(b))) {
      const counts = await this.projections.recount(tx, jobId, jobChanges.length);
      let sequence = counts.sequence - jobChanges.length;
      for (const { application, from, actor, causeJobId, reason } of jobChanges) {
        const event: ApplicationStatusChangedEvent = {
          applicationId: application.id,
          jobId,
          applicantId: application.applicantId,
          from,
          to: application.status,
          acceptedCount: counts.acceptedCount,
          activeCount: counts.activeCount,
          jobSequence: ++sequence,
          recruiterId: application.recruiterId,
          actor,
          ...(causeJobId ? { causeJobId } : {}),
          // The reason travels only when the applicant may read it (notifications show it to them).
          ...(reason?.share ? { sharedReason: { reasons: reason.reasons, text: reason.text } } : {}),
        };
        await this.outbox.add(tx, Events.applicationStatusChanged, event);
      }
    }
  }

  /** Relays what the committed transaction recorded; failures stay queued and are retried. */
  flush(): void {
    void this.outbox.flush();
  }
}
