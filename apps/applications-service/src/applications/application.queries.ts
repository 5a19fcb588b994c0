import { Inject, Injectable } from '@nestjs/common';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { DATABASE, precompile, PrecompiledShapes } from '@hirewise/server-kit';
import type { ApplicationSortField, ApplicationStatus, RejectionReason } from '@hirewise/contracts';
import type { Db } from '../db';
import { applicantProjection, jobProjection, recruiterProjection } from '../projections/projection.table';
import { humanInterviewRequests } from '../fairness/accountability.table';
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

/** The filter of a list with placeholders for its values: the shape depends only on which filters it has. */
function listWhere(filter: ListFilter): SQL | undefined {
  return and(
    filter.applicantId ? eq(applications.applicantId, sql.placeholder('applicantId')) : undefined,
    filter.recruiterId ? eq(applications.recruiterId, sql.placeholder('recruiterId')) : undefined,
    filter.jobId ? eq(applications.jobId, sql.placeholder('jobId')) : undefined,
    filter.statuses ? sql`${applications.status} = any(${sql.placeholder('statuses')})` : undefined,
  );
}

function listPage(db: Db, filter: ListFilter, sort: SortKey[]) {
  // Missing values sort last either way; the id makes the order total, so pages never overlap.
  const order = [...sort.map(({ field, direction }) => sql`${SORT_COLUMNS[field]} ${direction === 'asc' ? sql`asc` : sql`desc`} nulls last`), asc(applications.id)];
  return db
    .select({ application: applications, job: jobProjection, applicant: applicantProjection, recruiterName: recruiterProjection.name, humanInterview: humanInterviewRequests })
    .from(applications)
    .innerJoin(jobProjection, eq(jobProjection.jobId, applications.jobId))
    .leftJoin(applicantProjection, eq(applicantProjection.userId, applications.applicantId))
    .leftJoin(recruiterProjection, eq(recruiterProjection.userId, applications.recruiterId))
    // At most one per application (its primary key): the list keeps one row per application.
    .leftJoin(humanInterviewRequests, eq(humanInterviewRequests.applicationId, applications.id))
    .where(listWhere(filter))
    .orderBy(...order)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
}

/** Lists (their shapes: filters and sort keys) and their totals (filters only). */
const LIST_PAGES = new PrecompiledShapes<Awaited<ReturnType<typeof listPage>>>('applications_list');
const LIST_TOTALS = new PrecompiledShapes<{ total: number }[]>('applications_list_total');

/** The latest cancellation or rejection of each listed application (one query for the page). */
const OUTCOMES = precompile('applications_outcomes', (db) =>
  db
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
    .where(and(sql`${statusHistory.applicationId} = any(${sql.placeholder('ids')})`, inArray(statusHistory.toStatus, ['cancelled', 'rejected'])))
    .orderBy(statusHistory.applicationId, desc(statusHistory.changedAt), desc(statusHistory.id)),
);

/** Reads joining applications with the job, applicant and recruiter copies (no other service asked). */
@Injectable()
export class ApplicationQueries {
  constructor(@Inject(DATABASE) private readonly db: Db) {}

  async list(filter: ListFilter, sort: SortKey[], page: number, limit: number) {
    // One statement per shape of the list (its filters and sort keys), built once: server-kit's precompile.
    const key = `${filter.applicantId ? 'a' : ''}${filter.recruiterId ? 'r' : ''}${filter.jobId ? 'j' : ''}${filter.statuses ? 's' : ''}`;
    const sortKey = sort.map(({ field, direction }) => `${field}:${direction}`).join(',');
    const values = { applicantId: filter.applicantId, recruiterId: filter.recruiterId, jobId: filter.jobId, statuses: filter.statuses ? [...filter.statuses] : undefined };
    const [items, [{ total }]] = await Promise.all([
      LIST_PAGES.run(`${key}|${sortKey}`, this.db, (db) => listPage(db, filter, sort), { ...values, limit, offset: (page - 1) * limit }),
      LIST_TOTALS.run(key, this.db, (db) => db.select({ total: sql<number>`count(*)::int` }).from(applications).where(listWhere(filter)), values),
    ]);
    return { items, total };
  }

  /**
   * Why the listed cancelled and rejected applications are so: the latest such change of each, with
   * the accepted job's title for a cancellation (one query for the page).
   */
  async outcomes(applicationIds: string[]): Promise<Map<string, OutcomeRow>> {
    if (applicationIds.length === 0) return new Map();
    const rows = await OUTCOMES.run(this.db, { ids: applicationIds });
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
