import { DEFAULT_JOB_FILTERS, buildJobsQuery, type JobFilters } from '../job-filters';

const page: Parameters<typeof buildJobsQuery>[1] = { scope: 'browse', page: 1, limit: 12 };
const build = (patch: Partial<JobFilters>, request = page) => buildJobsQuery({ ...DEFAULT_JOB_FILTERS, ...patch }, request);
const sortOff = DEFAULT_JOB_FILTERS.sort;

describe('buildJobsQuery', () => {
  it('sends only the page with the default filters', () => {
    expect(build({}).toString()).toBe('page=1&limit=12');
  });

  it('sends the trimmed search text and leaves out a blank one', () => {
    expect(build({ q: '  react dev ' }).get('q')).toBe('react dev');
    expect(build({ q: '   ' }).has('q')).toBe(false);
  });

  it('repeats jobType for each ticked job type', () => {
    expect(build({ jobTypes: ['Full Time', 'Work From Home'] }).getAll('jobType')).toEqual(['Full Time', 'Work From Home']);
  });

  it('leaves out the salary while the slider sits at both ends', () => {
    const query = build({ salary: [0, 100] });
    expect(query.has('salaryMin')).toBe(false);
    expect(query.has('salaryMax')).toBe(false);
  });

  it('sends a bound times 1000 only for a thumb moved off its end', () => {
    const both = build({ salary: [20, 75] });
    expect([both.get('salaryMin'), both.get('salaryMax')]).toEqual(['20000', '75000']);
    const minOnly = build({ salary: [5, 100] });
    expect([minOnly.get('salaryMin'), minOnly.has('salaryMax')]).toEqual(['5000', false]);
    const maxOnly = build({ salary: [0, 1] });
    expect([maxOnly.has('salaryMin'), maxOnly.get('salaryMax')]).toEqual([false, '1000']);
  });

  it('sends duration unless it is 0 (All)', () => {
    expect(build({ duration: 0 }).has('duration')).toBe(false);
    expect(build({ duration: 7 }).get('duration')).toBe('7');
  });

  it('sends asc=/desc= for each sort that is on, in the order salary, duration, rating', () => {
    const query = build({
      sort: { ...sortOff, rating: { on: true, descending: true }, salary: { on: true, descending: false }, duration: { on: false, descending: true } },
    });
    expect(query.getAll('asc')).toEqual(['salary']);
    expect(query.getAll('desc')).toEqual(['rating']);
    expect(query.toString()).toBe('asc=salary&desc=rating&page=1&limit=12');
  });

  it('adds myjobs=1 for the recruiter\'s own list and the requested page', () => {
    expect(build({}, { scope: 'mine', page: 3, limit: 12 }).toString()).toBe('myjobs=1&page=3&limit=12');
  });
});
