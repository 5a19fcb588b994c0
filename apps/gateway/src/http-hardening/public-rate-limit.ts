import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { ThrottlerStorage } from '@nestjs/throttler';
import type { NextFunction, Request, Response } from 'express';
import { DomainError } from '@hirewise/server-kit';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';

/** The 429 sentence of the public pages. */
export function publicRateLimitedMessage(limit: number, windowMs: number, retryAfterSeconds: number): string {
  const window = windowMs === 60_000 ? 'minute' : `${Math.round(windowMs / 1000)} seconds`;
  return `Too many requests: each address may make ${limit} per ${window}. Try again in ${retryAfterSeconds} s.`;
}

export type PublicRateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number; message: string };

/**
 * What anyone may read without a token (issue 19's job pages, sitemap, feeds and
 * GET /api/public/jobs/:id) is counted per client address (`req.ip`, which honours TRUST_PROXY),
 * one budget for all of them, in @nestjs/throttler's storage like the other limits (per process).
 * The default (300 a minute) is far above a reader's or a polite crawler's pace.
 */
@Injectable()
export class PublicRateLimiter {
  static readonly THROTTLER_NAME = 'public-address';

  constructor(
    @Inject(ThrottlerStorage) private readonly storage: ThrottlerStorage,
    @Inject(GATEWAY_CONFIG) private readonly config: Pick<GatewayConfig, 'PUBLIC_RATE_LIMIT' | 'PUBLIC_RATE_WINDOW_MS'>,
  ) {}

  async hit(address: string | undefined): Promise<PublicRateDecision> {
    const limit = this.config.PUBLIC_RATE_LIMIT;
    const windowMs = this.config.PUBLIC_RATE_WINDOW_MS;
    const record = await this.storage.increment(`public:${address ?? 'unknown'}`, windowMs, limit, windowMs, PublicRateLimiter.THROTTLER_NAME);
    if (!record.isBlocked) return { allowed: true };
    const retryAfterSeconds = Math.max(1, record.timeToBlockExpire);
    return { allowed: false, retryAfterSeconds, message: publicRateLimitedMessage(limit, windowMs, retryAfterSeconds) };
  }

  /** The Express form, for the pages the gateway answers outside Nest: 429 text with Retry-After. */
  middleware() {
    return (req: Request, res: Response, next: NextFunction): void => {
      this.hit(req.ip).then(
        (decision) => {
          if (decision.allowed) return next();
          res.setHeader('Retry-After', String(decision.retryAfterSeconds));
          res.status(429).type('text/plain').send(decision.message);
        },
        (error: unknown) => next(error),
      );
    };
  }
}

/** The Nest form, for GET /api/public/jobs/:id: 429 {message} with Retry-After. */
@Injectable()
export class PublicRateLimitGuard implements CanActivate {
  constructor(private readonly limiter: PublicRateLimiter) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const decision = await this.limiter.hit(http.getRequest<Request>().ip);
    if (decision.allowed) return true;
    http.getResponse<Response>().setHeader('Retry-After', String(decision.retryAfterSeconds));
    throw new DomainError('RATE_LIMITED', decision.message);
  }
}
