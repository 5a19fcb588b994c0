import { ApiRoutes, PublicPages, publicJobPath, type JobLink } from '@hirewise/contracts';
import { textElement, XML_DECLARATION } from './xml';

/** A sitemap holds at most 50,000 URLs (sitemaps.org): the home page and this many jobs. */
export const SITEMAP_MAX_URLS = 50_000;
export const SITEMAP_MAX_JOBS = SITEMAP_MAX_URLS - 1;

/** W3C datetime to the second (sitemaps.org's lastmod). */
const w3cDate = (iso: string) => new Date(iso).toISOString().replace(/\.\d{3}Z$/, 'Z');

/** /sitemap.xml: the home page, then every open job's page with the day it was posted as lastmod. */
export function renderSitemap(jobs: readonly JobLink[], base: string): string {
  const urls = [
    `<url>${textElement('loc', `${base}/`)}${jobs[0] ? textElement('lastmod', w3cDate(jobs[0].dateOfPosting)) : ''}</url>`,
    ...jobs.slice(0, SITEMAP_MAX_JOBS).map((job) => `<url>${textElement('loc', `${base}${publicJobPath(job._id)}`)}${textElement('lastmod', w3cDate(job.dateOfPosting))}</url>`),
  ];
  return `${XML_DECLARATION}\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** /robots.txt: everything may be crawled but the API; the sitemap's address. */
export function renderRobots(base: string): string {
  const api = `/${ApiRoutes.jobs.split('/')[1]}/`;
  return `User-agent: *\nAllow: /\nDisallow: ${api}\n\nSitemap: ${base}${PublicPages.sitemap}\n`;
}
