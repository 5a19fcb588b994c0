import { Inject, Injectable } from '@nestjs/common';
import { and, eq, isNull } from 'drizzle-orm';
import {
  AccountabilityMessages,
  ApplicationMessages,
  Messages,
  type HumanInterviewHandledMessage,
  type HumanInterviewRequestMessage,
  type HumanInterviewRequestReply,
} from '@hirewise/contracts';
import { DATABASE, DomainError } from '@hirewise/server-kit';
import type { Db } from '../db';
import { toHumanInterviewRequest } from '../applications/application.mapper';
import { InterviewAccess } from '../interviews/interview-access';
import { humanInterviewRequests } from './accountability.table';

/**
 * "Request a human interview instead" (issue 21, part 4; docs/fairness.md): the applicant asks while
 * their AI interview is open; the request sits beside the application (its status, interview and
 * limits are untouched) until the job's recruiter marks it handled. Asking twice keeps the first.
 */
@Injectable()
export class HumanInterviewService {
  constructor(
    @Inject(DATABASE) private readonly db: Db,
    private readonly access: InterviewAccess,
  ) {}

  async request({ caller, applicationId }: HumanInterviewRequestMessage): Promise<HumanInterviewRequestReply> {
    const { app } = await this.access.interviewable(caller, applicationId);
    await this.db.insert(humanInterviewRequests).values({ applicationId: app.id }).onConflictDoNothing();
    const [row] = await this.db.select().from(humanInterviewRequests).where(eq(humanInterviewRequests.applicationId, app.id));
    return { message: AccountabilityMessages.humanInterviewRequested, request: toHumanInterviewRequest(row) };
  }

  async markHandled({ caller, applicationId }: HumanInterviewHandledMessage): Promise<HumanInterviewRequestReply> {
    if (caller.type !== 'recruiter') throw new DomainError('FORBIDDEN', Messages.forbiddenRole('recruiter'));
    const app = await this.access.findApplication(applicationId);
    if (app.recruiterId !== caller.userId) throw new DomainError('NOT_YOUR_JOB', ApplicationMessages.notYourJob);
    // The first mark stays: marking again changes nothing.
    await this.db
      .update(humanInterviewRequests)
      .set({ handledAt: new Date(), handledBy: caller.userId })
      .where(and(eq(humanInterviewRequests.applicationId, app.id), isNull(humanInterviewRequests.handledAt)));
    const [row] = await this.db.select().from(humanInterviewRequests).where(eq(humanInterviewRequests.applicationId, app.id));
    if (!row) throw new DomainError('NO_HUMAN_INTERVIEW_REQUEST', AccountabilityMessages.noHumanInterviewRequest);
    return { message: AccountabilityMessages.humanInterviewHandled, request: toHumanInterviewRequest(row) };
  }
}
