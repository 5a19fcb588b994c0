import type { FetchedFile } from '../api/fetch-file';

/** How long a handed-over object URL lives: the new tab or the download needs it a little while. */
export const OBJECT_URL_LIFETIME_MS = 60_000;

export type Delivery = 'opened' | 'downloaded';

export function isPdf(file: Pick<FetchedFile, 'contentType' | 'blob'>): boolean {
  const type = (file.contentType || file.blob.type).split(';')[0]?.trim().toLowerCase();
  return type === 'application/pdf';
}

function saveAs(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
}

/**
 * Spec section 7: a PDF opens in a new tab, anything else downloads under the server's file name
 * (or `fallbackName`). When the browser blocks the new tab, the PDF downloads instead.
 */
export function deliverFile(file: FetchedFile, fallbackName: string): Delivery {
  const url = URL.createObjectURL(file.blob);
  setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
  if (isPdf(file)) {
    const tab = window.open(url, '_blank');
    if (tab) {
      tab.opener = null;
      return 'opened';
    }
  }
  saveAs(url, file.fileName ?? fallbackName);
  return 'downloaded';
}
