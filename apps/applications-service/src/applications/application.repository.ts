import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { DATABASE, DomainError, isUniqueViolation, precompile } from '@hirewise/server-kit';
import { ApplicationMessages, type ApplicationStatus, type RejectionReason, type StatusActor } from '@hirewise/contracts';
import type { Db } from '../db';
import { applications, statusHistory, type ApplicationRow, type NewApplicationRow, type StatusHistoryRow } from './application.table';

/** Statuses the system moves on (job deleted, applicant accepted elsewhere). */
export const OPEN_STATUSES = ['applied', 'shortlisted'] as const satisfies readonly ApplicationStatus[];

export interface HistoryEntry {
  applicationId: string;
  fromStatus: ApplicationStatus | null;
  toStatus: ApplicationStatus;
  changedBy: string;
  actor?: StatusActor;
  causeJobId?: string | null;
  reasonCodes?: RejectionReason[] | null;
  reasonText?: string | null;
  reasonShared?: boolean;
  reviewConfirmed?: boolean;
}

/** The hot paths' queries, built once (server-kit's precompile): every apply and status change runs them. */
const INSERT_APPLIED = precompile('applications_insert_applied', (db) =>
  db
    .insert(applications)
    .values({
      jobId: sql.placeholder('jobId'),
      applicantId: sql.placeholder('applicantId'),
      recruiterId: sql.placeholder('recruiterId'),
      status: 'applied',
      sop: sql.placeholder('sop'),
    })
    .returning(),
);
const BY_ID = precompile('applications_by_id', (db) => db.select().from(applications).where(eq(applications.id, sql.placeholder('id'))).limit(1));
const withStatuses = sql`${applications.status} = any(${sql.placeholder('statuses')})`;
/** hasWithStatus, one statement per shape of its filter. */
const HAS_WITH_STATUS = {
  job: precompile('applications_has_status_job', (db) =>
    db
      .select({ id: applications.id })
      .from(applications)
      .where(and(eq(applications.applicantId, sql.placeholder('applicantId')), eq(applications.jobId, sql.placeholder('jobId')), withStatuses))
      .limit(1),
  ),
  recruiter: precompile('applications_has_status_recruiter', (db) =>
    db
      .select({ id: applications.id })
      .from(applications)
      .where(and(eq(applications.applicantId, sql.placeholder('applicantId')), eq(applications.recruiterId, sql.placeholder('recruiterId')), withStatuses))
      .limit(1),
  ),
  any: precompile('applications_has_status', (db) =>
    db.select({ id: applications.id }).from(applications).where(and(eq(applications.applicantId, sql.placeholder('applicantId')), withStatuses)).limit(1),
  ),
};
const SET_STATUS = precompile('applications_set_status', (db) =>
  db
    .update(applications)
    .set({ status: sql`${sql.placeholder('status')}`, dateOfJoining: sql`now()`, updatedAt: sql`now()`, version: sql`${applications.version} + 1` })
    .where(eq(applications.id, sql.placeholder('id')))
    .returning(),
);
const ADD_HISTORY = precompile('applications_add_history', (db) =>
  db.insert(statusHistory).values({
    applicationId: sql.placeholder('applicationId'),
    fromStatus: sql.placeholder('fromStatus'),
    toStatus: sql.placeholder('toStatus'),
    changedBy: sql.placeholder('changedBy'),
    actor: sql.placeholder('actor'),
    causeJobId: sql.placeholder('causeJobId'),
    // Raw, not through the array column's encoder (which cannot take the null most rows carry).
    reasonCodes: sql`${sql.placeholder('reasonCodes')}::text[]`,
    reasonText: sql.placeholder('reasonText'),
    reasonShared: sql.placeholder('reasonShared'),
    reviewConfirmed: sql.placeholder('reviewConfirmed'),
  }),
);

@Injectable()
export class ApplicationRepository {
  constructor(@Inject(DATABASE) private readonly db: Db) {}

  transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(tx as unknown as Db));
  }

  async insert(tx: Db, row: NewApplicationRow): Promise<ApplicationRow> {
    return this.inserting(() => tx.insert(applications).values(row).returning());
  }

  /** An application as applying makes it (status applied): the apply path's precompiled insert. */
  async insertApplied(tx: Db, row: Pick<NewApplicationRow, 'jobId' | 'applicantId' | 'recruiterId'> & { sop: string }): Promise<ApplicationRow> {
    return this.inserting(() => INSERT_APPLIED.run(tx, { jobId: row.jobId, applicantId: row.applicantId, recruiterId: row.recruiterId, sop: row.sop }));
  }

  private async inserting(insert: () => Promise<ApplicationRow[]>): Promise<ApplicationRow> {
    try {
      const [created] = await insert();
      return created;
    } catch (err) {
      if (isUniqueViolation(err, 'applications_one_active_per_job')) throw new DomainError('ALREADY_APPLIED', ApplicationMessages.alreadyApplied);
      throw err;
    }
  }

  async findById(id: string, db: Db = this.db): Promise<ApplicationRow | undefined> {
    const [row] = await BY_ID.run(db, { id });
    return row;
  }

  async hasWithStatus(
    where: { applicantId: string; jobId?: string; recruiterId?: string },
    statuses: readonly ApplicationStatus[],
    db: Db = this.db,
  ): Promise<boolean> {
    const query = where.jobId ? HAS_WITH_STATUS.job : where.recruiterId ? HAS_WITH_STATUS.recruiter : HAS_WITH_STATUS.any;
    const [row] = await query.run(db, { ...where, statuses: [...statuses] });
    return !!row;
  }

  /** An applicant's open applications other than `exceptId`, oldest first. */
  openOfApplicant(db: Db, applicantId: string, exceptId: string): Promise<ApplicationRow[]> {
    return db
      .select()
      .from(applications)
      .where(and(eq(applications.applicantId, applicantId), inArray(applications.status, [...OPEN_STATUSES]), ne(applications.id, exceptId)))
      .orderBy(asc(applications.dateOfApplication), asc(applications.id));
  }

  openOfJob(db: Db, jobId: string): Promise<ApplicationRow[]> {
    return db
      .select()
      .from(applications)
      .where(and(eq(applications.jobId, jobId), inArray(applications.status, [...OPEN_STATUSES])))
      .orderBy(asc(applications.dateOfApplication), asc(applications.id));
  }

  /** Every status change stores dateOfJoining = now (spec section 4): the transaction's time, as its history row's. */
  async setStatus(tx: Db, id: string, to: ApplicationStatus): Promise<ApplicationRow> {
    const [row] = await SET_STATUS.run(tx, { id, status: to });
    return row;
  }

  async addHistory(tx: Db, entries: HistoryEntry[]): Promise<void> {
    if (entries.length === 1) {
      const [e] = entries;
      await ADD_HISTORY.run(tx, {
        ...e,
        fromStatus: e.fromStatus,
        actor: e.actor ?? null,
        causeJobId: e.causeJobId ?? null,
        reasonCodes: e.reasonCodes ?? null,
        reasonText: e.reasonText ?? null,
        reasonShared: e.reasonShared ?? false,
        reviewConfirmed: e.reviewConfirmed ?? false,
      });
    } else if (entries.length > 1) {
      await tx.insert(statusHistory).values(entries);
    }
  }

  history(applicationId: string): Promise<StatusHistoryRow[]> {
    return this.db
      .select()
      .from(statusHistory)
      .where(eq(statusHistory.applicationId, applicationId))
      .orderBy(asc(statusHistory.changedAt), asc(statusHistory.id));
  }
}
