import type { Request } from 'express';
import { AI_PROXY_PREFIX, isAiCallPath } from '@hirewise/contracts';

/**
 * The gateway's error body for an answer its Express middleware gives before any route: `{ message }`,
 * and on the AI calls (the gateway's own and those through /ai) the spec's `error` beside it.
 */
export function errorBody(req: Request, message: string): { message: string } | { error: string; message: string } {
  const path = req.path.startsWith(`${AI_PROXY_PREFIX}/`) ? req.path.slice(AI_PROXY_PREFIX.length) : req.path;
  return isAiCallPath(path) ? { error: message, message } : { message };
}
