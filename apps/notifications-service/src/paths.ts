import { join } from 'node:path';

/** Generated SQL migrations, beside src/ and dist/ alike. */
export const MIGRATIONS_DIR = join(__dirname, '..', 'drizzle');
