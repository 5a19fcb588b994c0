import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { createTestDatabase, openDatabase } from '@hirewise/server-kit';
import * as schema from '../../schema';
import { MIGRATIONS_DIR } from '../../paths';

describe('migrations on a PostgreSQL server', () => {
  it('are applied once when two replicas start at the same moment', async () => {
    const db = await createTestDatabase('mig');
    try {
      const open = () => openDatabase({ schema, migrationsFolder: MIGRATIONS_DIR, databaseUrl: db.url, dataDir: 'unused' });
      const [a, b] = await Promise.all([open(), open()]);
      const applied = await a.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
      const journal = JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
      expect((applied as unknown as { rows: { n: number }[] }).rows[0].n).toBe(journal.entries.length);
      await b.db.insert(schema.users).values({ email: 'm@example.com', passwordHash: 'x', type: 'applicant', name: 'M' });
      const [row] = await a.db.select().from(schema.users);
      expect(row.email).toBe('m@example.com');
      await expect(a.db.insert(schema.users).values({ email: 'bad@example.com', passwordHash: 'x', type: 'admin' as never, name: 'X' })).rejects.toThrow();
      await Promise.all([a.close(), b.close()]);
    } finally {
      await db.drop();
    }
  });
});
