import { Injectable } from '@nestjs/common';
import {
  createJobSchema,
  JobMessages,
  jobsQuerySchema,
  Messages,
  updateJobSchema,
  type Caller,
  type CreateJobMessage,
  type DeleteJobMessage,
  type Job,
  type JobList,
  type MessageResponse,
  type SearchJobsMessage,
  type UpdateJobMessage,
  Patterns,
} from '@hirewise/contracts';
import { ClientRegistry, DomainError } from '@hirewise/server-kit';
import { RecruiterDirectory } from '../recruiters/recruiter-directory';
import { JobRepository, type JobChanges } from './job.repository';
import { toJob } from './job.mapper';
import type { JobRow } from './job.table';

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
  ) {}

  async create({ caller, job }: CreateJobMessage): Promise<MessageResponse & { _id: string }> {
    requireRecruiter(caller);
    const input = createJobSchema.parse(job);
    const recruiterName = await this.directory.nameOf(caller.userId);
    const [row] = await this.jobs.insert([{ ...input, recruiterId: caller.userId, recruiterName }]);
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
    const defined = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) as JobChanges;
    const current = await this.jobs.findRow(jobId);
    if (!current) throw notFound();
    requireOwner(caller, current);
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
  private async reserveLimits(current: JobRow, changes: JobChanges): Promise<void> {
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
    const { rows, total } = await this.jobs.search(parsed, parsed.myjobs ? { ownerId: caller.userId } : {});
    return { items: rows.map(toJob), total };
  }
}

function requireRecruiter(caller: Caller): void {
  if (caller.type !== 'recruiter') throw new DomainError('FORBIDDEN', Messages.forbiddenRole('recruiter'));
}

function requireOwner(caller: Caller, row: JobRow): void {
  if (row.recruiterId !== caller.userId) throw new DomainError('NOT_JOB_OWNER', JobMessages.notOwner);
}

function notFound(): DomainError {
  return new DomainError('JOB_NOT_FOUND', JobMessages.notFound);
}
