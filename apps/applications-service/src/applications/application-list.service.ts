import { Injectable } from '@nestjs/common';
import {
  applicantsQuerySchema,
  ApplicationMessages,
  JobMessages,
  Messages,
  paginationQuerySchema,
  type Application,
  type ApplicationStatus,
  type ListApplicantsMessage,
  type ListMineMessage,
  type Page,
} from '@hirewise/contracts';
import { DomainError } from '@hirewise/server-kit';
import { ReadThrough } from '../projections/read-through.service';
import { ApplicationQueries, type ListedRow, type SortKey } from './application.queries';
import { toApplication, type Viewer } from './application.mapper';

/** A job's applications by default: every status but deleted. */
const JOB_DEFAULT_STATUSES: readonly ApplicationStatus[] = ['applied', 'shortlisted', 'accepted', 'rejected', 'cancelled', 'finished'];

@Injectable()
export class ApplicationListService {
  constructor(
    private readonly queries: ApplicationQueries,
    private readonly readThrough: ReadThrough,
  ) {}

  /** An applicant's own applications, every status (a withdrawn job shows as deleted), newest first. */
  async listMine({ caller, page, limit }: ListMineMessage): Promise<Page<Application>> {
    if (caller.type !== 'applicant') throw new DomainError('FORBIDDEN', Messages.forbiddenRole('applicant'));
    const paging = paginationQuerySchema.parse({ page, limit });
    const sort: SortKey[] = [{ field: 'dateOfApplication', direction: 'desc' }];
    const { items, total } = await this.queries.list({ applicantId: caller.userId }, sort, paging.page, paging.limit);
    return { items: await this.withOutcomes(items, 'applicant'), total };
  }

  /**
   * With jobId: one of the caller's jobs. Without: the caller's employees across their jobs
   * (the statuses asked for, which include accepted).
   */
  async listApplicants({ caller, query: raw }: ListApplicantsMessage): Promise<Page<Application>> {
    if (caller.type !== 'recruiter') throw new DomainError('FORBIDDEN', Messages.forbiddenRole('recruiter'));
    const query = applicantsQuerySchema.parse(raw);
    let statuses: readonly ApplicationStatus[] = query.status;
    let fallback: SortKey;
    if (query.jobId) {
      const job = await this.readThrough.job(query.jobId);
      if (job.deleted) throw new DomainError('JOB_NOT_FOUND', JobMessages.notFound);
      if (job.recruiterId !== caller.userId) throw new DomainError('NOT_YOUR_JOB', ApplicationMessages.notYourJob);
      if (statuses.length === 0) statuses = JOB_DEFAULT_STATUSES;
      fallback = { field: 'dateOfApplication', direction: 'desc' };
    } else {
      fallback = { field: 'dateOfJoining', direction: 'desc' };
    }
    const sort = sortKeys(query.asc, query.desc);
    const filter = { recruiterId: caller.userId, jobId: query.jobId, statuses };
    const { items, total } = await this.queries.list(filter, sort.length > 0 ? sort : [fallback], query.page, query.limit);
    return { items: await this.withOutcomes(items, 'recruiter'), total };
  }

  private async withOutcomes(items: ListedRow[], viewer: Viewer): Promise<Application[]> {
    const decided = items.filter((i) => i.application.status === 'cancelled' || i.application.status === 'rejected').map((i) => i.application.id);
    const outcomes = await this.queries.outcomes(decided);
    return items.map((i) => toApplication(i, outcomes.get(i.application.id), viewer));
  }
}

/** asc fields first, then desc, each in the order given; a field named twice counts once. */
function sortKeys(ascFields: SortKey['field'][], descFields: SortKey['field'][]): SortKey[] {
  const seen = new Set<string>();
  const keys: SortKey[] = [];
  for (const [fields, direction] of [
    [ascFields, 'asc'],
    [descFields, 'desc'],
  ] as const) {
    for (const field of fields) {
      if (seen.has(field)) continue;
      seen.add(field);
      keys.push({ field, direction });
    }
  }
  return keys;
}
