import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { Request, Response } from 'express';
import { DomainError, LOGGER, type Logger } from '@hirewise/server-kit';
import { API_KEY_HEADER } from '../api-keys/api-key';
import { ApiKeyStore, type ApiKeyClient } from '../api-keys/api-key.store';
import { BearerGuard } from './bearer.guard';

export const ApiKeyMessages = {
  invalid: 'Invalid API key',
  revoked: 'This API key has been revoked',
  both: 'Send either a bearer token or an API key, not both',
  rateLimited: (rate: number, seconds: number) =>
    `Rate limit of ${rate} request${rate === 1 ? '' : 's'} per minute reached for this API key. Try again in ${seconds} s.`,
} as const;

/** The service client a request came with (API key callers only). */
export type RequestWithClient = Request & { aiClient?: ApiKeyClient };

/**
 * Who may call the AI HTTP API: a user with the product's bearer JWT (BearerGuard, with its roles),
 * or a service client with an API key in `X-API-Key` (issued by an operator: docs/ai-service.md),
 * within the key's own rate limit. A key opens every agent; a request carries one credential only.
 */
@Injectable()
export class AiCallerGuard implements CanActivate {
  constructor(
    private readonly bearer: BearerGuard,
    private readonly keys: ApiKeyStore,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<RequestWithClient>();
    const key = req.headers[API_KEY_HEADER];
    if (key === undefined) return this.bearer.canActivate(context);
    // Through the gateway's /ai proxy a request always has a user's bearer: a key there is refused.
    if (req.headers.authorization !== undefined) throw new DomainError('API_KEY_WITH_BEARER', ApiKeyMessages.both);

    const res = context.switchToHttp().getResponse<Response>();
    const check = await this.keys.check(Array.isArray(key) ? undefined : key.trim());
    switch (check.outcome) {
      case 'ok':
        req.aiClient = check.client;
        res.setHeader('X-RateLimit-Limit', String(check.client.ratePerMinute));
        res.setHeader('X-RateLimit-Remaining', String(check.remaining));
        return true;
      case 'rate-limited':
        this.logger.info({ apiKey: check.client.prefix, client: check.client.name, retryAfter: check.retryAfterSeconds }, 'API key over its rate limit');
        res.setHeader('Retry-After', String(check.retryAfterSeconds));
        res.setHeader('X-RateLimit-Limit', String(check.client.ratePerMinute));
        res.setHeader('X-RateLimit-Remaining', '0');
        throw new DomainError('API_KEY_RATE_LIMITED', ApiKeyMessages.rateLimited(check.client.ratePerMinute, check.retryAfterSeconds));
      case 'revoked':
        this.logger.warn({ apiKey: check.prefix }, 'revoked API key refused');
        throw new DomainError('API_KEY_REVOKED', ApiKeyMessages.revoked);
      default:
        this.logger.info({ apiKey: check.prefix ?? null }, 'unknown or malformed API key refused');
        throw new DomainError('API_KEY_INVALID', ApiKeyMessages.invalid);
    }
  }
}
