import { Module } from '@nestjs/common';
import { ProjectionConsumer } from './projection.consumer';
import { ProjectionRepository } from './projection.repository';
import { ReadThrough } from './read-through.service';

/**
 * The copies of jobs, applicants and recruiters this service keeps from events (and fills by
 * asking the owning service on a miss). Every other feature reads them.
 */
@Module({
  providers: [ProjectionRepository, ReadThrough, ProjectionConsumer],
  exports: [ProjectionRepository, ReadThrough],
})
export class ProjectionsModule {}
