import { and, sql, type SQL } from 'drizzle-orm';
import { FILTER_DURATIONS, JOB_SEARCH_TOTAL_CAP, JOB_TYPES, SALARY_BANDS, type JobFacets } from '@hirewise/contracts';
import type { AppDatabase } from '@hirewise/server-kit';
import type * as schema from '../../schema';
import { jobs } from '../job.table';
import { filterParts, type JobFilters, type SearchScope } from '../job-search.query';

type Db = AppDatabase<typeof schema>;

/** Stored durations: 0 (flexible) to 6 months (the filter's 7 means "any"). */
const DURATIONS = FILTER_DURATIONS.filter((d) => d <= 6);

/**
 * GET /api/jobs/facets in one scan: the rows every facet shares (open, `q`, location) are read
 * once, and each count is a FILTER of the other facets' conditions, not its own, so choosing one
 * job type still shows how many jobs the other types would give.
 */
export async function countFacets(db: Db, query: JobFilters, scope: SearchScope, text?: SQL): Promise<JobFacets & { matched: number }> {
  const f = filterParts(query, scope);
  const when = (...conditions: (SQL | undefined)[]) => and(...conditions) ?? sql`true`;
  const count = (condition: SQL) => sql<number>`(count(*) filter (where ${condition}))::int`;
  const columns: Record<string, SQL<number>> = {
    total: count(when(f.jobType, f.salary, f.duration, f.remote)),
    remote: count(when(f.jobType, f.salary, f.duration, sql`${jobs.remote}`)),
    onSite: count(when(f.jobType, f.salary, f.duration, sql`not ${jobs.remote}`)),
  };
  JOB_TYPES.forEach((type, i) => (columns[`type${i}`] = count(when(f.salary, f.duration, f.remote, sql`${jobs.jobType} = ${type}`))));
  DURATIONS.forEach((d) => (columns[`duration${d}`] = count(when(f.jobType, f.salary, f.remote, sql`${jobs.duration} = ${d}`))));
  SALARY_BANDS.forEach(({ min, max }, i) => {
    const band = max === null ? sql`${jobs.salary} >= ${min}` : sql`${jobs.salary} >= ${min} and ${jobs.salary} < ${max}`;
    columns[`band${i}`] = count(when(f.jobType, f.duration, f.remote, band));
  });
  const [row] = await db.select(columns).from(jobs).where(and(f.scope, text, f.location));
  const total = row.total;
  return {
    matched: total,
    total: Math.min(total, JOB_SEARCH_TOTAL_CAP),
    totalCapped: total > JOB_SEARCH_TOTAL_CAP,
    jobType: JOB_TYPES.map((value, i) => ({ value, count: row[`type${i}`] })),
    duration: DURATIONS.map((value) => ({ value, count: row[`duration${value}`] })),
    salary: SALARY_BANDS.map(({ min, max }, i) => ({ min, max, count: row[`band${i}`] })),
    remote: { remote: row.remote, onSite: row.onSite },
  };
}
