import { Controller, Post, Req, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import type { Caller, SaveInterviewResultReply } from '@hirewise/contracts';
import { CurrentCaller, MediaAuthGuard, requireApplicant } from '../auth/media-auth.guard';
import { DeletedOwners } from '../privacy/deleted-owners';
import { InterviewResultsService } from './interview-results.service';

@Controller('api/interview-results')
@UseGuards(MediaAuthGuard)
export class InterviewResultsController {
  constructor(
    private readonly results: InterviewResultsService,
    private readonly deletedOwners: DeletedOwners,
  ) {}

  /** Only the applicant takes the interview; the applications service checks it is their application. */
  @Post()
  async submit(@Req() req: Request, @CurrentCaller() caller: Caller): Promise<SaveInterviewResultReply> {
    requireApplicant(caller);
    await this.deletedOwners.refuseDeleted(caller);
    return this.results.submit(req, caller);
  }
}
