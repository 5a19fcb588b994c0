import { Module } from '@nestjs/common';
import { RevocationsRepository } from './revocations.repository';

/** Deleted accounts every gateway refuses (auth.revocations.since.v1); the rows are written by users' deletion. */
@Module({
  providers: [RevocationsRepository],
  exports: [RevocationsRepository],
})
export class RevocationsModule {}
