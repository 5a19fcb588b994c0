import { SAVED_SEARCH_NAME_MAX, savedSearchFiltersSchema, type SavedSearchFilters } from '@hirewise/contracts';
import { renderDigest } from '../../mail/digest-template';
import { composeMatchNotifications, type MatchedSearch } from '../saved-search-matcher';
import { filtersKey, jobLine, nameFromFilters, normalizeFilters, searchLink } from '../saved-search-filters';
import type { MatchedJob } from '../saved-search.table';

const f = (raw: Record<string, unknown>): SavedSearchFilters => savedSearchFiltersSchema.parse(raw);

describe('saved search filters', () => {
  it('normalizes: q trimmed (empty is no text filter), job types once each in a fixed order, duration 0 is any', () => {
    expect(normalizeFilters(f({ q: '  data  ', jobType: ['Part Time', 'Full Time', 'Part Time'], duration: 0 }))).toEqual({ q: 'data', jobType: ['Full Time', 'Part Time'] });
    expect(normalizeFilters(f({ q: '   ', salaryMin: 0, salaryMax: 10 }))).toEqual({ jobType: [], salaryMin: 0, salaryMax: 10 });
  });

  it('keys the same search the same way, whatever the order, case, blanks or repeats', () => {
    const key = filtersKey(f({ q: 'Data', jobType: ['Part Time', 'Full Time'], salaryMin: 30000 }));
    expect(key).toBe('{"duration":null,"jobType":["Full Time","Part Time"],"q":"data","salaryMax":null,"salaryMin":30000}');
    expect(filtersKey(f({ salaryMin: 30000, jobType: ['Full Time', 'Part Time', 'Full Time'], q: '  data ' }))).toBe(key);
    expect(filtersKey(f({ q: '', duration: 0 }))).toBe(filtersKey(f({})));
    // Any filter that finds other jobs is another key.
    for (const other of [{ q: 'data2' }, { jobType: ['Full Time'] }, { salaryMin: 30001 }, { salaryMax: 30000 }, { duration: 3 }]) {
      expect(filtersKey(f({ q: 'Data', jobType: ['Part Time', 'Full Time'], salaryMin: 30000, ...other }))).not.toBe(key);
    }
  });

  it('names a search from its filters, or "All jobs"', () => {
    expect(nameFromFilters(f({ q: 'data', jobType: ['Part Time', 'Full Time'], salaryMin: 30000, salaryMax: 80000, duration: 3 }))).toBe(
      '"data" · Full Time, Part Time · ₹30,000–₹80,000 · under 3 months',
    );
    expect(nameFromFilters(f({}))).toBe('All jobs');
    expect(nameFromFilters(f({ q: '  ', duration: 0 }))).toBe('All jobs');
    expect(nameFromFilters(f({ salaryMin: 150000 }))).toBe('from ₹1,50,000');
    expect(nameFromFilters(f({ salaryMax: 20000, duration: 1 }))).toBe('up to ₹20,000 · under 1 month');
    expect(nameFromFilters(f({ jobType: ['Work From Home'] }))).toBe('Work From Home');
  });

  it('keeps a made-up name within the limit, shortening the text first', () => {
    const long = nameFromFilters(f({ q: 'x'.repeat(200), jobType: ['Full Time'], duration: 2 }));
    expect(long.length).toBeLessThanOrEqual(SAVED_SEARCH_NAME_MAX);
    expect(long).toMatch(/^"x+…" · Full Time · under 2 months$/);
    const everything = nameFromFilters(f({ q: 'y'.repeat(200), jobType: ['Full Time', 'Part Time', 'Work From Home'], salaryMin: 10 ** 12, salaryMax: 10 ** 13, duration: 7 }));
    expect(everything.length).toBeLessThanOrEqual(SAVED_SEARCH_NAME_MAX);
    expect(everything.endsWith('…')).toBe(true);
  });

  it('links /home with the filters of GET /api/jobs (jobType repeated), or plain /home', () => {
    expect(searchLink(f({ q: 'c# & .net', jobType: ['Work From Home', 'Full Time'], salaryMin: 1, salaryMax: 2, duration: 4 }))).toBe(
      '/home?q=c%23%20%26%20.net&jobType=Full%20Time&jobType=Work%20From%20Home&salaryMin=1&salaryMax=2&duration=4',
    );
    const back = new URLSearchParams(searchLink(f({ q: 'c# & .net', jobType: ['Full Time', 'Part Time'] })).split('?')[1]);
    expect(back.get('q')).toBe('c# & .net');
    expect(back.getAll('jobType')).toEqual(['Full Time', 'Part Time']);
    expect(searchLink(f({}))).toBe('/home');
  });
});

