import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { Patterns, type ExportDataMessage, type ExportedFile } from '@hirewise/contracts';
import { OwnerFilesService } from './owner-files.service';

/** The file list of an applicant's data export, asked by the gateway over the broker. */
@Controller()
export class OwnerFilesController {
  constructor(private readonly owners: OwnerFilesService) {}

  @MessagePattern(Patterns.media.listFiles)
  list(@Payload() { caller }: ExportDataMessage): Promise<ExportedFile[]> {
    return this.owners.list(caller.userId);
  }
}
