/**
 * @jest-environment jsdom
 */
/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// jsdom's DOMParser is a strict XML parser: a document that is not well-formed comes back as <parsererror>.
import { renderJobFeed, XML_FEED_MAX_JOBS } from '../job-feed-xml';
import { renderRss, RSS_MAX_ITEMS } from '../rss-feed';
import { renderRobots, renderSitemap, SITEMAP_MAX_JOBS } from '../sitemap';
import { cdata, xmlChars, xmlEscape } from '../xml';
import { sampleJob, uuid } from './sample-jobs';

const BASE = 'https://jobs.example.com';
const NOW = new Date('2026-11-26T10:00:00Z');

function parseXml(text: string): Document {
  const doc = new DOMParser().parseFromString(text, 'application/xml');
  const error = doc.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(`not well-formed XML: ${error.textContent}`);
  return doc;
}
const texts = (doc: Document | Element, tag: string) => [...doc.getElementsByTagName(tag)].map((e) => e.textContent);

/** Everything a recruiter could write that XML must carry safely. */
const hostile = sampleJob({
  _id: uuid(9),
  title: 'C++ & Rust <dev> "senior"',
  company: 'Tom & Jerry ]]> Ltd',
  description: '<p>Ends ]]> early? &amp; <strong>no</strong>\u0001\u0008 control chars \uD800 lone</p>',
  location: { city: 'Pune <West>', country: 'India' },
});
const jobs = [sampleJob({ _id: uuid(1), dateOfPosting: '2026-11-25T08:30:00.123Z' }), hostile, sampleJob({ _id: uuid(2), jobType: 'Work From Home', salary: 0, location: { city: '', country: '' } })];

