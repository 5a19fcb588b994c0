import type { AppDatabase } from '@hirewise/server-kit';
import type * as schema from './schema';

/** The service's database, or an open transaction on it: repositories accept either. */
export type Db = AppDatabase<typeof schema>;
