import { Inject, Injectable } from '@nestjs/common';
import { eq, sql } from 'drizzle-orm';
import { Patterns } from '@hirewise/contracts';
import { ClientRegistry, DATABASE } from '@hirewise/server-kit';
import type { Db } from '../db';
import { recipients } from './recipient.table';

/** How long a name and address asked of the auth service are used before asking again. */
const FRESH_MS = 60 * 60 * 1000;

export interface Recipient {
  userId: string;
  name: string;
  email: string;
}

/**
 * Names and email addresses of users, asked of the auth service (the owner) and kept an hour;
 * a user.updated event drops the copy, so a renamed user is asked again.
 */
@Injectable()
export class Recipients {
  constructor(
    @Inject(DATABASE) private readonly db: Db,
    private readonly clients: ClientRegistry,
  ) {}

  /** undefined when the account no longer exists. */
  async get(userId: string): Promise<Recipient | undefined> {
    const [held] = await this.db.select().from(recipients).where(eq(recipients.userId, userId)).limit(1);
    if (held && Date.now() - held.fetchedAt.getTime() < FRESH_MS) return held;
    const profile = await this.clients
      .get('auth')
      .send(Patterns.auth.getUser, { userId })
      .catch((err: unknown) => {
        if ((err as { code?: string }).code === 'USER_NOT_FOUND') return undefined;
        throw err;
      });
    if (!profile) return undefined;
    const row = { userId, name: profile.name, email: profile.email, fetchedAt: new Date() };
    await this.db
      .insert(recipients)
      .values(row)
      .onConflictDoUpdate({ target: recipients.userId, set: { name: row.name, email: row.email, fetchedAt: sql`now()` } });
    return row;
  }

  /** A name for a notification's text; never fails the notification (a missing name reads "A candidate"). */
  async nameOf(userId: string): Promise<string | undefined> {
    return this.get(userId).then(
      (r) => r?.name,
      () => undefined,
    );
  }

  async forget(userId: string): Promise<void> {
    await this.db.delete(recipients).where(eq(recipients.userId, userId));
  }
}
