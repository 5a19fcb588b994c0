import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
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
import { funnel, type FunnelApplication } from './funnel';
import { selfIdentifications } from './self-identification.table';

/** Statuses at or past each stage (a rejection after a shortlist still reached the shortlist: the history says so). */
const SHORTLISTED_OR_LATER = ['shortlisted', 'accepted', 'finished'] as const;
const ACCEPTED_OR_LATER = ['accepted', 'finished'] as const;
/** Status histories are read this many applications at a time. */
const HISTORY_BATCH = 500;

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
    const report = adverseImpact(await this.candidates(message.caller, jobId), { jobId: jobId ?? null });
    return format === 'csv' ? { report, csv: adverseImpactCsv(report) } : { report };
  }

  async funnel(message: FunnelMessage): Promise<FunnelReport> {
    const { jobId } = parseOrThrow(insightsQuerySchema, { jobId: message.jobId });
    await this.recruiterScope(message.caller, jobId);
    const rows = await this.db
      .select({ id: applications.id, interviewCompleted: applications.interviewCompleted, score: interviewResults.overallScore })
      .from(applications)
      .leftJoin(interviewResults, eq(interviewResults.applicationId, applications.id))
      .where(this.scope(message.caller, jobId));
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
    return funnel(
      rows.map((r) => ({ history: history.get(r.id) ?? [], interviewCompleted: r.interviewCompleted, score: r.score })),
      { jobId: jobId ?? null },
    );
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

  /** Every application to the job (or the recruiter's jobs) with how far it got, its AI score and the applicant's answers. */
  private async candidates(caller: Caller, jobId: string | undefined): Promise<ImpactCandidate[]> {
    const where = this.scope(caller, jobId);
    const rows = await this.db
      .select({
        id: applications.id,
        status: applications.status,
        interviewCompleted: applications.interviewCompleted,
        score: interviewResults.overallScore,
        sex: selfIdentifications.sex,
        raceEthnicity: selfIdentifications.raceEthnicity,
        ageBand: selfIdentifications.ageBand,
        disability: selfIdentifications.disability,
        veteran: selfIdentifications.veteran,
        everShortlisted: sql<boolean>`exists (select 1 from ${statusHistory} h where h.application_id = ${applications.id} and h.to_status in ('shortlisted', 'accepted', 'finished'))`,
        everAccepted: sql<boolean>`exists (select 1 from ${statusHistory} h where h.application_id = ${applications.id} and h.to_status in ('accepted', 'finished'))`,
      })
      .from(applications)
      .leftJoin(interviewResults, eq(interviewResults.applicationId, applications.id))
      .leftJoin(selfIdentifications, eq(selfIdentifications.applicantId, applications.applicantId))
      .where(where);
    const at = (status: string, list: readonly string[]) => list.includes(status);
    return rows.map((r) => ({
      answers: { sex: r.sex, raceEthnicity: r.raceEthnicity, ageBand: r.ageBand, disability: r.disability, veteran: r.veteran },
      reached: {
        shortlisted: Boolean(r.everShortlisted) || at(r.status, SHORTLISTED_OR_LATER),
        interviewed: r.interviewCompleted || r.score !== null,
        accepted: Boolean(r.everAccepted) || at(r.status, ACCEPTED_OR_LATER),
      },
      score: r.score,
    }));
  }
}

