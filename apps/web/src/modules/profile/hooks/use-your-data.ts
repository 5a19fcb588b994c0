import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { PrivacyMessages, type DeleteAccountRequest } from '@hirewise/contracts/privacy';
import { notify } from '../../ui/components/toaster';
import { errorMessage } from '../../api/api-error';
import { FileRequestError } from '../../files/api/fetch-file';
import { deliverFile } from '../../files/utils/deliver-file';
import { FileMessages } from '../../files/utils/file-messages';
import { clearSession } from '../../session/utils/session-store';
import { deleteMyAccount, exportMyData } from '../api/your-data';

export const EXPORT_FALLBACK_NAME = 'hirewise-data.json';
const EXPORT_FAILED = 'Your data could not be downloaded. Please try again.';

/** Download my data: the JSON file under the server's name. */
export function useExportMyData() {
  return useMutation({
    mutationFn: async () => deliverFile(await exportMyData(), EXPORT_FALLBACK_NAME),
    onSuccess: () => notify.success(FileMessages.downloaded),
    onError: (error) =>
      notify.error(error instanceof FileRequestError && error.serverSaid ? FileMessages.downloadFailed(error.message) : EXPORT_FAILED),
  });
}

/** Delete account: on success the session ends here too, as after Logout. */
export function useDeleteMyAccount() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (body: DeleteAccountRequest) => deleteMyAccount(body),
    onSuccess: (response) => {
      clearSession();
      queryClient.clear();
      notify.success(response?.message ?? PrivacyMessages.accountDeleted);
      // Like Logout (spec section 2): the session ends and the login screen shows.
      void navigate('/login', { replace: true });
    },
    onError: (error) => notify.error(errorMessage(error, 'Your account could not be deleted. Please try again.')),
  });
}
