import { Injectable } from '@nestjs/common';
import { ApplicationMessages, isUuid, Messages, type Caller } from '@hirewise/contracts';
import { DomainError } from '@hirewise/server-kit';
import type { ApplicationRow } from '../applications/application.table';
import { ApplicationRepository } from '../applications/application.repository';
import { ProjectionRepository } from '../projections/projection.repository';
import type { JobProjectionRow } from '../projections/projection.table';

/** Who may take, submit, read or review an interview (architecture section 3, issue 15). */
@Injectable()
export class InterviewAccess {
  constructor(
    private readonly applications: ApplicationRepository,
    private readonly projections: ProjectionRepository,
  ) {}

  async findApplication(applicationId: string): Promise<ApplicationRow> {
    const app = isUuid(applicationId) ? await this.applications.findById(applicationId) : undefined;
    if (!app) throw new DomainError('APPLICATION_NOT_FOUND', ApplicationMessages.notFound);
    return app;
  }

  /** The caller's own application, open for an interview: shortlisted, or applied to a job that requires one; not completed. */
  async interviewable(caller: Caller, applicationId: string): Promise<{ app: ApplicationRow; job: JobProjectionRow | undefined }> {
    if (caller.type !== 'applicant') throw new DomainError('FORBIDDEN', Messages.forbiddenRole('applicant'));
    const app = await this.findApplication(applicationId);
    if (app.applicantId !== caller.userId) throw new DomainError('INTERVIEW_NOT_YOURS', ApplicationMessages.interviewNotYours);
    if (app.interviewCompleted) throw new DomainError('INTERVIEW_ALREADY_COMPLETED', ApplicationMessages.interviewAlreadyDone);
    const job = await this.projections.findJob(app.jobId);
    const open = app.status === 'shortlisted' || (app.status === 'applied' && !!job?.requiresInterview);
    if (!open) throw new DomainError('INTERVIEW_NOT_OPEN', ApplicationMessages.interviewNotOpen);
    return { app, job };
  }
}
