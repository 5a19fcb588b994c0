import { Catch, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import { throwError } from 'rxjs';
import type { Response } from 'express';
import { statusOf } from '@hirewise/contracts';
import type { Logger } from 'pino';
import { metrics } from '../observability/metrics';
import { toErrorPayload } from './to-error-payload';

/** HTTP answers `{ message }` with the code's status; RPC replies `{ code, message }`. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  constructor(private readonly logger: Logger) {}

  catch(exception: unknown, host: ArgumentsHost) {
    const { code, message, known } = toErrorPayload(exception);
    if (statusOf(code) >= 500) metrics().errors.inc({ kind: code });
    if (!known) this.logger.error({ err: exception }, 'unhandled error');
    if (host.getType() === 'rpc') return throwError(() => ({ code, message }));
    const res = host.switchToHttp().getResponse<Response>();
    if (res.headersSent) return;
    res.status(statusOf(code)).json({ message });
  }
}
