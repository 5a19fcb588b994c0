import { Inject, Injectable } from '@nestjs/common';
import express, { type Express, type Request, type Response } from 'express';
import { Messages, PublicPages, publicJobPath } from '@hirewise/contracts';
import { DomainError, LOGGER, type Logger } from '@hirewise/server-kit';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';
import { PublicRateLimiter } from '../http-hardening/public-rate-limit';
import { loadIndexTemplate, type IndexTemplate } from './index-template';
import { renderJobFeed, XML_FEED_MAX_JOBS } from './job-feed-xml';
import { renderJobPage, renderMissingJobPage } from './job-page';
import { publicBaseUrl } from './public-base-url';
import { PublicJobs, type DocumentKind } from './public-jobs';
import { renderRss, RSS_MAX_ITEMS } from './rss-feed';
import { renderRobots, renderSitemap, SITEMAP_MAX_JOBS } from './sitemap';

export const BAD_HOST_MESSAGE = 'The Host header is not a valid host name';

interface FeedDocument {
  kind: DocumentKind;
  path: string;
  contentType: string;
  /** Reads what the document shows and renders it (the sitemap reads links only: it may list 49,999 jobs). */
  body: (jobs: PublicJobs, base: string) => Promise<string>;
}

const DOCUMENTS: FeedDocument[] = [
  {
    kind: 'sitemap',
    path: PublicPages.sitemap,
    contentType: 'application/xml; charset=utf-8',
    body: (jobs, base) => jobs.document('sitemap', base, () => jobs.newestLinks(SITEMAP_MAX_JOBS), (links) => renderSitemap(links, base)),
  },
  {
    kind: 'rss',
    path: PublicPages.rss,
    contentType: 'application/rss+xml; charset=utf-8',
    body: (jobs, base) => jobs.document('rss', base, () => jobs.newest(RSS_MAX_ITEMS), (items) => renderRss(items, base, new Date())),
  },
  {
    kind: 'xml-feed',
    path: PublicPages.xmlFeed,
    contentType: 'application/xml; charset=utf-8',
    body: (jobs, base) => jobs.document('xml-feed', base, () => jobs.newest(XML_FEED_MAX_JOBS), (items) => renderJobFeed(items, base, new Date())),
  },
];

/**
 * The pages the gateway answers itself for anyone, without a token (issue 19, docs/job-pages.md):
 * a job's page (/jobs/:id: the web app's index.html with the job's meta tags, JSON-LD and data),
 * /sitemap.xml, /robots.txt and the two feeds. Express handlers mounted before the web app's
 * catch-all (main.ts), so they pass through the same security headers and request logging as
 * every answer, and are counted per address (PublicRateLimiter).
 */
@Injectable()
export class PublicPagesRouter {
  private readonly template: IndexTemplate;
  private readonly missingPage: string;

  constructor(
    private readonly jobs: PublicJobs,
    private readonly limiter: PublicRateLimiter,
    @Inject(GATEWAY_CONFIG) private readonly config: Pick<GatewayConfig, 'PUBLIC_BASE_URL' | 'WEB_DIST'>,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    // Read once: the page is the same for every job but for its <head>.
    const { template, fromWebBuild } = loadIndexTemplate(config.WEB_DIST);
    if (!fromWebBuild) logger.warn({ webDist: config.WEB_DIST }, 'web app is not built; job pages use a minimal page');
    this.template = template;
    this.missingPage = renderMissingJobPage(template);
  }

  mount(server: Express): void {
    const router = express.Router();
    const limit = this.limiter.middleware();
    router.get(PublicPages.job, limit, (req, res) => this.run(res, () => this.jobPage(req, res), 'page'));
    router.get(PublicPages.robots, limit, (req, res) => this.run(res, () => this.robots(req, res), 'text'));
    for (const document of DOCUMENTS) {
      router.get(document.path, limit, (req, res) => this.run(res, () => this.feed(req, res, document), 'text'));
    }
    server.use(router);
  }

  private async jobPage(req: Request, res: Response): Promise<void> {
    const job = await this.jobs.open(String(req.params.id));
    res.setHeader('Cache-Control', 'no-cache');
    if (!job) {
      res.status(404).type('html').send(this.missingPage);
      return;
    }
    const base = this.baseOf(req, res);
    if (base === undefined) return;
    // The canonical address is built from the stored id, not from what the client typed.
    res.type('html').send(renderJobPage(this.template, job, `${base}${publicJobPath(job._id)}`));
  }

  private robots(req: Request, res: Response): void {
    const base = this.baseOf(req, res);
    if (base === undefined) return;
    this.cacheable(res);
    res.type('text/plain; charset=utf-8').send(renderRobots(base));
  }

  private async feed(req: Request, res: Response, document: FeedDocument): Promise<void> {
    const base = this.baseOf(req, res);
    if (base === undefined) return;
    const body = await document.body(this.jobs, base);
    this.cacheable(res);
    res.type(document.contentType).send(body);
  }

  /** The site's address, or a 400 answered here (a Host header that is not a host name). */
  private baseOf(req: Request, res: Response): string | undefined {
    const base = publicBaseUrl(req, this.config.PUBLIC_BASE_URL);
    if (base === undefined) res.status(400).type('text/plain').send(BAD_HOST_MESSAGE);
    return base;
  }

  private cacheable(res: Response): void {
    const seconds = this.jobs.cacheSeconds;
    res.setHeader('Cache-Control', seconds > 0 ? `public, max-age=${seconds}` : 'no-cache');
  }

  /**
   * A failure (the jobs service away: 503) is answered with its status and message; a job page
   * answers the plain page with that status (the web app then shows its own error) and noindex.
   */
  private run(res: Response, handler: () => Promise<void> | void, kind: 'page' | 'text'): void {
    Promise.resolve()
      .then(handler)
      .catch((error: unknown) => {
        const known = error instanceof DomainError;
        if (!known) this.logger.error({ err: error }, 'public page failed');
        if (res.headersSent) return void res.end();
        const status = known ? error.status : 500;
        res.status(status).setHeader('Cache-Control', 'no-store');
        if (kind === 'page') res.type('html').send(this.missingPage);
        else res.type('text/plain').send(known ? error.message : Messages.internal);
      });
  }
}
