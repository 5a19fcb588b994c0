import { PgDialect } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import { jobsQuerySchema } from '@hirewise/contracts';
import { escapeLike, pageOf, searchConditions, sortOrder } from '../job-search.query';

const dialect = new PgDialect();
const render = (sql: SQL | undefined) => (sql ? dialect.sqlToQuery(sql) : undefined);
const where = (raw: Record<string, unknown>, ownerId?: string) => render(searchConditions(jobsQuerySchema.parse(raw), { ownerId }));
const order = (raw: Record<string, unknown>) => sortOrder(jobsQuerySchema.parse(raw)).map((s) => dialect.sqlToQuery(s).sql);

describe('searchConditions', () => {
  it('keeps only open jobs in the public list, and nothing else without filters', () => {
    expect(where({})).toEqual({ sql: '"jobs"."deadline" > now()', params: [] });
  });

  it('lists the owner’s jobs, expired included, for myjobs', () => {
    expect(where({}, 'owner-1')).toEqual({ sql: '"jobs"."recruiter_id" = $1', params: ['owner-1'], typings: ['uuid'] });
  });

  it('combines every filter, each once, with bound parameters', () => {
    const q = where({ q: 'React', jobType: ['Full Time', 'Part Time', 'Full Time'], salaryMin: '20000', salaryMax: '80000', duration: '3' });
    expect(q?.sql).toBe(
      '("jobs"."deadline" > now() and "jobs"."search_text" like lower($1) and "jobs"."job_type" in ($2, $3) and "jobs"."salary" >= $4 and "jobs"."salary" <= $5 and "jobs"."duration" < $6)',
    );
    expect(q?.params).toEqual(['%React%', 'Full Time', 'Part Time', 20000, 80000, 3]);
  });

  it('treats duration 0, an empty q and no job type as no filter', () => {
    expect(where({ duration: 0, q: '   ', jobType: '' })).toEqual({ sql: '"jobs"."deadline" > now()', params: [] });
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

describe('sortOrder', () => {
  const TIE_BREAK = ['"jobs"."date_of_posting" desc', '"jobs"."id" desc'];

  it('orders newest first by default', () => {
    expect(order({})).toEqual(TIE_BREAK);
  });

  it('applies ascending keys first, then descending ones, each in the order given', () => {
    expect(order({ desc: ['rating', 'salary'], asc: 'duration' })).toEqual([
      '"jobs"."duration" asc',
      '"jobs"."rating" desc',
      '"jobs"."salary" desc',
      ...TIE_BREAK,
    ]);
  });

  it('uses a field named twice once, by its first mention', () => {
    expect(order({ asc: ['salary', 'salary'], desc: 'salary' })).toEqual(['"jobs"."salary" asc', ...TIE_BREAK]);
  });
});

describe('pageOf', () => {
  it('turns page and limit into an offset', () => {
    expect(pageOf({ page: 1, limit: 50 })).toEqual({ limit: 50, offset: 0 });
    expect(pageOf({ page: 3, limit: 20 })).toEqual({ limit: 20, offset: 40 });
  });
});