const job: MatchedJob = { title: 'Data Engineer', jobType: 'Full Time', salary: 50000, duration: 0, recruiterName: 'Priya Sharma', deadline: '2099-01-01T00:00:00.000Z' };
const search = (userId: string, name: string, extra: Partial<MatchedSearch> = {}): MatchedSearch => ({
  id: `${userId}-${name}`,
  userId,
  name,
  q: 'data',
  jobTypes: [],
  salaryMin: null,
  salaryMax: null,
  duration: null,
  isNew: true,
  ...extra,
});

describe('match notifications', () => {
  it('says type, salary, duration and recruiter', () => {
    expect(jobLine(job)).toBe('Full Time · ₹50,000 per month · Flexible duration · posted by Priya Sharma');
    expect(jobLine({ ...job, duration: 1 })).toContain(' · 1 month · ');
    expect(jobLine({ ...job, duration: 4 })).toContain(' · 4 months · ');
  });

  it('makes one notification per user, naming their first matching search and linking to it', () => {
    const drafts = composeMatchNotifications(job, [
      search('u1', 'Data jobs', { jobTypes: ['Full Time'] }),
      search('u1', 'Engineering'),
      search('u1', 'Anything'),
      search('u2', 'Only mine', { q: null, salaryMin: 40000 }),
    ]);
    expect(drafts).toEqual([
      {
        userId: 'u1',
        type: 'saved-search.match',
        title: 'New job for “Data jobs”: Data Engineer',
        body: 'Full Time · ₹50,000 per month · Flexible duration · posted by Priya Sharma. It also matches 2 more of your saved searches.',
        link: '/home?q=data&jobType=Full%20Time',
      },
      {
        userId: 'u2',
        type: 'saved-search.match',
        title: 'New job for “Only mine”: Data Engineer',
        body: 'Full Time · ₹50,000 per month · Flexible duration · posted by Priya Sharma.',
        link: '/home?salaryMin=40000',
      },
    ]);
    expect(composeMatchNotifications(job, [search('u1', 'A'), search('u1', 'B')])[0].body).toMatch(/It also matches your saved search “B”\.$/);
    expect(composeMatchNotifications(job, [])).toEqual([]);
  });
});

describe('digest mail', () => {
  const sections = [
    { searchId: 's1', name: '<b>Data</b> & more', link: '/home?q=data', jobs: [{ ...job, jobId: 'j1', title: 'Data <script>x</script>' }, { ...job, jobId: 'j2', title: 'Analyst' }] },
    { searchId: 's2', name: 'Remote', link: '/home?jobType=Work%20From%20Home', jobs: [{ ...job, jobId: 'j2', title: 'Analyst' }] },
  ];
  const mail = renderDigest({ name: 'Asha & Co', sections, publicUrl: 'https://jobs.example', unsubscribeToken: 'abc.def' });

  it('counts each job once, lists each search with its jobs and link, escapes user text in HTML', () => {
    expect(mail.subject).toBe('2 new jobs for your saved searches');
    expect(mail.text).toContain('“<b>Data</b> & more”: 2 new jobs');
    expect(mail.text).toContain('- Data <script>x</script>\n  Full Time · ₹50,000 per month · Flexible duration · posted by Priya Sharma');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('Data &lt;script&gt;x&lt;/script&gt;');
    expect(mail.html).toContain('&lt;b&gt;Data&lt;/b&gt; &amp; more');
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('https://jobs.example/home?q=data');
      expect(part).toContain('https://jobs.example/home?jobType=Work%20From%20Home');
      expect(part).toContain('https://jobs.example/saved-searches');
      expect(part).toContain('https://jobs.example/unsubscribe?token=abc.def');
      expect(part).toContain('New jobs for my saved searches');
    }
    expect(mail.listUnsubscribe).toBe('https://jobs.example/api/notifications/unsubscribe?token=abc.def');
    expect(renderDigest({ name: 'A', sections: [sections[1]], publicUrl: 'https://jobs.example', unsubscribeToken: 't' }).subject).toBe('1 new job for your saved searches');
  });
});
