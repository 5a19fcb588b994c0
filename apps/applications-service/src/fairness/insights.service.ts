import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  ApplicationMessages,
  insightsQuerySchema,
  InsightsMessages,
  type AdverseImpactMessage,
  type AdverseImpactReply,
  type Caller,
  type FunnelMessage,
  type FunnelReport,
} from '@hirewise/contracts';
import { DATABASE, DomainError, parseOrThrow } from '@hirewise/server-kit';
import type { Db } from '../db';
import { applications, statusHistory } from '../applications/application.table';
import { interviewResults } from '../interviews/interview-result.table';
import { ReadThrough } from '../projections/read-through.service';
import { adverseImpact, adverseImpactCsv, type ImpactCandidate } from './adverse-impact';
import { funnel, stagesReached, type FunnelApplication } from './funnel';
import { selfIdentifications } from './self-identification.table';

/** Status histories are read this many applications at a time. */
const HISTORY_BATCH = 500;

type ReportedApplication = FunnelApplication & Pick<ImpactCandidate, 'answers'>;

/**
 * Aggregate hiring reports for a recruiter (issue 21, docs/fairness.md). Self-identification is read
 * here only to be counted: no reply names a candidate.
 */
@Injectable()
export class InsightsService {
  constructor(
    @Inject(DATABASE) private readonly db: Db,
    private readonly readThrough: ReadThrough,
  ) {}

  async adverseImpact(message: AdverseImpactMessage): Promise<AdverseImpactReply> {
    const { jobId, format } = parseOrThrow(insightsQuerySchema, { jobId: message.jobId, format: message.format });
    await this.recruiterScope(message.caller, jobId);
    const candidates: ImpactCandidate[] = (await this.applicationsOf(message.caller, jobId)).map((app) => {
      const { shortlisted, interviewed, accepted } = stagesReached(app);
      return { answers: app.answers, reached: { shortlisted, interviewed, accepted }, score: app.score };
    });
    const report = adverseImpact(candidates, { jobId: jobId ?? null });
    return format === 'csv' ? { report, csv: adverseImpactCsv(report) } : { report };
  }

  async funnel(message: FunnelMessage): Promise<FunnelReport> {
    const { jobId } = parseOrThrow(insightsQuerySchema, { jobId: message.jobId });
    await this.recruiterScope(message.caller, jobId);
    return funnel(await this.applicationsOf(message.caller, jobId), { jobId: jobId ?? null });
  }

  /**
   * Every application to the job (or the recruiter's jobs) with its status changes in order, its
   * interview and AI score, and the applicant's self-identification (counted, never returned per candidate).
   */
  private async applicationsOf(caller: Caller, jobId: string | undefined): Promise<ReportedApplication[]> {
    const rows = await this.db
      .select({
        id: applications.id,
        interviewCompleted: applications.interviewCompleted,
        score: interviewResults.overallScore,
        sex: selfIdentifications.sex,
        raceEthnicity: selfIdentifications.raceEthnicity,
        ageBand: selfIdentifications.ageBand,
        disability: selfIdentifications.disability,
        veteran: selfIdentifications.veteran,
      })
      .from(applications)
      .leftJoin(interviewResults, eq(interviewResults.applicationId, applications.id))
      .leftJoin(selfIdentifications, eq(selfIdentifications.applicantId, applications.applicantId))
      .where(this.scope(caller, jobId));
    const history = new Map<string, FunnelApplication['history']>(rows.map((r) => [r.id, []]));
    for (let i = 0; i < rows.length; i += HISTORY_BATCH) {
      const ids = rows.slice(i, i + HISTORY_BATCH).map((r) => r.id);
      const changes = await this.db
        .select({ applicationId: statusHistory.applicationId, to: statusHistory.toStatus, at: statusHistory.changedAt })
        .from(statusHistory)
        .where(inArray(statusHistory.applicationId, ids))
        .orderBy(asc(statusHistory.changedAt), asc(statusHistory.id));
      for (const c of changes) history.get(c.applicationId)?.push({ to: c.to, at: c.at });
    }
    return rows.map((r) => ({
      history: history.get(r.id) ?? [],
      interviewCompleted: r.interviewCompleted,
      score: r.score,
      answers: { sex: r.sex, raceEthnicity: r.raceEthnicity, ageBand: r.ageBand, disability: r.disability, veteran: r.veteran },
    }));
  }

  private scope(caller: Caller, jobId: string | undefined) {
    return jobId ? and(eq(applications.recruiterId, caller.userId), eq(applications.jobId, jobId)) : eq(applications.recruiterId, caller.userId);
  }

  /** Recruiters only; a job named must be theirs (a deleted one too: its records are still theirs to audit). */
  private async recruiterScope(caller: Caller, jobId: string | undefined): Promise<void> {
    if (caller?.type !== 'recruiter') throw new DomainError('FORBIDDEN', InsightsMessages.recruitersOnly);
    if (jobId === undefined) return;
    const job = await this.readThrough.job(jobId);
    if (job.recruiterId !== caller.userId) throw new DomainError('NOT_YOUR_JOB', ApplicationMessages.notYourJob);
  }
}
