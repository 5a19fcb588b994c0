import type { ErrorBody } from '@hirewise/contracts/errors';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../api/api-error';
import { clearSession, getSession } from '../../session/utils/session-store';
import { fileNameFromDisposition } from '../utils/content-disposition';

/** A file the gateway sent: its bytes, type and the name the server gave it (if any). */
export interface FetchedFile {
  blob: Blob;
  contentType: string;
  fileName: string | null;
}

/** A refused download; `serverSaid` is false when the server sent no `{ message }`. */
export class FileRequestError extends ApiError {
  readonly serverSaid: boolean;

  constructor(status: number, message: string, serverSaid: boolean) {
    super(status, message);
    this.name = 'FileRequestError';
    this.serverSaid = serverSaid;
  }
}

async function serverMessage(response: Response): Promise<string | undefined> {
  try {
    const body = (await response.json()) as Partial<ErrorBody>;
    return typeof body?.message === 'string' && body.message !== '' ? body.message : undefined;
  } catch {
    return undefined;
  }
}

/**
 * GET a protected file as a blob with the bearer token (an <img> or a link cannot send one).
 * Failures reject with an ApiError: the server's message and status, or status 0 when the server
 * could not be reached; a FileRequestError when the server refused.
 */
export async function fetchFile(path: string, signal?: AbortSignal): Promise<FetchedFile> {
  const token = getSession()?.token;
  let response: Response;
  try {
    response = await fetch(path, { headers: token ? { Authorization: `Bearer ${token}` } : {}, signal });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }
  if (!response.ok) {
    if (response.status === 401 && token) clearSession();
    const message = await serverMessage(response);
    throw new FileRequestError(response.status, message ?? `${response.status} ${response.statusText}`.trim(), message !== undefined);
  }
  const blob = await response.blob();
  const contentType = response.headers.get('Content-Type') ?? blob.type ?? '';
  return { blob, contentType, fileName: fileNameFromDisposition(response.headers.get('Content-Disposition')) };
}
