import type { ServerResponse } from 'node:http';
import type { JwtService } from '@nestjs/jwt';
import type { Express, NextFunction, Request, Response } from 'express';
import { createProxyMiddleware, fixRequestBody } from 'http-proxy-middleware';
import { AI_PROXY_PREFIX, Messages, type AiErrorBody } from '@hirewise/contracts';
import { checkBearer, type Logger } from '@hirewise/server-kit';
import type { GatewayConfig } from '../config/gateway.config';
import { AI_TIMEOUT_MARGIN_MS } from '../routes/ai.controller';
import { setAiRateHeaders, type AiUserRateLimiter } from '../http-hardening/ai-rate-limit';
import { aiProxyTarget } from './ai-allow-list';

export interface AiProxyDeps {
  config: GatewayConfig;
  jwt: JwtService;
  logger: Logger;
  /** Per-user budget shared with the gateway's AI routes (http-hardening/ai-rate-limit.ts). */
  limiter: Pick<AiUserRateLimiter, 'hit'>;
}

/**
 * `/ai/*` -> the AI service's own HTTP API with the prefix stripped (the spec's "separate AI
 * service host"): `/ai/api/suggest-candidate`, `/ai/docs`. Mount it before Nest's body parsers
 * (main.ts does, at creation) so request bodies stream through untouched; fixRequestBody covers
 * a parser that ran anyway. Only the AI API and its document pass (ai-allow-list.ts: anything else,
 * e.g. the service's /metrics or /health, gets 404 here). The gateway checks the bearer itself first
 * and counts the call against the user's AI budget; the AI service checks the bearer again and
 * applies the roles. Only the API document (/ai/docs) is public.
 */
export function mountAiProxy(server: Express, { config, jwt, logger, limiter }: AiProxyDeps): void {
  const { host, httpPort } = config.endpoints.ai;
  const proxy = createProxyMiddleware<Request, Response>({
    target: `http://${host}:${httpPort}`,
    xfwd: true,
    proxyTimeout: config.AI_TIMEOUT_MS + AI_TIMEOUT_MARGIN_MS,
    on: {
      proxyReq: fixRequestBody,
      error: (err, _req, res) => {
        logger.warn({ err: (err as Error).message }, 'AI service proxy failed');
        if (!isResponse(res) || res.headersSent) return void (isResponse(res) ? res.end() : res.destroy());
        sendError(res, 503, Messages.unavailable('ai'));
      },
    },
  });
  server.use(AI_PROXY_PREFIX, guardAiProxy(jwt, limiter), proxy);
}

/** The allow-list (404), then for the API the bearer (401) and the user's AI budget (429). */
export function guardAiProxy(jwt: JwtService, limiter: Pick<AiUserRateLimiter, 'hit'>) {
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    const target = aiProxyTarget(req.method, req.originalUrl);
    if (target === undefined) return sendError(res, 404, Messages.notFound);
    if (target === 'docs') return next();
    const checked = await checkBearer(jwt, req.headers.authorization);
    if (!checked.ok) return sendError(res, 401, checked.message);
    const decision = await limiter.hit(checked.claims.sub);
    setAiRateHeaders(res, decision);
    if (!decision.allowed) return sendError(res, 429, decision.message, { 'retry-after': String(decision.retryAfterSeconds) });
    next();
  };
}

function isResponse(res: unknown): res is ServerResponse {
  return typeof (res as ServerResponse | undefined)?.writeHead === 'function';
}

function sendError(res: ServerResponse, status: number, message: string, headers: Record<string, string> = {}): void {
  const body: AiErrorBody = { error: message, message };
  res.writeHead(status, { ...headers, 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
}
