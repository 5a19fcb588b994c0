import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { Patterns, type CheckFileOwnershipMessage, type CheckFileOwnershipReply } from '@hirewise/contracts';
import { FileHolds } from './file-holds.service';

/** The auth service asks before a profile names files (call policy: auth only). */
@Controller()
export class FileOwnershipController {
  constructor(private readonly holds: FileHolds) {}

  @MessagePattern(Patterns.media.checkOwnership)
  check(@Payload() message: CheckFileOwnershipMessage): Promise<CheckFileOwnershipReply> {
    return this.holds.checkOwnership(message);
  }
}
