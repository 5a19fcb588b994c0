import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { HttpHardeningModule } from '../http-hardening/http-hardening.module';
import { SearchCacheModule } from '../search-cache/search-cache.module';
import { AccountabilityRoutesController } from './accountability.controller';
import { AiRoutesController } from './ai.controller';
import { ApplicationsRoutesController } from './applications.controller';
import { AuthRoutesController } from './auth.controller';
import { InsightsRoutesController } from './insights.controller';
import { InterviewsRoutesController } from './interviews.controller';
import { JobsRoutesController } from './jobs.controller';
import { NotificationsRoutesController } from './notifications.controller';
import { RecordingAccessRoutesController } from './recording-access.controller';
import { SavedSearchesRoutesController } from './saved-searches.controller';
import { WebhooksRoutesController } from './webhooks.controller';
import { UserRoutesController } from './user.controller';

/**
 * The gateway's routes, one module per domain (paths: the contracts' ApiRoutes). Each routes
 * module only checks roles and shapes and sends the message; the rules live in the services.
 * ClientRegistry and the configuration come from the global GatewayCoreModule.
 */

/** `/auth/signup`, `/auth/login`: public, counted per address (the throttler in HttpHardeningModule). */
@Module({ imports: [HttpHardeningModule], controllers: [AuthRoutesController] })
export class AuthRoutesModule {}

/** `/api/user` (profile, export, account deletion: the deletion revokes the session at once). */
@Module({ imports: [AuthModule], controllers: [UserRoutesController] })
export class UserRoutesModule {}

/** `/api/jobs`: search (through the search cache) and the recruiter's jobs. */
@Module({ imports: [SearchCacheModule], controllers: [JobsRoutesController] })
export class JobsRoutesModule {}

/** Applications, applicants and ratings. */
@Module({ controllers: [ApplicationsRoutesController] })
export class ApplicationsRoutesModule {}

/** The interview the applications service runs, its results, and who played or downloaded its recording (issue 21). */
@Module({ controllers: [InterviewsRoutesController, RecordingAccessRoutesController] })
export class InterviewsRoutesModule {}

/** The AI agents over the broker, generated from the contracts' AI_OPERATIONS; each call counts against the user's AI budget. */
@Module({ imports: [HttpHardeningModule], controllers: [AiRoutesController] })
export class AiRoutesModule {}

/** In-app notifications, email preferences and the public one-click unsubscribe. */
@Module({ controllers: [NotificationsRoutesController] })
export class NotificationsRoutesModule {}

/** An applicant's saved searches (job alerts), kept by the notifications service. */
@Module({ controllers: [SavedSearchesRoutesController] })
export class SavedSearchesRoutesModule {}

/** A recruiter's webhooks and delivery logs, kept by the notifications service. */
@Module({ controllers: [WebhooksRoutesController] })
export class WebhooksRoutesModule {}

/** Hiring insights, human-interview requests and the AI audit export (issue 21). */
@Module({ controllers: [InsightsRoutesController, AccountabilityRoutesController] })
export class InsightsRoutesModule {}

@Module({
  imports: [InsightsRoutesModule, AuthRoutesModule, UserRoutesModule, JobsRoutesModule, ApplicationsRoutesModule, AiRoutesModule, InterviewsRoutesModule, NotificationsRoutesModule, SavedSearchesRoutesModule, WebhooksRoutesModule],
})
export class RoutesModule {}
