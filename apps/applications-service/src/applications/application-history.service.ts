import { Inject, Injectable } from '@nestjs/common';
import { asc, eq } from 'drizzle-orm';
import {
  ApplicationMessages,
  isUuid,
  type ApplicationHistory,
  type ApplicationHistoryMessage,
  type StatusActor,
  type StatusHistoryEntry,
} from '@hirewise/contracts';
import { DATABASE, DomainError } from '@hirewise/server-kit';
import type { Db } from '../db';
import { interviewResults } from '../interviews/interview-result.table';
import { jobProjection } from '../projections/projection.table';
import { outcomeFields, type Viewer } from './application.mapper';
import { applications, statusHistory, type StatusHistoryRow } from './application.table';

/** Rows recorded before issue 18 have no actor: it follows from who changed them. */
function actorOf(row: StatusHistoryRow, applicantId: string): StatusActor {
  if (row.actor) return row.actor;
  if (row.changedBy === 'system') return 'system';
  return row.changedBy === applicantId ? 'applicant' : 'recruiter';
}

/**
 * `GET /api/applications/{id}/history`: an application's status changes, oldest first, with who
 * or what made each, for its applicant and its job's recruiter; anyone else gets 403, as for every
 * resource of another user (ids are UUIDs).
 */
@Injectable()
export class ApplicationHistoryService {
  constructor(@Inject(DATABASE) private readonly db: Db) {}

  async history({ caller, applicationId }: ApplicationHistoryMessage): Promise<ApplicationHistory> {
    const [app] = isUuid(applicationId)
      ? await this.db
          .select({ id: applications.id, applicantId: applications.applicantId, recruiterId: applications.recruiterId, title: jobProjection.title })
          .from(applications)
          .innerJoin(jobProjection, eq(jobProjection.jobId, applications.jobId))
          .where(eq(applications.id, applicationId))
          .limit(1)
      : [];
    const viewer: Viewer | undefined = app?.applicantId === caller.userId ? 'applicant' : app?.recruiterId === caller.userId ? 'recruiter' : undefined;
    if (!app) throw new DomainError('APPLICATION_NOT_FOUND', ApplicationMessages.notFound);
    if (!viewer) throw new DomainError('APPLICATION_NOT_YOURS', ApplicationMessages.historyNotYours);

    const rows = await this.db
      .select({ row: statusHistory, causeTitle: jobProjection.title })
      .from(statusHistory)
      .leftJoin(jobProjection, eq(jobProjection.jobId, statusHistory.causeJobId))
      .where(eq(statusHistory.applicationId, app.id))
      .orderBy(asc(statusHistory.changedAt), asc(statusHistory.id));
    const [interview] = await this.db
      .select({ completedAt: interviewResults.completedAt })
      .from(interviewResults)
      .where(eq(interviewResults.applicationId, app.id))
      .limit(1);

    const entries: StatusHistoryEntry[] = rows.map(({ row, causeTitle }) => ({
      from: row.fromStatus,
      to: row.toStatus,
      at: row.changedAt.toISOString(),
      by: actorOf(row, app.applicantId),
      ...outcomeFields(
        row.toStatus,
        {
          applicationId: app.id,
          toStatus: row.toStatus,
          causeJobId: row.causeJobId,
          causeJobTitle: causeTitle,
          reasonCodes: row.reasonCodes,
          reasonText: row.reasonText,
          reasonShared: row.reasonShared,
        },
        viewer,
      ),
    }));
    return { applicationId: app.id, jobTitle: app.title, interviewCompletedAt: interview ? interview.completedAt.toISOString() : null, entries };
  }
}
