import { Module } from '@nestjs/common';
import { FilesModule } from '../files/files.module';
import { DeletedOwners } from './deleted-owners';
import { OwnerFilesController } from './owner-files.controller';
import { OwnerFilesService } from './owner-files.service';

/** An applicant's files as a whole: the data export's list, removal on user.deleted, refusal of deleted owners. */
@Module({
  imports: [FilesModule],
  controllers: [OwnerFilesController],
  providers: [DeletedOwners, OwnerFilesService],
  exports: [DeletedOwners],
})
export class PrivacyModule {}
