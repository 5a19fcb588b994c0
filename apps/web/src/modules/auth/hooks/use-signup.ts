import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { AuthMessages, type SignupRequest } from '@hirewise/contracts/auth';
import { notify } from '../../ui/components/toaster';
import { errorMessage } from '../../api/api-error';
import { FileMessages } from '../../files/utils/file-messages';
import type { UploadKind } from '../../files/utils/file-rules';
import { signup } from '../api/signup';
import { uploadSignupFiles, type SignupFiles } from '../api/upload-signup-files';
import { AuthToastSlots } from '../utils/toast-slots';
import { useStartSession } from './use-start-session';

export interface SignupVariables {
  request: SignupRequest;
  /** An applicant's resume and photo, uploaded once the account exists. */
  files?: SignupFiles;
}

const NO_PROGRESS: Record<UploadKind, number | null> = { resume: null, profile: null };

/**
 * Signup, then (applicants) the picked files with progress, then the session starts. A file that
 * fails does not undo the account: its reason shows as a red toast and the file can be uploaded
 * again from the profile.
 */
export function useSignup() {
  const startSession = useStartSession();
  const [progress, setProgress] = useState(NO_PROGRESS);

  const mutation = useMutation({
    mutationFn: async ({ request, files }: SignupVariables) => {
      const auth = await signup(request);
      if (!files || (!files.resume && !files.profile)) return { auth, uploads: null };
      const uploads = await uploadSignupFiles(auth.token, files, (kind, percent) =>
        setProgress((current) => ({ ...current, [kind]: percent })),
      );
      return { auth, uploads };
    },
    onSuccess: ({ auth, uploads }) => {
      // The spec greets a new account like a login: 'Logged in successfully'.
      startSession(auth, AuthMessages.loggedIn);
      if (uploads?.saved) notify.success(FileMessages.uploaded);
      uploads?.errors.forEach((message) => notify.error(message));
    },
    onError: (error) => {
      setProgress(NO_PROGRESS);
      notify.error(errorMessage(error, 'Signup failed'), { slot: AuthToastSlots.signup });
    },
  });

  return { ...mutation, progress };
}
