import { Injectable } from '@nestjs/common';
import { MediaMessages, Patterns, type Caller } from '@hirewise/contracts';
import { ClientRegistry, DomainError } from '@hirewise/server-kit';
import type { FileRow } from './file.table';

/**
 * Records an access to a file in the recording access log (recording-access-log.ts); a rejection is
 * the answer and nothing is served. False when it did not record (a bearer stream's play logged
 * moments ago).
 */
export type RecordAccess = (file: FileRow) => Promise<boolean>;

/**
 * Who may read a file (architecture section 3): profile photos any signed-in user; resumes their
 * owner and recruiters the owner applied to; interview recordings their applicant and the recruiter
 * of the interview's job (like the interview's results). The owner case is decided here; only the
 * recruiter case asks the applications service, which holds applications and interviews.
 */
@Injectable()
export class FileAccessService {
  constructor(private readonly clients: ClientRegistry) {}

  async assertReadable(caller: Caller, file: FileRow): Promise<void> {
    if (file.kind === 'profile' || file.ownerId === caller.userId) return;
    if (caller.type === 'recruiter') {
      const reply = await this.clients
        .get('applications')
        .send(Patterns.applications.fileAccess, {
          caller,
          ownerId: file.ownerId,
          ...(file.kind === 'interview-video' ? { videoFileId: file.id } : {}),
        });
      if (reply.allowed) return;
    }
    throw new DomainError('FILE_ACCESS_DENIED', MediaMessages.noAccess);
  }

  /**
   * An access that goes into the recording access log (a play or a download, recording-access-log.ts),
   * checked and recorded before a byte is served. The applications service checks the same rule when
   * it records, so for a recruiter's access to a recording the record is the check: one call, not a
   * check and then a record. The owner is let in here, then recorded. `record` answers false when it
   * did not record (a bearer stream's play logged moments ago): the read is then checked as any other.
   */
  async assertRecorded(caller: Caller, file: FileRow, record: RecordAccess): Promise<void> {
    const recordDecides = file.kind === 'interview-video' && file.ownerId !== caller.userId && caller.type === 'recruiter';
    if (!recordDecides) await this.assertReadable(caller, file);
    const recorded = await record(file);
    if (recordDecides && !recorded) await this.assertReadable(caller, file);
  }
}
