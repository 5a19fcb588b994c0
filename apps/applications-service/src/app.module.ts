import { JobLimitsService } from './applications/job-limits.service';
import { Module, type DynamicModule } from '@nestjs/common';
import { DatabaseModule, KitModule, Outbox, type ModuleBuilder } from '@hirewise/server-kit';
import * as schema from './schema';
import { MIGRATIONS_DIR } from './paths';
import { ApplicationsController } from './applications/applications.controller';
import { ApplicationRepository } from './applications/application.repository';
import { ApplicationQueries } from './applications/application.queries';
import { ApplicationListService } from './applications/application-list.service';
import { ApplyService } from './applications/apply.service';
import { StatusRecorder } from './applications/status-recorder';
import { StatusService } from './applications/status.service';
import { ProjectionConsumer } from './projections/projection.consumer';
import { ProjectionRepository } from './projections/projection.repository';
import { ReadThrough } from './projections/read-through.service';
import { RatingEchoes } from './ratings/rating-echoes';
import { RatingRepository } from './ratings/rating.repository';
import { RatingService } from './ratings/rating.service';
import { InterviewsController } from './interviews/interviews.controller';
import { InterviewService } from './interviews/interview.service';
import { InterviewAccess } from './interviews/interview-access';
import { InterviewAi } from './interviews/interview-ai';
import { InterviewSessionService } from './interviews/interview-session.service';
import { PrivacyController } from './privacy/privacy.controller';
import { PrivacyService } from './privacy/privacy.service';

@Module({})
export class ApplicationsAppModule {}

export const buildApplicationsModule: ModuleBuilder = (config, logger): DynamicModule => ({
  module: ApplicationsAppModule,
  imports: [KitModule.forService({ config, logger }), DatabaseModule.forRoot({ schema, migrationsFolder: MIGRATIONS_DIR })],
  controllers: [ApplicationsController, InterviewsController, PrivacyController],
  providers: [
    Outbox,
    JobLimitsService,
    ApplicationRepository,
    ApplicationQueries,
    ProjectionRepository,
    RatingRepository,
    ReadThrough,
    StatusRecorder,
    ApplyService,
    StatusService,
    ApplicationListService,
    RatingService,
    RatingEchoes,
    ProjectionConsumer,
    InterviewAccess,
    InterviewAi,
    InterviewSessionService,
    InterviewService,
    PrivacyService,
  ],
});
