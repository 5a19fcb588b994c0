import { PgDialect } from 'drizzle-orm/pg-core';
import { sql, type SQL } from 'drizzle-orm';
import { jobsQuerySchema } from '@hirewise/contracts';
import { afterPosition, escapeLike, keyExpressions, orderBy, pageOf, searchConditions, sortKeys, substringMatch } from '../job-search.query';

const dialect = new PgDialect();
const render = (sql: SQL | undefined) => (sql ? dialect.sqlToQuery(sql) : undefined);
const where = (raw: Record<string, unknown>, ownerId?: string, text?: SQL) => render(searchConditions(jobsQuerySchema.parse(raw), { ownerId }, text));
const RANK = sql`rank_expr`;
const order = (raw: Record<string, unknown>, relevance = false) =>
  orderBy(sortKeys(jobsQuerySchema.parse(raw), relevance), keyExpressions(RANK)).map((s) => dialect.sqlToQuery(s).sql);

describe('searchConditions', () => {
  it('keeps only open jobs in the public list, and nothing else without filters', () => {
    expect(where({})).toEqual({ sql: '"jobs"."deadline" > now()', params: [] });
  });

  it('lists the owner’s jobs, expired included, for myjobs', () => {
    expect(where({}, 'owner-1')).toEqual({ sql: '"jobs"."recruiter_id" = $1', params: ['owner-1'], typings: ['uuid'] });
  });

  it('combines every filter, each once, with bound parameters; the text match comes from the search', () => {
    const q = where({ jobType: ['Full Time', 'Part Time', 'Full Time'], salaryMin: '20000', salaryMax: '80000', duration: '3', location: 'Pune', remote: '0' }, undefined, substringMatch('React'));
    expect(q?.sql).toBe(
      '("jobs"."deadline" > now() and "jobs"."search_text" like lower($1) and (lower("jobs"."location_city") = lower($2) or lower("jobs"."location_country") = lower($3)) and "jobs"."job_type" in ($4, $5) and ("jobs"."salary" >= $6 and "jobs"."salary" <= $7) and "jobs"."duration" < $8 and "jobs"."remote" = $9)',
    );
    expect(q?.params).toEqual(['%React%', 'Pune', 'Pune', 'Full Time', 'Part Time', 20000, 80000, 3, false]);
  });

  it('lets remote jobs without a place match any location when remote=1', () => {
    expect(where({ location: 'India', remote: '1' })?.sql).toContain(
      'or ("jobs"."remote" = $3 and "jobs"."location_city" = $4 and "jobs"."location_country" = $5)) and "jobs"."remote" = $6',
    );
  });

  it('treats duration 0, an empty q or location and no job type as no filter', () => {
    expect(where({ duration: 0, q: '   ', location: ' ', jobType: '' })).toEqual({ sql: '"jobs"."deadline" > now()', params: [] });
  });

  it('keeps salary 0 as a real bound', () => {
    expect(where({ salaryMin: 0, salaryMax: 0 })?.params).toEqual([0, 0]);
  });
});

describe('escapeLike', () => {
  it.each([
    ['c_sharp', 'c\\_sharp'],
    ['100%', '100\\%'],
    ['back\\slash', 'back\\\\slash'],
    ['Node.js', 'Node.js'],
  ])('makes %j match literally', (input, escaped) => {
    expect(escapeLike(input)).toBe(escaped);
  });
});

describe('sort order', () => {
  const TIE_BREAK = ['"jobs"."date_of_posting" desc', '"jobs"."id" desc'];

  it('orders newest first by default', () => {
    expect(order({})).toEqual(TIE_BREAK);
  });

  it('orders by relevance with q and no sort, newest first among equals', () => {
    expect(order({ q: 'react' }, true)).toEqual(['rank_expr desc', ...TIE_BREAK]);
    expect(order({ q: 'react', asc: 'salary' }, true)).toEqual(['"jobs"."salary" asc', ...TIE_BREAK]);
  });

  it('applies ascending keys first, then descending ones, each in the order given', () => {
    expect(order({ desc: ['rating', 'salary'], asc: 'duration' })).toEqual(['"jobs"."duration" asc', '"jobs"."rating" desc', '"jobs"."salary" desc', ...TIE_BREAK]);
  });

  it('uses a field named twice once, by its first mention', () => {
    expect(order({ asc: ['salary', 'salary'], desc: 'salary' })).toEqual(['"jobs"."salary" asc', ...TIE_BREAK]);
  });
});

describe('afterPosition', () => {
  const after = (raw: Record<string, unknown>, values: (string | number)[], relevance = false) =>
    render(afterPosition(sortKeys(jobsQuerySchema.parse(raw), relevance), keyExpressions(RANK), values, 'id-1'));

  it('compares one row when every key runs the same way (the index serves it)', () => {
    expect(after({}, ['2030-01-01T00:00:00.000001Z'])).toMatchObject({
      sql: '("jobs"."date_of_posting", "jobs"."id") < ($1::timestamptz, $2::uuid)',
      params: ['2030-01-01T00:00:00.000001Z', 'id-1'],
    });
    expect(after({ q: 'x' }, [1.5, '2030-01-01T00:00:00Z'], true)?.sql).toBe('(rank_expr, "jobs"."date_of_posting", "jobs"."id") < ($1::float8, $2::timestamptz, $3::uuid)');
  });

  it('spells out "equal so far, then after" for mixed directions', () => {
    expect(after({ asc: 'salary' }, [100, '2030-01-01T00:00:00Z'])?.sql).toBe(
      '(("jobs"."salary" > $1::int) or ("jobs"."salary" = $2::int and "jobs"."date_of_posting" < $3::timestamptz) or ("jobs"."salary" = $4::int and "jobs"."date_of_posting" = $5::timestamptz and "jobs"."id" < $6::uuid))',
    );
  });
});

describe('pageOf', () => {
  it('turns page and limit into an offset', () => {
    expect(pageOf({ page: 1, limit: 50 })).toEqual({ limit: 50, offset: 0 });
    expect(pageOf({ page: 3, limit: 20 })).toEqual({ limit: 20, offset: 40 });
  });
});
