import type { ErrorBody } from '@hirewise/contracts/errors';
import { MediaPaths, type UploadResponse } from '@hirewise/contracts/media';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../api/api-error';
import { sendIdempotentWrite } from '../../api/idempotent-write';
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
  /** Waits between tries after a lost answer or a 503 (tests shorten them). */
  retryDelaysMs?: readonly number[];
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

/** One try of an upload: its answer, or a network error (rejects with ApiError 0), or an abort (AbortError). */
interface XhrAnswer {
  status: number;
  text: string;
  headers: { get(name: string): string | null };
}

function sendOnce(kind: UploadKind, file: File, headers: Record<string, string>, options: UploadOptions): Promise<XhrAnswer> {
  const { onProgress, signal } = options;
  return new Promise<XhrAnswer>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('The upload was aborted', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', kind === 'resume' ? MediaPaths.uploadResume : MediaPaths.uploadProfile);
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);

    xhr.upload.onprogress = (event) => {
      const total = event.lengthComputable ? event.total : file.size;
      onProgress?.({ loaded: event.loaded, total, percent: percentOf(event.loaded, total) });
    };
    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => signal?.removeEventListener('abort', onAbort);

    xhr.onload = () => {
      done();
      resolve({ status: xhr.status, text: xhr.responseText, headers: { get: (name) => xhr.getResponseHeader(name) } });
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

/**
 * Sends one file as multipart (field `resume` or `profile`). XMLHttpRequest rather than fetch:
 * only it reports upload progress. One Idempotency-Key for the upload (issue 20): a lost answer or a
 * 503 sends the file again with it (progress starts over), and the gateway stores it once. A failure
 * rejects with an ApiError carrying the server's message (status 0 when the server could not be
 * reached); an abort rejects with an AbortError.
 */
export async function uploadFile(kind: UploadKind, file: File, options: UploadOptions = {}): Promise<UploadResponse> {
  const explicitToken = options.token;
  const token = explicitToken ?? getSession()?.token;
  const answer = await sendIdempotentWrite((key) => sendOnce(kind, file, { ...key, ...(token ? { Authorization: `Bearer ${token}` } : {}) }, options), options.signal, options.retryDelaysMs);
  const body = parse(answer.text);
  if (answer.status >= 200 && answer.status < 300) return body as UploadResponse;
  // A rejected stored token ends the session, as for every other call of the app.
  if (answer.status === 401 && !explicitToken) clearSession();
  throw new ApiError(answer.status, failureMessage(kind, answer.status, body));
}
