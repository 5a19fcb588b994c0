import { sql } from 'drizzle-orm';
import { jobsQuerySchema, type Caller, type Job } from '@hirewise/contracts';
import { bootJobs, ENGINES, failureOf, type JobsTestApp } from '../../__tests__/jobs-test-app';
import type { NewJobRow } from '../job.table';
import { SynonymTable } from '../search/synonyms';

const DAY = 86_400_000;

/** Issue 19's `q`: full text with websearch syntax, stemming, synonyms, typos, relevance and highlights. */
describe.each(ENGINES)('full-text search on %s', (engine) => {
  let ctx: JobsTestApp;
  let owner: Caller;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    ctx = await bootJobs(engine);
    owner = await ctx.recruiter('Asha', 'Orbit Labs');
    const now = Date.now();
    let n = 0;
    const job = (key: string, title: string, skillsets: string[], fields: Partial<NewJobRow> = {}): NewJobRow => {
      ids[key] = crypto.randomUUID();
      n += 1;
      return {
        id: ids[key],
        recruiterId: owner.userId,
        recruiterName: 'Asha',
        companyName: 'Orbit Labs',
        title,
        jobType: 'Full Time',
        salary: 1000 * n,
        duration: 0,
        skillsets,
        maxApplicants: 100,
        maxPositions: 30,
        interviewQuestions: 5,
        // Posted one hour apart, the first newest.
        dateOfPosting: new Date(now - n * 3_600_000),
        deadline: new Date(now + 10 * DAY),
        ...fields,
      };
    };
    await ctx.repository.insert([
      job('jsTitle', 'Senior JavaScript Developer', ['React', 'Node.js'], { description: '<p>Build single page apps for our customers.</p>', locationCity: 'Bengaluru', locationCountry: 'India' }),
      job('jsSkill', 'Data Analyst', ['SQL', 'JavaScript'], { description: '<p>Dashboards and reports.</p>', locationCity: 'Pune', locationCountry: 'India' }),
      job('jsDesc', 'Technical Writer', ['Markdown'], { description: '<p>Document our <strong>JavaScript</strong> SDK for developers.</p>', locationCity: 'Berlin', locationCountry: 'Germany' }),
      job('kube', 'Platform Engineer', ['Kubernetes', 'Go'], { remote: true, locationCountry: 'India' }),
      job('ml', 'Machine Learning Engineer', ['Python', 'PyTorch'], { description: '<p>Train models on large data sets.</p>', locationCity: 'Berlin', locationCountry: 'Germany' }),
      job('account', 'Senior Accountant', ['Excel', 'Tally'], { locationCity: 'Mumbai', locationCountry: 'India' }),
      job('cpp', 'C++ Game Programmer', ['C++', 'Unreal'], { remote: true }),
      job('uiux', 'UI/UX Designer', ['Figma', 'User Research'], { locationCity: 'Chennai', locationCountry: 'India' }),
      job('java', 'Java Backend Developer', ['Java', 'Spring Boot'], { locationCity: 'Hyderabad', locationCountry: 'India' }),
      job('expired', 'JavaScript Developer (closed)', ['JavaScript'], { deadline: new Date(now - DAY) }),
    ]);
  });
  afterAll(() => ctx.close());

  const byId = () => Object.fromEntries(Object.entries(ids).map(([k, v]) => [v, k]));
  const search = async (raw: Record<string, unknown>) => {
    const res = await ctx.service.search({ caller: ctx.applicant(), query: jobsQuerySchema.parse(raw) });
    return { ...res, keys: res.items.map((j) => byId()[j._id]) };
  };
  const keys = async (q: string, extra: Record<string, unknown> = {}) => (await search({ q, ...extra })).keys;
  const marked = (text: string, ranges: [number, number][]) => ranges.map(([s, e]) => text.slice(s, e));

  it('ranks a job with the words in its title above one with them in a skill, above one with them in the description', async () => {
    expect(await keys('javascript')).toEqual(['jsTitle', 'jsSkill', 'jsDesc']);
    expect(await keys('javascript developer')).toEqual(['jsTitle', 'jsDesc']);
  });

  it('matches word forms by their stem', async () => {
    expect(await keys('developers')).toEqual(['jsTitle', 'java', 'jsDesc']);
    expect(await keys('engineering')).toEqual(['kube', 'ml']);
  });

  it('expands synonyms both ways, phrases included', async () => {
    expect(await keys('js')).toEqual(['jsTitle', 'jsSkill', 'jsDesc']);
    expect(await keys('k8s')).toEqual(['kube']);
    expect(await keys('golang')).toEqual(['kube']);
    expect(await keys('ml')).toEqual(['ml']);
    expect(await keys('c++')).toEqual(['cpp']);
    expect(await keys('cpp')).toEqual(['cpp']);
    expect(await keys('ui/ux')).toEqual(['uiux']);
  });

  it('takes synonyms an operator adds with SQL (after the table is read again)', async () => {
    expect(await keys('bookkeeper')).toEqual([]);
    await ctx.rows(sql`insert into search_synonyms (term, expansions) values ('bookkeeper', array['accountant'])`);
    ctx.app.get(SynonymTable).invalidate();
    expect(await keys('bookkeeper')).toEqual(['account']);
    await ctx.rows(sql`delete from search_synonyms where term = 'bookkeeper'`);
    ctx.app.get(SynonymTable).invalidate();
  });

  it('corrects typos to the nearest word of titles and skills when full text finds little', async () => {
    expect(await keys('javscript')).toEqual(['jsTitle', 'jsSkill', 'jsDesc']);
    expect(await keys('pyhton')).toEqual(['ml']);
    expect(await keys('kubernets')).toEqual(['kube']);
    expect(await keys('acountant senior')).toEqual(['account']);
    expect(await keys('zzzzqx')).toEqual([]);
  });

  it('reads websearch syntax: "phrases", -exclusions and or', async () => {
    expect(await keys('"senior accountant"')).toEqual(['account']);
    expect(await keys('"accountant senior"')).toEqual([]);
    expect((await keys('senior')).sort()).toEqual(['account', 'jsTitle'].sort());
    expect(await keys('senior -javascript')).toEqual(['account']);
    expect((await keys('figma or tally')).sort()).toEqual(['account', 'uiux'].sort());
    // "developer" also finds engineers (a synonym), after the titles with the word as typed.
    expect(await keys('developer -"single page"')).toEqual(['java', 'kube', 'ml', 'jsDesc']);
  });

  it('keeps the spec sorts with q, newest first among equals', async () => {
    expect(await keys('javascript', { asc: 'salary' })).toEqual(['jsTitle', 'jsSkill', 'jsDesc']);
    expect(await keys('javascript', { desc: 'salary' })).toEqual(['jsDesc', 'jsSkill', 'jsTitle']);
  });

  it('still finds part of a word, and symbols as typed, when full text finds little', async () => {
    expect(await keys('script')).toEqual(['jsTitle', 'jsSkill']);
    expect(await keys('accoun')).toEqual(['account']);
    expect(await keys('c++ game')).toEqual(['cpp']);
  });

  it('searches the company, city and country too, below the title', async () => {
    expect((await keys('orbit')).length).toBe(9);
    expect(await keys('berlin')).toEqual(['jsDesc', 'ml']);
  });

  it('filters by a city or a country (case ignored) and by remote', async () => {
    expect((await search({ location: 'india' })).keys).toEqual(['jsTitle', 'jsSkill', 'kube', 'account', 'uiux', 'java']);
    expect((await search({ location: 'BERLIN' })).keys).toEqual(['jsDesc', 'ml']);
    expect((await search({ remote: '1' })).keys).toEqual(['kube', 'cpp']);
    expect((await search({ remote: '0', location: 'Germany' })).keys).toEqual(['jsDesc', 'ml']);
    // A remote job with no place at all matches any location when remote=1.
    expect((await search({ remote: '1', location: 'Germany' })).keys).toEqual(['cpp']);
    expect((await search({ remote: '1', location: 'India' })).keys).toEqual(['kube', 'cpp']);
    expect((await search({ q: 'engineer', location: 'india' })).keys).toEqual(['kube', 'jsTitle', 'java']);
  });

  it('marks where the words matched: exact [start, end) offsets in the title and each skill', async () => {
    const { items } = await search({ q: 'javascript developers' });
    const first = items[0] as Job;
    expect(marked(first.title, first.highlights?.title ?? [])).toEqual(['JavaScript', 'Developer']);
    expect(first.highlights?.skillsets).toEqual([[], []]);
    const skill = (await search({ q: 'js' })).items[1] as Job;
    expect(skill.highlights?.skillsets.map((r, i) => marked(skill.skillsets[i], r))).toEqual([[], ['JavaScript']]);
    const cpp = (await search({ q: 'c++' })).items[0] as Job;
    expect(marked(cpp.title, cpp.highlights?.title ?? [])).toEqual(['C++']);
    expect(marked(cpp.skillsets[0], cpp.highlights?.skillsets[0] ?? [])).toEqual(['C++']);
    const typo = (await search({ q: 'javscript' })).items[0] as Job;
    expect(marked(typo.title, typo.highlights?.title ?? [])).toEqual(['JavaScript']);
    // No q, no highlights.
    expect((await search({})).items.every((j) => j.highlights === undefined)).toBe(true);
  });

  it('answers hostile text with jobs or nothing, never a database error', async () => {
    const hostile = [
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
      '\u0000nul\u0001\u0002',
      'ünïcödé 日本語 🚀',
      'x'.repeat(200),
      'or',
      '""',
      '-"',
      'the and of',
    ];
    for (const q of hostile) {
      const res = await search({ q });
      expect({ q, ok: Array.isArray(res.items) && res.total >= 0 }).toEqual({ q, ok: true });
      const located = await search({ location: q.slice(0, 100) });
      expect({ q, located: located.total }).toEqual({ q, located: 0 });
    }
    expect((await search({ location: '\u0001\u0002' })).total).toBe(0);
    expect(await ctx.jobCount()).toBe(10);
    expect(await failureOf(search({ q: 'x'.repeat(201) }))).toEqual({ code: 'VALIDATION_FAILED', message: 'q must be at most 200 characters' });
  });
});
