import type { IncomingMessage } from 'node:http';
import { Inject, Injectable } from '@nestjs/common';
import {
  formatZodError,
  interviewSubmissionSchema,
  nulCharacterMessage,
  nulFieldOf,
  Patterns,
  wellFormedText,
  type Caller,
  type SaveInterviewResultReply,
} from '@hirewise/contracts';
import { ClientRegistry, DomainError, LOGGER, type Logger } from '@hirewise/server-kit';
import { parseMultipart } from '../uploads/multipart';
import { declaredLength, storedName, UploadService } from '../uploads/upload.service';
import { FileHolds } from '../cleanup/file-holds.service';

/**
 * `POST /api/interview-results`: the submission's text fields (arrays as JSON text) and an
 * optional WebM recording. The video is streamed to storage as it arrives; the result record
 * is the applications service's, which stores the interview it ran and its own scores (issue 15:
 * the scores sent here are checked for shape only and never stored). If the fields are invalid or
 * that service refuses (an interview not started or not finished: 409) or fails, the stored video
 * is removed again and its answer passed on.
 */
@Injectable()
export class InterviewResultsService {
  constructor(
    private readonly uploads: UploadService,
    private readonly clients: ClientRegistry,
    private readonly holds: FileHolds,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async submit(req: IncomingMessage, caller: Caller): Promise<SaveInterviewResultReply> {
    let reply: SaveInterviewResultReply;
    const { fields, file } = await parseMultipart(req, this.uploads.fileHandler('interview-video', caller, declaredLength(req)));
    try {
      const parsed = interviewSubmissionSchema.safeParse(fields);
      if (!parsed.success) throw new DomainError('VALIDATION_FAILED', formatZodError(parsed.error));
      // PostgreSQL cannot hold U+0000: refused here as the gateway refuses it in JSON bodies.
      const nulField = nulFieldOf(parsed.data);
      if (nulField) throw new DomainError('VALIDATION_FAILED', nulCharacterMessage(nulField));
      const video = file ? { fileId: file.id, contentType: file.contentType, size: file.size, fileName: storedName(file) } : null;
      // A lone surrogate (JSON text in a field can carry one) becomes U+FFFD: jsonb refuses it.
      const submission = wellFormedText(parsed.data);
      reply = await this.clients
        .get('applications')
        .send(Patterns.applications.saveInterviewResult, { caller, submission, video });
    } catch (error) {
      if (file) await this.uploads.remove(file);
      throw error;
    }
    // The saved result names the video: it is kept until the applicant deletes it or their account.
    if (file) {
      await this.holds.add(file.id, 'interview-result').catch((err: unknown) => this.logger.error({ err, fileId: file.id }, 'could not record the hold of a saved interview video'));
    }
    return reply;
  }
}
