import { Inject, Injectable } from '@nestjs/common';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import {
  ApplicationMessages,
  Events,
  interviewCompleteSchema,
  interviewSubmissionSchema,
  InterviewTexts,
  isUuid,
  Messages,
  OVERALL_SCORE_METHOD,
  type Caller,
  type DeleteInterviewVideoMessage,
  type FileAccessMessage,
  type FileAccessReply,
  type InterviewCompleteReply,
  type InterviewResultReply,
  type InterviewResultsListReply,
  type InterviewReviewInput,
  type InterviewReviewReply,
  type InterviewVideoDeletedEvent,
  type MessageResponse,
  type SaveInterviewResultMessage,
  type SaveInterviewResultReply,
} from '@hirewise/contracts';
import { DATABASE, DomainError, isUniqueViolation, Outbox } from '@hirewise/server-kit';
import type { Db } from '../db';
import { applications } from '../applications/application.table';
import { ApplicationRepository } from '../applications/application.repository';
import { InterviewAccess } from './interview-access';
import { UNKNOWN_ENGINE } from './interview-ai';
import { distinctEngines, toResult } from './interview-result.mapper';
import { interviewResults, interviewReviews, type InterviewResultRow } from './interview-result.table';
import { InterviewSessionService } from './interview-session.service';

/**
 * Interview results (architecture section 3): the applicant of the application takes it when it is
 * shortlisted or its job requires an interview; one completed attempt; results readable by that
 * applicant and the job's recruiter only. Issue 15: every stored score is the server's, computed
 * from the answers it evaluated in the interview it ran (interview-session.service.ts); the job's
 * recruiter may review the results and override the overall score with a reason.
 */
@Injectable()
export class InterviewService {
  constructor(
    @Inject(DATABASE) private readonly db: Db,
    private readonly applications: ApplicationRepository,
    private readonly access: InterviewAccess,
    private readonly sessions: InterviewSessionService,
    private readonly outbox: Outbox,
  ) {}

  /**
   * `POST /api/interview-results` (through the media service, which stored the video): the
   * interview's questions, answers, per-answer scores, feedback, evidence and provenance are the
   * session's; the overall score is the mean of the stored answer scores, rounded. The scores the
   * client sent are ignored. Every question must have been answered.
   */
  async save({ caller, submission, video }: SaveInterviewResultMessage): Promise<SaveInterviewResultReply> {
    const input = interviewSubmissionSchema.parse(submission);
    const { app } = await this.access.interviewable(caller, input.applicationId);
    if (app.jobId !== input.jobId) throw new DomainError('INTERVIEW_JOB_MISMATCH', ApplicationMessages.interviewJobMismatch);
    const { id, overall } = await this.applications.transaction(async (tx) => {
      const [current] = await tx.select().from(applications).where(eq(applications.id, app.id)).for('update');
      if (!current || current.interviewCompleted) throw new DomainError('INTERVIEW_ALREADY_COMPLETED', ApplicationMessages.interviewAlreadyDone);
      const { session, questions } = await this.sessions.sessionOf(tx, app.id);
      if (!session) throw new DomainError('INTERVIEW_NOT_STARTED', InterviewTexts.notStarted);
      const asked = questions.slice(0, session.total);
      const answered = asked.filter((q) => q.answeredAt && q.score !== null);
      if (answered.length < session.total) throw new DomainError('INTERVIEW_UNANSWERED_QUESTIONS', InterviewTexts.unanswered(answered.length, session.total));

      const scores = answered.map((q) => q.score as number);
      const overall = Math.round(scores.reduce((sum, s) => sum + s, 0) / scores.length);
      const engines = answered.map((q) => q.engine ?? UNKNOWN_ENGINE);
      let row: InterviewResultRow;
      try {
        [row] = await tx
          .insert(interviewResults)
          .values({
            applicationId: app.id,
            jobId: app.jobId,
            applicantId: app.applicantId,
            recruiterId: app.recruiterId,
            questions: answered.map((q) => q.question),
            answers: answered.map((q) => q.answer ?? ''),
            scores,
            overallScore: overall,
            feedback: answered.map((q) => q.feedback ?? ''),
            answerModes: answered.map((q) => q.answerMode ?? 'typed'),
            scoredBy: 'server',
            questionIds: answered.map((q) => q.id),
            engines,
            evidence: answered.map((q) => q.evidence ?? []),
            referenceOverlaps: answered.map((q) => q.referenceOverlap ?? 0),
            overallScoreMethod: OVERALL_SCORE_METHOD,
            overallScoreEngines: distinctEngines(engines),
            videoFileId: video?.fileId ?? null,
            videoFileName: video?.fileName ?? null,
            videoContentType: video?.contentType ?? null,
            videoSize: video?.size ?? null,
          })
          .returning();
      } catch (err) {
        if (isUniqueViolation(err, 'interview_results_application_uq')) throw new DomainError('INTERVIEW_ALREADY_COMPLETED', ApplicationMessages.interviewAlreadyDone);
        throw err;
      }
      await tx
        .update(applications)
        .set({ interviewCompleted: true, interviewScore: overall, version: sql`${applications.version} + 1`, updatedAt: new Date() })
        .where(eq(applications.id, app.id));
      // The recruiter is told (notifications service), in the transaction that completed it.
      await this.outbox.add(tx, Events.interviewCompleted, { applicationId: app.id, jobId: app.jobId, applicantId: app.applicantId, recruiterId: app.recruiterId, score: overall });
      return { id: row.id, overall };
    });
    void this.outbox.flush();
    return { success: true, message: ApplicationMessages.interviewSaved, _id: id, overallScore: overall };
  }

