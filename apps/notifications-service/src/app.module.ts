import { Module, type DynamicModule } from '@nestjs/common';
import { DatabaseModule, KitModule, type ModuleBuilder } from '@hirewise/server-kit';
import { ComposerModule } from './composer/composer.module';
import { InboxModule } from './inbox/inbox.module';
import { loadMailConfig } from './mail/mail.config';
import { MailModule } from './mail/mail.module';
import { MIGRATIONS_DIR } from './paths';
import { SavedSearchesModule } from './saved-searches/saved-searches.module';
import * as schema from './schema';
import { loadWebhookConfig } from './webhooks/webhook.config';
import { WebhooksModule } from './webhooks/webhooks.module';

@Module({})
export class NotificationsAppModule {}

/**
 * The notifications service (issue 18): the kit and the database (it publishes no events: no
 * outbox), the mail settings (validated here, so a bad SMTP_URL stops the start), then one module
 * per feature: the inbox (the gateway's calls), and the composer (events -> notifications -> mail).
 */
export function notificationsModuleFor(env: NodeJS.ProcessEnv): ModuleBuilder {
  return (config, logger): DynamicModule => ({
    module: NotificationsAppModule,
    imports: [
      KitModule.forService({ config, logger }),
      DatabaseModule.forRoot({ schema, migrationsFolder: MIGRATIONS_DIR, outbox: false }),
      MailModule.forRoot(loadMailConfig(config, env)),
      InboxModule,
      ComposerModule,
      SavedSearchesModule,
      WebhooksModule.forRoot(loadWebhookConfig(env)),
    ],
  });
}

export const buildNotificationsModule: ModuleBuilder = (config, logger) => notificationsModuleFor(process.env)(config, logger);
