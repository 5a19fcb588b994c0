import { Module } from '@nestjs/common';
import { ApplicationsModule } from '../applications/applications.module';
import { OutboxModule } from '../outbox.module';
import { ProjectionsModule } from '../projections/projections.module';
import { RatingChangedConsumer } from './rating-changed.consumer';
import { RatingEchoes } from './rating-echoes';
import { RatingRepository } from './rating.repository';
import { RatingService } from './rating.service';
import { RatingsController } from './ratings.controller';

/** Ratings in both directions (who worked the job), rating.changed, and the applicant copy's average. */
@Module({
  imports: [OutboxModule, ProjectionsModule, ApplicationsModule],
  controllers: [RatingsController],
  providers: [RatingRepository, RatingService, RatingEchoes, RatingChangedConsumer],
  exports: [],
})
export class RatingsModule {}
