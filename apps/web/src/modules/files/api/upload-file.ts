import type { ErrorBody } from '@hirewise/contracts/errors';
import { MediaPaths, type UploadResponse } from '@hirewise/contracts/media';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../api/api-error';
import { clearSession, getSession } from '../../session/utils/session-store';
import { FileMessages } from '../utils/file-messages';
import { UPLOAD_RULES, type UploadKind } from '../utils/file-rules';

export interface UploadProgress {
  loaded: number;
  total: number;
  /** 0 to 100, whole numbers. */
  percent: number;
}

export interface UploadOptions {
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
  /** A token to send instead of the stored session's (signup uploads before the session is stored). */
  token?: string;
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function isErrorBody(value: unknown): value is ErrorBody {
  return typeof value === 'object' && value !== null && typeof (value as ErrorBody).message === 'string';
}

/** The server's `{ message }`, or the spec's text for the statuses it names when a proxy answered without one. */
function failureMessage(kind: UploadKind, status: number, body: unknown): string {
  if (isErrorBody(body) && body.message) return body.message;
  if (status === 413) return FileMessages.tooLarge;
  if (status === 415) return UPLOAD_RULES[kind].typeMessage;
  return `Upload failed with status ${status}`;
}

function percentOf(loaded: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.round((loaded / total) * 100));
}

/**
 * Sends one file as multipart (field `resume` or `profile`). XMLHttpRequest rather than fetch:
 * only it reports upload progress. A failure rejects with an ApiError carrying the server's
 * message (status 0 when the server could not be reached); an abort rejects with an AbortError.
 */
export function uploadFile(kind: UploadKind, file: File, options: UploadOptions = {}): Promise<UploadResponse> {
  const { onProgress, signal, token: explicitToken } = options;
  const token = explicitToken ?? getSession()?.token;

  return new Promise<UploadResponse>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('The upload was aborted', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', kind === 'resume' ? MediaPaths.uploadResume : MediaPaths.uploadProfile);
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);

    xhr.upload.onprogress = (event) => {
      const total = event.lengthComputable ? event.total : file.size;
      onProgress?.({ loaded: event.loaded, total, percent: percentOf(event.loaded, total) });
    };
    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => signal?.removeEventListener('abort', onAbort);

    xhr.onload = () => {
      done();
      const body = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(body as UploadResponse);
        return;
      }
      // A rejected stored token ends the session, as for every other call of the app.
      if (xhr.status === 401 && !explicitToken) clearSession();
      reject(new ApiError(xhr.status, failureMessage(kind, xhr.status, body)));
    };
    xhr.onerror = () => {
      done();
      reject(new ApiError(0, NETWORK_ERROR_MESSAGE));
    };
    xhr.onabort = () => {
      done();
      reject(new DOMException('The upload was aborted', 'AbortError'));
    };

    const form = new FormData();
    form.append(kind, file, file.name);
    xhr.send(form);
  });
}
