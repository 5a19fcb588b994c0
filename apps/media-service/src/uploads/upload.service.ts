import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import { Inject, Injectable } from '@nestjs/common';
import { FILE_LIMIT_BYTES, MediaMessages, UPLOAD_FIELDS, type Caller, type FileKind, type UploadResponse } from '@hirewise/contracts';
import { DomainError, LOGGER, type Logger } from '@hirewise/server-kit';
import { FileRemover } from '../files/file-remover';
import { UploadQuotaService, type UploadReservation } from '../quotas/upload-quota.service';
import type { FileRow } from '../files/file.table';
import { displayName } from '../files/file-name';
import { FILE_STORE, type FileStore } from '../storage/file-store';
import { storageKey } from '../storage/storage-key';
import { sniff, SNIFF_HEAD_BYTES } from './content-sniffer';
import { parseMultipart, type FilePart } from './multipart';
import { readHead } from './read-head';
import { SeekableRecordings } from './seekable-webm';
import { FileTooLargeError, sizeLimit } from './size-limit';

const FIELD_OF: Record<FileKind, string> = { resume: UPLOAD_FIELDS.resume, profile: UPLOAD_FIELDS.profile, 'interview-video': UPLOAD_FIELDS.video };
const FALLBACK_NAME: Record<FileKind, string> = { resume: 'resume', profile: 'photo', 'interview-video': 'interview' };

/** The generated name a profile keeps and the download paths accept: `<id>.<ext>`. */
export function storedName(row: FileRow): string {
  return row.storageKey.slice(row.storageKey.lastIndexOf('/') + 1);
}

/**
 * Receives files: busboy -> head (type decided by content, nothing stored yet) -> size limit ->
 * store, then the row. A refused or failed upload leaves neither bytes nor row behind. An interview
 * video is also scanned on its way and, once stored, made seekable (SeekableRecordings).
 */
@Injectable()
export class UploadService {
  constructor(
    @Inject(FILE_STORE) private readonly store: FileStore,
    private readonly remover: FileRemover,
    private readonly quotas: UploadQuotaService,
    private readonly recordings: SeekableRecordings,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** A whole upload request (resume or profile photo): the file under its field, nothing else. */
  async upload(req: IncomingMessage, kind: FileKind, caller: Caller): Promise<UploadResponse> {
    const { file } = await parseMultipart(req, this.fileHandler(kind, caller, declaredLength(req)));
    if (!file) throw new DomainError('UPLOAD_NO_FILE', MediaMessages.noFile);
    return { success: true, filename: storedName(file), fileId: file.id, message: MediaMessages.uploaded };
  }

  /**
   * For `parseMultipart`: stores the file part of `kind` and undoes it if the request fails later.
   * `declared` is the request's Content-Length, an upper bound of the file's size for the quota.
   */
  fileHandler(kind: FileKind, caller: Caller, declared?: number) {
    return {
      fileField: FIELD_OF[kind],
      onFile: (part: FilePart) => this.receive(kind, caller, part, declared),
      discard: (row: FileRow) => this.remove(row),
    };
  }

  async receive(kind: FileKind, caller: Caller, { stream, filename }: FilePart, declared?: number): Promise<FileRow> {
    let sourceFailed = false;
    stream.once('error', () => {
      sourceFailed = true;
    });
    const head = await readHead(stream, SNIFF_HEAD_BYTES).catch(() => {
      throw new DomainError('UPLOAD_ABORTED', MediaMessages.uploadAborted);
    });
    if (head.complete && head.head.length === 0) throw new DomainError('UPLOAD_NO_FILE', MediaMessages.noFile);
    const type = await sniff(kind, head.head, head.complete).catch((error: unknown) => {
      abandon(stream);
      throw error;
    });
    if (!type) {
      abandon(stream);
      throw new DomainError('FILE_TYPE_NOT_ACCEPTED', MediaMessages.wrongType[kind]);
    }

    // The owner's quota, before any byte is stored (docs/files.md, "Quotas").
    const reservation = await this.quotas.reserve(caller.userId, declared).catch((error: unknown) => {
      abandon(stream);
      throw error;
    });
    let id: string = randomUUID();
    let key = storageKey(kind, id, type.ext);
    const limited = sizeLimit(reservation.bytes);
    head.body.on('error', (err) => limited.destroy(err));
    // The limit may fail on the head, before the store reads: the store sees the stream's error all the same.
    limited.on('error', () => undefined);
    // An interview video is read on its way to the store, to make it seekable once complete.
    const scanner = kind === 'interview-video' && type.ext === 'webm' ? this.recordings.scanner() : undefined;
    let body: Readable = head.body.pipe(limited);
    if (scanner) {
      limited.on('error', (err) => scanner.destroy(err));
      scanner.on('error', () => undefined);
      body = body.pipe(scanner);
    }
    let size: number;
    try {
      if (head.head.length > reservation.bytes) throw new FileTooLargeError(reservation.bytes);
      ({ size } = await this.store.put(key, body, type.mime));
      if ((stream as Readable & { truncated?: boolean }).truncated) throw new FileTooLargeError(FILE_LIMIT_BYTES);
    } catch (error) {
      abandon(stream);
      await this.store.delete(key).catch((err: unknown) => this.logger.warn({ err, key }, 'could not remove a failed upload'));
      await this.releaseQuietly(reservation);
      throw this.uploadFailure(error, sourceFailed, reservation);
    }
    if (scanner) ({ id, key, size } = await this.recordings.rewrite({ id, key, size }, scanner, reservation.bytes));

    const row = {
      id,
      kind,
      ownerId: caller.userId,
      contentType: type.mime,
      size,
      storageKey: key,
      originalName: displayName(filename, type.ext, FALLBACK_NAME[kind]),
    };
    try {
      return await this.quotas.complete(reservation, row);
    } catch (error) {
      await this.store.delete(key).catch(() => undefined);
      await this.releaseQuietly(reservation);
      throw error;
    }
  }

  private async releaseQuietly(reservation: UploadReservation): Promise<void> {
    await this.quotas.release(reservation).catch((err: unknown) => this.logger.warn({ err }, 'could not release an upload reservation (it lapses after an hour)'));
  }

  /** Removes a stored file's bytes and row (a submission refused after its video was stored). */
  remove(row: FileRow): Promise<void> {
    return this.remover.remove(row);
  }

  private uploadFailure(error: unknown, sourceFailed: boolean, reservation: UploadReservation): unknown {
    if (error instanceof FileTooLargeError) {
      return error.limit < FILE_LIMIT_BYTES
        ? new DomainError(reservation.overLimitCode, reservation.overLimitMessage)
        : new DomainError('FILE_TOO_LARGE', MediaMessages.tooLarge);
    }
    if (error instanceof DomainError) return error;
    if (sourceFailed) return new DomainError('UPLOAD_ABORTED', MediaMessages.uploadAborted);
    this.logger.error({ err: error }, 'file storage failed');
    return new DomainError('STORAGE_UNAVAILABLE', MediaMessages.storageDown);
  }
}

/** The request's Content-Length, when it has a sound one (the gateway's proxy passes it on). */
export function declaredLength(req: IncomingMessage): number | undefined {
  const raw = req.headers['content-length'];
  return raw !== undefined && /^\d+$/.test(raw) ? Number(raw) : undefined;
}

/** Stops using a file part and lets busboy read past the rest of it. */
function abandon(stream: Readable): void {
  stream.unpipe();
  stream.resume();
}
