import { createHash } from 'node:crypto';
import { MicroCache } from './micro-cache';

/**
 * A micro-cache of public job-search answers (docs/performance.md): the list's pages, and the
 * type-ahead and facet answers (issue 19), each under its own key prefix. Identical searches within
 * `ttlMs` share one answer, and concurrent misses share one request to the jobs service. Any write
 * the gateway handles empties it (a new generation), so a user always sees their own change;
 * changes made elsewhere (another gateway replica, events such as acceptedCandidates) show within
 * `ttlMs`. Bounded: the oldest entry goes when `maxEntries` is reached.
 */
export interface CachedAnswer {
  /** The answer as UTF-8 JSON bytes, sent as they are (no copy of the text into a buffer per response). */
  body: Buffer;
  /** Express's weak ETag of `body`, computed once per answer rather than once per response. */
  etag: string;
}

/** One page of GET /api/jobs: the items and what goes in the headers. */
export interface CachedPage extends CachedAnswer {
  total: number;
  /** X-Total-Count is the cap, not the exact number (issue 19). */
  totalCapped: boolean;
  /** The next page's cursor (X-Next-Cursor, Link rel=next); absent on the last page. */
  nextCursor?: string;
}

/** The ETag Express would compute for this body (W/"<length>-<sha1>"), so it can skip doing it per response. */
export function weakEtag(body: Buffer | string): string {
  const bytes = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
  const hash = createHash('sha1').update(bytes).digest('base64').substring(0, 27);
  return `W/"${bytes.length.toString(16)}-${hash}"`;
}

/** A JSON answer ready to cache and send. */
export function jsonAnswer(value: unknown): CachedAnswer {
  const body = Buffer.from(JSON.stringify(value), 'utf8');
  return { body, etag: weakEtag(body) };
}

export class SearchCache extends MicroCache<CachedAnswer> {}

/**
 * Type-ahead answers (JOBS_SUGGEST_CACHE_MS). Apart from the search cache: suggestions change only
 * when a job is added, edited or deleted (SUGGESTIONS_CHANGE), not with every application, and a
 * few hundred prefixes are nearly all that is typed, so they can be kept longer.
 */
export class SuggestCache extends MicroCache<CachedAnswer> {}

/** Writes that change type-ahead: POST /api/jobs, PUT and DELETE /api/jobs/{id} (not its applications). */
export const SUGGESTIONS_CHANGE = /^\/api\/jobs(\/[^/]+)?\/?$/;
