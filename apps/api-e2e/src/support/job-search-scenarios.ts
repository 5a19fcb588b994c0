import {
  ApiPaths,
  JobMessages,
  NEXT_CURSOR_HEADER,
  publicJobPath,
  PublicPages,
  TOTAL_CAPPED_HEADER,
  TOTAL_COUNT_HEADER,
  type Job,
  type JobFacets,
  type JobSuggestions,
  type TextRange,
} from '@hirewise/contracts';
import type { Api } from './http';
import { eventually, marker, qs, type QueryValue } from './hiring/world';
import type { MainStack } from './main-stack';
import { postJob, signupPerson, type Person } from './people';
import type { RunMode } from './stack';

/** Strings that have broken search engines: SQL, tsquery and LIKE syntax, control characters, long runs. */
const HOSTILE = [
  "' or 1=1 --",
  "'); drop table jobs; --",
  '!!&&||::*',
  '(((',
  '"unterminated',
  '-',
  '--',
  '\\',
  '%_%',
  'a:* & b',
  '<script>alert(1)</script>',
  '\u0000nul',
  'ünïcödé 日本語 🚀',
  'x'.repeat(200),
];

const text = (s: string, [start, end]: TextRange) => s.slice(start, end);

/** Issue 19: job content, full-text search with relevance, cursors, facets, type-ahead and the public job page. */
export function describeJobSearchApi(mode: RunMode, main: MainStack): void {
  describe(`job content, search and public pages (${mode})`, () => {
    let api: Api;
    let recruiter: Person;
    let seeker: Person;
    let m: string;
    const ids: Record<string, string> = {};

    const search = (params: Record<string, QueryValue>, token = seeker.token) => api<Job[]>(`${ApiPaths.jobs}${qs(params)}`, { token });
    const idsOf = async (params: Record<string, QueryValue>) => {
      const res = await search(params);
      expect({ params, status: res.status }).toEqual({ params, status: 200 });
      return res.body.map((j) => j._id);
    };

    beforeAll(async () => {
      api = main.api;
      m = marker();
      recruiter = await signupPerson(api, 'recruiter', 'Kavya Search', 'search');
      seeker = await signupPerson(api, 'applicant', 'Rohan Search', 'search');
      // The company is a profile field, copied onto the jobs the recruiter posts.
      expect((await api(ApiPaths.user, { method: 'PUT', token: recruiter.token, body: { companyName: `Acme ${m} Labs` } })).status).toBe(200);
      ids.titleJs = await postJob(api, recruiter, `${m} Senior JavaScript Developer`, {
        skillsets: ['React', 'Node.js'],
        description: '<p>Build <strong>web apps</strong>.</p><script>alert(1)</script><p onclick="steal()">Ship weekly.</p>',
        location: { city: 'Bengaluru', country: 'India' },
        salary: 60000,
      });
      ids.skillJs = await postJob(api, recruiter, `${m} Data Analyst`, { skillsets: ['SQL', 'JavaScript'], location: { city: 'Pune', country: 'India' }, salary: 30000, jobType: 'Part Time' });
      ids.kube = await postJob(api, recruiter, `${m} Platform Engineer`, { skillsets: ['Kubernetes', 'Go'], remote: true, location: { city: '', country: 'India' }, salary: 90000, jobType: 'Work From Home' });
      ids.python = await postJob(api, recruiter, `${m} Machine Learning Engineer`, { skillsets: ['Python'], location: { city: 'Berlin', country: 'Germany' }, salary: 120000 });
      ids.senior = await postJob(api, recruiter, `${m} Senior Accountant`, { skillsets: ['Excel'], location: { city: 'Mumbai', country: 'India' }, salary: 40000, duration: 3 });
      // The company reaches the jobs service by the profile's event; jobs posted before it arrives get it then.
      for (const id of Object.values(ids)) {
        await eventually(() => api<Job>(ApiPaths.job(id), { token: seeker.token }), (res) => res.body.company === `Acme ${m} Labs`);
      }
    });

    it('stores description (sanitized), location, remote and the company, and edits them', async () => {
      const job = (await api<Job>(ApiPaths.job(ids.titleJs), { token: seeker.token })).body;
      expect(job).toMatchObject({ location: { city: 'Bengaluru', country: 'India' }, remote: false, company: `Acme ${m} Labs` });
      expect(job.description).toContain('<strong>web apps</strong>');
      expect(job.description).toContain('Ship weekly.');
      expect(job.description).not.toMatch(/script|onclick|alert/);
      // Update Details sends the whole job back with the new fields.
      const put = await api(ApiPaths.job(ids.kube), { method: 'PUT', token: recruiter.token, body: { remote: false, location: { city: 'Hyderabad', country: 'India' }, description: '<h2>Role</h2><ul><li>Run clusters</li></ul>' } });
      expect(put.status).toBe(200);
      expect((await api<Job>(ApiPaths.job(ids.kube), { token: seeker.token })).body).toMatchObject({ remote: false, location: { city: 'Hyderabad', country: 'India' }, description: '<h2>Role</h2><ul><li>Run clusters</li></ul>' });
      expect((await api(ApiPaths.job(ids.kube), { method: 'PUT', token: recruiter.token, body: { remote: true } })).status).toBe(200);
      // Bad content is refused and changes nothing.
      const bad = await api(ApiPaths.job(ids.kube), { method: 'PUT', token: recruiter.token, body: { remote: 'yes', location: { city: 'x'.repeat(101) } } });
      expect(bad.status).toBe(400);
      expect((await api<Job>(ApiPaths.job(ids.kube), { token: seeker.token })).body.remote).toBe(true);
      // A job posted without them keeps working: empty content, not remote.
      const plain = await postJob(api, recruiter, `${m} Plain Clerk`);
      expect((await api<Job>(ApiPaths.job(plain), { token: seeker.token })).body).toMatchObject({ description: '', location: { city: '', country: '' }, remote: false });
      ids.plain = plain;
    });

    it('ranks a job with the words in its title above one that only lists them as a skill, and highlights them', async () => {
      const res = await search({ q: `${m} javascript` });
      expect(res.status).toBe(200);
      expect(res.body.map((j) => j._id)).toEqual([ids.titleJs, ids.skillJs]);
      const [first, second] = res.body;
      expect(first.highlights?.title.map((r) => text(first.title, r).toLowerCase())).toEqual(expect.arrayContaining(['javascript']));
      const skillRanges = second.highlights?.skillsets[second.skillsets.indexOf('JavaScript')] ?? [];
      expect(skillRanges.map((r) => text('JavaScript', r))).toEqual(['JavaScript']);
      // Without q there are no highlights.
      expect((await search({ limit: 1 })).body[0]?.highlights).toBeUndefined();
    });

    it('finds words by their stem, by a synonym and with a typo', async () => {
      expect(await idsOf({ q: `${m} developers` })).toEqual([ids.titleJs]);
      expect(await idsOf({ q: `${m} js` })).toEqual([ids.titleJs, ids.skillJs]);
      expect(await idsOf({ q: `${m} k8s` })).toEqual([ids.kube]);
      expect(await idsOf({ q: `${m} ml` })).toEqual([ids.python]);
      expect(await idsOf({ q: `${m} javscript` })).toEqual([ids.titleJs, ids.skillJs]);
    });

    it('takes quoted phrases and -exclusions', async () => {
      expect(await idsOf({ q: `${m} "senior accountant"` })).toEqual([ids.senior]);
      expect((await idsOf({ q: `${m} senior` })).sort()).toEqual([ids.titleJs, ids.senior].sort());
      expect(await idsOf({ q: `${m} senior -javascript` })).toEqual([ids.senior]);
    });

    it('keeps the spec sorts with q, and filters by location and remote', async () => {
      expect(await idsOf({ q: `${m} javascript`, asc: 'salary' })).toEqual([ids.skillJs, ids.titleJs]);
      expect((await idsOf({ q: m, location: 'india' })).sort()).toEqual([ids.titleJs, ids.skillJs, ids.kube, ids.senior].sort());
      expect(await idsOf({ q: m, location: 'BERLIN' })).toEqual([ids.python]);
      expect(await idsOf({ q: m, remote: 1 })).toEqual([ids.kube]);
      expect(await idsOf({ q: m, remote: 0, location: 'Germany' })).toEqual([ids.python]);
      expect((await search({ q: m, remote: 'maybe' })).status).toBe(400);
    });

    it('pages with a cursor: the same jobs as the numbered pages, no overlap; refuses a bad cursor', async () => {
      const all = await idsOf({ q: m, limit: 50 });
      expect(all).toHaveLength(6);
      const walked: string[] = [];
      let cursor: string | undefined;
      for (let page = 0; page < 10; page += 1) {
        const res = await search({ q: m, limit: 2, cursor });
        expect(res.status).toBe(200);
        walked.push(...res.body.map((j) => j._id));
        cursor = res.headers.get(NEXT_CURSOR_HEADER) ?? undefined;
        if (!cursor) break;
        expect(res.headers.get('link')).toContain('rel="next"');
      }
      expect(walked).toEqual(all);
      const first = await search({ q: m, limit: 2 });
      const next = first.headers.get(NEXT_CURSOR_HEADER) as string;
      expect(first.headers.get(TOTAL_COUNT_HEADER)).toBe('6');
      expect(first.headers.get(TOTAL_CAPPED_HEADER)).not.toBe('true');
      for (const bad of ['nonsense', `${next}x`, next.slice(0, -2), '%27%20or%201%3D1']) {
        expect(await search({ q: m, limit: 2, cursor: bad })).toMatchObject({ status: 400 });
      }
      // A cursor belongs to its filters and order.
      expect(await search({ q: m, limit: 2, cursor: next, asc: 'salary' })).toMatchObject({ status: 400, body: { message: JobMessages.invalidCursor } });
      expect(await search({ q: `${m} javascript`, limit: 2, cursor: next })).toMatchObject({ status: 400, body: { message: JobMessages.invalidCursor } });
      expect((await search({ q: m, limit: 2, cursor: next, page: 2 })).status).toBe(400);
    });

    it('counts facets with the same filters, each without its own', async () => {
      const res = await api<JobFacets>(`${ApiPaths.jobsFacets}${qs({ q: m, jobType: 'Full Time' })}`, { token: seeker.token });
      expect(res.status).toBe(200);
      const byType = Object.fromEntries(res.body.jobType.map((f) => [f.value, f.count]));
      // The job type facet ignores the chosen type; the others count Full Time jobs only.
      expect(byType).toMatchObject({ 'Full Time': 4, 'Part Time': 1, 'Work From Home': 1 });
      expect(res.body.total).toBe(4);
      expect(res.body.remote).toEqual({ remote: 0, onSite: 4 });
      const band = (min: number) => res.body.salary.find((b) => b.min === min)?.count;
      expect([band(0), band(25_000), band(50_000), band(100_000)]).toEqual([1, 1, 1, 1]);
      expect(res.body.duration.find((d) => d.value === 3)?.count).toBe(1);
      expect((await api(`${ApiPaths.jobsFacets}${qs({ jobType: 'Night Shift' })}`, { token: seeker.token })).status).toBe(400);
      expect((await api(ApiPaths.jobsFacets)).status).toBe(401);
    });

    it('suggests titles and skills of open jobs from the first letters', async () => {
      const res = await api<JobSuggestions>(`${ApiPaths.jobsSuggest}${qs({ q: `${m} platf` })}`, { token: seeker.token });
      expect(res.status).toBe(200);
      expect(res.body.suggestions.map((s) => s.text.toLowerCase())).toContain(`${m} platform engineer`);
      const skills = await api<JobSuggestions>(`${ApiPaths.jobsSuggest}${qs({ q: 'kubern' })}`, { token: seeker.token });
      expect(skills.body.suggestions).toEqual(expect.arrayContaining([{ text: 'Kubernetes', kind: 'skill' }]));
      for (const params of [{}, { q: '' }, { q: 'a', limit: 21 }, { q: 'x'.repeat(101) }]) {
        expect((await api(`${ApiPaths.jobsSuggest}${qs(params)}`, { token: seeker.token })).status).toBe(400);
      }
      expect((await api(`${ApiPaths.jobsSuggest}?q=java`)).status).toBe(401);
    });

    it('answers hostile search text with 200 or 400, never 5xx', async () => {
      for (const q of HOSTILE) {
        for (const path of [`${ApiPaths.jobs}${qs({ q })}`, `${ApiPaths.jobs}${qs({ location: q })}`, `${ApiPaths.jobsSuggest}${qs({ q })}`, `${ApiPaths.jobsFacets}${qs({ q })}`]) {
          const res = await api(path, { token: seeker.token });
          expect({ path, status: res.status < 500 ? 'ok' : res.status }).toEqual({ path, status: 'ok' });
          expect(res.text).not.toMatch(/\bat \S+ \(|syntax error|tsquery/i);
        }
      }
    });

    it('serves an open job to anyone, with its page, JSON-LD and link preview; an expired one is gone', async () => {
      const open = await api<Job>(ApiPaths.publicJob(ids.titleJs));
      expect(open).toMatchObject({ status: 200, body: { _id: ids.titleJs, company: `Acme ${m} Labs` } });
      expect((await api(ApiPaths.publicJob('not-a-uuid'))).status).toBe(404);
      expect((await api(ApiPaths.publicJob('00000000-0000-4000-8000-000000000000'))).status).toBe(404);

      const page = await api<string>(publicJobPath(ids.titleJs), { accept: 'text/html' });
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toContain('text/html');
      expect(page.text).toContain(`<meta property="og:title"`);
      const ld = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(page.text)?.[1];
      const posting = JSON.parse(ld ?? 'null');
      expect(posting).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'JobPosting',
        title: `${m} Senior JavaScript Developer`,
        hiringOrganization: { '@type': 'Organization', name: `Acme ${m} Labs` },
        jobLocation: { '@type': 'Place', address: { addressLocality: 'Bengaluru', addressCountry: 'India' } },
        baseSalary: { '@type': 'MonetaryAmount', currency: 'INR', value: { '@type': 'QuantitativeValue', value: 60000, unitText: 'MONTH' } },
        employmentType: 'FULL_TIME',
      });
      expect(new Date(posting.datePosted).getTime()).not.toBeNaN();
      expect(new Date(posting.validThrough).getTime()).toBeGreaterThan(Date.now());
      const remote = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec((await api<string>(publicJobPath(ids.kube), { accept: 'text/html' })).text)?.[1] ?? 'null');
      expect(remote.jobLocationType).toBe('TELECOMMUTE');

      // Expired: gone from the public API and the page says not found to crawlers.
      const expired = await postJob(api, recruiter, `${m} Expired Role`);
      expect((await api(ApiPaths.job(expired), { method: 'PUT', token: recruiter.token, body: { deadline: new Date(Date.now() - 60_000).toISOString() } })).status).toBe(200);
      expect((await api(ApiPaths.publicJob(expired))).status).toBe(404);
      const gone = await api<string>(publicJobPath(expired), { accept: 'text/html' });
      expect(gone.status).toBe(404);
      expect(gone.text).toContain('noindex');
      expect(gone.text).not.toContain('application/ld+json');
      ids.expired = expired;
    });

    it('lists open jobs in the sitemap and the RSS and XML feeds, expired ones left out', async () => {
      const sitemap = await api<string>(PublicPages.sitemap, { accept: 'application/xml' });
      expect(sitemap.status).toBe(200);
      expect(sitemap.headers.get('content-type')).toMatch(/xml/);
      expect(sitemap.text).toContain(`${publicJobPath(ids.titleJs)}</loc>`);
      expect(sitemap.text).not.toContain(publicJobPath(ids.expired));
      const robots = await api<string>(PublicPages.robots, { accept: 'text/plain' });
      expect(robots.text).toMatch(/Sitemap: https?:\/\/\S+\/sitemap\.xml/);
      for (const feed of [PublicPages.rss, PublicPages.xmlFeed]) {
        const res = await api<string>(feed, { accept: 'application/xml' });
        expect({ feed, status: res.status }).toEqual({ feed, status: 200 });
        expect(res.text).toContain(`${m} Senior JavaScript Developer`);
        expect(res.text).not.toContain(`${m} Expired Role`);
        expect(res.text).not.toContain('<script>');
      }
    });
  });
}
