import type { MessageResponse } from '@hirewise/contracts/common';
import type { CreateSavedSearchRequest, SavedSearchView, UpdateSavedSearchInput } from '@hirewise/contracts/saved-searches';
import { apiRequest } from '../../api/api-client';
import { SavedSearchPaths } from './saved-search-paths';

/** GET /api/saved-searches: every search of the caller (at most SAVED_SEARCH_LIMIT, so no pages). */
export function listSavedSearches(signal?: AbortSignal): Promise<SavedSearchView[]> {
  return apiRequest(SavedSearchPaths.list, { auth: true, signal });
}

/** POST /api/saved-searches: 201 with the saved search; 409 for a duplicate or past the limit. */
export function createSavedSearch(body: CreateSavedSearchRequest): Promise<SavedSearchView> {
  return apiRequest(SavedSearchPaths.list, { method: 'POST', body, auth: true });
}

/** PUT /api/saved-searches/{id}: a new name or digest; the answer is the whole search. */
export function updateSavedSearch(searchId: string, update: UpdateSavedSearchInput): Promise<SavedSearchView> {
  return apiRequest(SavedSearchPaths.one(searchId), { method: 'PUT', body: update, auth: true });
}

/** DELETE /api/saved-searches/{id}: its alerts stop. */
export function deleteSavedSearch(searchId: string): Promise<MessageResponse> {
  return apiRequest(SavedSearchPaths.one(searchId), { method: 'DELETE', auth: true });
}
