import { PublicPages, publicJobPath, type Job } from '@hirewise/contracts';
import { excerpt } from './html-text';
import { SITE_NAME } from './job-page';
import { jobHeadline, jobPlainText, jobView } from './job-view';
import { textElement, xmlEscape, XML_DECLARATION } from './xml';

/** The RSS feed's length: the newest open jobs. */
export const RSS_MAX_ITEMS = 100;
/** An item's description: the start of the job's text (readers show a summary and link to the page). */
export const RSS_DESCRIPTION_LENGTH = 500;

/** RFC 822 dates (RSS 2.0), e.g. "Wed, 26 Nov 2025 10:00:00 GMT". */
const rfc822 = (date: Date) => date.toUTCString();

/** /feeds/jobs.rss: RSS 2.0 with an atom:link to itself (the RSS Advisory Board's recommendation). */
export function renderRss(jobs: readonly Job[], base: string, now: Date): string {
  const self = `${base}${PublicPages.rss}`;
  const items = jobs.slice(0, RSS_MAX_ITEMS).map((job) => {
    const view = jobView(job);
    const url = `${base}${publicJobPath(job._id)}`;
    return [
      '<item>',
      textElement('title', jobHeadline(view)),
      textElement('link', url),
      `<guid isPermaLink="true">${xmlEscape(url)}</guid>`,
      textElement('pubDate', rfc822(view.postedAt)),
      textElement('category', view.jobType),
      textElement('description', excerpt(jobPlainText(view), RSS_DESCRIPTION_LENGTH)),
      '</item>',
    ].join('');
  });
  const newest = jobs[0] ? new Date(jobs[0].dateOfPosting) : now;
  return [
    XML_DECLARATION,
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    textElement('title', `${SITE_NAME}: open jobs`),
    textElement('link', `${base}/`),
    textElement('description', `The newest open jobs on ${SITE_NAME}.`),
    textElement('language', 'en'),
    textElement('lastBuildDate', rfc822(now)),
    textElement('pubDate', rfc822(newest)),
    `<atom:link href="${xmlEscape(self)}" rel="self" type="application/rss+xml" />`,
    ...items,
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}
