import { Module } from '@nestjs/common';
import { InboxModule } from '../inbox/inbox.module';
import { JobCopiesModule } from '../jobs/jobs.module';
import { PreferencesModule } from '../preferences/preferences.module';
import { RecipientsModule } from '../recipients/recipients.module';
import { SavedSearchesModule } from '../saved-searches/saved-searches.module';
import { EventConsumer } from './event-consumer';

@Module({
  imports: [InboxModule, JobCopiesModule, PreferencesModule, RecipientsModule, SavedSearchesModule],
  providers: [EventConsumer],
})
export class ComposerModule {}
