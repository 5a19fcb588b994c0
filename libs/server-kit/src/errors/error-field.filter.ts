import { Catch, Inject, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { Response } from 'express';
import type { Logger } from 'pino';
import { statusOf, type AiErrorBody } from '@hirewise/contracts';
import { LOGGER } from '../logging/logger';
import { toErrorPayload } from './to-error-payload';

/**
 * For routes whose clients read the spec's `error` field (the AI calls): the same mapping as
 * AllExceptionsFilter, with the text in both `error` and `message`. Bind it per controller.
 */
@Catch()
export class ErrorFieldFilter implements ExceptionFilter {
  constructor(@Inject(LOGGER) private readonly logger: Logger) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const { code, message, known } = toErrorPayload(exception);
    if (!known) this.logger.error({ err: exception }, 'unhandled error');
    const res = host.switchToHttp().getResponse<Response>();
    if (res.headersSent) return;
    const body: AiErrorBody = { error: message, message };
    res.status(statusOf(code)).json(body);
  }
}
