import { MediaMessages } from '@hirewise/contracts/media';

/**
 * The texts of the file screens (spec sections 5 and 8). The upload refusals are the media
 * service's own texts from contracts, so the screen says the same before and after sending.
 */
export const FileMessages = {
  noFile: MediaMessages.noFile,
  resumeType: MediaMessages.wrongType.resume,
  photoType: MediaMessages.wrongType.profile,
  tooLarge: MediaMessages.tooLarge,
  uploaded: MediaMessages.uploaded,
  uploadFailed: 'Upload failed. Please try again.',
  downloaded: 'File downloaded successfully',
  downloadError: 'Error downloading resume',
  noResume: 'No resume found',
  downloadFailed: (message: string) => `Download failed: ${message}`,
  nothingToDownload: 'No file to download',
} as const;
