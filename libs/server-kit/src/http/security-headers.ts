import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';

type Next = (err?: unknown) => void;
export type HeaderMiddleware = (req: IncomingMessage, res: ServerResponse, next: Next) => void;

/**
 * The Content-Security-Policy of every page the product serves: the web app (a Vite build whose only
 * scripts are its own files; Chakra UI's emotion injects <style> tags, hence 'unsafe-inline' for
 * styles only) and swagger-ui (its bundle and init script are files, docs-controller.ts). Photos are
 * shown from blob: URLs, recorded interviews play from blob: or same-origin stream links, and a file
 * handed over as a blob: URL (a PDF opened in a new tab) may be read back by the page.
 */
export const CONTENT_SECURITY_POLICY: Readonly<Record<string, readonly string[]>> = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'media-src': ["'self'", 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'", 'blob:'],
  'worker-src': ["'self'", 'blob:'],
  'object-src': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/**
 * Powerful browser features: camera and microphone for the interview pages on our own origin, every
 * other listed feature off (fullscreen and autoplay keep the browser's defaults for the video player).
 */
export const PERMISSIONS_POLICY = [
  'camera=(self)',
  'microphone=(self)',
  'accelerometer=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'midi=()',
  'payment=()',
  'usb=()',
].join(', ');

/** HSTS for a year, sent only on a request that arrived over TLS (directly, or per X-Forwarded-Proto with a trusted proxy). */
export const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * Security headers for every HTTP response of a process (helmet): the CSP above, X-Frame-Options DENY,
 * nosniff, Referrer-Policy no-referrer (stream links carry a token in their query), the
 * Permissions-Policy above, HSTS behind TLS only, and no X-Powered-By. `isSecure` tells whether a
 * request came over TLS (Express's `req.secure`, which honours `trust proxy`).
 */
export function securityHeaders(isSecure: (req: IncomingMessage) => boolean = expressSecure): HeaderMiddleware {
  const base = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: { ...CONTENT_SECURITY_POLICY } },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: false,
    xPoweredBy: true,
  });
  const hsts = helmet.strictTransportSecurity({ maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: true });
  return (req, res, next) => {
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    base(req, res, (err?: unknown) => {
      if (err) return next(err);
      if (isSecure(req)) return hsts(req, res, next);
      next();
    });
  };
}

/** Express's `req.secure` when present (it honours `trust proxy`), else whether the socket is TLS. */
function expressSecure(req: IncomingMessage): boolean {
  const secure = (req as IncomingMessage & { secure?: boolean }).secure;
  if (typeof secure === 'boolean') return secure;
  return Boolean((req.socket as { encrypted?: boolean }).encrypted);
}
