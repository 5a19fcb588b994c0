import type { NextFunction, Request, Response } from 'express';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Writes that can change what a job search shows: jobs, their applications and counts, ratings, recruiters' names. */
const AFFECTS_SEARCH = /^\/api\/(jobs|applications|rating|user)(\/|$)/;

/** Anything whose cache a write empties (the search cache, the public pages' caches). */
export interface Invalidates {
  invalidate(): void;
}

/**
 * A write that can change search results empties the search cache when it starts and once it
 * has been answered (or the client went away). An Express middleware rather than a Nest
 * interceptor: reads, nearly every call, then pass through one function call instead of an
 * interceptor layer.
 */
export function invalidateSearchOnWrite(cache: Invalidates) {
  return invalidateOnWrite(cache, AFFECTS_SEARCH);
}

/** The same for any cache: writes whose path matches `affects` empty it before and after they run. */
export function invalidateOnWrite(cache: Invalidates, affects: RegExp) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (!READS.has(req.method) && affects.test(req.path)) {
      cache.invalidate();
      const again = () => cache.invalidate();
      res.once('finish', again);
      res.once('close', again);
    }
    next();
  };
}
