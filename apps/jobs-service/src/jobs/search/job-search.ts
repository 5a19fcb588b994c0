import { Inject, Injectable } from '@nestjs/common';
import { and, desc, sql, type SQL } from 'drizzle-orm';
import { JOB_SEARCH_TOTAL_CAP, type JobFacets, type JobFacetsQuery, type JobHighlights, type JobsQuery, type JobSuggestion } from '@hirewise/contracts';
import { DATABASE, type AppDatabase } from '@hirewise/server-kit';
import type * as schema from '../../schema';
import { jobs } from '../job.table';
import { listedColumns, viewColumns } from '../job.columns';
import type { JobView, ListedJobView } from '../job.mapper';
import { afterPosition, cursorKinds, keyExpressions, orderBy, pageOf, searchConditions, sortKeys, type KeyExpressions, type SearchScope, type SortKey } from '../job-search.query';
import { SearchTotals, totalKey, type CountedTotal } from '../search-totals';
import { cursorBinding, decodeCursor, encodeCursor, type CursorPosition, type CursorValue } from './cursor';
import { countFacets } from './facets';
import { highlightsOf } from './highlights';
import { suggestTerms } from './suggest';
import { QueryCompiler } from './query-compiler';
import { broadMatch, FEW_MATCHES, primaryMatch, relaxedMatch, type TextMatch } from './text-match';

type Db = AppDatabase<typeof schema>;

/**
 * How many of the newest matches the public list ranks by relevance. Ranking reads each
 * candidate's search document, so the window bounds a broad search's work (tens of thousands
 * match "developer"); beyond it the matches follow newest first (see `page`). 200 is ten pages of
 * 20: measured in docs/performance.md (1,000 cost ~15 ms of PostgreSQL per search, 200 ~4 ms).
 */
export const RANK_WINDOW = 200;
/** The rank of a match beyond the window (every rank in the window is >= 0): such rows sort after the window, newest first. */
export const BEYOND_WINDOW_RANK = -1;

export interface SearchPage {
  /** The public list's rows carry no description (contracts `Job.description`). */
  rows: (JobView | ListedJobView)[];
  total: number;
  totalCapped: boolean;
  nextCursor?: string;
  highlights: Map<string, JobHighlights>;
}

/** A page row with what its cursor needs: the exact posting time and, in relevance order, the rank. */
type PageRow = (JobView | ListedJobView) & { cursorPosted: string; rank?: number; windowTotal?: number | string };

