import { Injectable } from '@nestjs/common';
import { JobMessages, Messages, Patterns } from '@hirewise/contracts';
import { ClientRegistry, DomainError } from '@hirewise/server-kit';
import { isUuid } from '@hirewise/contracts';
import { ProjectionRepository } from './projection.repository';
import type { ApplicantProjectionRow, JobProjectionRow } from './projection.table';

/**
 * A projection miss (a job posted a moment ago, an applicant whose signup event has not
 * arrived yet) is filled once by asking the owning service, then served from the copy.
 */
@Injectable()
export class ReadThrough {
  constructor(
    private readonly projections: ProjectionRepository,
    private readonly clients: ClientRegistry,
  ) {}

  /** The job's copy, or JOB_NOT_FOUND 'Job not found' when neither this service nor jobs knows it. */
  async job(jobId: string): Promise<JobProjectionRow> {
    if (!isUuid(jobId)) throw new DomainError('JOB_NOT_FOUND', JobMessages.notFound);
    const held = await this.projections.findJob(jobId);
    if (held) return held;
    const job = await this.clients.get('jobs').send(Patterns.jobs.get, { jobId });
    await this.projections.insertJobIfMissing(job);
    const stored = await this.projections.findJob(jobId);
    if (!stored) throw new DomainError('JOB_NOT_FOUND', JobMessages.notFound);
    return stored;
  }

  async applicant(userId: string): Promise<ApplicantProjectionRow> {
    const held = await this.projections.findApplicant(userId);
    if (held) return held;
    const profile = await this.clients.get('auth').send(Patterns.auth.getUser, { userId });
    await this.projections.insertApplicantIfMissing(profile);
    const stored = await this.projections.findApplicant(userId);
    if (!stored) throw new DomainError('USER_NOT_FOUND', Messages.userNotFound);
    return stored;
  }
}
