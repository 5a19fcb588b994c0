import { Inject, Injectable } from '@nestjs/common';
import { eq } from 'drizzle-orm';
import { isUuid, Messages, type Caller } from '@hirewise/contracts';
import { DATABASE, DomainError } from '@hirewise/server-kit';
import type { Db } from '../db';
import { deletedOwners } from './deleted-owner.table';

/** The deleted accounts (docs/privacy.md): marked on `user.deleted`, refused by every upload. */
@Injectable()
export class DeletedOwners {
  constructor(@Inject(DATABASE) private readonly db: Db) {}

  async mark(ownerId: string): Promise<void> {
    await this.db.insert(deletedOwners).values({ ownerId }).onConflictDoNothing();
  }

  /** A deleted account's token is a dead session: 401, as the gateway answers on /api/user. */
  async refuseDeleted(caller: Caller): Promise<void> {
    if (!isUuid(caller.userId)) return;
    const [row] = await this.db.select({ ownerId: deletedOwners.ownerId }).from(deletedOwners).where(eq(deletedOwners.ownerId, caller.userId)).limit(1);
    if (row) throw new DomainError('UNAUTHENTICATED', Messages.invalidToken);
  }
}
