import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import { DATABASE, precompile } from '@hirewise/server-kit';
import type { ApplicationStatus, Job, JobSnapshot, UserProfile, UserUpdatedEvent } from '@hirewise/contracts';
import type { Db } from '../db';
import { applications, ACTIVE_STATUSES } from '../applications/application.table';
import {
  applicantProjection,
  jobProjection,
  recruiterProjection,
  type ApplicantProjectionRow,
  type JobProjectionRow,
  type NewJobProjectionRow,
} from './projection.table';

export interface JobCounts {
  acceptedCount: number;
  activeCount: number;
  /** The job's sequence after the change; n changes take the n numbers up to it. */
  sequence: number;
}

/** The hot paths' queries, built once (server-kit's precompile): apply and status change run each of them. */
const JOB_BY_ID = precompile('applications_job_by_id', (db) => db.select().from(jobProjection).where(eq(jobProjection.jobId, sql.placeholder('jobId'))).limit(1));
const APPLICANT_BY_ID = precompile('applications_applicant_by_id', (db) =>
  db.select().from(applicantProjection).where(eq(applicantProjection.userId, sql.placeholder('userId'))).limit(1),
);
const LOCK_APPLICANT = precompile('applications_lock_applicant', (db) =>
  db.select().from(applicantProjection).where(eq(applicantProjection.userId, sql.placeholder('userId'))).for('update'),
);
const LOCK_JOBS = precompile('applications_lock_jobs', (db) =>
  db.select().from(jobProjection).where(sql`${jobProjection.jobId} = any(${sql.placeholder('jobIds')})`).orderBy(asc(jobProjection.jobId)).for('update'),
);
const RECOUNT = precompile('applications_recount', (db) => {
  const jobId = sql.placeholder('jobId');
  const count = (statuses: readonly ApplicationStatus[]) =>
    sql<number>`(select count(*)::int from ${applications} where ${applications.jobId} = ${jobId} and ${inArray(applications.status, [...statuses])})`;
  return db
    .update(jobProjection)
    .set({ acceptedCount: count(['accepted']), activeCount: count(ACTIVE_STATUSES), sequence: sql`${jobProjection.sequence} + ${sql.placeholder('changes')}::int` })
    .where(eq(jobProjection.jobId, jobId))
    .returning({ acceptedCount: jobProjection.acceptedCount, activeCount: jobProjection.activeCount, sequence: jobProjection.sequence });
});

/** Rows a read-through stores carry version 0, so every event (version >= 1) replaces them. */
const READ_THROUGH_VERSION = 0;

@Injectable()
export class ProjectionRepository {
  constructor(@Inject(DATABASE) private readonly db: Db) {}

  async findJob(jobId: string, db: Db = this.db): Promise<JobProjectionRow | undefined> {
    const [row] = await JOB_BY_ID.run(db, { jobId });
    return row;
  }

  /** Locks the job rows in id order (every transaction locks jobs in that order: no deadlock). */
  async lockJobs(tx: Db, jobIds: string[]): Promise<Map<string, JobProjectionRow>> {
    const ids = [...new Set(jobIds)].sort();
    const rows = await LOCK_JOBS.run(tx, { jobIds: ids });
    return new Map(rows.map((r) => [r.jobId, r]));
  }

  /** Stores a snapshot only when it is newer than the copy held; a deleted job stays deleted. */
  async upsertJob(snapshot: JobSnapshot): Promise<void> {
    const row = fromSnapshot(snapshot);
    const { jobId: _id, ...changes } = row;
    await this.db
      .insert(jobProjection)
      .values(row)
      .onConflictDoUpdate({
        target: jobProjection.jobId,
        set: {
          ...changes,
          // Limits set ahead by setJobLimits for this or a later version stay as they are.
          maxApplicants: sql`case when ${jobProjection.limitsVersion} < ${snapshot.version} then excluded.max_applicants else ${jobProjection.maxApplicants} end`,
          maxPositions: sql`case when ${jobProjection.limitsVersion} < ${snapshot.version} then excluded.max_positions else ${jobProjection.maxPositions} end`,
          updatedAt: new Date(),
        },
        setWhere: lt(jobProjection.version, snapshot.version),
      });
  }

  /** Sets a job's limits ahead of its update event, on the locked row; older limits never win. */
  async setLimits(tx: Db, jobId: string, limits: { maxPositions: number; maxApplicants: number; version: number }): Promise<void> {
    await tx
      .update(jobProjection)
      .set({ maxPositions: limits.maxPositions, maxApplicants: limits.maxApplicants, limitsVersion: limits.version, updatedAt: new Date() })
      .where(and(eq(jobProjection.jobId, jobId), lt(jobProjection.limitsVersion, limits.version), lt(jobProjection.version, limits.version)));
  }

