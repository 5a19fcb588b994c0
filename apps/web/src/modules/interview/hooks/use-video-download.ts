import { useMutation } from '@tanstack/react-query';
import { MediaPaths } from '@hirewise/contracts/media';
import { notify } from '../../ui/components/toaster';
import { fetchFile, FileRequestError } from '../../files/api/fetch-file';
import { deliverFile } from '../../files/utils/deliver-file';
import { FileMessages } from '../../files/utils/file-messages';

/**
 * Download Video: GET /api/download/interview/{id} with the token, saved under `fileName`, the
 * name the dialog shows next to the link. Not under the Content-Disposition name: the media
 * service names every recording after the browser's upload ('interview.webm'), which matched
 * neither the name shown nor any other recording.
 */
export function useVideoDownload() {
  return useMutation({
    mutationFn: async ({ fileId, fileName }: { fileId: string; fileName: string }) => {
      const file = await fetchFile(MediaPaths.downloadInterview(fileId));
      if (file.blob.size === 0) return null;
      return deliverFile({ ...file, fileName }, fileName);
    },
    onSuccess: (delivery) => {
      if (delivery === null) notify.error(FileMessages.nothingToDownload);
      else notify.success(FileMessages.downloaded);
    },
    onError: (error) =>
      notify.error(error instanceof FileRequestError && error.serverSaid ? FileMessages.downloadFailed(error.message) : FileMessages.downloadFailed('please try again')),
  });
}
