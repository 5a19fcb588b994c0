import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, sql } from 'drizzle-orm';
import {
  ApplicationMessages,
  Events,
  type DeleteInterviewVideoMessage,
  type InterviewVideoDeletedEvent,
  interviewCompleteSchema,
  interviewSubmissionSchema,
  isUuid,
  Messages,
  type Caller,
  type FileAccessMessage,
  type FileAccessReply,
  type InterviewResult,
  type InterviewResultReply,
  type InterviewResultsListReply,
  type MessageResponse,
  type SaveInterviewResultMessage,
  type SaveInterviewResultReply,
} from '@hirewise/contracts';
import { DATABASE, DomainError, isUniqueViolation, Outbox } from '@hirewise/server-kit';
import type { Db } from '../db';
import { applications, type ApplicationRow } from '../applications/application.table';
import { ApplicationRepository } from '../applications/application.repository';
import { ProjectionRepository } from '../projections/projection.repository';
import type { JobProjectionRow } from '../projections/projection.table';
import { interviewResults, type InterviewResultRow } from './interview-result.table';

/**
 * Interview results (architecture section 3): the applicant of the application takes it when it is
 * shortlisted or its job requires an interview; one completed attempt; results readable by that
 * applicant and the job's recruiter only.
 */
@Injectable()
export class InterviewService {
  constructor(
    @Inject(DATABASE) private readonly db: Db,
    private readonly applications: ApplicationRepository,
    private readonly projections: ProjectionRepository,
    private readonly outbox: Outbox,
  ) {}

  async save({ caller, submission, video }: SaveInterviewResultMessage): Promise<SaveInterviewResultReply> {
    const input = interviewSubmissionSchema.parse(submission);
    const { app, job } = await this.interviewable(caller, input.applicationId);
    if (app.jobId !== input.jobId) throw new DomainError('VALIDATION_FAILED', ApplicationMessages.interviewJobMismatch);
    if (job && input.questions.length > job.interviewQuestions) {
      throw new DomainError('VALIDATION_FAILED', ApplicationMessages.interviewTooManyQuestions(job.interviewQuestions));
    }
    const overall = Math.round(input.overallScore);
    const id = await this.applications.transaction(async (tx) => {
      const [current] = await tx.select().from(applications).where(eq(applications.id, app.id)).for('update');
      if (!current || current.interviewCompleted) throw new DomainError('CONFLICT', ApplicationMessages.interviewAlreadyDone);
      let row: InterviewResultRow;
      try {
        [row] = await tx
          .insert(interviewResults)
          .values({
            applicationId: app.id,
            jobId: app.jobId,
            applicantId: app.applicantId,
            recruiterId: app.recruiterId,
            questions: input.questions,
            answers: input.answers,
            scores: input.scores.map((s) => Math.round(s)),
            overallScore: overall,
            feedback: input.feedback ?? input.questions.map(() => ''),
            answerModes: input.answerModes ?? input.questions.map(() => 'typed' as const),
            videoFileId: video?.fileId ?? null,
            videoFileName: video?.fileName ?? null,
            videoContentType: video?.contentType ?? null,
            videoSize: video?.size ?? null,
          })
          .returning();
      } catch (err) {
        if (isUniqueViolation(err, 'interview_results_application_uq')) throw new DomainError('CONFLICT', ApplicationMessages.interviewAlreadyDone);
        throw err;
      }
      await tx
        .update(applications)
        .set({ interviewCompleted: true, interviewScore: overall, version: sql`${applications.version} + 1`, updatedAt: new Date() })
        .where(eq(applications.id, app.id));
      return row.id;
    });
    return { success: true, message: ApplicationMessages.interviewSaved, _id: id };
  }

  /** `PUT /api/applications/{id}/interview-complete`: idempotent once the interview is completed. */
  async complete(caller: Caller, applicationId: string, body: unknown): Promise<MessageResponse> {
    const { interviewScore } = interviewCompleteSchema.parse(body);
    const app = await this.findApplication(applicationId);
    if (app.applicantId !== caller.userId) throw new DomainError('FORBIDDEN', ApplicationMessages.interviewNotYours);
    if (app.interviewCompleted) return { message: ApplicationMessages.interviewMarked };
    await this.interviewable(caller, applicationId);
    await this.db
      .update(applications)
      .set({ interviewCompleted: true, interviewScore: Math.round(interviewScore), version: sql`${applications.version} + 1`, updatedAt: new Date() })
      .where(and(eq(applications.id, app.id), eq(applications.interviewCompleted, false)));
    return { message: ApplicationMessages.interviewMarked };
  }

  async resultOf(caller: Caller, applicationId: string): Promise<InterviewResultReply> {
    const app = await this.findApplication(applicationId);
    if (app.applicantId !== caller.userId && app.recruiterId !== caller.userId) {
      throw new DomainError('FORBIDDEN', ApplicationMessages.interviewResultsNotYours);
    }
    const [row] = await this.db.select().from(interviewResults).where(eq(interviewResults.applicationId, app.id)).limit(1);
    if (!row) return { success: false, message: ApplicationMessages.noInterviewResults };
    return { success: true, result: toResult(row) };
  }

