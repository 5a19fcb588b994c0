import { Module } from '@nestjs/common';
import { InboxModule } from '../inbox/inbox.module';
import { DigestScheduler } from './digest-scheduler';
import { SavedSearchMatcher } from './saved-search-matcher';
import { SavedSearchRepository } from './saved-search.repository';
import { SavedSearchesController } from './saved-searches.controller';
import { SavedSearchesService } from './saved-searches.service';

/**
 * Saved searches and job alerts (issue 18): the gateway's CRUD calls, the matcher the event consumer
 * runs on job.created.v1, and the digest scheduler. Needs the global MailModule (MAIL_CONFIG, MailSender).
 */
@Module({
  imports: [InboxModule],
  controllers: [SavedSearchesController],
  providers: [SavedSearchRepository, SavedSearchesService, SavedSearchMatcher, DigestScheduler],
  exports: [SavedSearchMatcher, SavedSearchRepository, DigestScheduler],
})
export class SavedSearchesModule {}
