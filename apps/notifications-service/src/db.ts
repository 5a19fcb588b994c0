import type { AppDatabase } from '@hirewise/server-kit';
import type * as schema from './schema';

/** The service's database, or an open transaction on it: repositories accept either. */
export type Db = AppDatabase<typeof schema>;

/** The rows of a raw `db.execute`: PGlite's drizzle answers an array, node-postgres's a result with `rows`. */
export function rowsOf<T = Record<string, unknown>>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
