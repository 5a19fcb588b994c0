import { Injectable, type OnModuleInit } from '@nestjs/common';
import { Events } from '@hirewise/contracts';
import { EventRegistry } from '@hirewise/server-kit';
import { FileHolds } from './file-holds.service';

/** `user.updated` from the auth service: the files the profile names are held, the ones it dropped released. */
@Injectable()
export class ProfileHoldsConsumer implements OnModuleInit {
  constructor(
    private readonly registry: EventRegistry,
    private readonly holds: FileHolds,
  ) {}

  onModuleInit(): void {
    this.registry.on(Events.userUpdated, ({ payload }) => this.holds.applyProfile(payload));
  }
}
