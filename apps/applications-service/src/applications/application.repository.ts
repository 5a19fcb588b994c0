import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { DATABASE, DomainError, isUniqueViolation } from '@hirewise/server-kit';
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
}

@Injectable()
export class ApplicationRepository {
  constructor(@Inject(DATABASE) private readonly db: Db) {}

  transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(tx as unknown as Db));
  }

  async insert(tx: Db, row: NewApplicationRow): Promise<ApplicationRow> {
    try {
      const [created] = await tx.insert(applications).values(row).returning();
      return created;
    } catch (err) {
      if (isUniqueViolation(err, 'applications_one_active_per_job')) throw new DomainError('ALREADY_APPLIED', ApplicationMessages.alreadyApplied);
      throw err;
    }
  }

  async findById(id: string, db: Db = this.db): Promise<ApplicationRow | undefined> {
    const [row] = await db.select().from(applications).where(eq(applications.id, id)).limit(1);
    return row;
  }

  async hasWithStatus(
    where: { applicantId: string; jobId?: string; recruiterId?: string },
    statuses: readonly ApplicationStatus[],
    db: Db = this.db,
  ): Promise<boolean> {
    const [row] = await db
      .select({ id: applications.id })
      .from(applications)
      .where(
        and(
          eq(applications.applicantId, where.applicantId),
          where.jobId ? eq(applications.jobId, where.jobId) : undefined,
          where.recruiterId ? eq(applications.recruiterId, where.recruiterId) : undefined,
          inArray(applications.status, [...statuses]),
        ),
      )
      .limit(1);
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

  /** Every status change stores dateOfJoining = now (spec section 4). */
  async setStatus(tx: Db, id: string, to: ApplicationStatus): Promise<ApplicationRow> {
    const now = new Date();
    const [row] = await tx
      .update(applications)
      .set({ status: to, dateOfJoining: now, updatedAt: now, version: sql`${applications.version} + 1` })
      .where(eq(applications.id, id))
      .returning();
    return row;
  }

  async addHistory(tx: Db, entries: HistoryEntry[]): Promise<void> {
    if (entries.length > 0) await tx.insert(statusHistory).values(entries);
  }

  history(applicationId: string): Promise<StatusHistoryRow[]> {
    return this.db
      .select()
      .from(statusHistory)
      .where(eq(statusHistory.applicationId, applicationId))
      .orderBy(asc(statusHistory.changedAt), asc(statusHistory.id));
  }
}
