import { Controller, Get, Param, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { Caller } from '@hirewise/contracts';
import { CurrentCaller, MediaAuthGuard } from '../auth/media-auth.guard';
import { DownloadService } from './download.service';
import { RecordingAccessLog } from './recording-access-log';

/** The public download paths (spec section 7), reached through the gateway's proxy; uploads are in uploads/, streams in streams/. */
@Controller()
@UseGuards(MediaAuthGuard)
export class MediaFilesController {
  constructor(
    private readonly downloads: DownloadService,
    private readonly accessLog: RecordingAccessLog,
  ) {}

  /** A PDF opens in the browser's viewer; Word and text files download. */
  @Get('api/download/resume/:file')
  resume(@Req() req: Request, @Res() res: Response, @CurrentCaller() caller: Caller, @Param('file') file: string): Promise<void> {
    return this.downloads.send(req, res, caller, 'resume', file, (f) => (f.contentType === 'application/pdf' ? 'inline' : 'attachment'));
  }

  @Get('api/download/profile/:file')
  profile(@Req() req: Request, @Res() res: Response, @CurrentCaller() caller: Caller, @Param('file') file: string): Promise<void> {
    return this.downloads.send(req, res, caller, 'profile', file, 'inline');
  }

  /** Each GET is a download in the recording access log, recorded before a byte is sent (issue 21). */
  @Get('api/download/interview/:id')
  interviewDownload(@Req() req: Request, @Res() res: Response, @CurrentCaller() caller: Caller, @Param('id') id: string): Promise<void> {
    return this.downloads.send(req, res, caller, 'interview-video', id, 'attachment', (file) => this.accessLog.record(caller, file, 'download'));
  }
}
