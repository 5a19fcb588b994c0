import { and, asc, desc, eq, gt, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { JobSortField, JobsQuery } from '@hirewise/contracts';
import { jobs } from './job.table';

/**
 * GET /api/jobs as SQL: the filters of spec section 7 (hiring-core "Lists") and the sort keys,
 * each of which an index serves (see job.table.ts).
 */
export interface SearchScope {
  /** The caller's own jobs, expired included (myjobs=1); otherwise every job still open. */
  ownerId?: string;
}

export function searchConditions(query: JobsQuery, scope: SearchScope): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    scope.ownerId ? eq(jobs.recruiterId, scope.ownerId) : gt(jobs.deadline, sql`now()`),
    query.q ? textMatch(query.q) : undefined,
    query.jobType.length > 0 ? inArray(jobs.jobType, [...new Set(query.jobType)]) : undefined,
    query.salaryMin !== undefined ? gte(jobs.salary, query.salaryMin) : undefined,
    query.salaryMax !== undefined ? lte(jobs.salary, query.salaryMax) : undefined,
    // duration=N keeps jobs shorter than N months, Flexible (0) included; 0 means any.
    query.duration ? lt(jobs.duration, query.duration) : undefined,
  ];
  return and(...conditions);
}

/** Case-insensitive substring of the title or of one skill, served by the trigram index on search_text. */
function textMatch(q: string): SQL {
  // lower() on both sides: the same function folds the text and the search, whatever the locale.
  return sql`${jobs.searchText} like lower(${`%${escapeLike(q)}%`})`;
}

/** LIKE treats % and _ as wildcards; a search for "c_sharp" or "100%" means the characters. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

const SORT_COLUMNS = { salary: jobs.salary, duration: jobs.duration, rating: jobs.rating } as const satisfies Record<JobSortField, unknown>;

/**
 * Ascending keys first, then descending ones, each in the order given; a field named twice
 * counts once. Newest posting, then id, break ties so pages never overlap.
 */
export function sortOrder(query: Pick<JobsQuery, 'asc' | 'desc'>): SQL[] {
  const seen = new Set<JobSortField>();
  const keys: SQL[] = [];
  const push = (field: JobSortField, direction: typeof asc) => {
    if (seen.has(field)) return;
    seen.add(field);
    keys.push(direction(SORT_COLUMNS[field]));
  };
  query.asc.forEach((f) => push(f, asc));
  query.desc.forEach((f) => push(f, desc));
  return [...keys, desc(jobs.dateOfPosting), desc(jobs.id)];
}

export function pageOf(query: Pick<JobsQuery, 'page' | 'limit'>): { limit: number; offset: number } {
  return { limit: query.limit, offset: (query.page - 1) * query.limit };
}
