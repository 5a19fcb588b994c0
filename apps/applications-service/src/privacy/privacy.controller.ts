import { Controller, type OnModuleInit } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { Events, Patterns, type ExportDataMessage } from '@hirewise/contracts';
import { EventRegistry } from '@hirewise/server-kit';
import { PrivacyService } from './privacy.service';

@Controller()
export class PrivacyController implements OnModuleInit {
  constructor(
    private readonly privacy: PrivacyService,
    private readonly registry: EventRegistry,
  ) {}

  onModuleInit(): void {
    this.registry.on(Events.userDeleted, ({ payload }) => this.privacy.onUserDeleted(payload));
  }

  @MessagePattern(Patterns.applications.exportData)
  exportData(@Payload() message: ExportDataMessage) {
    return this.privacy.exportData(message);
  }
}
