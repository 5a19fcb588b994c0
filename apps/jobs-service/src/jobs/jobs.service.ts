import { Injectable } from '@nestjs/common';
import {
  createJobSchema,
  JobMessages,
  jobFacetsQuerySchema,
  jobsQuerySchema,
  jobSuggestQuerySchema,
  Messages,
  updateJobSchema,
  type Caller,
  type CreateJobInput,
  type CreateJobMessage,
  type DeleteJobMessage,
  type Job,
  type JobFacets,
  type JobFacetsMessage,
  type JobFeed,
  type JobFeedMessage,
  type JobLinks,
  type JobLinksMessage,
  type JobList,
  type JobSuggestions,
  type MessageResponse,
  type SearchJobsMessage,
  type SuggestJobsMessage,
  type UpdateJobInput,
  type UpdateJobMessage,
  Patterns,
} from '@hirewise/contracts';
import { ClientRegistry, DomainError, sanitizeRichText } from '@hirewise/server-kit';
import { RecruiterDirectory } from '../recruiters/recruiter-directory';
import { JobRepository, type JobChanges } from './job.repository';
import { toJob } from './job.mapper';
import type { JobRecord, NewJobRow } from './job.table';
import { JobSearch } from './search/job-search';
import { jobFeedQuerySchema } from './search/feed';

/**
 * The jobs rules of architecture section 3: only recruiters post; only the owner changes or
 * deletes; positions never below the accepted count; the public list hides expired jobs.
 * Messages are parsed again with the contracts' schemas: the gateway is not the only caller.
 */
@Injectable()
export class JobsService {
  constructor(
    private readonly jobs: JobRepository,
    private readonly directory: RecruiterDirectory,
    private readonly clients: ClientRegistry,
    private readonly finder: JobSearch,
  ) {}

  async create({ caller, job }: CreateJobMessage): Promise<MessageResponse & { _id: string }> {
    requireRecruiter(caller);
    const input = createJobSchema.parse(job);
    const { name, companyName } = await this.directory.profileOf(caller.userId);
    const [row] = await this.jobs.insert([{ ...contentColumns(input), recruiterId: caller.userId, recruiterName: name, companyName }]);
    return { message: JobMessages.created, _id: row.id };
  }

  async get(jobId: string): Promise<Job> {
    const row = await this.jobs.findById(jobId);
    if (!row) throw notFound();
    return toJob(row);
  }

  async update({ caller, jobId, changes }: UpdateJobMessage): Promise<MessageResponse> {
    requireRecruiter(caller);
    const input = updateJobSchema.parse(changes);
    const current = await this.jobs.findRow(jobId);
    if (!current) throw notFound();
    requireOwner(caller, current);
    // The company follows the recruiter's profile as it is now (a job edited after a change of employer shows the new one).
    const { companyName } = await this.directory.profileOf(caller.userId);
    const defined = { ...(Object.fromEntries(Object.entries(contentColumns(input)).filter(([, v]) => v !== undefined)) as JobChanges), companyName };
    await this.reserveLimits(current, defined);
    const updated = await this.jobs.update(jobId, (row) => {
      requireOwner(caller, row);
      // Checked only when positions change: the client sends the whole job back on every update.
      const positions = defined.maxPositions;
      if (positions !== undefined && positions !== row.maxPositions && positions < row.acceptedCandidates) {
        throw new DomainError('POSITIONS_BELOW_ACCEPTED', JobMessages.positionsBelowAccepted(row.acceptedCandidates));
      }
      return defined;
    });
    if (!updated) throw notFound();
    return { message: JobMessages.updated };
  }

