import { Inject, Injectable } from '@nestjs/common';
import { eq, sql } from 'drizzle-orm';
import { DATABASE, DomainError, isUniqueViolation, type AppDatabase } from '@hirewise/server-kit';
import { Messages } from '@hirewise/contracts';
import * as schema from '../schema';
import { users, type NewUserRow, type UserRow } from './user.table';

type Db = AppDatabase<typeof schema>;

@Injectable()
export class UserRepository {
  constructor(@Inject(DATABASE) private readonly db: Db) {}

  async insert(row: NewUserRow): Promise<UserRow> {
    try {
      const [created] = await this.db.insert(users).values(row).returning();
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
    const [row] = await this.db
      .update(users)
      .set({ ...changes, version: sql`${users.version} + 1`, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning();
    return row;
  }

  async count(): Promise<number> {
    const [row] = await this.db.select({ n: sql<number>`count(*)::int` }).from(users);
    return row.n;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
