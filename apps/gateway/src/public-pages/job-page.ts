import type { Job } from '@hirewise/contracts';
import { escapeHtml, excerpt, jsonForScript } from './html-text';
import { withHeadTags, type IndexTemplate } from './index-template';
import { toJobPosting } from './job-posting';
import { jobHeadline, jobPlainText, jobView } from './job-view';

export const SITE_NAME = 'Hirewise';
/** The id of the <script type="application/json"> that carries the page's job, so the web app renders it without a second request. */
export const JOB_DATA_ELEMENT_ID = 'job-data';
/** Meta descriptions: search engines show about this many characters. */
export const META_DESCRIPTION_LENGTH = 160;

/**
 * A job's public page: the web app's index.html with, in its <head>, the job's title, description,
 * canonical link, Open Graph and Twitter tags, its schema.org JobPosting (JSON-LD), and the job
 * itself as JSON. Every attribute value is HTML-escaped and every script's JSON has `<` escaped,
 * so nothing a recruiter writes can end a tag or a script. Both scripts are data blocks (their type
 * is not JavaScript): browsers never run them, so the CSP's script-src 'self' needs no nonce or hash.
 */
export function renderJobPage(template: IndexTemplate, job: Job, pageUrl: string): string {
  const view = jobView(job);
  const title = jobHeadline(view);
  const description = excerpt(jobPlainText(view), META_DESCRIPTION_LENGTH);
  const meta = (attribute: 'name' | 'property', key: string, content: string) => `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(pageUrl)}" />`,
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:url', pageUrl),
    meta('property', 'og:site_name', SITE_NAME),
    meta('name', 'twitter:card', 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    `<script type="application/ld+json">${jsonForScript(toJobPosting(view, pageUrl))}</script>`,
    `<script type="application/json" id="${JOB_DATA_ELEMENT_ID}">${jsonForScript(job)}</script>`,
  ];
  return `${template.head.trimEnd()}\n    ${tags.join('\n    ')}\n  ${template.tail}`;
}

/** An unknown, malformed or expired job: the plain page (the web app shows "not found"), kept out of search results. */
export function renderMissingJobPage(template: IndexTemplate): string {
  return withHeadTags(template, '<meta name="robots" content="noindex" />');
}
