import { Module } from '@nestjs/common';
import { FileHolds } from './file-holds.service';
import { FileOwnershipController } from './file-ownership.controller';
import { FileSweeper } from './file-sweeper';
import { ProfileHoldsConsumer } from './profile-holds.consumer';

/** What keeps each file (holds from user.updated and saved results), the ownership check, and the sweep of unreferenced files. */
@Module({
  controllers: [FileOwnershipController],
  providers: [FileHolds, FileSweeper, ProfileHoldsConsumer],
  exports: [FileHolds],
})
export class CleanupModule {}
