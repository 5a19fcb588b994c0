import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import { METRICS_PATH, metrics as processMetrics, secondsSince, type Metrics } from './metrics';
import { REQUEST_ID_HEADER, requestIdempotency, requestIdFrom, runWithRequestId } from './request-context';

export interface HttpObservabilityOptions {
  /** The route label of a request no Nest route matched (proxied, static files): undefined = `unmatched`. */
  routeOf?: (req: Request) => string | undefined;
  /** Logs one line per answered request (skipping health, readiness, metrics and static files). */
  logger?: Logger;
  metrics?: Metrics;
}

const QUIET_ROUTES = new Set(['/health', '/ready', METRICS_PATH, 'static']);

/**
 * The first middleware of an HTTP app: takes the caller's `X-Request-Id` when sane or makes one,
 * puts it on the request (proxies forward it) and the response, runs the rest in its request
 * context, and records the request's count and duration under its matched route pattern (never
 * the raw URL: ids would make one series per row) when the response is done.
 */
export function httpObservability(options: HttpObservabilityOptions = {}) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const reqId = requestIdFrom(req.headers[REQUEST_ID_HEADER]);
    req.headers[REQUEST_ID_HEADER] = reqId;
    res.setHeader('X-Request-Id', reqId);
    const start = process.hrtime.bigint();
    res.once('finish', () => {
      const m = options.metrics ?? processMetrics();
      const route = routeLabel(req, options.routeOf);
      const seconds = secondsSince(start);
      m.httpRequests.inc({ method: req.method, route, status: String(res.statusCode) });
      m.httpDuration.observe({ method: req.method, route }, seconds);
      if (options.logger && !QUIET_ROUTES.has(route)) {
        options.logger.info({ reqId, method: req.method, route, status: res.statusCode, ms: Math.round(seconds * 1000) }, 'request answered');
      }
    });
    runWithRequestId(reqId, next);
  };
}

/** `baseUrl + route.path` of the matched Express route, else the app's own label, else `unmatched`. */
export function routeLabel(req: Request, routeOf?: (req: Request) => string | undefined): string {
  const path = (req.route as { path?: unknown } | undefined)?.path;
  if (typeof path === 'string') return `${req.baseUrl ?? ''}${path}` || '/';
  return routeOf?.(req) ?? 'unmatched';
}

/**
 * For after the body parsers: their stream callbacks leave the request's async context, so the
 * id httpObservability put on the request is made current again for everything that follows
 * (with the request's idempotency key, if the gateway's idempotency middleware gave it one).
 */
export function requestContextAgain() {
  return (req: Request, _res: Response, next: NextFunction): void => {
    runWithRequestId(requestIdFrom(req.headers[REQUEST_ID_HEADER]), next, undefined, requestIdempotency(req));
  };
}
