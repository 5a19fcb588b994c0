import { Global, Module, type DynamicModule } from '@nestjs/common';
import { LOGGER, type Logger } from '@hirewise/server-kit';
import { RecipientsModule } from '../recipients/recipients.module';
import { MAIL_CONFIG, type MailConfig } from './mail.config';
import { MailSender } from './mail-sender';
import { createMailTransport, MAIL_TRANSPORT } from './mail-transport';

/** The mail settings and transport (global: preferences verify unsubscribe tokens with them) and the sender. */
@Global()
@Module({})
export class MailModule {
  static forRoot(config: MailConfig): DynamicModule {
    return {
      module: MailModule,
      imports: [RecipientsModule],
      providers: [
        { provide: MAIL_CONFIG, useValue: config },
        { provide: MAIL_TRANSPORT, inject: [LOGGER], useFactory: (logger: Logger) => createMailTransport(config, logger) },
        MailSender,
      ],
      exports: [MAIL_CONFIG, MAIL_TRANSPORT, MailSender],
    };
  }
}
