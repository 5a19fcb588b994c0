import { Module } from '@nestjs/common';
import { PreferencesModule } from '../preferences/preferences.module';
import { InboxController } from './inbox.controller';
import { NotificationRepository } from './notification.repository';

@Module({
  imports: [PreferencesModule],
  controllers: [InboxController],
  providers: [NotificationRepository],
  exports: [NotificationRepository],
})
export class InboxModule {}
