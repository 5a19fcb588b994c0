import { Controller, Get, HttpCode, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { Caller, StreamLinkResponse } from '@hirewise/contracts';
import { CurrentCaller, MediaAuthGuard } from '../auth/media-auth.guard';
import { DownloadService } from '../files/download.service';
import { RecordingAccessLog } from '../files/recording-access-log';
import { accessTokenOf, StreamCallerGuard } from './stream-caller.guard';
import { StreamLinkService } from './stream-link.service';

/**
 * Interview video streams: with the bearer header (fetch-based players) or with a signed
 * short-lived link (a plain `<video src>`), answering Range requests so the player can seek.
 * Issuing a link is one play in the recording access log (issue 21); the link's range requests are
 * not logged again. A bearer-header stream logs its own play (RecordingAccessLog.recordBearerPlay).
 */
@Controller('api/stream/interview')
export class InterviewStreamController {
  constructor(
    private readonly downloads: DownloadService,
    private readonly links: StreamLinkService,
    private readonly accessLog: RecordingAccessLog,
  ) {}

  /** A link for one video, for a caller who may read it now (the stream's own access rule). */
  @Post(':id/link')
  @HttpCode(200)
  @UseGuards(MediaAuthGuard)
  async link(@CurrentCaller() caller: Caller, @Param('id') id: string): Promise<StreamLinkResponse> {
    // Logged before the link is given: no link (and so no play) without its log entry.
    const file = await this.downloads.findRecorded(caller, 'interview-video', id, (f) => this.accessLog.record(caller, f, 'play'));
    return this.links.issue(caller, file.id);
  }

  @Get(':id')
  @UseGuards(StreamCallerGuard)
  stream(@Req() req: Request, @Res() res: Response, @CurrentCaller() caller: Caller, @Param('id') id: string): Promise<void> {
    const viaLink = accessTokenOf(req.url) !== undefined;
    return this.downloads.send(req, res, caller, 'interview-video', id, 'inline', viaLink ? undefined : (file) => this.accessLog.recordBearerPlay(caller, file));
  }
}
