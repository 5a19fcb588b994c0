import { DEFAULT_JOB_FILTERS, buildJobsQuery, filterParamsOf, filtersFromSearchParams, isBestMatchOrder, jobSearchPath, narrowingParamsOf, searchFiltersOf, searchParamsOf, type JobFilters } from '../job-filters';

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

  it('sends the trimmed location and remote=1/0 after the search, before the sorts (issue 19)', () => {
    expect(build({ q: 'go', location: ' Pune ', remote: 'remote', sort: { ...sortOff, salary: { on: true, descending: true } } }).toString()).toBe(
      'q=go&location=Pune&remote=1&desc=salary&page=1&limit=12',
    );
    expect(build({ location: '  ', remote: 'onsite' }).toString()).toBe('remote=0&page=1&limit=12');
    expect(build({ remote: 'any' }).has('remote')).toBe(false);
  });

  it('adds myjobs=1 for the recruiter\'s own list and the requested page', () => {
    expect(build({}, { scope: 'mine', page: 3, limit: 12 }).toString()).toBe('myjobs=1&page=3&limit=12');
  });
});

describe('filtersFromSearchParams (a /home address)', () => {
  const parse = (query: string) => filtersFromSearchParams(new URLSearchParams(query));

  it('reads the location and remote (1/true: remote only, 0/false: on-site only, anything else: any)', () => {
    expect(parse('location=%20Pune%20&remote=1')).toMatchObject({ location: 'Pune', remote: 'remote' });
    expect(parse('remote=true').remote).toBe('remote');
    expect(parse('remote=0').remote).toBe('onsite');
    expect(parse('remote=false').remote).toBe('onsite');
    expect(parse('remote=yes').remote).toBe('any');
    expect(parse(`location=${'x'.repeat(150)}`).location).toHaveLength(100);
    const filters = parse('q=go&location=Pune&remote=0&asc=rating');
    expect(filtersFromSearchParams(filterParamsOf(filters))).toEqual(filters);
  });

  it('reads nothing from an address without filters', () => {
    expect(parse('')).toEqual(DEFAULT_JOB_FILTERS);
  });

  it('reads the text, repeated job types, salary bounds in rupees as slider thousands, and the duration', () => {
    expect(parse('q=%20data%20&jobType=Work%20From%20Home&jobType=Full%20Time&salaryMin=30000&salaryMax=75000&duration=3')).toEqual({
      ...DEFAULT_JOB_FILTERS,
      q: 'data',
      // In the filter's own order, whatever the address's.
      jobTypes: ['Full Time', 'Work From Home'],
      salary: [30, 75],
      duration: 3,
    });
  });

  it('leaves out what the screen cannot show instead of failing', () => {
    expect(parse('jobType=Contract&jobType=Part%20Time&salaryMin=lots&salaryMax=-5&duration=12')).toEqual({
      ...DEFAULT_JOB_FILTERS,
      jobTypes: ['Part Time'],
    });
  });

  it('rounds a bound onto the slider, stops it at the slider\'s ends, and orders the two bounds', () => {
    expect(parse('salaryMin=25600').salary).toEqual([26, 100]);
    expect(parse('salaryMin=500000').salary).toEqual([100, 100]);
    expect(parse('salaryMin=60000&salaryMax=20000').salary).toEqual([20, 60]);
  });

  it('reads the sort from asc=/desc=, ignoring fields that cannot be sorted', () => {
    expect(parse('desc=rating&asc=salary&asc=title').sort).toEqual({
      ...sortOff,
      salary: { on: true, descending: false },
      rating: { on: true, descending: true },
    });
  });

  it('reads back what it writes (round trip), and a saved search\'s part of it', () => {
    const filters: JobFilters = {
      ...DEFAULT_JOB_FILTERS,
      q: 'react',
      jobTypes: ['Part Time'],
      salary: [12, 80],
      duration: 5,
      sort: { ...sortOff, duration: { on: true, descending: true } },
    };
    expect(filtersFromSearchParams(filterParamsOf(filters))).toEqual(filters);
    expect(filtersFromSearchParams(searchParamsOf(searchFiltersOf(filters)))).toEqual({ ...filters, sort: sortOff });
  });
});

describe('searchFiltersOf and jobSearchPath (a saved search\'s filters)', () => {
  it('keeps only what the search query sends: a bound for a moved thumb, a duration above 0, no sort', () => {
    expect(searchFiltersOf({ ...DEFAULT_JOB_FILTERS, q: ' data ', jobTypes: ['Full Time'], salary: [30, 100], sort: { ...sortOff, rating: { on: true, descending: true } } })).toEqual({
      q: 'data',
      jobType: ['Full Time'],
      salaryMin: 30000,
    });
    expect(searchFiltersOf(DEFAULT_JOB_FILTERS)).toStrictEqual({ jobType: [] });
    expect(searchFiltersOf({ ...DEFAULT_JOB_FILTERS, salary: [0, 40], duration: 2 })).toStrictEqual({ jobType: [], salaryMax: 40000, duration: 2 });
  });

  it('makes the /home address of a search, the same parameters as GET /api/jobs', () => {
    expect(jobSearchPath({ q: 'data', jobType: ['Full Time', 'Part Time'], salaryMin: 30000, duration: 3 })).toBe(
      '/home?q=data&jobType=Full+Time&jobType=Part+Time&salaryMin=30000&duration=3',
    );
    expect(jobSearchPath({ jobType: [] })).toBe('/home');
  });
});

describe('narrowingParamsOf and isBestMatchOrder', () => {
  it('gives the filters without the sort (the facets\' query)', () => {
    const filters: JobFilters = { ...DEFAULT_JOB_FILTERS, q: 'rust', duration: 3, location: 'India', remote: 'remote', sort: { ...sortOff, rating: { on: true, descending: true } } };
    expect(narrowingParamsOf(filters).toString()).toBe('q=rust&duration=3&location=India&remote=1');
  });

  it('is "Best match" with a search text and no sort only', () => {
    expect(isBestMatchOrder({ q: 'rust', sort: sortOff })).toBe(true);
    expect(isBestMatchOrder({ q: '  ', sort: sortOff })).toBe(false);
    expect(isBestMatchOrder({ q: 'rust', sort: { ...sortOff, salary: { on: true, descending: false } } })).toBe(false);
  });

  it('keeps location and remote out of a saved search (the spec\'s four filters)', () => {
    expect(searchFiltersOf({ ...DEFAULT_JOB_FILTERS, q: 'go', location: 'Pune', remote: 'remote' })).toStrictEqual({ q: 'go', jobType: [] });
  });
});
