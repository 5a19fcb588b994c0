import { publicJobPath, type Job, type JobType } from '@hirewise/contracts';
import { SITE_NAME } from './job-page';
import { jobHtml, jobView } from './job-view';
import { cdataElement, textElement, XML_DECLARATION } from './xml';

/** The XML feed's length: the newest open jobs (aggregators fetch it again often). */
export const XML_FEED_MAX_JOBS = 1000;

/** The job types aggregators know (Indeed's feed format). */
export const FEED_JOB_TYPES: Record<JobType, string> = {
  'Full Time': 'fulltime',
  'Part Time': 'parttime',
  'Work From Home': 'fulltime',
};

/**
 * /feeds/jobs.xml: the job feed aggregators read (the <source><publisher/><publisherurl/><job/>
 * layout of Indeed's XML feed). Text is in CDATA sections, as that format expects; a description
 * with "]]>" is split across two sections (xml.ts). Salary: rupees per month, as on the site.
 */
export function renderJobFeed(jobs: readonly Job[], base: string, now: Date): string {
  const items = jobs.slice(0, XML_FEED_MAX_JOBS).map((job) => {
    const view = jobView(job);
    return [
      '<job>',
      cdataElement('title', view.title),
      cdataElement('date', view.postedAt.toUTCString()),
      cdataElement('referencenumber', view.id),
      cdataElement('url', `${base}${publicJobPath(view.id)}`),
      cdataElement('company', view.organization),
      cdataElement('city', view.city),
      cdataElement('country', view.country),
      cdataElement('description', jobHtml(view)),
      cdataElement('salary', view.salary > 0 ? `${view.salary} INR per month` : ''),
      cdataElement('jobtype', FEED_JOB_TYPES[view.jobType] ?? 'fulltime'),
      textElement('remote', view.remote ? 'true' : 'false'),
      cdataElement('expirationdate', view.deadline.toUTCString()),
      '</job>',
    ].join('');
  });
  return [XML_DECLARATION, '<source>', cdataElement('publisher', SITE_NAME), cdataElement('publisherurl', `${base}/`), textElement('lastBuildDate', now.toUTCString()), ...items, '</source>', ''].join('\n');
}
