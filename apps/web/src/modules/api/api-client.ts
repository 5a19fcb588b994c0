import type { ErrorBody } from '@hirewise/contracts';
import { clearSession, getSession } from '../session/utils/session-store';
import { ApiError, NETWORK_ERROR_MESSAGE } from './api-error';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestOptions {
  method?: HttpMethod;
  body?: unknown;
  /** Send the stored bearer token. A 401 answer then ends the session. */
  auth?: boolean;
  signal?: AbortSignal;
}

function isErrorBody(value: unknown): value is ErrorBody {
  return typeof value === 'object' && value !== null && typeof (value as ErrorBody).message === 'string';
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function fallbackMessage(response: Response): string {
  return response.statusText ? `${response.status} ${response.statusText}` : `Request failed with status ${response.status}`;
}

/** The one way the web app talks to the gateway: JSON in, JSON out, `{ message }` errors as ApiError. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, auth = false, signal } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (auth) {
    const token = getSession()?.token;
    if (token) headers.Authorization = `Bearer ${token}`;
  }

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }

  const payload = await readJson(response);
  if (!response.ok) {
    // A rejected token means the stored session is useless; dropping it sends guarded screens to /login.
    if (auth && response.status === 401) clearSession();
    const message = isErrorBody(payload) ? payload.message : fallbackMessage(response);
    throw new ApiError(response.status, message);
  }
  return payload as T;
}
