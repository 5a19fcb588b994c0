import type { AppDatabase } from '@hirewise/server-kit';
import type * as schema from './schema';

export type Db = AppDatabase<typeof schema>;
