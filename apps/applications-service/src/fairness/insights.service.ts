import { Inject, Injectable } from '@nestjs/common';
import { and, eq, sql } from 'drizzle-orm';
import {
  ApplicationMessages,
  insightsQuerySchema,
  InsightsMessages,
  type AdverseImpactMessage,
  type AdverseImpactReply,
  type Caller,
} from '@hirewise/contracts';
import { DATABASE, DomainError, parseOrThrow } from '@hirewise/server-kit';
import type { Db } from '../db';
import { applications, statusHistory } from '../applications/application.table';
import { interviewResults } from '../interviews/interview-result.table';
import { ReadThrough } from '../projections/read-through.service';
import { adverseImpact, adverseImpactCsv, type ImpactCandidate } from './adverse-impact';
import { selfIdentifications } from './self-identification.table';

/** Statuses at or past each stage (a rejection after a shortlist still reached the shortlist: the history says so). */
const SHORTLISTED_OR_LATER = ['shortlisted', 'accepted', 'finished'] as const;
const ACCEPTED_OR_LATER = ['accepted', 'finished'] as const;

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

  /** Recruiters only; a job named must be theirs (a deleted one too: its records are still theirs to audit). */
  private async recruiterScope(caller: Caller, jobId: string | undefined): Promise<void> {
    if (caller?.type !== 'recruiter') throw new DomainError('FORBIDDEN', InsightsMessages.recruitersOnly);
    if (jobId === undefined) return;
    const job = await this.readThrough.job(jobId);
    if (job.recruiterId !== caller.userId) throw new DomainError('NOT_YOUR_JOB', ApplicationMessages.notYourJob);
  }

  /** Every application to the job (or the recruiter's jobs) with how far it got, its AI score and the applicant's answers. */
  private async candidates(caller: Caller, jobId: string | undefined): Promise<ImpactCandidate[]> {
    const where = jobId ? and(eq(applications.recruiterId, caller.userId), eq(applications.jobId, jobId)) : eq(applications.recruiterId, caller.userId);
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

