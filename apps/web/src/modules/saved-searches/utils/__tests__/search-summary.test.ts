import { DEFAULT_JOB_FILTERS } from '../../../jobs/utils/job-filters';
import { saveSearchBody, searchChips, suggestedName } from '../search-summary';

describe('saveSearchBody (filters -> POST /api/saved-searches)', () => {
  it('sends the filters exactly as the search query does, the name only when one is typed', () => {
    const filters = { ...DEFAULT_JOB_FILTERS, q: ' data ', jobTypes: ['Full Time' as const], salary: [30, 100] as [number, number] };
    expect(saveSearchBody(filters, '  Data jobs ', 'weekly')).toStrictEqual({
      name: 'Data jobs',
      filters: { q: 'data', jobType: ['Full Time'], salaryMin: 30000 },
      digest: 'weekly',
    });
    expect(saveSearchBody(filters, '   ', 'daily')).toStrictEqual({ filters: { q: 'data', jobType: ['Full Time'], salaryMin: 30000 }, digest: 'daily' });
  });

  it('leaves out a salary bound whose thumb sits at its end, the duration All, and the sort', () => {
    const filters = { ...DEFAULT_JOB_FILTERS, salary: [0, 45] as [number, number], duration: 0, sort: { ...DEFAULT_JOB_FILTERS.sort, rating: { on: true, descending: true } } };
    expect(saveSearchBody(filters, '', 'off')).toStrictEqual({ filters: { jobType: [], salaryMax: 45000 }, digest: 'off' });
  });
});

describe('searchChips and suggestedName', () => {
  it('shows the text, the types, the salary in rupees and the duration', () => {
    expect(searchChips({ q: 'data', jobType: ['Full Time', 'Part Time'], salaryMin: 30000, salaryMax: 150000, duration: 3 })).toEqual([
      '“data”',
      'Full Time',
      'Part Time',
      '₹30,000 – ₹1,50,000',
      'Under 3 months',
    ]);
    expect(searchChips({ jobType: [], salaryMax: 50000, duration: 1 })).toEqual(['Up to ₹50,000', 'Under 1 month']);
    expect(searchChips({ jobType: [] })).toEqual([]);
  });

  it('suggests a name from the filters, as the server makes one ("data · Full Time")', () => {
    expect(suggestedName({ q: 'data', jobType: ['Full Time'] })).toBe('data · Full Time');
    expect(suggestedName({ jobType: [], salaryMin: 30000 })).toBe('From ₹30,000');
    expect(suggestedName({ jobType: [] })).toBeNull();
  });
});
