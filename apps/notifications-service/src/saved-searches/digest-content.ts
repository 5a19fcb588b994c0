import { and, asc, eq, sql } from 'drizzle-orm';
import type { NotificationType } from '@hirewise/contracts';
import type { Db } from '../db';
import { jobCopies } from '../jobs/job-copy.table';
import { filtersOf, searchLink } from './saved-search-filters';
import { savedSearchMatches, savedSearches, type MatchedJob } from './saved-search.table';

/** The notification type whose email the digest is (the email preference and the unsubscribe link name it). */
export const DIGEST_TYPE: NotificationType = 'saved-search.match';

/** One saved search in a digest mail: its name, the link that opens it on /home, the jobs it matched. */
export interface DigestSection {
  searchId: string;
  name: string;
  /** Inside the web app (/home?...); the mail puts PUBLIC_URL before it. */
  link: string;
  jobs: (MatchedJob & { jobId: string })[];
}

/**
 * What a queued digest mails, read when it is sent: the matches it carries grouped by search (the
 * oldest search first, each search's jobs in the order they matched). A job deleted since it
 * matched is left out; a search deleted since takes its matches with it (ON DELETE CASCADE). An
 * empty result means nothing is left to mail.
 */
export async function loadDigest(db: Db, digestId: string): Promise<DigestSection[]> {
  const rows = await db
    .select({ search: savedSearches, jobId: savedSearchMatches.jobId, job: savedSearchMatches.job })
    .from(savedSearchMatches)
    .innerJoin(savedSearches, eq(savedSearches.id, savedSearchMatches.savedSearchId))
    .leftJoin(jobCopies, eq(jobCopies.jobId, savedSearchMatches.jobId))
    .where(and(eq(savedSearchMatches.digestId, digestId), sql`${jobCopies.deleted} is not true`))
    .orderBy(asc(savedSearches.createdAt), asc(savedSearches.id), asc(savedSearchMatches.matchedAt), asc(savedSearchMatches.jobId));
  const sections = new Map<string, DigestSection>();
  for (const { search, jobId, job } of rows) {
    let section = sections.get(search.id);
    if (!section) {
      section = { searchId: search.id, name: search.name, link: searchLink(filtersOf(search)), jobs: [] };
      sections.set(search.id, section);
    }
    section.jobs.push({ ...job, jobId });
  }
  return [...sections.values()];
}
