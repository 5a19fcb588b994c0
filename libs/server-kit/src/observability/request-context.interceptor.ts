import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { Observable } from 'rxjs';
import type { Logger } from 'pino';
import { Patterns } from '@hirewise/contracts';
import { metrics as processMetrics, secondsSince, type Metrics, type Outcome } from './metrics';
import { REQUEST_ID_HEADER, requestIdempotency, requestIdFrom, runWithRequestId } from './request-context';
import { parseCallKey } from '../idempotency/call-keys';
import { deadlineOf, unwrapRpcPayload } from './rpc-meta';

/** Patterns handled too often to log (the gateway's readiness checks, its revocation poll every second). Still counted. */
const QUIET_PATTERNS = new Set<string>([Patterns.health.check, Patterns.auth.revocationsSince]);

interface PatternContext {
  getPattern(): string;
}

/**
 * Every handler runs in its request's context, so its logs and the calls and events it makes
 * carry the id. RPC (both transports): unwraps the payload's metadata before pipes and the
 * handler read it, counts the message per pattern and outcome with its duration, and logs one
 * line. HTTP: the id the http middleware put on the request (the context is entered again here
 * because body parsing loses it). A message's budget becomes the request's deadline (deadline.ts),
 * its call key the request's idempotency key (idempotency/).
 */
@Injectable()
export class RequestContextInterceptor implements NestInterceptor {
  constructor(
    private readonly logger?: Logger,
    private readonly metrics?: Metrics,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() === 'http') {
      const req = context.switchToHttp().getRequest<{ headers: Record<string, string | string[] | undefined> }>();
      const reqId = requestIdFrom(req.headers[REQUEST_ID_HEADER]);
      return inContext(reqId, next, requestIdempotency(req));
    }
    if (context.getType() !== 'rpc') return next.handle();

    const args = context.getArgs();
    const { data, meta } = unwrapRpcPayload(args[0]);
    const deadline = deadlineOf(meta);
    args[0] = data;
    const pattern = patternOf(context.switchToRpc().getContext());
    const reqId = requestIdFrom(meta.reqId);
    const start = process.hrtime.bigint();
    const done = (outcome: Outcome) => {
      const m = this.metrics ?? processMetrics();
      const seconds = secondsSince(start);
      m.rpcHandled.inc({ pattern, outcome });
      m.rpcHandleDuration.observe({ pattern }, seconds);
      if (this.logger && !QUIET_PATTERNS.has(pattern)) this.logger.info({ reqId, pattern, outcome, ms: Math.round(seconds * 1000) }, 'message handled');
    };
    return new Observable((subscriber) =>
      runWithRequestId(reqId, () =>
        next.handle().subscribe({
          next: (value) => subscriber.next(value),
          error: (err) => {
            done('error');
            subscriber.error(err);
          },
          complete: () => {
            done('ok');
            subscriber.complete();
          },
        }),
      deadline,
      parseCallKey(meta.idem),
      ),
    );
  }
}

function inContext(reqId: string, next: CallHandler, idempotency?: string): Observable<unknown> {
  return new Observable((subscriber) => runWithRequestId(reqId, () => next.handle().subscribe(subscriber), undefined, idempotency));
}

/** The pattern of an RPC message (both transports), as a string. */
export function patternOf(rpcContext: unknown): string {
  const get = (rpcContext as Partial<PatternContext> | undefined)?.getPattern;
  if (typeof get !== 'function') return 'unknown';
  const pattern = get.call(rpcContext);
  return typeof pattern === 'string' ? pattern : JSON.stringify(pattern);
}
