import { useMutation } from '@tanstack/react-query';
import { MediaPaths } from '@hirewise/contracts/media';
import { notify } from '../../ui/components/toaster';
import { fetchFile, FileRequestError } from '../api/fetch-file';
import { deliverFile } from '../utils/deliver-file';
import { FileMessages } from '../utils/file-messages';

/** The toast text for a failed download: the server's reason when it gave one (spec section 8). */
export function downloadErrorMessage(error: unknown): string {
  if (error instanceof FileRequestError && error.serverSaid) return FileMessages.downloadFailed(error.message);
  return FileMessages.downloadError;
}

/**
 * Download Resume (job applications, employees, own profile): no file on the profile gives
 * 'No resume found' without a request; an empty answer 'No file to download'; a PDF opens in a
 * new tab, other types download; success says 'File downloaded successfully'.
 */
export function useResumeDownload() {
  const mutation = useMutation({
    mutationFn: async (resume: string) => {
      const file = await fetchFile(MediaPaths.downloadResume(resume));
      if (file.blob.size === 0) return null;
      return deliverFile(file, resume);
    },
    onSuccess: (delivery) => {
      if (delivery === null) notify.error(FileMessages.nothingToDownload);
      else notify.success(FileMessages.downloaded);
    },
    onError: (error) => notify.error(downloadErrorMessage(error)),
  });

  const download = (resume: string | null | undefined) => {
    if (!resume) {
      notify.error(FileMessages.noResume);
      return;
    }
    mutation.mutate(resume);
  };

  return { download, isPending: mutation.isPending };
}
