import type { ServerResponse } from 'node:http';
import type { JwtService } from '@nestjs/jwt';
import type { Express, NextFunction, Request, Response } from 'express';
import { createProxyMiddleware, fixRequestBody } from 'http-proxy-middleware';
import { AI_PROXY_PREFIX, AiPaths, Messages, type AiErrorBody } from '@hirewise/contracts';
import { checkBearer, type Logger } from '@hirewise/server-kit';
import type { GatewayConfig } from '../config/gateway.config';
import { AI_TIMEOUT_MARGIN_MS } from '../routes/ai.controller';

export interface AiProxyDeps {
  config: GatewayConfig;
  jwt: JwtService;
  logger: Logger;
}

/**
 * `/ai/*` -> the AI service's own HTTP API with the prefix stripped (the spec's "separate AI
 * service host"): `/ai/api/suggest-candidate`, `/ai/docs`. Mount it before Nest's body parsers
 * (main.ts does, at creation) so request bodies stream through untouched; fixRequestBody covers
 * a parser that ran anyway. The gateway checks the bearer itself first; the AI service checks it
 * again and applies the roles. Only the API document (/ai/docs) is public.
 */
export function mountAiProxy(server: Express, { config, jwt, logger }: AiProxyDeps): void {
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
  server.use(AI_PROXY_PREFIX, requireBearer(jwt), proxy);
}

function requireBearer(jwt: JwtService) {
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    if (req.path === AiPaths.docs || req.path.startsWith(`${AiPaths.docs}/`)) return next();
    const checked = await checkBearer(jwt, req.headers.authorization);
    if (!checked.ok) return sendError(res, 401, checked.message);
    next();
  };
}

function isResponse(res: unknown): res is ServerResponse {
  return typeof (res as ServerResponse | undefined)?.writeHead === 'function';
}

function sendError(res: ServerResponse, status: number, message: string): void {
  const body: AiErrorBody = { error: message, message };
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
}
