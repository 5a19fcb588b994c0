import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq } from 'drizzle-orm';
import {
  ApplicationMessages,
  isUuid,
  MediaMessages,
  RECORDING_ACCESS_ACTIONS,
  RECORDING_ACCESS_LIST_LIMIT,
  RecordingAccessMessages,
  type Caller,
  type RecordingAccessLog,
  type RecordingState,
  type RecordingViewerRole,
  type RecordRecordingAccessMessage,
  type RecordRecordingAccessReply,
} from '@hirewise/contracts';
import { DATABASE, DomainError } from '@hirewise/server-kit';
import type { Db } from '../db';
import { applications } from '../applications/application.table';
import { interviewResults, type InterviewResultRow } from '../interviews/interview-result.table';
import { jobProjection } from '../projections/projection.table';
import { recordingAccess } from './accountability.table';
import { RETENTION_CONFIG, type RetentionConfig } from './recording-retention.config';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The recording access log (issue 21, part 6; docs/fairness.md): the media service records each play
 * and download here before it serves a byte (a refusal or a failure here and it serves nothing), and
 * the application's applicant and the job's recruiter read the log with where the recording stands.
 */
@Injectable()
export class RecordingAccessService {
  constructor(
    @Inject(DATABASE) private readonly db: Db,
    @Inject(RETENTION_CONFIG) private readonly retention: RetentionConfig,
  ) {}

  /**
   * One play or download of the recording `videoFileId` by `caller`. The media service has applied the
   * file's access rule already; this checks again from the interview's own record (the applicant, or
   * the recruiter of the interview's job) and refuses a file no result names any more (deleted: 404).
   */
  async record({ caller, videoFileId, ownerId, action }: RecordRecordingAccessMessage): Promise<RecordRecordingAccessReply> {
    if (!RECORDING_ACCESS_ACTIONS.includes(action) || typeof videoFileId !== 'string' || videoFileId === '' || !isUuid(ownerId)) {
      throw new DomainError('VALIDATION_FAILED', 'A recording access needs a file id, its owner and an action (play or download)');
    }
    const [result] = await this.db
      .select({ applicationId: interviewResults.applicationId, applicantId: interviewResults.applicantId, recruiterId: interviewResults.recruiterId })
      .from(interviewResults)
      .where(and(eq(interviewResults.applicantId, ownerId), eq(interviewResults.videoFileId, videoFileId)))
      .limit(1);
    if (!result) throw new DomainError('FILE_NOT_FOUND', MediaMessages.fileNotFound);
    const viewerRole = roleOf(caller, result);
    if (!viewerRole) throw new DomainError('FILE_ACCESS_DENIED', MediaMessages.noAccess);
    await this.db.insert(recordingAccess).values({ applicationId: result.applicationId, viewerId: caller.userId, viewerRole, action });
    return { recorded: true, viewerRole };
  }

  /** `GET /api/applications/{id}/recording-access`: the application's applicant and the job's recruiter; anyone else 403, as for the interview's results. */
  async list(caller: Caller, applicationId: string): Promise<RecordingAccessLog> {
    const [app] = isUuid(applicationId)
      ? await this.db
          .select({ id: applications.id, applicantId: applications.applicantId, recruiterId: applications.recruiterId, deadline: jobProjection.deadline })
          .from(applications)
          .leftJoin(jobProjection, eq(jobProjection.jobId, applications.jobId))
          .where(eq(applications.id, applicationId))
          .limit(1)
      : [];
    if (!app) throw new DomainError('APPLICATION_NOT_FOUND', ApplicationMessages.notFound);
    if (caller.userId !== app.applicantId && caller.userId !== app.recruiterId) throw new DomainError('INTERVIEW_NOT_YOURS', RecordingAccessMessages.notYours);

    const [result] = await this.db.select().from(interviewResults).where(eq(interviewResults.applicationId, app.id)).limit(1);
    const entries = await this.db
      .select()
      .from(recordingAccess)
      .where(eq(recordingAccess.applicationId, app.id))
      .orderBy(desc(recordingAccess.accessedAt), desc(recordingAccess.id))
      .limit(RECORDING_ACCESS_LIST_LIMIT);
    return {
      applicationId: app.id,
      recording: stateOf(result, app.deadline, this.retention.retentionDays),
      retentionDays: this.retention.retentionDays,
      entries: entries.map((e) => ({ viewerId: e.viewerId, viewerRole: e.viewerRole, action: e.action, accessedAt: e.accessedAt.toISOString() })),
    };
  }
}

function roleOf(caller: Caller, result: { applicantId: string; recruiterId: string }): RecordingViewerRole | undefined {
  if (caller.type === 'applicant' && caller.userId === result.applicantId) return 'applicant';
  if (caller.type === 'recruiter' && caller.userId === result.recruiterId) return 'recruiter';
  return undefined;
}

/**
 * Where the recording stands. `deleteAfter` (the job's deadline plus the retention period) while it is
 * kept, and before the interview is taken: what the notice before a video interview promises.
 */
export function stateOf(result: InterviewResultRow | undefined, deadline: Date | null, retentionDays: number): RecordingState {
  const deleteAfter = deadline ? new Date(deadline.getTime() + retentionDays * DAY_MS).toISOString() : null;
  if (result?.videoFileId) return { status: 'kept', deletedAt: null, deletedReason: null, deleteAfter };
  if (result?.videoDeletedAt) {
    return { status: 'deleted', deletedAt: result.videoDeletedAt.toISOString(), deletedReason: result.videoDeletedReason ?? 'applicant', deleteAfter: null };
  }
  // No interview yet: a recording made now is kept until then. An interview taken without one: nothing to delete.
  return { status: 'none', deletedAt: null, deletedReason: null, deleteAfter: result ? null : deleteAfter };
}
