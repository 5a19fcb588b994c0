import { Agent, type ClientRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { createProxyMiddleware, fixRequestBody } from 'http-proxy-middleware';
import type { JwtService } from '@nestjs/jwt';
import { ApiRoutes, Messages, routeRegExp, STREAM_ACCESS_PARAM } from '@hirewise/contracts';
import { checkBearer, type BaseConfig, type Logger } from '@hirewise/server-kit';

const STREAM_PATH = routeRegExp(ApiRoutes.streamInterview);

/**
 * Uploads, downloads and video streams (spec section 7) never cross the broker: they are
 * proxied as streams to the media service's own HTTP port. This is mounted before Nest's body
 * parsers, so a multipart body reaches the media service untouched. The token is checked here
 * (401 before a byte is forwarded) and again by the media service; a stream request with a signed
 * link (`?access=`) goes on without a header, its token checked by the media service alone.
 */
export const MEDIA_ROUTES: { methods: readonly string[]; path: RegExp; label: string }[] = [
  { methods: ['POST'], path: routeRegExp(ApiRoutes.uploadResume), label: ApiRoutes.uploadResume },
  { methods: ['POST'], path: routeRegExp(ApiRoutes.uploadProfile), label: ApiRoutes.uploadProfile },
  { methods: ['POST'], path: routeRegExp(ApiRoutes.interviewResults), label: ApiRoutes.interviewResults },
  { methods: ['GET', 'HEAD'], path: routeRegExp(ApiRoutes.downloadResume, ApiRoutes.downloadProfile, ApiRoutes.downloadInterview), label: '/api/download/:kind/:id' },
  { methods: ['GET', 'HEAD'], path: STREAM_PATH, label: ApiRoutes.streamInterview },
  { methods: ['POST'], path: routeRegExp(ApiRoutes.streamInterviewLink), label: ApiRoutes.streamInterviewLink },
];

/** How long the media service may stay silent before it has answered (after that the client sets the pace). */
export const MEDIA_ANSWER_TIMEOUT_MS = 30_000;

export function isMediaRoute(method: string, path: string): boolean {
  return mediaRouteLabel(method, path) !== undefined;
}

/** The route pattern of a proxied media request (its metrics label), or undefined for other requests. */
export function mediaRouteLabel(method: string, path: string): string | undefined {
  return MEDIA_ROUTES.find((route) => route.methods.includes(method) && route.path.test(path))?.label;
}

/**
 * A stream request carrying a signed link (`?access=`, what a `<video src>` sends): no bearer
 * header to check here; the media service checks the link's token (signature, expiry, file).
 * Only the stream path: every other media path needs the bearer token.
 */
export function isSignedStreamRequest(method: string, path: string, url: string): boolean {
  return (method === 'GET' || method === 'HEAD') && STREAM_PATH.test(path) && new URL(url, 'http://gateway.invalid').searchParams.has(STREAM_ACCESS_PARAM);
}

/** A URL fit for the logs: the path without its query (a stream link's token is a credential). */
export function loggablePath(url: string | undefined): string {
  return (url ?? '').split('?')[0] ?? '';
}

export function mediaProxy(config: BaseConfig, jwt: JwtService, logger: Logger, answerTimeoutMs = MEDIA_ANSWER_TIMEOUT_MS): RequestHandler {
  const { host, httpPort } = config.endpoints.media;
  const unavailable = JSON.stringify({ message: Messages.unavailable('media') });

  const proxy = createProxyMiddleware<Request, Response>({
    target: `http://${host}:${httpPort}`,
    xfwd: true,
    // Kept-alive connections: the media service then reads past a body it refused early (401,
    // 403, 415) instead of closing the socket under a request still being forwarded.
    agent: new Agent({ keepAlive: true }),
    on: {
      proxyReq: (proxyReq: ClientRequest, req: Request) => {
        // A keyed JSON request's body was read by the idempotency middleware: written out again here.
        fixRequestBody(proxyReq, req);
        proxyReq.setTimeout(answerTimeoutMs, () => proxyReq.destroy(new Error('the media service did not answer in time')));
        proxyReq.once('response', () => proxyReq.setTimeout(0));
      },
      proxyRes: (proxyRes: IncomingMessage, _req, res: ServerResponse) => {
        delete proxyRes.headers['x-powered-by'];
        // The media service went away mid-body: end the client's response too, never leave it hanging.
        proxyRes.once('close', () => {
          if (!proxyRes.complete) res.destroy();
        });
      },
      error: (err: Error, req: IncomingMessage, res: ServerResponse | Socket) => {
        logger.warn({ err, path: loggablePath(req.url) }, 'media proxy failed');
        if (!('headersSent' in res)) return void res.destroy();
        // The answer is already on its way (the request side failed after it): proxyRes decides.
        if (res.headersSent) return;
        res.writeHead(503, { 'Content-Type': 'application/json; charset=utf-8', Connection: 'close' });
        res.end(unavailable);
      },
    },
  });

  return (req: Request, res: Response, next: NextFunction) => {
    if (!isMediaRoute(req.method, req.path)) return next();
    if (isSignedStreamRequest(req.method, req.path, req.url)) return void proxy(req, res, next);
    void authorize(jwt, req.headers.authorization).then((refusal) => {
      if (refusal) {
        res.status(401).json({ message: refusal });
        return;
      }
      void proxy(req, res, next);
    });
  };
}

/** The gateway guard's rule: a valid bearer token with our claims, or the message for a 401. */
async function authorize(jwt: JwtService, header: string | undefined): Promise<string | undefined> {
  const checked = await checkBearer(jwt, header);
  return checked.ok ? undefined : checked.message;
}
