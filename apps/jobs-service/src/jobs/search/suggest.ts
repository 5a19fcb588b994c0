import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { JobSuggestion } from '@hirewise/contracts';
import type { AppDatabase } from '@hirewise/server-kit';
import type * as schema from '../../schema';
import { cleanSearchText } from './query-parser';
import { jobSearchTermKeys, jobSearchTerms } from './search.tables';

type Db = AppDatabase<typeof schema>;

/** Past the last character: every key that starts with a prefix sorts below prefix + this. */
const AFTER_ALL = '\u{10FFFF}';

/**
 * Type-ahead: titles and skills of open jobs with a word starting with what was typed ("react d"
 * finds "Senior React Developer"), most used first. Served by the lexicon (search.tables.ts): a
 * range scan of the keys' pattern index (byte order, so any prefix is one range), joined to the
 * terms, never a scan of the jobs. Typed text gets the keys' form in SQL (jobs_search_key_norm).
 */
export async function suggestTerms(db: Db, q: string, limit: number): Promise<JobSuggestion[]> {
  const typed = cleanSearchText(q);
  if (!typed) return [];
  const prefix = sql`jobs_search_key_norm(${typed})`;
  const rows = await db
    .selectDistinctOn([jobSearchTerms.jobs, jobSearchTerms.kind, jobSearchTerms.norm], { text: jobSearchTerms.display, kind: jobSearchTerms.kind })
    .from(jobSearchTermKeys)
    .innerJoin(jobSearchTerms, and(eq(jobSearchTerms.kind, jobSearchTermKeys.kind), eq(jobSearchTerms.norm, jobSearchTermKeys.norm)))
    .where(
      and(
        sql`${prefix} <> ''`,
        sql`${jobSearchTermKeys.key} ~>=~ ${prefix}`,
        sql`${jobSearchTermKeys.key} ~<~ (${prefix} || ${AFTER_ALL})`,
        gt(jobSearchTerms.jobs, 0),
        gt(jobSearchTerms.openUntil, sql`now()`),
      ),
    )
    .orderBy(desc(jobSearchTerms.jobs), jobSearchTerms.kind, jobSearchTerms.norm)
    // A title and a skill may read alike: twice the rows, then one of each text.
    .limit(limit * 2);
  const seen = new Set<string>();
  const suggestions: JobSuggestion[] = [];
  for (const row of rows) {
    const key = row.text.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    suggestions.push({ text: row.text, kind: row.kind });
    if (suggestions.length === limit) break;
  }
  return suggestions;
}
