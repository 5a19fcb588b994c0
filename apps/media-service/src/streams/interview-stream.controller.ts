import { Controller, Get, HttpCode, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { Caller, StreamLinkResponse } from '@hirewise/contracts';
import { CurrentCaller, MediaAuthGuard } from '../auth/media-auth.guard';
import { DownloadService } from '../files/download.service';
import { StreamCallerGuard } from './stream-caller.guard';
import { StreamLinkService } from './stream-link.service';

/**
 * Interview video streams: with the bearer header (fetch-based players) or with a signed
 * short-lived link (a plain `<video src>`), answering Range requests so the player can seek.
 */
@Controller('api/stream/interview')
export class InterviewStreamController {
  constructor(
    private readonly downloads: DownloadService,
    private readonly links: StreamLinkService,
  ) {}

  /** A link for one video, for a caller who may read it now (the stream's own access rule). */
  @Post(':id/link')
  @HttpCode(200)
  @UseGuards(MediaAuthGuard)
  async link(@CurrentCaller() caller: Caller, @Param('id') id: string): Promise<StreamLinkResponse> {
    const file = await this.downloads.findReadable(caller, 'interview-video', id);
    return this.links.issue(caller, file.id);
  }

  @Get(':id')
  @UseGuards(StreamCallerGuard)
  stream(@Req() req: Request, @Res() res: Response, @CurrentCaller() caller: Caller, @Param('id') id: string): Promise<void> {
    return this.downloads.send(req, res, caller, 'interview-video', id, 'inline');
  }
}
