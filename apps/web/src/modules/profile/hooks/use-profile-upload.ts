import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserUpdateRequest } from '@hirewise/contracts/auth';
import { notify } from '../../ui/components/toaster';
import { ApiError, errorMessage } from '../../api/api-error';
import { queryKeys } from '../../api/query-keys';
import { uploadFile } from '../../files/api/upload-file';
import { FileMessages } from '../../files/utils/file-messages';
import type { UploadKind } from '../../files/utils/file-rules';
import { updateUser } from '../api/update-user';

/** The profile change that records an uploaded file under its kind's field. */
export function fileChange(kind: UploadKind, filename: string): UserUpdateRequest {
  return kind === 'resume' ? { resume: filename } : { profile: filename };
}

interface UploadCallbacks {
  /** The file is stored and on the profile. */
  onDone?: () => void;
  /** The server refused this file (type by content, size, no file): trying it again cannot help. */
  onRefused?: (message: string) => void;
}

/** 400, 413 and 415 are about the file itself; other failures (network, 5xx) may pass on a retry. */
function isRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && [400, 413, 415].includes(error.status);
}

/**
 * Uploads a resume or photo with progress, then saves its stored name on the profile (PUT
 * /api/user) and says 'File uploaded successfully'. A refusal shows the server's message.
 */
export function useProfileUpload(kind: UploadKind, { onDone, onRefused }: UploadCallbacks = {}) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);

  const mutation = useMutation({
    mutationFn: async (file: File) => {
      setProgress(0);
      let uploaded;
      try {
        uploaded = await uploadFile(kind, file, { onProgress: ({ percent }) => setProgress(percent) });
      } catch (error) {
        if (isRefusal(error)) onRefused?.(error.message);
        throw error;
      }
      setProgress(100);
      await updateUser(fileChange(kind, uploaded.filename));
      return uploaded;
    },
    onSuccess: async () => {
      notify.success(FileMessages.uploaded);
      onDone?.();
      await queryClient.invalidateQueries({ queryKey: queryKeys.user.all });
    },
    onError: (error) => {
      setProgress(null);
      notify.error(errorMessage(error, FileMessages.uploadFailed));
    },
  });

  return { upload: mutation.mutate, isPending: mutation.isPending, progress };
}
