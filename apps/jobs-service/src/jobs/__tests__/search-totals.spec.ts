import { jobsQuerySchema } from '@hirewise/contracts';
import { SearchTotals, totalKey } from '../search-totals';

describe('SearchTotals', () => {
  let now = 0;
  let counted = 0;
  const count = (n: number, validUntil?: number) => () => {
    counted += 1;
    return Promise.resolve({ total: n, validUntil });
  };
  beforeEach(() => {
    now = 1_000;
    counted = 0;
  });

  it('reuses a total until it is older than the TTL', async () => {
    const totals = new SearchTotals(5_000, () => now);
    expect(await totals.get('k', count(7))).toBe(7);
    now += 4_999;
    expect(await totals.get('k', count(8))).toBe(7);
    now += 1;
    expect(await totals.get('k', count(9))).toBe(9);
    expect(counted).toBe(2);
  });

  it('counts again once the first matching deadline has passed, even inside the TTL', async () => {
    const totals = new SearchTotals(5_000, () => now);
    expect(await totals.get('k', count(2, 2_500))).toBe(2);
    now = 2_000;
    expect(await totals.get('k', count(9))).toBe(2);
    now = 2_500;
    expect(await totals.get('k', count(1))).toBe(1);
    expect(counted).toBe(2);
  });

  it('lets concurrent searches with one filter share one count', async () => {
    const totals = new SearchTotals(5_000, () => now);
    let release!: (n: { total: number }) => void;
    const slow = () => {
      counted += 1;
      return new Promise<{ total: number }>((resolve) => (release = resolve));
    };
    const both = Promise.all([totals.get('k', slow), totals.get('k', slow)]);
    release({ total: 3 });
    expect(await both).toEqual([3, 3]);
    expect(counted).toBe(1);
  });

  it('keeps filters apart and forgets everything on clear', async () => {
    const totals = new SearchTotals(5_000, () => now);
    expect(await totals.get('a', count(1))).toBe(1);
    expect(await totals.get('b', count(2))).toBe(2);
    totals.clear();
    expect(await totals.get('a', count(10))).toBe(10);
  });

  it('does not remember a failed count', async () => {
    const totals = new SearchTotals(5_000, () => now);
    await expect(totals.get('k', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await totals.get('k', count(4))).toBe(4);
  });
});

describe('totalKey', () => {
  const key = (raw: Record<string, unknown>) => totalKey(jobsQuerySchema.parse(raw));

  it('ignores sort and page, and the order of job types', () => {
    expect(key({ q: 'react', jobType: ['Part Time', 'Full Time'], desc: 'salary', page: 3, limit: 10 })).toBe(
      key({ q: 'react', jobType: ['Full Time', 'Part Time', 'Full Time'], asc: 'rating' }),
    );
  });

  it('tells every filter apart', () => {
    const keys = [{}, { q: 'react' }, { jobType: 'Full Time' }, { salaryMin: 0 }, { salaryMax: 0 }, { duration: 3 }].map(key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(key({ duration: 0 })).toBe(key({}));
  });
});
