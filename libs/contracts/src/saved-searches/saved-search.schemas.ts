import { z } from 'zod';
import { UUID_PATTERN } from '../common/ids';
import { jobFacetsQuerySchema } from '../jobs/job.schemas';
import type { Caller } from '../messages';

/**
 * Saved searches and job alerts (issue 18): an applicant saves the /home search (its text and
 * filters); each new job that matches is a `saved-search.match` notification at once, and the
 * matches since the last one are mailed as one digest per interval.
 */

/** How often the matches of a search are mailed: daily is DIGEST_INTERVAL_MS (a day by default), weekly 7 times it. */
export const DIGEST_FREQUENCIES = ['daily', 'weekly', 'off'] as const;
export type DigestFrequency = (typeof DIGEST_FREQUENCIES)[number];
export const DIGEST_FREQUENCY_LABELS: Record<DigestFrequency, string> = {
  daily: 'Daily email',
  weekly: 'Weekly email',
  off: 'In-app only',
};

/** A user keeps at most this many saved searches. */
export const SAVED_SEARCH_LIMIT = 20;
export const SAVED_SEARCH_NAME_MAX = 80;

/** The filters of GET /api/jobs that a search keeps (the sort and the page are not part of it); the same texts on error. */
// From the filters-only schema: jobsQuerySchema has a refinement (page vs cursor), and zod cannot .pick() through one.
export const savedSearchFiltersSchema = jobFacetsQuerySchema
  .pick({ q: true, jobType: true, salaryMin: true, salaryMax: true, duration: true })
  .strict()
  .refine((f) => f.salaryMin === undefined || f.salaryMax === undefined || f.salaryMin <= f.salaryMax, {
    message: 'salaryMin cannot be more than salaryMax',
    path: ['salaryMin'],
  });
export type SavedSearchFilters = z.output<typeof savedSearchFiltersSchema>;

const nameSchema = z
  .string({ error: 'name must be text' })
  .trim()
  .min(1, 'name cannot be empty')
  .max(SAVED_SEARCH_NAME_MAX, `name must be at most ${SAVED_SEARCH_NAME_MAX} characters`);
const digestSchema = z.enum(DIGEST_FREQUENCIES, { error: `digest must be one of ${DIGEST_FREQUENCIES.join(', ')}` });

/** POST /api/saved-searches. Without a name, one is made from the filters ("data · Full Time"). */
export const createSavedSearchSchema = z
  .object(
    {
      name: nameSchema.optional(),
      filters: savedSearchFiltersSchema,
      digest: digestSchema.default('daily'),
    },
    { error: 'Send { filters: { q, jobType, salaryMin, salaryMax, duration }, name?, digest? }' },
  )
  .strict();
export type CreateSavedSearchRequest = z.input<typeof createSavedSearchSchema>;
export type CreateSavedSearchInput = z.output<typeof createSavedSearchSchema>;

/** PUT /api/saved-searches/{id}: rename it or change how often it mails. */
export const updateSavedSearchSchema = z
  .object({ name: nameSchema.optional(), digest: digestSchema.optional() }, { error: 'Send { name?, digest? }' })
  .strict()
  .refine((u) => u.name !== undefined || u.digest !== undefined, { message: 'Nothing to change: send name or digest' });
export type UpdateSavedSearchInput = z.output<typeof updateSavedSearchSchema>;

export const savedSearchIdSchema = z.string().regex(UUID_PATTERN, 'Saved search not found');

/** One saved search as the API answers it. */
export interface SavedSearchView {
  id: string;
  name: string;
  filters: SavedSearchFilters;
  digest: DigestFrequency;
  createdAt: string;
  /** Jobs matched since the last digest (or since it was saved). */
  pendingMatches: number;
  /** When a new job last matched, or null. */
  lastMatchAt: string | null;
}

export const SavedSearchMessages = {
  created: 'Search saved: new jobs that match will be in your notifications',
  updated: 'Saved search updated',
  deleted: 'Saved search deleted',
  notFound: 'Saved search not found',
  notYours: 'This saved search is not yours',
  limit: `You can keep at most ${SAVED_SEARCH_LIMIT} saved searches: delete one first`,
  duplicate: 'You have already saved this search',
} as const;

/** What the gateway sends the notifications service (Patterns.savedSearches). */
export interface ListSavedSearchesMessage {
  caller: Caller;
}
export interface CreateSavedSearchMessage {
  caller: Caller;
  search: CreateSavedSearchInput;
}
export interface UpdateSavedSearchMessage {
  caller: Caller;
  searchId: string;
  update: UpdateSavedSearchInput;
}
export interface DeleteSavedSearchMessage {
  caller: Caller;
  searchId: string;
}
