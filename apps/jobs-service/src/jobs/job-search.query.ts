import { and, asc, desc, eq, gt, gte, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { JobFacetsQuery, JobSortField, JobsQuery } from '@hirewise/contracts';
import { jobs } from './job.table';
import type { CursorValue, CursorValueKind } from './search/cursor';
import { cleanSearchText } from './search/query-parser';

/**
 * GET /api/jobs as SQL: the filters of spec section 7 (hiring-core "Lists") plus issue 19's
 * location and remote, and the sort keys, each of which an index serves (see job.table.ts).
 * The text match of `q` is built apart (search/text-match.ts): it depends on the database.
 */
export interface SearchScope {
  /** The caller's own jobs, expired included (myjobs=1); otherwise every job still open. */
  ownerId?: string;
}

/** The filters that narrow the set (shared by the list and the facets). */
export type JobFilters = Pick<JobFacetsQuery, 'jobType' | 'salaryMin' | 'salaryMax' | 'duration' | 'location' | 'remote'>;

/** Each filter on its own, so the facets can leave out the one they count. */
export interface FilterParts {
  scope: SQL;
  location?: SQL;
  jobType?: SQL;
  salary?: SQL;
  duration?: SQL;
  remote?: SQL;
}

export function filterParts(query: JobFilters, scope: SearchScope): FilterParts {
  return {
    scope: scope.ownerId ? eq(jobs.recruiterId, scope.ownerId) : gt(jobs.deadline, sql`now()`),
    location: query.location ? locationMatch(query.location, query.remote === true) : undefined,
    jobType: query.jobType.length > 0 ? inArray(jobs.jobType, [...new Set(query.jobType)]) : undefined,
    salary: and(
      query.salaryMin !== undefined ? gte(jobs.salary, query.salaryMin) : undefined,
      query.salaryMax !== undefined ? lte(jobs.salary, query.salaryMax) : undefined,
    ),
    // duration=N keeps jobs shorter than N months, Flexible (0) included; 0 means any.
    duration: query.duration ? lt(jobs.duration, query.duration) : undefined,
    remote: query.remote === undefined ? undefined : eq(jobs.remote, query.remote),
  };
}

/** Every filter and the text match, for the list. */
export function searchConditions(query: JobFilters, scope: SearchScope, text?: SQL): SQL | undefined {
  const parts = filterParts(query, scope);
  return and(parts.scope, text, parts.location, parts.jobType, parts.salary, parts.duration, parts.remote);
}

/**
 * A city or a country, case ignored (lower() on both sides, as the indexes are built). With
 * remote=1, remote jobs that name no place at all (work from anywhere) match any location too.
 */
function locationMatch(location: string, remoteOnly: boolean): SQL {
  const place = cleanSearchText(location);
  // Nothing but control characters names no place (and must not match every job without one).
  if (!place) return sql`false`;
  return or(
    sql`lower(${jobs.locationCity}) = lower(${place})`,
    sql`lower(${jobs.locationCountry}) = lower(${place})`,
    remoteOnly ? and(eq(jobs.remote, true), eq(jobs.locationCity, ''), eq(jobs.locationCountry, '')) : undefined,
  ) as SQL;
}

/** Case-insensitive substring of the title or of one skill, served by the trigram index on search_text. */
export function substringMatch(q: string): SQL {
  // lower() on both sides: the same function folds the text and the search, whatever the locale.
  return sql`${jobs.searchText} like lower(${`%${escapeLike(q)}%`})`;
}

/** LIKE treats % and _ as wildcards; a search for "c_sharp" or "100%" means the characters. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

// ---------- order and keyset ----------

export type SortKeyName = 'rank' | JobSortField | 'posted';
export interface SortKey {
  name: SortKeyName;
  direction: 'asc' | 'desc';
}

const COLUMNS = { salary: jobs.salary, duration: jobs.duration, rating: jobs.rating, posted: jobs.dateOfPosting } as const;
const KINDS: Record<SortKeyName, CursorValueKind> = { rank: 'float', salary: 'int', duration: 'int', rating: 'float', posted: 'timestamp' };
const CASTS: Record<CursorValueKind, SQL> = { int: sql`int`, float: sql`float8`, timestamp: sql`timestamptz` };

/**
 * Ascending keys first, then descending ones, each in the order given; a field named twice
 * counts once. With `q` and no sort the order is relevance. Newest posting, then id, break ties
 * so pages never overlap (the id is not listed: it always comes last, descending).
 */
export function sortKeys(query: Pick<JobsQuery, 'asc' | 'desc'>, relevance: boolean): SortKey[] {
  const seen = new Set<JobSortField>();
  const keys: SortKey[] = [];
  const push = (name: JobSortField, direction: SortKey['direction']) => {
    if (seen.has(name)) return;
    seen.add(name);
    keys.push({ name, direction });
  };
  query.asc.forEach((f) => push(f, 'asc'));
  query.desc.forEach((f) => push(f, 'desc'));
  if (keys.length === 0 && relevance) keys.push({ name: 'rank', direction: 'desc' });
  return [...keys, { name: 'posted', direction: 'desc' }];
}

export const cursorKinds = (keys: readonly SortKey[]): CursorValueKind[] => keys.map((k) => KINDS[k.name]);

/** The SQL of one key; `rank` is the relevance expression of the search (ranking.ts). */
export type KeyExpressions = (name: SortKeyName) => SQL;

export function keyExpressions(rank?: SQL): KeyExpressions {
  return (name) => {
    // A later step of the text match may have nothing to rank by: all rank alike, newest first.
    if (name === 'rank') return rank ?? sql`0::float8`;
    return sql`${COLUMNS[name]}`;
  };
}

export function orderBy(keys: readonly SortKey[], expr: KeyExpressions): SQL[] {
  return [...keys.map((k) => (k.direction === 'asc' ? asc(expr(k.name)) : desc(expr(k.name)))), desc(jobs.id)];
}

/**
 * Rows after a cursor's position in this order. All keys one way (the default and relevance
 * orders): one row comparison, which the (date_of_posting, id) index serves. Mixed directions:
 * the OR of "equal so far, then after" for each key.
 */
export function afterPosition(keys: readonly SortKey[], expr: KeyExpressions, values: readonly CursorValue[], id: string, idColumn: SQL = sql`${jobs.id}`): SQL {
  const columns = [...keys.map((k) => expr(k.name)), idColumn];
  const bound = [...keys.map((k, i) => sql`${values[i]}::${CASTS[KINDS[k.name]]}`), sql`${id}::uuid`];
  const directions = [...keys.map((k) => k.direction), 'desc' as const];
  if (directions.every((d) => d === directions[0])) {
    const op = directions[0] === 'asc' ? sql`>` : sql`<`;
    return sql`(${sql.join(columns, sql`, `)}) ${op} (${sql.join(bound, sql`, `)})`;
  }
  const branches = columns.map((column, i) => {
    const equalBefore = columns.slice(0, i).map((c, j) => sql`${c} = ${bound[j]}`);
    const after = directions[i] === 'asc' ? sql`${column} > ${bound[i]}` : sql`${column} < ${bound[i]}`;
    return sql`(${sql.join([...equalBefore, after], sql` and `)})`;
  });
  return sql`(${sql.join(branches, sql` or `)})`;
}

export function pageOf(query: Pick<JobsQuery, 'page' | 'limit'>): { limit: number; offset: number } {
  return { limit: query.limit, offset: (query.page - 1) * query.limit };
}
