import { Global, Module, type DynamicModule } from '@nestjs/common';
import { JobCopiesModule } from '../jobs/jobs.module';
import { UrlGuard } from './url-guard';
import { WEBHOOK_CONFIG, type WebhookConfig } from './webhook.config';
import { WebhookEvents } from './webhook-events';
import { WebhookRepository } from './webhook.repository';
import { WebhookSender } from './webhook-sender';
import { WebhooksController } from './webhooks.controller';
import { WebhooksService } from './webhooks.service';

/**
 * Recruiters' webhooks (issue 18): the gateway's calls, the URL guard, the sender, and WebhookEvents,
 * which the event consumer hands product events to. Global so the composer can reach WebhookEvents
 * without importing this module (it is configured once, here, from the environment).
 */
@Global()
@Module({})
export class WebhooksModule {
  static forRoot(config: WebhookConfig): DynamicModule {
    return {
      module: WebhooksModule,
      imports: [JobCopiesModule],
      controllers: [WebhooksController],
      providers: [
        { provide: WEBHOOK_CONFIG, useValue: config },
        { provide: UrlGuard, useFactory: () => new UrlGuard(config.allowPrivate) },
        WebhookRepository,
        WebhookSender,
        WebhooksService,
        WebhookEvents,
      ],
      exports: [WebhookEvents, WebhookSender],
    };
  }
}
