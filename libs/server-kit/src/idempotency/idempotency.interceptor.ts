import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { defer, lastValueFrom, type Observable } from 'rxjs';
import { currentRequest } from '../observability/request-context';
import { patternOf } from '../observability/request-context.interceptor';
import { callFingerprint } from './call-keys';
import type { IdempotentCalls } from './idempotent-calls';

/**
 * A message that carries a call key (the request context has it: RequestContextInterceptor took it
 * from the message's metadata) is carried out once: idempotent-calls.ts. A message without one
 * runs as before. Registered by DatabaseModule, after the kit's interceptors (the caller token is
 * checked and the context set before this runs).
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(
    private readonly calls: IdempotentCalls,
    /** The longest a caller waits (RPC_TIMEOUT_MS): a claim's lease is twice what its caller waits, plus a margin. */
    private readonly rpcTimeoutMs: number,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'rpc') return next.handle();
    const request = currentRequest();
    if (!request?.idempotency) return next.handle();
    const pattern = patternOf(context.switchToRpc().getContext());
    const fingerprint = callFingerprint(pattern, context.getArgs()[0]);
    const waits = request.deadline === undefined ? this.rpcTimeoutMs : Math.max(0, request.deadline - Date.now());
    const leaseMs = 2 * Math.max(waits, this.rpcTimeoutMs) + 10_000;
    return defer(() =>
      this.calls.run(request.idempotency as string, fingerprint, () => lastValueFrom(next.handle(), { defaultValue: undefined }), { leaseMs, deadline: request.deadline }),
    );
  }
}
