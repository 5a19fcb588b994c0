import { Controller, Post, Req, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import type { Caller, SaveInterviewResultReply } from '@hirewise/contracts';
import { CurrentCaller, MediaAuthGuard, requireApplicant } from '../auth/media-auth.guard';
import { InterviewResultsService } from './interview-results.service';

@Controller('api/interview-results')
@UseGuards(MediaAuthGuard)
export class InterviewResultsController {
  constructor(private readonly results: InterviewResultsService) {}

  /** Only the applicant takes the interview; the applications service checks it is their application. */
  @Post()
  submit(@Req() req: Request, @CurrentCaller() caller: Caller): Promise<SaveInterviewResultReply> {
    requireApplicant(caller);
    return this.results.submit(req, caller);
  }
}
