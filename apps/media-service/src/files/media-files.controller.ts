import { Controller, Get, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { Caller, UploadResponse } from '@hirewise/contracts';
import { CurrentCaller, MediaAuthGuard, requireApplicant } from '../auth/media-auth.guard';
import { DeletedOwners } from '../privacy/deleted-owners';
import { UploadService } from '../uploads/upload.service';
import { DownloadService } from './download.service';

/** The public file paths (spec section 7), reached through the gateway's proxy; streams are in streams/. */
@Controller()
@UseGuards(MediaAuthGuard)
export class MediaFilesController {
  constructor(
    private readonly uploads: UploadService,
    private readonly downloads: DownloadService,
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

  /** A PDF opens in the browser's viewer; Word and text files download. */
  @Get('api/download/resume/:file')
  resume(@Req() req: Request, @Res() res: Response, @CurrentCaller() caller: Caller, @Param('file') file: string): Promise<void> {
    return this.downloads.send(req, res, caller, 'resume', file, (f) => (f.contentType === 'application/pdf' ? 'inline' : 'attachment'));
  }

  @Get('api/download/profile/:file')
  profile(@Req() req: Request, @Res() res: Response, @CurrentCaller() caller: Caller, @Param('file') file: string): Promise<void> {
    return this.downloads.send(req, res, caller, 'profile', file, 'inline');
  }

  @Get('api/download/interview/:id')
  interviewDownload(@Req() req: Request, @Res() res: Response, @CurrentCaller() caller: Caller, @Param('id') id: string): Promise<void> {
    return this.downloads.send(req, res, caller, 'interview-video', id, 'attachment');
  }
}