  /**
   * `PUT /api/applications/{id}/interview-complete`: the submission already marked the interview
   * completed with the server's score, so this confirms it (idempotent) and answers that score. It
   * never sets a score: `interviewScore` in the body is ignored. Before any submission it is 409.
   */
  async complete(caller: Caller, applicationId: string, body: unknown): Promise<InterviewCompleteReply> {
    interviewCompleteSchema.parse(body);
    const app = await this.access.findApplication(applicationId);
    if (app.applicantId !== caller.userId) throw new DomainError('INTERVIEW_NOT_YOURS', ApplicationMessages.interviewNotYours);
    if (app.interviewCompleted) return { message: ApplicationMessages.interviewMarked, interviewScore: app.interviewScore };
    await this.access.interviewable(caller, applicationId);
    throw new DomainError('INTERVIEW_NOT_SUBMITTED', InterviewTexts.submitFirst);
  }

  async resultOf(caller: Caller, applicationId: string): Promise<InterviewResultReply> {
    const app = await this.access.findApplication(applicationId);
    if (app.applicantId !== caller.userId && app.recruiterId !== caller.userId) {
      throw new DomainError('INTERVIEW_NOT_YOURS', ApplicationMessages.interviewResultsNotYours);
    }
    const [row] = await this.db.select().from(interviewResults).where(eq(interviewResults.applicationId, app.id)).limit(1);
    if (!row) return { success: false, message: ApplicationMessages.noInterviewResults };
    if (caller.userId !== row.recruiterId) return { success: true, result: toResult(row, 'applicant') };
    return { success: true, result: toResult(row, 'recruiter', await this.historyOf(row.id)) };
  }

  /** The caller's results: an applicant's own, or those for a recruiter's jobs; newest first. */
  async list(caller: Caller, limit = 200): Promise<InterviewResultsListReply> {
    const recruiter = caller.type === 'recruiter';
    const owner = recruiter ? interviewResults.recruiterId : interviewResults.applicantId;
    const rows = await this.db.select().from(interviewResults).where(eq(owner, caller.userId)).orderBy(desc(interviewResults.completedAt)).limit(limit);
    return { success: true, results: rows.map((row) => toResult(row, recruiter ? 'recruiter' : 'applicant')) };
  }

  /**
   * `PUT /api/applications/{id}/interview-results/review` (issue 15, item 7): the job's recruiter
   * marks the results reviewed, with or without an override of the overall score (a reason is then
   * required). The AI score is kept as it is; the application's `interviewScore` becomes the score
   * in force; every review is kept in interview_reviews.
   */
  async review(caller: Caller, applicationId: string, input: InterviewReviewInput): Promise<InterviewReviewReply> {
    if (caller.type !== 'recruiter') throw new DomainError('FORBIDDEN', Messages.forbiddenRole('recruiter'));
    const app = await this.access.findApplication(applicationId);
    if (app.recruiterId !== caller.userId) throw new DomainError('NOT_YOUR_JOB', InterviewTexts.reviewNotYourJob);
    const overrideScore = input.overrideScore ?? null;
    const reason = input.reason ? input.reason : null;
    const row = await this.applications.transaction(async (tx) => {
      const [result] = await tx.select().from(interviewResults).where(eq(interviewResults.applicationId, app.id)).for('update');
      if (!result) throw new DomainError('INTERVIEW_RESULTS_NOT_FOUND', ApplicationMessages.noInterviewResults);
      const reviewedAt = new Date();
      const [updated] = await tx
        .update(interviewResults)
        .set({ reviewedAt, reviewedBy: caller.userId, overrideScore, overrideReason: reason })
        .where(eq(interviewResults.id, result.id))
        .returning();
      await tx.insert(interviewReviews).values({ resultId: result.id, recruiterId: caller.userId, overrideScore, reason, aiOverallScore: result.overallScore, reviewedAt });
      await tx
        .update(applications)
        .set({ interviewScore: overrideScore ?? result.overallScore, version: sql`${applications.version} + 1`, updatedAt: reviewedAt })
        .where(eq(applications.id, app.id));
      return updated;
    });
    return {
      message: overrideScore === null ? InterviewTexts.reviewed : InterviewTexts.overridden,
      result: toResult(row, 'recruiter', await this.historyOf(row.id)),
    };
  }

  /**
   * The applicant has their recording deleted: the result keeps its scores, the file reference is
   * cleared and marked, and interview.video-deleted (outbox, same transaction) has the media
   * service remove the file. Asking again once it is gone answers the same.
   */
  async deleteVideo({ caller, applicationId }: DeleteInterviewVideoMessage): Promise<MessageResponse> {
    const app = await this.access.findApplication(applicationId);
    if (app.applicantId !== caller.userId) throw new DomainError('INTERVIEW_NOT_YOURS', ApplicationMessages.interviewVideoNotYours);
    const removed = await this.applications.transaction(async (tx) => {
      const [row] = await tx.select().from(interviewResults).where(eq(interviewResults.applicationId, app.id)).for('update');
      if (!row || (!row.videoFileId && !row.videoDeletedAt)) throw new DomainError('INTERVIEW_VIDEO_NOT_FOUND', ApplicationMessages.noInterviewVideo);
      if (!row.videoFileId) return false;
      await tx.update(interviewResults).set({ videoFileId: null, videoDeletedAt: new Date(), videoDeletedReason: 'applicant' }).where(eq(interviewResults.id, row.id));
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

  private historyOf(resultId: string) {
    return this.db.select().from(interviewReviews).where(eq(interviewReviews.resultId, resultId)).orderBy(asc(interviewReviews.reviewedAt), asc(interviewReviews.id));
  }
}
