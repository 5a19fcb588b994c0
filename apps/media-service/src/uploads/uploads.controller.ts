import { Controller, Post, Req, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import type { Caller, UploadResponse } from '@hirewise/contracts';
import { CurrentCaller, MediaAuthGuard, requireApplicant } from '../auth/media-auth.guard';
import { DeletedOwners } from '../privacy/deleted-owners';
import { UploadService } from './upload.service';

/** The public upload paths (spec section 7), reached through the gateway's proxy: applicants' resumes and photos. */
@Controller()
@UseGuards(MediaAuthGuard)
export class UploadsController {
  constructor(
    private readonly uploads: UploadService,
    private readonly deletedOwners: DeletedOwners,
  ) {}

  @Post('api/uploads/resume')
  async uploadResume(@Req() req: Request, @CurrentCaller() caller: Caller): Promise<UploadResponse> {
    requireApplicant(caller);
    await this.deletedOwners.refuseDeleted(caller);
    return this.uploads.upload(req, 'resume', caller);
  }

  @Post('upload/profile')
  async uploadProfile(@Req() req: Request, @CurrentCaller() caller: Caller): Promise<UploadResponse> {
    requireApplicant(caller);
    await this.deletedOwners.refuseDeleted(caller);
    return this.uploads.upload(req, 'profile', caller);
  }
}
