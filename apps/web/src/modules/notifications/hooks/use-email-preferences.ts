import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { NotificationMessages, type NotificationPreferences, type PreferencesUpdate } from '@hirewise/contracts/notifications';
import { errorMessage } from '../../api/api-error';
import { notify } from '../../ui/components/toaster';
import { getEmailPreferences, saveEmailPreferences } from '../api/preferences-api';
import { notificationKeys } from '../utils/notification-keys';
import { EmailPreferenceTexts } from '../utils/notification-texts';

/** Which of the caller's notification types also come by email. */
export function useEmailPreferences() {
  return useQuery({
    queryKey: notificationKeys.preferences(),
    queryFn: ({ signal }) => getEmailPreferences(signal),
  });
}

/**
 * Saves one switch at a time. The switch moves at once (the cache is updated before the call) and
 * moves back if the save fails. The saves run one after another (one mutation scope), so the last
 * answer, which holds every change, is the one kept.
 */
export function useSaveEmailPreferences() {
  const queryClient = useQueryClient();
  const key = notificationKeys.preferences();
  return useMutation({
    mutationFn: (update: PreferencesUpdate) => saveEmailPreferences(update),
    scope: { id: 'email-preferences' },
    onMutate: async (update) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<NotificationPreferences>(key);
      if (previous) queryClient.setQueryData<NotificationPreferences>(key, { email: { ...previous.email, ...update.email } });
      return { previous };
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(key, saved);
      notify.success(NotificationMessages.preferencesSaved, { slot: 'email-preferences' });
    },
    onError: (error, _update, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      notify.error(errorMessage(error, EmailPreferenceTexts.saveFailed), { slot: 'email-preferences' });
    },
  });
}
