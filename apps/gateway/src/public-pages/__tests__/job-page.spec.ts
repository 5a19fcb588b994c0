/**
 * @jest-environment jsdom
 */
/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// The browser's own parser (jsdom's DOMParser) reads the pages back: what a crawler or a browser would see.
import { JOB_TYPES, type Job } from '@hirewise/contracts';
import { excerpt, htmlToText, jsonForScript } from '../html-text';
import { prepareTemplate } from '../index-template';
import { JOB_DATA_ELEMENT_ID, renderJobPage, renderMissingJobPage } from '../job-page';
import { DEFAULT_JOB_COUNTRY } from '../job-posting';
import { jobPostingSchema, type JobPostingShape } from './job-posting.schema';
import { sampleJob } from './sample-jobs';

const BUILT_INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="description" content="Hirewise: find jobs, hire talent and practise with AI interviews." />
    <meta name="theme-color" content="#4f46e5" />
    <title>Hirewise</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-def456.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
const template = prepareTemplate(BUILT_INDEX);
const URL_OF = (job: Job) => `https://jobs.example.com/jobs/${job._id}`;

function page(job: Job) {
  const html = renderJobPage(template, job, URL_OF(job));
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const meta = (selector: string) => doc.querySelector(selector)?.getAttribute('content') ?? undefined;
  const script = (type: string) => [...doc.querySelectorAll('script')].filter((s) => s.getAttribute('type') === type);
  return { html, doc, meta, script };
}

function jsonLd(job: Job): JobPostingShape {
  const blocks = page(job).script('application/ld+json');
  expect(blocks).toHaveLength(1);
  return jobPostingSchema.parse(JSON.parse(blocks[0].textContent ?? ''));
}

describe('a job page: schema.org JobPosting (JSON-LD)', () => {
  it('validates against the JobPosting fields and carries the job: dates, type, organization, place, salary, id', () => {
    const job = sampleJob();
    const posting = jsonLd(job);
    expect(posting).toEqual({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Frontend Developer (React)',
      description: job.description,
      datePosted: job.dateOfPosting,
      validThrough: job.deadline,
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization', name: 'Nimbus Labs' },
      jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Bengaluru', addressCountry: 'India' } },
      baseSalary: { '@type': 'MonetaryAmount', currency: 'INR', value: { '@type': 'QuantitativeValue', value: 60000, unitText: 'MONTH' } },
      identifier: { '@type': 'PropertyValue', name: 'Hirewise', value: job._id },
      directApply: true,
      url: URL_OF(job),
      skills: 'React, TypeScript',
    });
  });

  it('maps every job type: Full Time and Part Time as such, Work From Home as full-time TELECOMMUTE without a place', () => {
    expect(JOB_TYPES.map((jobType) => jsonLd(sampleJob({ jobType })).employmentType)).toEqual(['FULL_TIME', 'PART_TIME', 'FULL_TIME']);
    const home = jsonLd(sampleJob({ jobType: 'Work From Home', location: { city: '', country: '' } }));
    expect(home.jobLocationType).toBe('TELECOMMUTE');
    expect(home.jobLocation).toBeUndefined();
    expect(home.applicantLocationRequirements).toBeUndefined();
  });

  it('marks a remote job TELECOMMUTE, with the country applicants must be in when one is given', () => {
    const remote = jsonLd(sampleJob({ remote: true, location: { city: 'Pune', country: 'India' } }));
    expect(remote).toMatchObject({ jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: { '@type': 'Country', name: 'India' } });
    expect(remote.jobLocation).toBeUndefined();
  });

  it('gives an on-site job without a location the default country, and only the parts of a location that are given', () => {
    expect(jsonLd(sampleJob({ location: { city: '', country: '' } })).jobLocation).toEqual({ '@type': 'Place', address: { '@type': 'PostalAddress', addressCountry: DEFAULT_JOB_COUNTRY } });
    expect(jsonLd(sampleJob({ location: { city: 'Chennai', country: '' } })).jobLocation?.address).toEqual({ '@type': 'PostalAddress', addressLocality: 'Chennai', addressCountry: DEFAULT_JOB_COUNTRY });
  });

  it('names the recruiter when no company is given, leaves out a salary of 0, and describes a job without a description from its facts', () => {
    const posting = jsonLd(sampleJob({ company: '', salary: 0, description: '', skillsets: ['Go'] }));
    expect(posting.hiringOrganization.name).toBe('Priya Sharma');
    expect(posting.baseSalary).toBeUndefined();
    expect(posting.description).toBe('<p>Frontend Developer (React) at Priya Sharma. Full Time, Flexible duration, Bengaluru, India. Skills: Go.</p>');
  });

  it('still renders a job from a jobs service before issue 19 (no description, location, remote or company)', () => {
    const old = sampleJob();
    for (const key of ['description', 'location', 'remote', 'company'] as const) delete (old as Partial<Job>)[key];
    const posting = jsonLd(old);
    expect(posting.hiringOrganization.name).toBe('Priya Sharma');
    expect(posting.jobLocation?.address.addressCountry).toBe(DEFAULT_JOB_COUNTRY);
  });

  it('the schema refuses postings Google would refuse (so the checks above can fail)', () => {
    const good = jsonLd(sampleJob());
    const broken: unknown[] = [
      { ...good, hiringOrganization: undefined },
      { ...good, datePosted: '26/11/2025' },
      { ...good, validThrough: good.datePosted },
      { ...good, baseSalary: { ...good.baseSalary, value: { '@type': 'QuantitativeValue', value: '60000', unitText: 'MONTH' } } },
      { ...good, baseSalary: { ...good.baseSalary, currency: 'USD' } },
      { ...good, jobLocation: undefined },
      { ...good, employmentType: 'Full Time' },
      { ...good, title: '' },
    ];
    for (const posting of broken) expect(jobPostingSchema.safeParse(posting).success).toBe(false);
  });
});

