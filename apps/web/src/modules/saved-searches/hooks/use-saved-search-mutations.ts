import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SavedSearchMessages, type SavedSearchView, type UpdateSavedSearchInput } from '@hirewise/contracts/saved-searches';
import { errorMessage } from '../../api/api-error';
import { notify } from '../../ui/components/toaster';
import { createSavedSearch, deleteSavedSearch, updateSavedSearch } from '../api/saved-searches-api';
import { savedSearchKeys } from '../utils/saved-search-keys';
import type { SaveSearchBody } from '../utils/search-summary';
import { SavedSearchTexts } from '../utils/saved-search-texts';

/**
 * Save the /home search. Success is a green toast and a fresh list; a failure is left to the
 * dialog, which shows the server's message (a duplicate, the limit) next to the fields.
 */
export function useCreateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveSearchBody) => createSavedSearch(body),
    onSuccess: async () => {
      notify.success(SavedSearchMessages.created);
      await queryClient.invalidateQueries({ queryKey: savedSearchKeys.all });
    },
  });
}

interface UpdateVariables {
  searchId: string;
  update: UpdateSavedSearchInput;
}

/**
 * Rename a search or change its email digest. The card changes at once (the cache is updated
 * before the call) and changes back if the server refuses.
 */
export function useUpdateSavedSearch() {
  const queryClient = useQueryClient();
  const key = savedSearchKeys.list();
  return useMutation({
    mutationFn: ({ searchId, update }: UpdateVariables) => updateSavedSearch(searchId, update),
    onMutate: async ({ searchId, update }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<SavedSearchView[]>(key);
      if (previous) queryClient.setQueryData<SavedSearchView[]>(key, previous.map((s) => (s.id === searchId ? { ...s, ...update } : s)));
      return { previous };
    },
    onSuccess: (saved) => {
      queryClient.setQueryData<SavedSearchView[]>(key, (list) => list?.map((s) => (s.id === saved.id ? saved : s)));
      notify.success(SavedSearchMessages.updated, { slot: 'saved-search-update' });
    },
    onError: (error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      notify.error(errorMessage(error, SavedSearchTexts.updateFailed), { slot: 'saved-search-update' });
    },
  });
}

/** Delete a search: it leaves the list at once on success. */
export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  const key = savedSearchKeys.list();
  return useMutation({
    mutationFn: (searchId: string) => deleteSavedSearch(searchId),
    onSuccess: (_reply, searchId) => {
      queryClient.setQueryData<SavedSearchView[]>(key, (list) => list?.filter((s) => s.id !== searchId));
      notify.success(SavedSearchMessages.deleted);
    },
    onError: (error) => notify.error(errorMessage(error, SavedSearchTexts.deleteFailed)),
  });
}
