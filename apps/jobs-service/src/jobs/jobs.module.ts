import { Module } from '@nestjs/common';
import { OutboxModule } from '../outbox.module';
import { RecruitersModule } from '../recruiters/recruiters.module';
import { JobRepository } from './job.repository';
import { JobsController } from './jobs.controller';
import { JobsService } from './jobs.service';
import { JobSearch } from './search/job-search';
import { LexiconRefresh } from './search/lexicon-refresh';
import { QueryCompiler } from './search/query-compiler';
import { SynonymTable } from './search/synonyms';
import { SearchTotals } from './search-totals';

/** Posting, changing, deleting and searching jobs; job events go out through the outbox. */
@Module({
  imports: [OutboxModule, RecruitersModule],
  controllers: [JobsController],
  providers: [
    JobRepository,
    JobsService,
    JobSearch,
    QueryCompiler,
    SynonymTable,
    LexiconRefresh,
    // Plain class with optional clock arguments: built here, not by injection.
    { provide: SearchTotals, useFactory: () => new SearchTotals() },
  ],
  exports: [JobRepository, JobSearch, SynonymTable, LexiconRefresh],
})
export class JobsModule {}
