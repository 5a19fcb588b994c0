import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { Inject, Injectable } from '@nestjs/common';
import { LOGGER, type Logger } from '@hirewise/server-kit';
import { FILE_STORE, type FileStore } from '../storage/file-store';
import { storageKey } from '../storage/storage-key';
import { WebmScanner, type SeekableHead } from './webm-scanner';

/** A stored recording: its id, key and size. */
export interface StoredRecording {
  id: string;
  key: string;
  size: number;
}

/**
 * Interview recordings made seekable where they are stored (docs/files.md, "Seekable interview
 * recordings"). MediaRecorder's WebM has no Duration and no Cues, so a player reports `duration`
 * Infinity and seeks by trial. A `WebmScanner` reads the upload as it streams to the store; once the
 * file is complete, it is written again under a new id: the scanner's head (EBML header, SeekHead,
 * Info with Duration, Tracks, Cues), then the stored clusters from where the old head ended,
 * streamed from the store (nothing held whole). The new file replaces the old one before any row
 * names either. Whatever goes wrong, the recording is kept as it came, and the upload succeeds.
 */
@Injectable()
export class SeekableRecordings {
  constructor(
    @Inject(FILE_STORE) private readonly store: FileStore,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** The tap for an interview video's bytes on their way to the store. */
  scanner(): WebmScanner {
    return new WebmScanner();
  }

  /**
   * The seekable copy of `stored` (same kind and type) when the scan found one and it fits in
   * `limit` bytes (the upload's reservation: the size and quota limits are the upload's); otherwise
   * `stored` itself. Never rejects.
   */
  async rewrite(stored: StoredRecording, scanner: WebmScanner, limit: number): Promise<StoredRecording> {
    const scan = scanner.result();
    if ('skipped' in scan) {
      if (scan.warn) this.logger.warn({ fileId: stored.id, reason: scan.skipped }, 'interview video stored as recorded: not a WebM that can be made seekable');
      else this.logger.debug({ fileId: stored.id, reason: scan.skipped }, 'interview video stored as recorded');
      return stored;
    }
    const size = scan.head.length + stored.size - scan.bodyStart;
    if (size > limit) {
      this.logger.warn({ fileId: stored.id, size, limit }, 'interview video stored as recorded: the seekable copy would exceed the upload limit');
      return stored;
    }
    const id = randomUUID();
    const key = storageKey('interview-video', id, 'webm');
    try {
      const clusters = await this.store.get(stored.key, { start: scan.bodyStart, end: stored.size - 1 });
      const written = await this.store.put(key, Readable.from(joined(scan, clusters)), 'video/webm');
      if (written.size !== size) throw new Error(`wrote ${written.size} bytes, expected ${size}`);
    } catch (err) {
      await this.store.delete(key).catch(() => undefined);
      this.logger.warn({ err, fileId: stored.id }, 'interview video stored as recorded: the seekable copy could not be written');
      return stored;
    }
    await this.store.delete(stored.key).catch((err: unknown) => this.logger.warn({ err, key: stored.key }, 'could not remove a recording replaced by its seekable copy'));
    this.logger.debug({ fileId: id, recordedAs: stored.id, duration: scan.duration, cuePoints: scan.cuePoints }, 'interview video made seekable');
    return { id, key, size };
  }
}

async function* joined({ head }: SeekableHead, clusters: Readable): AsyncGenerator<Buffer> {
  yield head;
  yield* clusters;
}
