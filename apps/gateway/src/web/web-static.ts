import { existsSync, readdirSync } from 'node:fs';
import { extname, join } from 'node:path';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import { AI_PROXY_PREFIX, API_ROOTS } from '@hirewise/contracts';
import type { Logger } from '@hirewise/server-kit';

/** Paths the web app never answers: the API's (contracts' ApiRoutes) and the AI service's proxy. */
export const API_PREFIXES: readonly string[] = [...API_ROOTS, AI_PROXY_PREFIX];

/** Serves the built web app on the API's origin; unknown non-API paths get index.html (client routes). */
export function serveWebApp(server: Express, webDist: string, logger: Logger): void {
  const index = join(webDist, 'index.html');
  if (!existsSync(index)) {
    logger.warn({ webDist }, 'web app is not built; serving the API only');
    return;
  }
  const web = express.Router();
  web.use(precompressedAssets(webDist));
  web.use(express.static(webDist, { index: false, maxAge: '1h', immutable: false }));
  web.get(/.*/, (_req: Request, res: Response) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
  // API calls skip the web app's handlers: no file lookup (a stat and an event-loop turn) per call.
  server.use((req: Request, res: Response, next: NextFunction) => (isApiPath(req.path) ? next() : web(req, res, next)));
}

export const isApiPath = (path: string): boolean => API_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`));

/**
 * /assets/<name>.js|css from the `<name>.gz` copy the web build writes next to it
 * (apps/web/vite-plugins/precompress.ts) when the client accepts gzip: a page's JavaScript
 * crosses the network at about a third of its size. Anything else falls through to the plain file.
 */
export function precompressedAssets(webDist: string) {
  const assets = join(webDist, 'assets');
  const gzipped = new Set(existsSync(assets) ? readdirSync(assets).filter((f) => f.endsWith('.gz')) : []);
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const name = /^\/assets\/([\w.-]+\.(?:js|css|svg|json))$/.exec(req.path)?.[1];
    if (!name || !gzipped.has(`${name}.gz`)) return next();
    res.vary('Accept-Encoding');
    if (!/\bgzip\b/.test(req.get('accept-encoding') ?? '')) return next();
    res.type(extname(name));
    res.setHeader('Content-Encoding', 'gzip');
    res.sendFile(join(assets, `${name}.gz`), { maxAge: '1h', immutable: false }, (error) => {
      if (error) next(error);
    });
  };
}
