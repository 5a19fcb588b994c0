import { Module } from '@nestjs/common';
import { PreferencesService } from './preferences.service';

/** Needs the global MAIL_CONFIG (MailModule). */
@Module({
  providers: [PreferencesService],
  exports: [PreferencesService],
})
export class PreferencesModule {}