describe('the XML helpers', () => {
  it('escape the five special characters and drop what XML 1.0 cannot hold', () => {
    expect(xmlEscape(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f');
    expect(xmlChars('ok\u0000\u0007\u000B\uFFFE\uFFFF\uDC00 tab\tnl\n😀')).toBe('ok tab\tnl\n😀');
  });

  it('CDATA keeps any text exactly, "]]>" included', () => {
    for (const text of ['plain', ']]>', 'a]]>b]]>c', ']]]]>', '<![CDATA[x]]>']) {
      const doc = parseXml(`<x>${cdata(text)}</x>`);
      expect(doc.documentElement.textContent).toBe(text);
    }
  });

  it('the parser used here does refuse XML that is not well-formed (the checks can fail)', () => {
    expect(() => parseXml('<x><![CDATA[a]]>b</x>')).not.toThrow();
    expect(() => parseXml('<x>a]]>b</x>')).toThrow(/not well-formed/);
    expect(() => parseXml('<x>a & b</x>')).toThrow(/not well-formed/);
    expect(() => parseXml('<x>\u0001</x>')).toThrow(/not well-formed/);
  });
});

describe('/sitemap.xml', () => {
  it('is a well-formed sitemaps.org urlset: the home page, then each job page with its lastmod', () => {
    const doc = parseXml(renderSitemap(jobs, BASE));
    expect(doc.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect(doc.documentElement.localName).toBe('urlset');
    expect(texts(doc, 'loc')).toEqual([`${BASE}/`, `${BASE}/jobs/${uuid(1)}`, `${BASE}/jobs/${uuid(9)}`, `${BASE}/jobs/${uuid(2)}`]);
    expect(texts(doc, 'lastmod')[0]).toBe('2026-11-25T08:30:00Z');
    for (const lastmod of texts(doc, 'lastmod')) expect(lastmod).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
  });

  it('holds at most 50,000 URLs', () => {
    const many = Array.from({ length: SITEMAP_MAX_JOBS + 5 }, (_, i) => ({ ...jobs[0], _id: uuid(i) }));
    const text = renderSitemap(many, BASE);
    expect(text.match(/<url>/g)).toHaveLength(50_000);
  });

  it('robots.txt allows all, keeps crawlers out of the API and points at the sitemap', () => {
    expect(renderRobots(BASE)).toBe(`User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${BASE}/sitemap.xml\n`);
  });
});

describe('/feeds/jobs.rss', () => {
  it('is well-formed RSS 2.0 with an atom:link to itself and one item per job', () => {
    const doc = parseXml(renderRss(jobs, BASE, NOW));
    expect(doc.documentElement.getAttribute('version')).toBe('2.0');
    const self = doc.getElementsByTagNameNS('http://www.w3.org/2005/Atom', 'link')[0];
    expect(self.getAttribute('href')).toBe(`${BASE}/feeds/jobs.rss`);
    expect(self.getAttribute('rel')).toBe('self');
    const items = [...doc.getElementsByTagName('item')];
    expect(items).toHaveLength(3);
    expect(texts(items[1], 'title')).toEqual(['C++ & Rust <dev> "senior" at Tom & Jerry ]]> Ltd']);
    expect(texts(items[1], 'link')).toEqual([`${BASE}/jobs/${uuid(9)}`]);
    expect(items[1].getElementsByTagName('guid')[0].getAttribute('isPermaLink')).toBe('true');
    expect(texts(items[1], 'description')[0]).toBe('Ends ]]> early? & no control chars lone');
    expect(texts(items[0], 'pubDate')).toEqual(['Wed, 25 Nov 2026 08:30:00 GMT']);
    expect(texts(doc, 'lastBuildDate')).toEqual([NOW.toUTCString()]);
  });

  it('lists at most the newest 100 jobs', () => {
    const many = Array.from({ length: RSS_MAX_ITEMS + 20 }, (_, i) => ({ ...jobs[0], _id: uuid(i) }));
    expect(parseXml(renderRss(many, BASE, NOW)).getElementsByTagName('item')).toHaveLength(100);
  });
});

describe('/feeds/jobs.xml', () => {
  it('is a well-formed <source> feed: publisher, then one <job> with each field, text read back exactly', () => {
    const doc = parseXml(renderJobFeed(jobs, BASE, NOW));
    expect(doc.documentElement.localName).toBe('source');
    expect(texts(doc, 'publisher')).toEqual(['Hirewise']);
    expect(texts(doc, 'publisherurl')).toEqual([`${BASE}/`]);
    const all = [...doc.getElementsByTagName('job')];
    expect(all).toHaveLength(3);
    const field = (job: Element, tag: string) => job.getElementsByTagName(tag)[0]?.textContent;
    const second = all[1];
    expect(field(second, 'title')).toBe('C++ & Rust <dev> "senior"');
    expect(field(second, 'referencenumber')).toBe(uuid(9));
    expect(field(second, 'url')).toBe(`${BASE}/jobs/${uuid(9)}`);
    expect(field(second, 'company')).toBe('Tom & Jerry ]]> Ltd');
    expect(field(second, 'city')).toBe('Pune <West>');
    expect(field(second, 'country')).toBe('India');
    // The description's own "]]>" survives the CDATA split; the control characters are gone.
    expect(field(second, 'description')).toBe('<p>Ends ]]> early? &amp; <strong>no</strong> control chars  lone</p>');
    expect(field(second, 'salary')).toBe('60000 INR per month');
    expect(field(second, 'jobtype')).toBe('fulltime');
    expect(field(second, 'remote')).toBe('false');
    expect(field(second, 'date')).toBe(new Date(hostile.dateOfPosting).toUTCString());
    // Work From Home: a full-time remote job; no salary given, no place.
    expect([field(all[2], 'jobtype'), field(all[2], 'remote'), field(all[2], 'salary'), field(all[2], 'city')]).toEqual(['fulltime', 'true', '', '']);
  });

  it('lists at most XML_FEED_MAX_JOBS jobs', () => {
    const many = Array.from({ length: XML_FEED_MAX_JOBS + 3 }, (_, i) => ({ ...jobs[0], _id: uuid(i) }));
    expect(renderJobFeed(many, BASE, NOW).match(/<job>/g)).toHaveLength(XML_FEED_MAX_JOBS);
  });
});
