import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { Patterns, type GetRecordingAccessMessage, type RecordRecordingAccessMessage } from '@hirewise/contracts';
import { RecordingAccessService } from './recording-access.service';

/** Issue 21, parts 6 and 7: the recording access log (written by the media service, read by the applicant and the job's recruiter). */
@Controller()
export class RecordingsController {
  constructor(private readonly access: RecordingAccessService) {}

  /** From the media service only (call policy), before it serves a play or a download. */
  @MessagePattern(Patterns.applications.recordRecordingAccess)
  record(@Payload() message: RecordRecordingAccessMessage) {
    return this.access.record(message);
  }

  @MessagePattern(Patterns.applications.getRecordingAccess)
  list(@Payload() { caller, applicationId }: GetRecordingAccessMessage) {
    return this.access.list(caller, applicationId);
  }
}