/** The posting time for a cursor: microseconds, in UTC (a JavaScript Date would lose them and the next page would repeat a row). */
const CURSOR_POSTED = sql<string>`to_char(${jobs.dateOfPosting} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** The relevance order (sortKeys with `q` and no sort). */
const RANK_KEYS: SortKey[] = [
  { name: 'rank', direction: 'desc' },
  { name: 'posted', direction: 'desc' },
];

/** Newest first: the order of the matches beyond the relevance window. */
const DATE_KEYS: SortKey[] = [{ name: 'posted', direction: 'desc' }];

/**
 * GET /api/jobs: one page, its total and the next page's cursor.
 *
 * The public list's total is exact up to JOB_SEARCH_TOTAL_CAP: it counts at most cap + 1 rows,
 * so a broad search never counts 10,000 (and the count is kept a few seconds, SearchTotals). A
 * recruiter's own list is always counted exactly. One row past the page says whether there is a
 * next one. With `q`, the page's jobs get highlights.
 */
@Injectable()
export class JobSearch {
  constructor(
    @Inject(DATABASE) private readonly db: Db,
    private readonly compiler: QueryCompiler,
    private readonly totals: SearchTotals,
  ) {}

  async search(query: JobsQuery, scope: SearchScope): Promise<SearchPage> {
    const compiled = query.q ? await this.compiler.compile(query.q) : undefined;
    let match = compiled ? primaryMatch(compiled) : undefined;
    const keys = sortKeys(query, match?.rank !== undefined);
    const binding = cursorBinding(bindingParts(query, keys, scope));
    const position = query.cursor ? decodeCursor(query.cursor, binding, cursorKinds(keys)) : undefined;

    let [page, counted] = await this.pageAndTotal(query, scope, keys, match, position);
    if (compiled && match?.broadens && counted < FEW_MATCHES) {
      match = broadMatch(compiled, await this.compiler.corrected(compiled));
      [page, counted] = await this.pageAndTotal(query, scope, keys, match, position);
      if (counted === 0 && compiled.relaxable) {
        match = relaxedMatch(compiled, await this.compiler.relaxed(compiled));
        [page, counted] = await this.pageAndTotal(query, scope, keys, match, position);
      }
    }

    const { limit } = pageOf(query);
    const rows = page.slice(0, limit);
    const last = rows[rows.length - 1];
    const nextCursor = page.length > limit && last ? encodeCursor(binding, positionOf(last, keys)) : undefined;
    const capped = !scope.ownerId && counted > JOB_SEARCH_TOTAL_CAP;
    const highlights = match?.tsquery ? await highlightsOf(this.db, rows.map((r) => r.id), match.tsquery) : new Map<string, JobHighlights>();
    return { rows: rows.map(stripCursorFields), total: capped ? JOB_SEARCH_TOTAL_CAP : counted, totalCapped: capped, nextCursor, highlights };
  }

  /**
   * GET /api/jobs/facets: with `q` the same text match as the list (full text, then the broader
   * match when it finds fewer than a few jobs), so the counts agree with the list.
   */
  async facets(query: JobFacetsQuery): Promise<JobFacets> {
    const compiled = query.q ? await this.compiler.compile(query.q) : undefined;
    let match = compiled ? primaryMatch(compiled) : undefined;
    let facets = await countFacets(this.db, query, {}, match?.where);
    if (compiled && match?.broadens && facets.matched < FEW_MATCHES) {
      match = broadMatch(compiled, await this.compiler.corrected(compiled));
      facets = await countFacets(this.db, query, {}, match.where);
      if (facets.matched === 0 && compiled.relaxable) {
        match = relaxedMatch(compiled, await this.compiler.relaxed(compiled));
        facets = await countFacets(this.db, query, {}, match.where);
      }
    }
    const { matched: _matched, ...answer } = facets;
    return answer;
  }

  /** GET /api/jobs/suggest (suggest.ts). */
  suggest(q: string, limit: number): Promise<JobSuggestion[]> {
    return suggestTerms(this.db, q, limit);
  }

  /** Forgets kept totals and corrections: this process changed a job. */
  changed(): void {
    this.totals.clear();
    this.compiler.vocabularyChanged();
  }

  /**
   * One page and the number of matches. A first page in relevance order learns how many jobs its
   * window holds from its own scan: fewer than RANK_WINDOW is every match, and the count (a second
   * scan of up to cap + 1 rows) is not needed; most searches of two or three words are such.
   */
  private async pageAndTotal(query: JobsQuery, scope: SearchScope, keys: SortKey[], match: TextMatch | undefined, position?: CursorPosition): Promise<[PageRow[], number]> {
    if (position || !relevanceWindowed(keys, scope)) {
      const [page, counted] = await Promise.all([this.page(query, scope, keys, match, position), this.count(query, scope, match)]);
      return [page.rows, counted];
    }
    const page = await this.page(query, scope, keys, match);
    const inWindow = page.windowTotal ?? RANK_WINDOW;
    return [page.rows, inWindow < RANK_WINDOW ? inWindow : await this.count(query, scope, match)];
  }

  private async page(
    query: JobsQuery,
    scope: SearchScope,
    keys: SortKey[],
    match: TextMatch | undefined,
    position?: CursorPosition,
  ): Promise<{ rows: PageRow[]; windowTotal?: number }> {
    const { limit, offset } = pageOf(query);
    const matches = searchConditions(query, scope, match?.where);
    const columns = scope.ownerId ? viewColumns : listedColumns;
    if (!relevanceWindowed(keys, scope)) return { rows: await this.rows(columns, keys, match, matches, limit + 1, position ? 0 : offset, position) };
    // The public list in relevance order: the newest RANK_WINDOW matches ranked, then the older
    // matches newest first (a recruiter's own list ranks all of its few jobs).
    const wanted = limit + 1 + (position ? 0 : offset);
    const beyond = position !== undefined && Number(position.values[0]) === BEYOND_WINDOW_RANK;
    const ranked = beyond ? [] : await this.ranked(columns, match, matches, wanted, position);
    // Without a position, the window's size (all of it passed the WHERE, before the LIMIT).
    const windowTotal = beyond || position ? undefined : ranked.length === 0 ? 0 : Number(ranked[0].windowTotal);
    if (ranked.length >= wanted || (windowTotal !== undefined && windowTotal < RANK_WINDOW)) return { rows: ranked.slice(position ? 0 : offset), windowTotal };
    // The window ran out: the matches older than its oldest, if it was full.
    const boundary = this.db
      .select({ posted: jobs.dateOfPosting, id: jobs.id })
      .from(jobs)
      .where(matches)
      .orderBy(desc(jobs.dateOfPosting), desc(jobs.id))
      .offset(RANK_WINDOW - 1)
      .limit(1)
      .as('boundary');
    const olderThanWindow = sql`(${jobs.dateOfPosting}, ${jobs.id}) < (select ${boundary.posted}, ${boundary.id} from ${boundary})`;
    const after = beyond && position ? afterPosition(DATE_KEYS, keyExpressions(), position.values.slice(1), position.id) : undefined;
    const older = await this.rows(columns, DATE_KEYS, undefined, and(matches, olderThanWindow, after) as SQL, wanted - ranked.length, 0, undefined, BEYOND_WINDOW_RANK);
    return { rows: [...ranked, ...older].slice(position ? 0 : offset), windowTotal };
  }

  /**
   * The window ranked, in one pass: the newest RANK_WINDOW matches with their rank (each job's
   * document read once), then ordered by rank, after `position` when given. Each row says how many
   * the window held after the position (`windowTotal`: without one, the window's size).
   */
  private async ranked(columns: typeof listedColumns, match: TextMatch | undefined, matches: SQL | undefined, limit: number, position?: CursorPosition): Promise<PageRow[]> {
    const window = this.db
      .select({ ...columns, cursorPosted: sql<string>`${CURSOR_POSTED}`.as('cursor_posted'), rank: sql<number>`${keyExpressions(match?.rank)('rank')}`.as('rank') })
      .from(jobs)
      .where(matches)
      .orderBy(desc(jobs.dateOfPosting), desc(jobs.id))
      .limit(RANK_WINDOW)
      .as('window');
    const expr: KeyExpressions = (name) => (name === 'rank' ? sql`${window.rank}` : sql`${window.dateOfPosting}`);
    return (await this.db
      .select({ ...window._.selectedFields, windowTotal: sql<number>`count(*) over ()` })
      .from(window)
      .where(position ? afterPosition(RANK_KEYS, expr, position.values, position.id, sql`${window.id}`) : undefined)
      .orderBy(desc(window.rank), desc(window.dateOfPosting), desc(window.id))
      .limit(limit)) as unknown as PageRow[];
  }

  /** One page's rows in this order (with what the cursor needs), after `position` when given. */
  private async rows(
    columns: typeof listedColumns,
    keys: SortKey[],
    match: TextMatch | undefined,
    where: SQL | undefined,
    limit: number,
    offset: number,
    position?: CursorPosition,
    fixedRank?: number,
  ): Promise<PageRow[]> {
    const expr = keyExpressions(match?.rank);
    const extra: Record<string, SQL> = { cursorPosted: CURSOR_POSTED };
    if (fixedRank !== undefined) extra.rank = sql<number>`${fixedRank}::float8`;
    else if (keys.some((k) => k.name === 'rank')) extra.rank = sql<number>`${expr('rank')}`;
    return (await this.db
      .select({ ...columns, ...extra })
      .from(jobs)
      .where(and(where, position ? afterPosition(keys, expr, position.values, position.id) : undefined))
      .orderBy(...orderBy(keys, expr))
      .limit(limit)
      .offset(offset)) as unknown as PageRow[];
  }

  /**
   * The number of matches: exact for a recruiter's own jobs; for the public list at most cap + 1
   * (more than the cap means "at least the cap"), kept a few seconds per filter.
   */
  private count(query: JobsQuery, scope: SearchScope, match: TextMatch | undefined): Promise<number> {
    const where = searchConditions(query, scope, match?.where);
    if (scope.ownerId) {
      return this.db
        .select({ n: sql<number>`count(*)::int` })
        .from(jobs)
        .where(where)
        .then(([row]) => row.n);
    }
    const count = async (): Promise<CountedTotal> => {
      const capped = this.db
        .select({ deadline: jobs.deadline })
        .from(jobs)
        .where(where)
        .limit(JOB_SEARCH_TOTAL_CAP + 1)
        .as('capped');
      const [row] = await this.db.select({ n: sql<number>`count(*)::int`, firstDeadline: sql<string | null>`min(${capped.deadline})` }).from(capped);
      // The earliest deadline among the matches is when the total next changes by itself (exact totals only).
      const exact = row.n <= JOB_SEARCH_TOTAL_CAP;
      return { total: row.n, validUntil: exact && row.firstDeadline ? new Date(row.firstDeadline).getTime() : undefined };
    };
    return this.totals.get(`${totalKey(query)}|${match?.step ?? 'first'}`, count);
  }
}

/** The public list in relevance order: the newest RANK_WINDOW matches ranked (`page`). */
function relevanceWindowed(keys: readonly SortKey[], scope: SearchScope): boolean {
  return keys[0]?.name === 'rank' && !scope.ownerId;
}

/** What a cursor belongs to: the filters, the order and whose list (not the page or its size). */
function bindingParts(query: JobsQuery, keys: SortKey[], scope: SearchScope): unknown[] {
  return [totalKey(query), keys.map((k) => `${k.name}:${k.direction}`), scope.ownerId ?? null];
}

function positionOf(row: PageRow, keys: SortKey[]): CursorPosition {
  const values: CursorValue[] = keys.map((k) => {
    switch (k.name) {
      case 'rank':
        return Number(row.rank);
      case 'posted':
        return row.cursorPosted;
      default:
        return Number(row[k.name]);
    }
  });
  return { values, id: row.id };
}

function stripCursorFields(row: PageRow): JobView | ListedJobView {
  const { cursorPosted: _posted, rank: _rank, windowTotal: _windowTotal, ...view } = row;
  return view;
}
