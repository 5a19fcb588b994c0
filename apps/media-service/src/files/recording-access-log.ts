import { Injectable } from '@nestjs/common';
import { Patterns, STREAM_LINK_TTL_SECONDS, type Caller, type RecordingAccessAction } from '@hirewise/contracts';
import { ClientRegistry } from '@hirewise/server-kit';
import type { FileRow } from './file.table';

/** Bearer-header streams remembered per caller and recording (a bound: the oldest are forgotten first). */
const MAX_REMEMBERED = 10_000;

/**
 * The recording access log (issue 21, part 6; docs/fairness.md): every play and download of an
 * interview recording is recorded by the applications service, which keeps the log, after the file's
 * access rule let the caller in and before a byte is served. When it cannot be recorded (the service
 * refuses, is down or too slow) the error is the answer and nothing is served: no recording leaves
 * unlogged.
 *
 * - A play is a stream link issued (`POST .../link`); the link's own requests (the player's ranges)
 *   are not logged again, as the link was.
 * - A stream opened with the bearer header (fetch-based players) is logged like a link: its first
 *   GET by this caller for this recording, then not again for STREAM_LINK_TTL_SECONDS (the life of a
 *   link), in this process (another replica logs its own first one: a play may be logged twice,
 *   never not at all).
 * - A download is each GET of `/api/download/interview/{id}` (HEAD sends no bytes: not logged).
 */
@Injectable()
export class RecordingAccessLog {
  private readonly bearerPlays = new Map<string, number>();

  constructor(private readonly clients: ClientRegistry) {}

  /**
   * Recorded by the applications service, which checks the recording's access rule as it records (403
   * for a caller who may not see it, 404 for a recording it does not know): true once recorded.
   */
  async record(caller: Caller, file: FileRow, action: RecordingAccessAction): Promise<boolean> {
    if (file.kind !== 'interview-video') return false;
    await this.clients.get('applications').send(Patterns.applications.recordRecordingAccess, { caller, videoFileId: file.id, ownerId: file.ownerId, action });
    return true;
  }

  /** A GET of the stream with the bearer header: a play unless this caller's last one for this recording is recent. */
  async recordBearerPlay(caller: Caller, file: FileRow, now = Date.now()): Promise<boolean> {
    const key = `${caller.type}:${caller.userId}:${file.id}`;
    const last = this.bearerPlays.get(key);
    if (last !== undefined && now - last < STREAM_LINK_TTL_SECONDS * 1000) return false;
    if (!(await this.record(caller, file, 'play'))) return false;
    this.bearerPlays.delete(key);
    this.bearerPlays.set(key, now);
    if (this.bearerPlays.size > MAX_REMEMBERED) {
      // Map keeps insertion order: the first key is the oldest play.
      const oldest = this.bearerPlays.keys().next().value;
      if (oldest !== undefined) this.bearerPlays.delete(oldest);
    }
    return true;
  }
}
