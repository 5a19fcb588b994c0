import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  Patterns,
  type CreateJobMessage,
  type DeleteJobMessage,
  type GetJobMessage,
  type JobFacetsMessage,
  type JobFeedMessage,
  type JobLinksMessage,
  type SearchJobsMessage,
  type SuggestJobsMessage,
  type UpdateJobMessage,
} from '@hirewise/contracts';
import { JobsService } from './jobs.service';

@Controller()
export class JobsController {
  constructor(private readonly jobs: JobsService) {}

  @MessagePattern(Patterns.jobs.create)
  create(@Payload() message: CreateJobMessage) {
    return this.jobs.create(message);
  }

  @MessagePattern(Patterns.jobs.get)
  get(@Payload() { jobId }: GetJobMessage) {
    return this.jobs.get(jobId);
  }

  @MessagePattern(Patterns.jobs.update)
  update(@Payload() message: UpdateJobMessage) {
    return this.jobs.update(message);
  }

  @MessagePattern(Patterns.jobs.delete)
  delete(@Payload() message: DeleteJobMessage) {
    return this.jobs.delete(message);
  }

  @MessagePattern(Patterns.jobs.search)
  search(@Payload() message: SearchJobsMessage) {
    return this.jobs.search(message);
  }

  @MessagePattern(Patterns.jobs.suggest)
  suggest(@Payload() message: SuggestJobsMessage) {
    return this.jobs.suggest(message);
  }

  @MessagePattern(Patterns.jobs.facets)
  facets(@Payload() message: JobFacetsMessage) {
    return this.jobs.facets(message);
  }

  @MessagePattern(Patterns.jobs.feed)
  feed(@Payload() message: JobFeedMessage) {
    return this.jobs.feed(message);
  }

  @MessagePattern(Patterns.jobs.links)
  links(@Payload() message: JobLinksMessage) {
    return this.jobs.links(message);
  }
}
