import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/** What a client that sends too slowly is told before its connection is closed. */
export const SLOW_CLIENT_MESSAGE = 'The request arrived too slowly and was cut off. Please check your connection and try again.';

export interface SlowClientLimits {
  /** The whole request header must arrive within this (Node answers 408 and closes). */
  headersTimeoutMs: number;
  /** The whole request, body included, must arrive within this (Node answers 408 and closes). */
  requestTimeoutMs: number;
  /** A body must bring at least this many bytes in every window... */
  bodyMinBytes: number;
  /** ...of this length, or the request gets 408 and its connection is closed. */
  bodyRateWindowMs: number;
}

/**
 * Node's own limits on the gateway's server: the header deadline and the whole-request deadline. Node
 * checks them every `connectionsCheckingInterval` (30 s by default, far coarser than a 10 s header
 * deadline), so the check runs every second (a quarter of the deadline when that is shorter). Call before `listen`.
 */
export function applyServerTimeouts(server: Server, limits: Pick<SlowClientLimits, 'headersTimeoutMs' | 'requestTimeoutMs'>): void {
  server.headersTimeout = limits.headersTimeoutMs;
  server.requestTimeout = Math.max(limits.requestTimeoutMs, limits.headersTimeoutMs);
  // Read by Node when the server starts listening (a constructor option missing from @types/node's Server).
  (server as Server & { connectionsCheckingInterval: number }).connectionsCheckingInterval = Math.min(1000, Math.max(100, Math.floor(limits.headersTimeoutMs / 4)));
}

/**
 * A minimum body rate (the slow-body half of slow-loris): a request whose body brings fewer than
 * `bodyMinBytes` in any `bodyRateWindowMs` gets 408 and its connection is closed. It counts the bytes
 * the socket receives (never reads the body itself), so it works for bodies the media and AI proxies
 * stream through as well as for those Nest parses. Time in which our side is not reading (the
 * request's buffer is full because the media service is slower than the client: back-pressure) is
 * not held against the client: the window starts again. The check ends once the whole body has
 * arrived or the answer is sent.
 */
export function minBodyRate({ bodyMinBytes, bodyRateWindowMs }: Pick<SlowClientLimits, 'bodyMinBytes' | 'bodyRateWindowMs'>) {
  const step = Math.max(10, Math.floor(bodyRateWindowMs / WINDOW_STEPS));
  return (req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    if (!hasBody(req) || req.complete) return next();
    const socket = req.socket;
    let mark = socket.bytesRead;
    let windowBytes = 0;
    let windowMs = 0;
    const timer = setInterval(() => {
      if (req.complete || socket.destroyed) return stop();
      const received = socket.bytesRead - mark;
      mark = socket.bytesRead;
      // Our side is not reading (the request's buffer is full: back-pressure): the client cannot send,
      // so this time is not held against it; the window starts again once we read.
      if (req.readableLength >= req.readableHighWaterMark) {
        windowBytes = 0;
        windowMs = 0;
        return;
      }
      windowBytes += received;
      windowMs += step;
      if (windowMs < bodyRateWindowMs) return;
      if (windowBytes >= bodyMinBytes) {
        windowBytes = 0;
        windowMs = 0;
        return;
      }
      stop();
      cutOff(req, res);
    }, step);
    timer.unref();
    const stop = () => clearInterval(timer);
    req.once('end', stop);
    req.once('close', stop);
    res.once('finish', stop);
    res.once('close', stop);
    next();
  };
}

/** A window is judged in this many steps, so a pause of our own reading is seen whenever it happens. */
const WINDOW_STEPS = 10;

function hasBody(req: IncomingMessage): boolean {
  const length = req.headers['content-length'];
  if (length !== undefined) return Number(length) > 0;
  return req.headers['transfer-encoding'] !== undefined;
}

/** 408 with a clear sentence when no answer has started, then the connection goes (the rest of the body is never read). */
function cutOff(req: IncomingMessage, res: ServerResponse): void {
  const socket = req.socket;
  if (!res.headersSent && !res.writableEnded) {
    const body = JSON.stringify({ message: SLOW_CLIENT_MESSAGE });
    res.writeHead(408, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(body), Connection: 'close' });
    res.end(body, () => socket.destroy());
    // A client that reads nothing either must not keep the socket: close it regardless after a moment.
    setTimeout(() => socket.destroy(), 1000).unref();
  } else {
    socket.destroy();
  }
}
