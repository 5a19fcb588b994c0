import { Inject, Injectable } from '@nestjs/common';
import { and, eq, lt, sql } from 'drizzle-orm';
import { DATABASE, DomainError, isUniqueViolation, Outbox, type AppDatabase } from '@hirewise/server-kit';
import { Events, isUuid, Messages, type RatingChangedEvent, type UserDeletedEvent, type UserUpdatedEvent } from '@hirewise/contracts';
import * as schema from '../schema';
import { users, type NewUserRow, type UserRow } from './user.table';
import { revokedAccounts } from '../revocations/revoked-account.table';

type Db = AppDatabase<typeof schema>;

@Injectable()
export class UserRepository {
  constructor(
    @Inject(DATABASE) private readonly db: Db,
    private readonly outbox: Outbox,
  ) {}

  /** Creates the user and, in the same transaction, the user.updated event other services copy. */
  async insert(row: NewUserRow): Promise<UserRow> {
    try {
      const created = await this.db.transaction(async (tx) => {
        const [inserted] = await tx.insert(users).values(row).returning();
        await this.outbox.add(tx, Events.userUpdated, userUpdated(inserted));
        return inserted;
      });
      void this.outbox.flush();
      return created;
    } catch (err) {
      if (isUniqueViolation(err, 'users_email_unique')) throw new DomainError('EMAIL_TAKEN', Messages.emailTaken);
      throw err;
    }
  }

  async findByEmail(email: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.email, email)).limit(1);
    return row;
  }

  async findById(id: string): Promise<UserRow | undefined> {
    if (!isUuid(id)) return undefined;
    const [row] = await this.db.select().from(users).where(eq(users.id, id)).limit(1);
    return row;
  }

  async update(id: string, changes: Partial<NewUserRow>): Promise<UserRow | undefined> {
    if (!isUuid(id)) return undefined;
    const row = await this.db.transaction(async (tx) => {
      const [updated] = await tx
        .update(users)
        .set({ ...changes, version: sql`${users.version} + 1`, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      if (updated) await this.outbox.add(tx, Events.userUpdated, userUpdated(updated));
      return updated;
    });
    void this.outbox.flush();
    return row;
  }

  /**
   * Deletes the account and, in the same transaction, the user.deleted event other services act on
   * and the revocation every gateway reads (its tokens are refused from then on).
   */
  async delete(row: UserRow): Promise<void> {
    await this.db.transaction(async (tx) => {
      const removed = await tx.delete(users).where(eq(users.id, row.id)).returning({ id: users.id });
      if (removed.length === 0) return;
      await tx.insert(revokedAccounts).values({ userId: row.id }).onConflictDoNothing();
      const event: UserDeletedEvent = { userId: row.id, type: row.type, deletedAt: new Date().toISOString() };
      await this.outbox.add(tx, Events.userDeleted, event);
    });
    void this.outbox.flush();
  }

  /** Keeps the applicant's average rating; an older event than the one applied is ignored. */
  async applyRating(event: RatingChangedEvent): Promise<void> {
    if (event.target !== 'applicant' || !isUuid(event.targetId)) return;
    await this.db
      .update(users)
      .set({ rating: event.average, ratingVersion: event.version })
      .where(and(eq(users.id, event.targetId), lt(users.ratingVersion, event.version)));
  }

  async count(): Promise<number> {
    const [row] = await this.db.select({ n: sql<number>`count(*)::int` }).from(users);
    return row.n;
  }
}

function userUpdated(row: UserRow): UserUpdatedEvent {
  return {
    userId: row.id,
    type: row.type,
    name: row.name,
    skills: row.skills,
    education: row.education,
    profile: row.profile,
    resume: row.resume,
    // Recruiters only: the jobs service copies it onto the jobs they post (issue 19).
    ...(row.type === 'recruiter' ? { companyName: row.companyName } : {}),
    version: row.version,
  };
}

