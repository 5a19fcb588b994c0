import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  AccountabilityMessages,
  ApplicationMessages,
  type AiAuditAnswer,
  type AiAuditExport,
  type AiAuditInterview,
  type AiAuditMessage,
  type ApplicationStatus,
} from '@hirewise/contracts';
import { DATABASE, DomainError } from '@hirewise/server-kit';
import type { Db } from '../db';
import { toHumanInterviewRequest } from '../applications/application.mapper';
import { applications, statusHistory } from '../applications/application.table';
import { toResult } from '../interviews/interview-result.mapper';
import { interviewQuestions, interviewResults, interviewReviews, type InterviewQuestionRow, type InterviewResultRow } from '../interviews/interview-result.table';
import { ReadThrough } from '../projections/read-through.service';
import { humanInterviewRequests } from './accountability.table';
import { InsightsService } from './insights.service';

/**
 * `GET /api/jobs/{id}/ai-audit` (issue 21, part 8; docs/fairness.md): everything an auditor needs
 * about the AI's part in one job, as one JSON file: every AI score with its provenance (per answer:
 * source, engine, model, version), every review and override with its reason, the recruiters'
 * decisions with their human-review confirmations, the human-interview requests, and the
 * adverse-impact report. For the job's recruiter only; no self-identification per candidate.
 */
@Injectable()
export class AiAuditService {
  constructor(
    @Inject(DATABASE) private readonly db: Db,
    private readonly readThrough: ReadThrough,
    private readonly insights: InsightsService,
  ) {}

  async export({ caller, jobId }: AiAuditMessage): Promise<AiAuditExport> {
    if (caller?.type !== 'recruiter') throw new DomainError('FORBIDDEN', AccountabilityMessages.auditRecruitersOnly);
    const job = await this.readThrough.job(jobId);
    if (job.recruiterId !== caller.userId) throw new DomainError('NOT_YOUR_JOB', ApplicationMessages.notYourJob);

    const apps = await this.db.select({ id: applications.id, status: applications.status }).from(applications).where(eq(applications.jobId, job.jobId));
    const statusOf = new Map<string, ApplicationStatus>(apps.map((a) => [a.id, a.status]));
    const ids = apps.map((a) => a.id);
    const [results, questions, decisions, requests, impact] = await Promise.all([
      this.db.select().from(interviewResults).where(eq(interviewResults.jobId, job.jobId)).orderBy(asc(interviewResults.completedAt), asc(interviewResults.id)),
      ids.length === 0 ? [] : this.db.select().from(interviewQuestions).where(inArray(interviewQuestions.applicationId, ids)).orderBy(asc(interviewQuestions.position)),
      ids.length === 0
        ? []
        : this.db
            .select()
            .from(statusHistory)
            .where(and(inArray(statusHistory.applicationId, ids), eq(statusHistory.actor, 'recruiter')))
            .orderBy(asc(statusHistory.changedAt), asc(statusHistory.id)),
      ids.length === 0 ? [] : this.db.select().from(humanInterviewRequests).where(inArray(humanInterviewRequests.applicationId, ids)),
      this.insights.adverseImpact({ caller, jobId: job.jobId, format: 'json' }),
    ]);
    const reviews = results.length === 0
      ? []
      : await this.db.select().from(interviewReviews).where(inArray(interviewReviews.resultId, results.map((r) => r.id))).orderBy(asc(interviewReviews.reviewedAt), asc(interviewReviews.id));

    const questionsOf = groupBy(questions, (q) => q.applicationId);
    const reviewsOf = groupBy(reviews, (r) => r.resultId);
    return {
      kind: 'hirewise.ai-audit',
      version: 1,
      generatedAt: new Date().toISOString(),
      job: { _id: job.jobId, title: job.title, deadline: job.deadline.toISOString(), recruiterId: job.recruiterId },
      interviews: results.map((row) => auditInterview(row, statusOf.get(row.applicationId) ?? 'deleted', questionsOf.get(row.applicationId) ?? [], reviewsOf.get(row.id) ?? [])),
      decisions: decisions.map((d) => ({
        applicationId: d.applicationId,
        from: d.fromStatus,
        to: d.toStatus,
        at: d.changedAt.toISOString(),
        by: d.changedBy,
        reviewConfirmed: d.reviewConfirmed,
        reasons: d.reasonCodes ?? [],
        reasonText: d.reasonText,
      })),
      humanInterviewRequests: requests.map((r) => ({ applicationId: r.applicationId, ...toHumanInterviewRequest(r), handledBy: r.handledBy })),
      adverseImpact: impact.report,
    };
  }
}

function auditInterview(
  row: InterviewResultRow,
  status: ApplicationStatus,
  questions: InterviewQuestionRow[],
  reviews: Parameters<typeof toResult>[2] & object,
): AiAuditInterview {
  const result = toResult(row, 'recruiter', reviews);
  // Server-run interviews keep each question's provenance; results older browsers scored have only the arrays.
  const answers: AiAuditAnswer[] =
    questions.length > 0
      ? questions.map((q) => ({
          position: q.position,
          question: q.question,
          questionSource: q.questionSource,
          questionEngine: q.questionEngine ?? null,
          answerMode: q.answerMode ?? null,
          score: q.score,
          evaluationSource: q.evaluationSource ?? null,
          engine: q.engine ?? null,
          referenceOverlap: q.referenceOverlap,
        }))
      : row.questions.map((question, i) => ({
          position: i,
          question,
          questionSource: null,
          questionEngine: null,
          answerMode: row.answerModes[i] ?? null,
          score: row.scores[i] ?? null,
          evaluationSource: null,
          engine: row.engines[i] ?? null,
          referenceOverlap: row.referenceOverlaps[i] ?? null,
        }));
  return {
    applicationId: row.applicationId,
    applicantId: row.applicantId,
    status,
    completedAt: result.completedAt,
    scoredBy: row.scoredBy,
    aiOverallScore: row.overallScore,
    overallScoreMethod: row.overallScoreMethod,
    overallScoreEngines: row.overallScoreEngines,
    scoreInForce: result.overallScore,
    answers,
    reviews: result.reviewHistory ?? [],
    recording: row.videoFileId
      ? 'kept'
      : row.videoDeletedAt
        ? row.videoDeletedReason === 'retention'
          ? 'deleted-after-retention'
          : 'deleted-by-applicant'
        : 'none',
  };
}

function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
}
