import { PublicPages } from '@hirewise/contracts';

const DOCUMENT_PATHS = new Set<string>([PublicPages.sitemap, PublicPages.robots, PublicPages.rss, PublicPages.xmlFeed]);
const JOB_PAGE = /^\/jobs\/[^/]+\/?$/i;

/** The metrics label of a public page (its pattern, never a job's id), or undefined for any other path. */
export function publicPageLabel(path: string): string | undefined {
  if (DOCUMENT_PATHS.has(path)) return path;
  if (JOB_PAGE.test(path)) return PublicPages.job;
  return undefined;
}
