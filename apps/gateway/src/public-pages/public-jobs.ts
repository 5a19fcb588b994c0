import { Inject, Injectable } from '@nestjs/common';
import { isUuid, Patterns, type Job, type JobLink } from '@hirewise/contracts';
import { ClientRegistry, DomainError } from '@hirewise/server-kit';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';
import { MicroCache } from '../search-cache/micro-cache';
import type { Invalidates } from '../search-cache/invalidate-on-write';
import { isOpen } from './job-view';

/** Writes after which the public pages may be out of date: a job posted, edited or deleted, a recruiter's name or company changed. */
export const AFFECTS_PUBLIC_PAGES = /^\/api\/(jobs(\/[^/]+)?|user)\/?$/;

/** The feeds may hold many jobs (the sitemap up to 49,999): their call may take longer than a page's. */
const FEED_TIMEOUT_FLOOR_MS = 15_000;

/** A rendered document and the key it is kept under (its kind and the site's address). */
export type DocumentKind = 'sitemap' | 'rss' | 'xml-feed';

/**
 * The open jobs the public pages show, read from the jobs service and kept a short time in this
 * process (PUBLIC_PAGES_CACHE_MS): one job by id (found ones only: a job posted a moment ago is not
 * hidden by an earlier miss), the newest open jobs (or, for the sitemap, their links) per length, and the rendered documents per
 * kind and site address (a forged Host can only add an entry, never change another's). Job writes
 * through this gateway empty all of it (main.ts); a job that expires while kept is dropped on read.
 */
@Injectable()
export class PublicJobs implements Invalidates {
  private readonly jobs: MicroCache<Job | null>;
  private readonly feeds: MicroCache<Job[]>;
  private readonly links: MicroCache<JobLink[]>;
  private readonly documents: MicroCache<string>;

  constructor(
    private readonly clients: ClientRegistry,
    @Inject(GATEWAY_CONFIG) private readonly config: Pick<GatewayConfig, 'PUBLIC_PAGES_CACHE_MS' | 'RPC_TIMEOUT_MS'>,
  ) {
    this.jobs = new MicroCache(config.PUBLIC_PAGES_CACHE_MS, 1000);
    this.feeds = new MicroCache(config.PUBLIC_PAGES_CACHE_MS, 8);
    this.links = new MicroCache(config.PUBLIC_PAGES_CACHE_MS, 8);
    this.documents = new MicroCache(config.PUBLIC_PAGES_CACHE_MS, 32);
  }

  get cacheSeconds(): number {
    return Math.floor(this.config.PUBLIC_PAGES_CACHE_MS / 1000);
  }

  /** The job if it exists and is open; undefined for an unknown, malformed or expired id. */
  async open(id: string): Promise<Job | undefined> {
    if (!isUuid(id)) return undefined;
    const job = await this.jobs.get(id, () => this.load(id), (found) => found !== null);
    return job && isOpen(job) ? job : undefined;
  }

  /** The newest open jobs, at most `limit` (the RSS and XML feeds). */
  async newest(limit: number): Promise<Job[]> {
    const jobs = await this.feeds.get(String(limit), async () => {
      const feed = await this.clients.get('jobs').send(Patterns.jobs.feed, { limit }, Math.max(this.config.RPC_TIMEOUT_MS, FEED_TIMEOUT_FLOOR_MS));
      return feed.items;
    });
    return openOnly(jobs, limit);
  }

  /** The newest open jobs' links (id and dates), at most `limit` (the sitemap: up to 49,999, so never whole jobs). */
  async newestLinks(limit: number): Promise<JobLink[]> {
    const links = await this.links.get(String(limit), async () => {
      const answer = await this.clients.get('jobs').send(Patterns.jobs.links, { limit }, Math.max(this.config.RPC_TIMEOUT_MS, FEED_TIMEOUT_FLOOR_MS));
      return answer.items;
    });
    return openOnly(links, limit);
  }

  /** A document rendered from what `load` reads, kept per kind and site address. */
  document<T>(kind: DocumentKind, base: string, load: () => Promise<T>, render: (items: T) => string): Promise<string> {
    return this.documents.get(`${kind} ${base}`, async () => render(await load()));
  }

  invalidate(): void {
    this.jobs.invalidate();
    this.feeds.invalidate();
    this.links.invalidate();
    this.documents.invalidate();
  }

  private async load(jobId: string): Promise<Job | null> {
    try {
      return await this.clients.get('jobs').send(Patterns.jobs.get, { jobId });
    } catch (error) {
      if (error instanceof DomainError && error.code === 'JOB_NOT_FOUND') return null;
      throw error;
    }
  }
}

/** Open ones only, whatever the service sent and however long they were kept; newest first. */
function openOnly<T extends Pick<Job, 'deadline'>>(items: T[], limit: number): T[] {
  const now = Date.now();
  return items.filter((item) => isOpen(item, now)).slice(0, limit);
}
