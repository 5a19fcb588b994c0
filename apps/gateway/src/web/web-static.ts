import { existsSync } from 'node:fs';
import { join } from 'node:path';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import type { Logger } from '@hirewise/server-kit';

export const API_PREFIXES = ['/api', '/auth', '/upload', '/ai', '/health', '/ready'];

/** Serves the built web app on the API's origin; unknown non-API paths get index.html (client routes). */
export function serveWebApp(server: Express, webDist: string, logger: Logger): void {
  const index = join(webDist, 'index.html');
  if (!existsSync(index)) {
    logger.warn({ webDist }, 'web app is not built; serving the API only');
    return;
  }
  server.use(express.static(webDist, { index: false, maxAge: '1h', immutable: false }));
  server.get(/.*/, (req: Request, res: Response, next: NextFunction) => {
    if (API_PREFIXES.some((p) => req.path === p || req.path.startsWith(`${p}/`))) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
}
