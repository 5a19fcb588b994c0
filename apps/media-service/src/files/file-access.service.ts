import { Injectable } from '@nestjs/common';
import { MediaMessages, Patterns, type Caller } from '@hirewise/contracts';
import { ClientRegistry, DomainError } from '@hirewise/server-kit';
import type { FileRow } from './file.table';

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
}