  async insertJobIfMissing(job: Job): Promise<void> {
    await this.db.insert(jobProjection).values(fromJob(job)).onConflictDoNothing({ target: jobProjection.jobId });
  }

  /** Marks the job deleted (a tombstone if it was never seen) and returns it locked. */
  async markJobDeleted(tx: Db, jobId: string, version: number): Promise<JobProjectionRow> {
    await tx.insert(jobProjection).values(tombstone(jobId, version)).onConflictDoNothing({ target: jobProjection.jobId });
    const [row] = await tx
      .update(jobProjection)
      .set({ deleted: true, version: sql`greatest(${jobProjection.version}, ${version})`, updatedAt: new Date() })
      .where(eq(jobProjection.jobId, jobId))
      .returning();
    return row;
  }

  /** Recounts a job's applications after changes and advances its sequence by `changes`. */
  async recount(tx: Db, jobId: string, changes: number): Promise<JobCounts> {
    const [row] = await RECOUNT.run(tx, { jobId, changes });
    return row;
  }

  async findApplicant(userId: string): Promise<ApplicantProjectionRow | undefined> {
    const [row] = await APPLICANT_BY_ID.run(this.db, { userId });
    return row;
  }

  /** Serialises everything one applicant's applications go through (apply, accept elsewhere). */
  async lockApplicant(tx: Db, userId: string): Promise<ApplicantProjectionRow | undefined> {
    const [row] = await LOCK_APPLICANT.run(tx, { userId });
    return row;
  }

  async upsertApplicant(event: UserUpdatedEvent): Promise<void> {
    const changes = { name: event.name, skills: event.skills, education: event.education, profile: event.profile, resume: event.resume, version: event.version };
    await this.db
      .insert(applicantProjection)
      .values({ userId: event.userId, ...changes })
      .onConflictDoUpdate({ target: applicantProjection.userId, set: { ...changes, updatedAt: new Date() }, setWhere: lt(applicantProjection.version, event.version) });
  }

  async insertApplicantIfMissing(profile: UserProfile): Promise<void> {
    const fields = profile.type === 'applicant' ? { skills: profile.skills, education: profile.education, profile: profile.profile, resume: profile.resume } : {};
    await this.db
      .insert(applicantProjection)
      .values({ userId: profile._id, name: profile.name, ...fields, version: READ_THROUGH_VERSION })
      .onConflictDoNothing({ target: applicantProjection.userId });
  }

  /** Sets an applicant's average when `version` is newer than the one held (our own echo is not). */
  async setApplicantRating(userId: string, rating: number, version: number, db: Db = this.db): Promise<void> {
    await db
      .update(applicantProjection)
      .set({ rating, ratingVersion: version, updatedAt: new Date() })
      .where(and(eq(applicantProjection.userId, userId), lt(applicantProjection.ratingVersion, version)));
  }

  async upsertRecruiter(event: UserUpdatedEvent): Promise<void> {
    await this.db
      .insert(recruiterProjection)
      .values({ userId: event.userId, name: event.name, version: event.version })
      .onConflictDoUpdate({
        target: recruiterProjection.userId,
        set: { name: event.name, version: event.version, updatedAt: new Date() },
        setWhere: lt(recruiterProjection.version, event.version),
      });
  }
}

function fromSnapshot(s: JobSnapshot): NewJobProjectionRow {
  return {
    jobId: s.jobId,
    recruiterId: s.recruiterId,
    recruiterName: s.recruiterName,
    title: s.title,
    jobType: s.jobType,
    salary: s.salary,
    duration: s.duration,
    skillsets: s.skillsets,
    dateOfPosting: new Date(s.dateOfPosting),
    deadline: new Date(s.deadline),
    maxApplicants: s.maxApplicants,
    maxPositions: s.maxPositions,
    interviewQuestions: s.interviewQuestions,
    requiresInterview: s.requiresInterview,
    version: s.version,
  };
}

function fromJob(job: Job): NewJobProjectionRow {
  return fromSnapshot({ ...job, jobId: job._id, recruiterId: job.userId, recruiterName: job.recruiter.name, version: READ_THROUGH_VERSION });
}

/** A job deleted before this service saw it: placeholders, never listed (it has no applications). */
function tombstone(jobId: string, version: number): NewJobProjectionRow {
  const epoch = new Date(0);
  return {
    jobId,
    recruiterId: '00000000-0000-0000-0000-000000000000',
    recruiterName: '',
    title: '',
    jobType: 'Full Time',
    salary: 0,
    duration: 0,
    skillsets: [],
    dateOfPosting: epoch,
    deadline: epoch,
    maxApplicants: 0,
    maxPositions: 0,
    interviewQuestions: 1,
    requiresInterview: false,
    deleted: true,
    version,
  };
}
