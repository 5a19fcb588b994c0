import type { Request } from 'express';

/** A Host header worth echoing into a URL: a DNS name or IPv4, or a bracketed IPv6, and an optional port. */
const HOST = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * The site's public address for absolute URLs (canonical links, sitemap, feeds, Link headers):
 * PUBLIC_BASE_URL when set, else the request's protocol and host (X-Forwarded-Proto and -Host count
 * only with TRUST_PROXY). Undefined when the Host header is missing or not a host name, so nothing
 * a client invents ends up in a page (callers answer 400, or use a path-absolute URL).
 */
export function publicBaseUrl(req: Pick<Request, 'protocol' | 'host'>, configured: string | undefined): string | undefined {
  if (configured) return configured;
  const host = req.host;
  if (!host || !HOST.test(host)) return undefined;
  return `${req.protocol === 'https' ? 'https' : 'http'}://${host.toLowerCase()}`;
}
