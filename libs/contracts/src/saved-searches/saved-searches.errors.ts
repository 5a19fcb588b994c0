/** Failures specific to saved searches, with the HTTP status the gateway answers (messages: SavedSearchMessages). */
export const SavedSearchesErrorStatus = {
  SAVED_SEARCH_NOT_FOUND: 404,
  NOT_YOUR_SAVED_SEARCH: 403,
  SAVED_SEARCH_LIMIT: 409,
  SAVED_SEARCH_DUPLICATE: 409,
} as const;
