import { Module } from '@nestjs/common';
import { UploadQuotaService } from './upload-quota.service';

/** Per-user quotas: files and bytes per owner, reserved before an upload stores a byte. */
@Module({
  providers: [UploadQuotaService],
  exports: [UploadQuotaService],
})
export class QuotasModule {}
