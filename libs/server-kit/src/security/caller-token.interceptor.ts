import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { throwError, type Observable } from 'rxjs';
import type { Logger } from 'pino';
import { DomainError } from '../errors/domain-error';
import { metrics } from '../observability/metrics';
import { patternOf } from '../observability/request-context.interceptor';
import { CallerTokenError } from './caller-token';
import type { ServiceTrust } from './service-trust';

/** What the sender of a refused message reads; the receiving service's log has the reason. */
export const UNTRUSTED_CALLER_MESSAGE = 'This service does not accept the message: its caller token is missing, invalid or not allowed for it.';

/**
 * Every request a service receives (TCP or RabbitMQ, events.deliver.v1 included) is checked here
 * before the request context, pipes and the handler read it: a valid caller token for this
 * service, this pattern and this payload, from an issuer the call policy allows. A refusal is
 * answered `{ code: 'UNTRUSTED_CALLER', message }`, logged (warn) and counted
 * (`hirewise_untrusted_messages_total`); the handler never runs. HTTP requests pass untouched
 * (their routes check the user's session token).
 */
@Injectable()
export class CallerTokenInterceptor implements NestInterceptor {
  constructor(
    private readonly trust: ServiceTrust,
    private readonly logger: Logger,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'rpc') return next.handle();
    const pattern = patternOf(context.switchToRpc().getContext());
    try {
      this.trust.verifyRequest(context.getArgs()[0], pattern);
    } catch (err) {
      const reason = err instanceof CallerTokenError ? err.reason : 'invalid';
      metrics().untrusted.inc({ pattern, reason });
      this.logger.warn({ pattern, reason, detail: (err as Error).message }, 'message refused: untrusted caller');
      return throwError(() => new DomainError('UNTRUSTED_CALLER', UNTRUSTED_CALLER_MESSAGE));
    }
    return next.handle();
  }
}
