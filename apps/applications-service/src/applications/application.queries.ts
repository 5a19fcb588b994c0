import { Inject, Injectable } from '@nestjs/common';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { DATABASE } from '@hirewise/server-kit';
import type { ApplicationSortField, ApplicationStatus, RejectionReason } from '@hirewise/contracts';
import type { Db } from '../db';
import { applicantProjection, jobProjection, recruiterProjection } from '../projections/projection.table';
import { applications, statusHistory } from './application.table';

export interface SortKey {
  field: ApplicationSortField;
  direction: 'asc' | 'desc';
}

export interface ListFilter {
  applicantId?: string;
  recruiterId?: string;
  jobId?: string;
  statuses?: readonly ApplicationStatus[];
}

const SORT_COLUMNS: Record<ApplicationSortField, SQL> = {
  'jobApplicant.name': sql`lower(${applicantProjection.name})`,
  'job.title': sql`lower(${jobProjection.title})`,
  dateOfApplication: sql`${applications.dateOfApplication}`,
  dateOfJoining: sql`${applications.dateOfJoining}`,
  'jobApplicant.rating': sql`${applicantProjection.rating}`,
};

/** Reads joining applications with the job, applicant and recruiter copies (no other service asked). */
@Injectable()
export class ApplicationQueries {
  constructor(@Inject(DATABASE) private readonly db: Db) {}

  async list(filter: ListFilter, sort: SortKey[], page: number, limit: number) {
    const where = and(
      filter.applicantId ? eq(applications.applicantId, filter.applicantId) : undefined,
      filter.recruiterId ? eq(applications.recruiterId, filter.recruiterId) : undefined,
      filter.jobId ? eq(applications.jobId, filter.jobId) : undefined,
      filter.statuses ? inArray(applications.status, [...filter.statuses]) : undefined,
    );
    // Missing values sort last either way; the id makes the order total, so pages never overlap.
    const order = [
      ...sort.map(({ field, direction }) => sql`${SORT_COLUMNS[field]} ${direction === 'asc' ? sql`asc` : sql`desc`} nulls last`),
      asc(applications.id),
    ];
    const [items, [{ total }]] = await Promise.all([
      this.db
        .select({ application: applications, job: jobProjection, applicant: applicantProjection, recruiterName: recruiterProjection.name })
        .from(applications)
        .innerJoin(jobProjection, eq(jobProjection.jobId, applications.jobId))
        .leftJoin(applicantProjection, eq(applicantProjection.userId, applications.applicantId))
        .leftJoin(recruiterProjection, eq(recruiterProjection.userId, applications.recruiterId))
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset((page - 1) * limit),
      this.db.select({ total: sql<number>`count(*)::int` }).from(applications).where(where),
    ]);
    return { items, total };
  }

  /**
   * Why the listed cancelled and rejected applications are so: the latest such change of each, with
   * the accepted job's title for a cancellation (one query for the page).
   */
  async outcomes(applicationIds: string[]): Promise<Map<string, OutcomeRow>> {
    if (applicationIds.length === 0) return new Map();
    const rows = await this.db
      .selectDistinctOn([statusHistory.applicationId], {
        applicationId: statusHistory.applicationId,
        toStatus: statusHistory.toStatus,
        causeJobId: statusHistory.causeJobId,
        causeJobTitle: jobProjection.title,
        reasonCodes: statusHistory.reasonCodes,
        reasonText: statusHistory.reasonText,
        reasonShared: statusHistory.reasonShared,
      })
      .from(statusHistory)
      .leftJoin(jobProjection, eq(jobProjection.jobId, statusHistory.causeJobId))
      .where(and(inArray(statusHistory.applicationId, applicationIds), inArray(statusHistory.toStatus, ['cancelled', 'rejected'])))
      .orderBy(statusHistory.applicationId, desc(statusHistory.changedAt), desc(statusHistory.id));
    return new Map(rows.map((r) => [r.applicationId, r]));
  }
}

export interface OutcomeRow {
  applicationId: string;
  toStatus: ApplicationStatus;
  causeJobId: string | null;
  causeJobTitle: string | null;
  reasonCodes: RejectionReason[] | null;
  reasonText: string | null;
  reasonShared: boolean;
}

export type ListedRow = Awaited<ReturnType<ApplicationQueries['list']>>['items'][number];