  /**
   * New limits are first checked and set by the applications service, which counts accepts
   * under the same lock: an accept and a lowering of maxPositions cannot both pass. Asked
   * before our own transaction, never inside it (a call held in a transaction blocks PGlite).
   */
  private async reserveLimits(current: JobRecord, changes: JobChanges): Promise<void> {
    const maxPositions = changes.maxPositions ?? current.maxPositions;
    const maxApplicants = changes.maxApplicants ?? current.maxApplicants;
    if (maxPositions === current.maxPositions && maxApplicants === current.maxApplicants) return;
    await this.clients
      .get('applications')
      .send(Patterns.applications.setJobLimits, { jobId: current.id, maxPositions, maxApplicants, version: current.version + 1 });
  }

  async delete({ caller, jobId }: DeleteJobMessage): Promise<MessageResponse> {
    requireRecruiter(caller);
    const deleted = await this.jobs.delete(jobId, (row) => requireOwner(caller, row));
    if (!deleted) throw notFound();
    return { message: JobMessages.deleted };
  }

  async search({ caller, query }: SearchJobsMessage): Promise<JobList> {
    const parsed = jobsQuerySchema.parse(query);
    if (parsed.myjobs) requireRecruiter(caller);
    const page = await this.finder.search(parsed, parsed.myjobs ? { ownerId: caller.userId } : {});
    const list: JobList = { items: page.rows.map((row) => toJob(row, page.highlights.get(row.id))), total: page.total, totalCapped: page.totalCapped };
    if (page.nextCursor) list.nextCursor = page.nextCursor;
    return list;
  }

  /** Type-ahead over open jobs' titles and skills. */
  async suggest({ query }: SuggestJobsMessage): Promise<JobSuggestions> {
    const parsed = jobSuggestQuerySchema.parse(query);
    return { suggestions: await this.finder.suggest(parsed.q, parsed.limit) };
  }

  /** Counts of open jobs per job type, duration, salary band and remote, with the list's filters. */
  async facets({ query }: JobFacetsMessage): Promise<JobFacets> {
    return this.finder.facets(jobFacetsQuerySchema.parse(query));
  }

  /** Open jobs, newest first, for the RSS and XML feeds (no caller: the gateway's public pages). */
  async feed(message: JobFeedMessage): Promise<JobFeed> {
    const { limit } = jobFeedQuerySchema.parse(message ?? {});
    return { items: (await this.jobs.openJobs(limit)).map((row) => toJob(row)) };
  }

  /** Open jobs' ids and dates, newest first, for the sitemap (no caller, like the feeds). */
  async links(message: JobLinksMessage): Promise<JobLinks> {
    const { limit } = jobFeedQuerySchema.parse(message ?? {});
    const rows = await this.jobs.openJobLinks(limit);
    return { items: rows.map((r) => ({ _id: r.id, dateOfPosting: r.dateOfPosting.toISOString(), deadline: r.deadline.toISOString() })) };
  }
}

/**
 * A job's fields as columns: the location split in two, the description sanitized to the rich
 * text allow-list (what is stored is what any client may render).
 */
function contentColumns<T extends CreateJobInput | UpdateJobInput>(input: T): Omit<T, 'location'> & Partial<Pick<NewJobRow, 'locationCity' | 'locationCountry'>> {
  const { location, description, ...rest } = input;
  return {
    ...rest,
    ...(description !== undefined ? { description: sanitizeRichText(description) } : {}),
    ...(location !== undefined ? { locationCity: location.city, locationCountry: location.country } : {}),
  } as Omit<T, 'location'> & Partial<Pick<NewJobRow, 'locationCity' | 'locationCountry'>>;
}

function requireRecruiter(caller: Caller): void {
  if (caller.type !== 'recruiter') throw new DomainError('FORBIDDEN', Messages.forbiddenRole('recruiter'));
}

function requireOwner(caller: Caller, row: JobRecord): void {
  if (row.recruiterId !== caller.userId) throw new DomainError('NOT_JOB_OWNER', JobMessages.notOwner);
}

function notFound(): DomainError {
  return new DomainError('JOB_NOT_FOUND', JobMessages.notFound);
}
