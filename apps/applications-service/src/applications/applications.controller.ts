import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  Patterns,
  type ApplicationHistoryMessage,
  type ApplyMessage,
  type BulkStatusMessage,
  type ListApplicantsMessage,
  type ListMineMessage,
  type SetJobLimitsMessage,
  type UpdateStatusMessage,
} from '@hirewise/contracts';
import { ApplicationListService } from './application-list.service';
import { ApplyService } from './apply.service';
import { StatusService } from './status.service';
import { JobLimitsService } from './job-limits.service';
import { ApplicationHistoryService } from './application-history.service';

@Controller()
export class ApplicationsController {
  constructor(
    private readonly applying: ApplyService,
    private readonly statuses: StatusService,
    private readonly lists: ApplicationListService,
    private readonly limits: JobLimitsService,
    private readonly histories: ApplicationHistoryService,
  ) {}

  @MessagePattern(Patterns.applications.apply)
  apply(@Payload() message: ApplyMessage) {
    return this.applying.apply(message);
  }

  @MessagePattern(Patterns.applications.updateStatus)
  updateStatus(@Payload() message: UpdateStatusMessage) {
    return this.statuses.updateStatus(message);
  }

  @MessagePattern(Patterns.applications.bulkStatus)
  bulkStatus(@Payload() message: BulkStatusMessage) {
    return this.statuses.bulkStatus(message);
  }

  @MessagePattern(Patterns.applications.listMine)
  listMine(@Payload() message: ListMineMessage) {
    return this.lists.listMine(message);
  }

  @MessagePattern(Patterns.applications.listApplicants)
  listApplicants(@Payload() message: ListApplicantsMessage) {
    return this.lists.listApplicants(message);
  }

  @MessagePattern(Patterns.applications.history)
  history(@Payload() message: ApplicationHistoryMessage) {
    return this.histories.history(message);
  }

  @MessagePattern(Patterns.applications.setJobLimits)
  setJobLimits(@Payload() message: SetJobLimitsMessage) {
    return this.limits.setLimits(message);
  }
}