describe('a job page: meta tags and the job data', () => {
  it('replaces the index title and description, and adds canonical, Open Graph and Twitter tags', () => {
    const job = sampleJob();
    const { doc, meta } = page(job);
    expect(doc.title).toBe('Frontend Developer (React) at Nimbus Labs');
    expect(doc.querySelectorAll('title')).toHaveLength(1);
    expect(doc.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(meta('meta[name="description"]')).toBe('Build fast pages & ship them. React Testing');
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(URL_OF(job));
    expect(meta('meta[property="og:title"]')).toBe('Frontend Developer (React) at Nimbus Labs');
    expect(meta('meta[property="og:description"]')).toBe('Build fast pages & ship them. React Testing');
    expect(meta('meta[property="og:type"]')).toBe('website');
    expect(meta('meta[property="og:url"]')).toBe(URL_OF(job));
    expect(meta('meta[property="og:site_name"]')).toBe('Hirewise');
    expect(meta('meta[name="twitter:card"]')).toBe('summary');
    // The rest of the web app's page is untouched: its script, styles and root element.
    expect(doc.querySelector('script[type="module"]')?.getAttribute('src')).toBe('/assets/index-abc123.js');
    expect(doc.querySelector('link[rel="stylesheet"]')).not.toBeNull();
    expect(doc.getElementById('root')).not.toBeNull();
    expect(meta('meta[name="theme-color"]')).toBe('#4f46e5');
  });

  it('cuts a long description to about 160 characters of plain text at a word', () => {
    const words = Array.from({ length: 80 }, (_, i) => `word${i}`).join(' ');
    const description = page(sampleJob({ description: `<h2>About</h2><p>${words}</p>` })).meta('meta[name="description"]') ?? '';
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description.length).toBeGreaterThan(120);
    expect(description).toMatch(/^About word0 word1 .* word\d+…$/);
    expect(description).not.toMatch(/[<>]/);
  });

  it('carries the job itself as JSON for the web app, equal to what the jobs service sent', () => {
    const job = sampleJob();
    const data = page(job).doc.getElementById(JOB_DATA_ELEMENT_ID);
    expect(data?.tagName).toBe('SCRIPT');
    expect(data?.getAttribute('type')).toBe('application/json');
    expect(JSON.parse(data?.textContent ?? '')).toEqual(job);
  });

  it('keeps a hostile title, company and description inert: escaped in attributes, \\u003c in the scripts', () => {
    const job = sampleJob({
      title: '"><script>alert(1)</script>',
      company: "O'Reilly & </script><script>alert(2)</script>",
      description: '<p>Apply</p></script><script>alert(3)</script><!--',
      location: { city: '<img src=x onerror=alert(4)>', country: 'India' },
    });
    const { html, doc, meta, script } = page(job);
    // No script but the page's own module and the two data blocks.
    const scripts = [...doc.querySelectorAll('script')];
    expect(scripts.map((s) => s.getAttribute('type'))).toEqual(['module', 'application/ld+json', 'application/json']);
    expect(doc.querySelectorAll('img')).toHaveLength(0);
    expect(html).not.toMatch(/<script>alert/);
    expect(html).not.toContain('</script><script>');
    // The texts read back exactly as written: escaped, not dropped.
    expect(doc.title).toBe(`"><script>alert(1)</script> at O'Reilly & </script><script>alert(2)</script>`);
    expect(meta('meta[property="og:title"]')).toBe(doc.title);
    const posting = jobPostingSchema.parse(JSON.parse(script('application/ld+json')[0].textContent ?? ''));
    expect(posting.title).toBe(job.title);
    expect(posting.hiringOrganization.name).toBe(job.company);
    expect(JSON.parse(script('application/json')[0].textContent ?? '')).toEqual(job);
  });
});

describe('the page of a missing job', () => {
  it('is the plain index with noindex: no job tags, the web app shows "not found"', () => {
    const doc = new DOMParser().parseFromString(renderMissingJobPage(template), 'text/html');
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(doc.title).toBe('Hirewise');
    expect(doc.querySelector('script[type="application/ld+json"]')).toBeNull();
    expect(doc.getElementById(JOB_DATA_ELEMENT_ID)).toBeNull();
    expect(doc.querySelector('script[type="module"]')).not.toBeNull();
  });
});

describe('page text helpers', () => {
  it('htmlToText: words of the HTML, entities decoded, no script or comment text', () => {
    expect(htmlToText('<h1>Hi&nbsp;there</h1><ul><li>a &amp; b</li><li>&#8377;&#x20B9;</li></ul>')).toBe('Hi there a & b ₹₹');
    expect(htmlToText('<p>x</p><script>alert(1)</script><!-- hidden --><style>p{}</style>y')).toBe('x y');
    expect(htmlToText('&bogus; &#0; &#xD800;')).toBe('&bogus; &#0; &#xD800;');
  });

  it('excerpt: unchanged when short, else at most max characters ending in an ellipsis', () => {
    expect(excerpt('short', 160)).toBe('short');
    const cut = excerpt('alpha beta gamma delta epsilon', 20);
    expect(cut).toBe('alpha beta gamma…');
    expect(Array.from(excerpt('₹'.repeat(300), 160)).length).toBeLessThanOrEqual(160);
  });

  it('jsonForScript: the same value, with no <, > or & left to end a script', () => {
    const value = { a: '</script><!--', b: 'x & y > z', c: '\u2028\u2029' };
    const text = jsonForScript(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});
