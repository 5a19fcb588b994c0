import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { ThrottlerStorage } from '@nestjs/throttler';
import type { Request, Response } from 'express';
import type { TokenClaims } from '@hirewise/contracts';
import { DomainError } from '@hirewise/server-kit';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';
import { hitWindow, windowPhrase } from './windowed-limit';

/** The 429 sentence: how many calls a user has per window and when to try again. */
export function aiRateLimitedMessage(limit: number, windowMs: number, retryAfterSeconds: number): string {
  return `Too many AI requests: each user may make ${limit} per ${windowPhrase(windowMs)}. Try again in ${retryAfterSeconds} s.`;
}

export type AiRateDecision = { allowed: true; limit: number; remaining: number } | { allowed: false; limit: number; retryAfterSeconds: number; message: string };

/**
 * One budget per signed-in user (the token's `sub`, never the address) for every AI call through the
 * gateway: its AI routes and the /ai proxy together. Counted by @nestjs/throttler's storage (in this
 * process: each gateway process counts on its own until gateway state moves to Redis). Service API
 * keys never come through here; the AI service limits them itself.
 */
@Injectable()
export class AiUserRateLimiter {
  static readonly THROTTLER_NAME = 'ai-user';

  constructor(
    @Inject(ThrottlerStorage) private readonly storage: ThrottlerStorage,
    @Inject(GATEWAY_CONFIG) private readonly config: Pick<GatewayConfig, 'AI_RATE_LIMIT' | 'AI_RATE_WINDOW_MS'>,
  ) {}

  async hit(userId: string): Promise<AiRateDecision> {
    const budget = { limit: this.config.AI_RATE_LIMIT, windowMs: this.config.AI_RATE_WINDOW_MS, throttler: AiUserRateLimiter.THROTTLER_NAME };
    const hit = await hitWindow(this.storage, `ai:${userId}`, budget);
    if (hit.allowed) return { allowed: true, limit: budget.limit, remaining: hit.remaining };
    return { allowed: false, limit: budget.limit, retryAfterSeconds: hit.retryAfterSeconds, message: aiRateLimitedMessage(budget.limit, budget.windowMs, hit.retryAfterSeconds) };
  }
}

/** The decision's headers: the limit and what is left, or Retry-After on a refusal. */
export function setAiRateHeaders(res: Pick<Response, 'setHeader'>, decision: AiRateDecision): void {
  res.setHeader('X-RateLimit-Limit', String(decision.limit));
  if (decision.allowed) res.setHeader('X-RateLimit-Remaining', String(decision.remaining));
  else {
    res.setHeader('X-RateLimit-Remaining', '0');
    res.setHeader('Retry-After', String(decision.retryAfterSeconds));
  }
}

/** The gateway's AI routes: after the global JWT guard (which sets `request.user`), one hit per call. */
@Injectable()
export class AiRateLimitGuard implements CanActivate {
  constructor(private readonly limiter: AiUserRateLimiter) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const user = http.getRequest<Request & { user?: TokenClaims }>().user;
    if (!user) return true; // never reached: every AI route needs a token (JwtAuthGuard)
    const decision = await this.limiter.hit(user.sub);
    setAiRateHeaders(http.getResponse<Response>(), decision);
    if (!decision.allowed) throw new DomainError('RATE_LIMITED', decision.message);
    return true;
  }
}
