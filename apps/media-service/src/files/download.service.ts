import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { Inject, Injectable } from '@nestjs/common';
import { fileIdOf, MediaMessages, type Caller, type FileKind } from '@hirewise/contracts';
import { DomainError, LOGGER, type Logger } from '@hirewise/server-kit';
import { FILE_STORE, type FileStore } from '../storage/file-store';
import { parseRange } from './byte-range';
import { FileAccessService, type RecordAccess } from './file-access.service';
import { contentDisposition } from './file-name';
import { FileRepository } from './file.repository';
import type { FileRow } from './file.table';

/** `inline` opens in the browser (PDF resumes, photos, the video player); `attachment` downloads. */
export type Disposition = 'inline' | 'attachment' | ((file: FileRow) => 'inline' | 'attachment');

/**
 * Sends a stored file: found by the id in the path (`<id>` or `<id>.<ext>`) and of the path's
 * kind, readable by the caller, with its type, length and name, honouring a byte Range (206,
 * or 416 past the end) so players can seek and downloads resume. HEAD answers headers only.
 */
@Injectable()
export class DownloadService {
  constructor(
    @Inject(FILE_STORE) private readonly store: FileStore,
    private readonly files: FileRepository,
    private readonly access: FileAccessService,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** The file the path names (`<id>` or `<id>.<ext>`, of the path's kind), if the caller may read it: 404 or 403 otherwise. */
  async findReadable(caller: Caller, kind: FileKind, ref: string): Promise<FileRow> {
    const file = await this.find(kind, ref);
    await this.access.assertReadable(caller, file);
    return file;
  }

  /**
   * As findReadable, for an access the recording access log records (one call to the applications
   * service for a recruiter, not two), decided before the range is read or a byte sent. `send` records
   * a GET this way (not a HEAD, which sends nothing).
   */
  async findRecorded(caller: Caller, kind: FileKind, ref: string, record: RecordAccess): Promise<FileRow> {
    const file = await this.find(kind, ref);
    await this.access.assertRecorded(caller, file, record);
    return file;
  }

  async send(req: IncomingMessage, res: ServerResponse, caller: Caller, kind: FileKind, ref: string, disposition: Disposition, record?: RecordAccess): Promise<void> {
    const file = record && req.method !== 'HEAD' ? await this.findRecorded(caller, kind, ref, record) : await this.findReadable(caller, kind, ref);

    const range = parseRange(req.headers.range, file.size);
    res.setHeader('Accept-Ranges', 'bytes');
    if (range.kind === 'unsatisfiable') {
      // 416 has no error code of its own in the contracts: it only ever comes from here.
      res.writeHead(416, { 'Content-Range': `bytes */${file.size}`, 'Content-Type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ message: MediaMessages.rangeNotSatisfiable }));
      return;
    }
    const body = await this.open(file, range.kind === 'partial' ? range.range : undefined);
    const name = typeof disposition === 'function' ? disposition(file) : disposition;
    res.setHeader('Content-Type', file.contentType);
    res.setHeader('Content-Disposition', contentDisposition(name, file.originalName));
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Cache-Control', 'private, no-cache');
    if (range.kind === 'partial') {
      const { start, end } = range.range;
      res.statusCode = 206;
      res.setHeader('Content-Range', `bytes ${start}-${end}/${file.size}`);
      res.setHeader('Content-Length', String(end - start + 1));
    } else {
      res.statusCode = 200;
      res.setHeader('Content-Length', String(file.size));
    }
    if (req.method === 'HEAD') {
      body.destroy();
      res.end();
      return;
    }
    // Headers are out: a store failing mid-stream can only cut the response short.
    await pipeline(body, res).catch((err: unknown) => {
      // Players cancel and re-request ranges all the time: not worth more than a debug line.
      if (!res.writableFinished) this.logger.debug({ err, fileId: file.id }, 'download stopped before its end');
    });
  }

  private async find(kind: FileKind, ref: string): Promise<FileRow> {
    const id = fileIdOf(ref);
    const file = id ? await this.files.find(id, kind) : undefined;
    if (!file) throw new DomainError('FILE_NOT_FOUND', MediaMessages.fileNotFound);
    return file;
  }

  private async open(file: FileRow, range?: { start: number; end: number }) {
    try {
      return await this.store.get(file.storageKey, range);
    } catch (error) {
      const missing = await this.store.stat(file.storageKey).then(
        (info) => info === undefined,
        () => false,
      );
      if (missing) {
        this.logger.error({ fileId: file.id, key: file.storageKey }, 'file row without stored bytes');
        throw new DomainError('FILE_NOT_FOUND', MediaMessages.fileNotFound);
      }
      this.logger.error({ err: error, fileId: file.id }, 'file storage failed');
      throw new DomainError('STORAGE_UNAVAILABLE', MediaMessages.storageDown);
    }
  }
}