  /** The caller's results: an applicant's own, or those for a recruiter's jobs; newest first. */
  async list(caller: Caller, limit = 200): Promise<InterviewResultsListReply> {
    const owner = caller.type === 'recruiter' ? interviewResults.recruiterId : interviewResults.applicantId;
    const rows = await this.db.select().from(interviewResults).where(eq(owner, caller.userId)).orderBy(desc(interviewResults.completedAt)).limit(limit);
    return { success: true, results: rows.map(toResult) };
  }

  /**
   * The applicant has their recording deleted: the result keeps its scores, the file reference is
   * cleared and marked, and interview.video-deleted (outbox, same transaction) has the media
   * service remove the file. Asking again once it is gone answers the same.
   */
  async deleteVideo({ caller, applicationId }: DeleteInterviewVideoMessage): Promise<MessageResponse> {
    const app = await this.findApplication(applicationId);
    if (app.applicantId !== caller.userId) throw new DomainError('FORBIDDEN', ApplicationMessages.interviewVideoNotYours);
    const removed = await this.applications.transaction(async (tx) => {
      const [row] = await tx.select().from(interviewResults).where(eq(interviewResults.applicationId, app.id)).for('update');
      if (!row || (!row.videoFileId && !row.videoDeletedAt)) throw new DomainError('NOT_FOUND', ApplicationMessages.noInterviewVideo);
      if (!row.videoFileId) return false;
      await tx.update(interviewResults).set({ videoFileId: null, videoDeletedAt: new Date() }).where(eq(interviewResults.id, row.id));
      const event: InterviewVideoDeletedEvent = { fileId: row.videoFileId, applicantId: app.applicantId, applicationId: app.id };
      await this.outbox.add(tx, Events.interviewVideoDeleted, event);
      return true;
    });
    if (removed) void this.outbox.flush();
    return { message: ApplicationMessages.interviewVideoDeleted };
  }

  /**
   * Files of an applicant: the owner; for a resume, a recruiter the owner applied to; for an
   * interview recording, the recruiter of that interview's job only (as for its results).
   */
  async fileAccess({ caller, ownerId, videoFileId }: FileAccessMessage): Promise<FileAccessReply> {
    if (caller.userId === ownerId) return { allowed: true };
    if (caller.type !== 'recruiter' || !isUuid(ownerId)) return { allowed: false };
    if (videoFileId !== undefined) {
      const [result] = await this.db
        .select({ id: interviewResults.id })
        .from(interviewResults)
        .where(and(eq(interviewResults.videoFileId, videoFileId), eq(interviewResults.applicantId, ownerId), eq(interviewResults.recruiterId, caller.userId)))
        .limit(1);
      return { allowed: !!result };
    }
    const [row] = await this.db
      .select({ id: applications.id })
      .from(applications)
      .where(and(eq(applications.applicantId, ownerId), eq(applications.recruiterId, caller.userId)))
      .limit(1);
    return { allowed: !!row };
  }

  private async findApplication(applicationId: string): Promise<ApplicationRow> {
    const app = isUuid(applicationId) ? await this.applications.findById(applicationId) : undefined;
    if (!app) throw new DomainError('NOT_FOUND', ApplicationMessages.notFound);
    return app;
  }

  /** The caller's own application, open for an interview. */
  private async interviewable(caller: Caller, applicationId: string): Promise<{ app: ApplicationRow; job: JobProjectionRow | undefined }> {
    if (caller.type !== 'applicant') throw new DomainError('FORBIDDEN', Messages.forbiddenRole('applicant'));
    const app = await this.findApplication(applicationId);
    if (app.applicantId !== caller.userId) throw new DomainError('FORBIDDEN', ApplicationMessages.interviewNotYours);
    if (app.interviewCompleted) throw new DomainError('CONFLICT', ApplicationMessages.interviewAlreadyDone);
    const job = await this.projections.findJob(app.jobId);
    // Shortlisted, or still applied to a job that requires an interview.
    const open = app.status === 'shortlisted' || (app.status === 'applied' && !!job?.requiresInterview);
    if (!open) throw new DomainError('CONFLICT', ApplicationMessages.interviewNotOpen);
    return { app, job };
  }
}

function toResult(row: InterviewResultRow): InterviewResult {
  return {
    _id: row.id,
    applicationId: row.applicationId,
    jobId: row.jobId,
    questions: row.questions,
    answers: row.answers,
    scores: row.scores,
    overallScore: row.overallScore,
    feedback: row.feedback,
    answerModes: row.answerModes,
    videoFileId: row.videoFileId,
    videoRecording: row.videoFileId,
    videoFileName: row.videoFileName,
    videoDeletedAt: row.videoDeletedAt?.toISOString() ?? null,
    completedAt: row.completedAt.toISOString(),
  };
}
