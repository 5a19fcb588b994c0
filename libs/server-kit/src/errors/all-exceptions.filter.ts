import { Catch, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import { throwError } from 'rxjs';
import type { Request, Response } from 'express';
import { statusOf } from '@hirewise/contracts';
import type { Logger } from 'pino';
import { metrics } from '../observability/metrics';
import { toErrorPayload } from './to-error-payload';

/**
 * HTTP answers `{ message }` with the code's status; RPC replies `{ code, message }`. Paths for
 * which `errorField` holds answer `{ error, message }` (the AI calls): an error raised before their
 * controller's own filter (a body the JSON parser refuses) keeps the shape their clients read.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  constructor(
    private readonly logger: Logger,
    private readonly errorField: (path: string) => boolean = () => false,
    /** The service this process is (its database's outages answer 503 naming it). */
    private readonly service?: string,
  ) {}

  catch(exception: unknown, host: ArgumentsHost) {
    const { code, message, known } = toErrorPayload(exception, this.service);
    if (statusOf(code) >= 500) metrics().errors.inc({ kind: code });
    if (!known) this.logger.error({ err: exception }, 'unhandled error');
    if (host.getType() === 'rpc') return throwError(() => ({ code, message }));
    const res = host.switchToHttp().getResponse<Response>();
    if (res.headersSent) return;
    const path = host.switchToHttp().getRequest<Request>().path;
    // The same keyed write still being carried out (idempotency/): retry it shortly with its key.
    if (code === 'IDEMPOTENCY_IN_PROGRESS') res.setHeader('Retry-After', '1');
    res.status(statusOf(code)).json(this.errorField(path) ? { error: message, message } : { message });
  }
}
