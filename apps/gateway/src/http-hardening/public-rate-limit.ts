import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { ThrottlerStorage } from '@nestjs/throttler';
import type { NextFunction, Request, Response } from 'express';
import { DomainError } from '@hirewise/server-kit';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';
import { hitWindow, windowPhrase } from './windowed-limit';

/** The 429 sentence of the public pages. */
export function publicRateLimitedMessage(limit: number, windowMs: number, retryAfterSeconds: number): string {
  return `Too many requests: each address may make ${limit} per ${windowPhrase(windowMs)}. Try again in ${retryAfterSeconds} s.`;
}

export type PublicRateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number; message: string };

/**
 * What anyone may read without a token (issue 19's job pages, sitemap, feeds and
 * GET /api/public/jobs/:id) is counted per client address (`req.ip`, which honours TRUST_PROXY),
 * one budget for all of them, in @nestjs/throttler's storage like the AI budget (windowed-limit.ts, per process).
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
    const budget = { limit: this.config.PUBLIC_RATE_LIMIT, windowMs: this.config.PUBLIC_RATE_WINDOW_MS, throttler: PublicRateLimiter.THROTTLER_NAME };
    const hit = await hitWindow(this.storage, `public:${address ?? 'unknown'}`, budget);
    if (hit.allowed) return { allowed: true };
    return { allowed: false, retryAfterSeconds: hit.retryAfterSeconds, message: publicRateLimitedMessage(budget.limit, budget.windowMs, hit.retryAfterSeconds) };
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
