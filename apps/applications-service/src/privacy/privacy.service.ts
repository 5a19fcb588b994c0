import { Inject, Injectable } from '@nestjs/common';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import {
  Messages,
  type ApplicationsDataExport,
  type ExportDataMessage,
  type UserDeletedEvent,
} from '@hirewise/contracts';
import { DATABASE, DomainError } from '@hirewise/server-kit';
import type { Db } from '../db';
import { ApplicationListService } from '../applications/application-list.service';
import { ApplicationRepository, OPEN_STATUSES } from '../applications/application.repository';
import { applications, statusHistory } from '../applications/application.table';
import { StatusRecorder, type StatusChange } from '../applications/status-recorder';
import { SYSTEM } from '../applications/status.service';
import { recordingAccess } from '../fairness/accountability.table';
import { SelfIdentificationService } from '../fairness/self-identification.service';
import { InterviewService } from '../interviews/interview.service';
import { interviewResults } from '../interviews/interview-result.table';
import { applicantProjection } from '../projections/projection.table';
import { ProjectionRepository } from '../projections/projection.repository';
import { ratings } from '../ratings/rating.table';

/** Shown for a deleted applicant on recruiters' screens. */
export const DELETED_APPLICANT_NAME = 'Deleted applicant';
/** A deleted applicant's copy never changes again: no later user.updated is newer. */
const FINAL_VERSION = 2_147_483_647;
const PAGE = 200;

/** An applicant's data: export as one document, and what deleting the account does here (docs/privacy.md). */
@Injectable()
export class PrivacyService {
  constructor(
    @Inject(DATABASE) private readonly db: Db,
    private readonly applications: ApplicationRepository,
    private readonly projections: ProjectionRepository,
    private readonly recorder: StatusRecorder,
    private readonly lists: ApplicationListService,
    private readonly interviews: InterviewService,
    private readonly selfIds: SelfIdentificationService,
  ) {}

  async exportData({ caller }: ExportDataMessage): Promise<ApplicationsDataExport> {
    if (caller.type !== 'applicant') throw new DomainError('FORBIDDEN', Messages.forbiddenRole('applicant'));
    const all = [];
    for (let page = 1; ; page++) {
      const { items, total } = await this.lists.listMine({ caller, page, limit: PAGE });
      all.push(...items);
      if (all.length >= total || items.length === 0) break;
    }
    const history = all.length
      ? await this.db
          .select()
          .from(statusHistory)
          .where(inArray(statusHistory.applicationId, all.map((a) => a._id)))
          .orderBy(asc(statusHistory.changedAt), asc(statusHistory.id))
      : [];
    const given = await this.db.select().from(ratings).where(eq(ratings.raterId, caller.userId)).orderBy(desc(ratings.updatedAt));
    return {
      applications: all.map((a) => ({
        ...a,
        history: history
          .filter((h) => h.applicationId === a._id)
          .map((h) => ({ from: h.fromStatus, to: h.toStatus, by: h.changedBy === caller.userId ? 'you' : h.changedBy === SYSTEM ? SYSTEM : 'recruiter', at: h.changedAt.toISOString() })),
      })),
      ratingsGiven: given.map((r) => ({ target: r.targetType, targetId: r.targetId, rating: r.rating, updatedAt: r.updatedAt.toISOString() })),
      interviewResults: (await this.interviews.list(caller, 1000)).results,
      selfIdentification: await this.selfIds.get(caller),
      recordingAccess: await this.recordingAccessOf(caller.userId),
    };
  }

  /** Who played or downloaded the applicant's recordings, by role (the recruiter's own id is not the applicant's data). */
  private async recordingAccessOf(applicantId: string): Promise<ApplicationsDataExport['recordingAccess']> {
    const rows = await this.db
      .select({ applicationId: recordingAccess.applicationId, viewerRole: recordingAccess.viewerRole, action: recordingAccess.action, accessedAt: recordingAccess.accessedAt })
      .from(recordingAccess)
      .innerJoin(applications, eq(applications.id, recordingAccess.applicationId))
      .where(eq(applications.applicantId, applicantId))
      .orderBy(asc(recordingAccess.accessedAt), asc(recordingAccess.id));
    return rows.map((r) => ({ ...r, accessedAt: r.accessedAt.toISOString() }));
  }

  /**
   * user.deleted: the applicant's copy is anonymized for good, their open applications are
   * cancelled (freeing places), statements of purpose, interview answers, the log of who viewed
   * their recordings and the voluntary self-identification are erased. Status,
   * dates, scores and ratings stay: they are the recruiters' records and name nobody any more.
   */
  async onUserDeleted(event: UserDeletedEvent): Promise<void> {
    if (event.type !== 'applicant') return;
    const anonymous = { name: DELETED_APPLICANT_NAME, skills: [], education: [], profile: '', resume: '', version: FINAL_VERSION, deletedAt: new Date(event.deletedAt) };
    const changed = await this.applications.transaction(async (tx) => {
      await tx
        .insert(applicantProjection)
        .values({ userId: event.userId, ...anonymous })
        .onConflictDoUpdate({ target: applicantProjection.userId, set: { ...anonymous, updatedAt: new Date() } });
      await this.projections.lockApplicant(tx, event.userId);
      const open = await tx
        .select()
        .from(applications)
        .where(and(eq(applications.applicantId, event.userId), inArray(applications.status, [...OPEN_STATUSES])))
        .orderBy(asc(applications.id));
      await this.projections.lockJobs(tx, open.map((a) => a.jobId));
      const changes: StatusChange[] = [];
      for (const app of open) changes.push({ application: await this.applications.setStatus(tx, app.id, 'cancelled'), from: app.status, by: SYSTEM, actor: 'applicant' });
      await this.recorder.record(tx, changes);
      await tx.update(applications).set({ sop: '' }).where(eq(applications.applicantId, event.userId));
      await tx.delete(interviewResults).where(eq(interviewResults.applicantId, event.userId));
      // The recordings went with the results: the log of who viewed them goes too.
      await tx.delete(recordingAccess).where(inArray(recordingAccess.applicationId, tx.select({ id: applications.id }).from(applications).where(eq(applications.applicantId, event.userId))));
      await this.selfIds.remove(event.userId, tx);
      return changes.length;
    });
    if (changed > 0) this.recorder.flush();
  }
}
