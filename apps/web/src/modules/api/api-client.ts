import type { Page } from '@hirewise/contracts/common';
import { TOTAL_CAPPED_HEADER, TOTAL_COUNT_HEADER } from '@hirewise/contracts/constants';
import type { ErrorBody } from '@hirewise/contracts/errors';
import { clearSession, getSession } from '../session/utils/session-store';
import { ApiError, NETWORK_ERROR_MESSAGE } from './api-error';
import { sendIdempotentWrite } from './idempotent-write';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestOptions {
  method?: HttpMethod;
  body?: unknown;
  /** Send the stored bearer token. A 401 answer then ends the session. */
  auth?: boolean;
  /** Send this bearer token instead of the stored one (a new account before its session is stored). */
  token?: string;
  signal?: AbortSignal;
  /**
   * A write is sent again with its Idempotency-Key after a lost answer or a 503 (idempotent-write.ts).
   * False for the AI computations whose screens have a retry of their own: they still send a key.
   */
  retries?: boolean;
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

/** Sends one call; a failure becomes an ApiError carrying the server's `{ message }`. */
async function send(path: string, options: RequestOptions): Promise<{ payload: unknown; response: Response }> {
  const { method = 'GET', body, auth = false, signal, token: explicitToken, retries = true } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (explicitToken) headers.Authorization = `Bearer ${explicitToken}`;
  else if (auth) {
    const token = getSession()?.token;
    if (token) headers.Authorization = `Bearer ${token}`;
  }

  const init = { method, body: body === undefined ? undefined : JSON.stringify(body), signal };
  let response: Response;
  try {
    // A write is one user action: one Idempotency-Key, sent again after a lost answer or a 503, and
    // again on the user's next try of the same write if this one ends unfinished (idempotent-write.ts).
    response =
      method === 'GET'
        ? await fetch(path, { ...init, headers })
        : await sendIdempotentWrite((key) => fetch(path, { ...init, headers: { ...headers, ...key } }), signal, retries ? undefined : [], `${method} ${path} ${init.body ?? ''}`);
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
  return { payload, response };
}

/** The one way the web app talks to the gateway: JSON in, JSON out, `{ message }` errors as ApiError. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { payload } = await send(path, options);
  return payload as T;
}

/** One page of a list and its total; `totalCapped`: the total is a lower bound (the job search's cap, issue 19). */
export interface CountedPage<T> extends Page<T> {
  totalCapped: boolean;
}

/**
 * A list call: the array body plus the X-Total-Count header. Without the header the total is what
 * this page holds, so paging stops instead of asking for pages that may not exist.
 * X-Total-Count-Capped: true says there are at least that many (the job search counts up to a cap).
 */
export async function apiRequestPage<T>(path: string, options: RequestOptions = {}): Promise<CountedPage<T>> {
  const { payload, response } = await send(path, options);
  const items = Array.isArray(payload) ? (payload as T[]) : [];
  const header = Number.parseInt(response.headers?.get(TOTAL_COUNT_HEADER) ?? '', 10);
  const totalCapped = response.headers?.get(TOTAL_CAPPED_HEADER) === 'true';
  return { items, total: Number.isFinite(header) ? header : items.length, totalCapped };
}

/** `path?query`, leaving out the `?` when there are no parameters. */
export function withQuery(path: string, params: URLSearchParams): string {
  const query = params.toString();
  return query === '' ? path : `${path}?${query}`;
}
