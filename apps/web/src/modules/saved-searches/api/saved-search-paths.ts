import { ApiPaths } from '@hirewise/contracts/api-paths';

/** The saved-search calls (issue 18), renamed from contracts' ApiPaths like modules/api/paths.ts. */
export const SavedSearchPaths = {
  /** GET the applicant's searches (newest first), POST a new one. */
  list: ApiPaths.savedSearches,
  /** PUT { name?, digest? } or DELETE one (the builder URI-encodes the id). */
  one: ApiPaths.savedSearch,
} as const;
