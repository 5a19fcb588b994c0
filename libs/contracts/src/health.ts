import type { ServiceName } from './domain';

export type HealthStatus = 'ok' | 'down';

export interface ServiceHealth {
  service: ServiceName | 'gateway';
  status: HealthStatus;
  checks: Record<string, HealthStatus>;
  uptimeSeconds: number;
}

export interface HealthReport {
  status: HealthStatus;
  services: ServiceHealth[];
  /**
   * What runs on a fallback while a part the product can do without is down (the gateway's Redis:
   * rate limit and caches per process, keyed writes refused). Serving goes on, so `status` stays.
   */
  degraded?: string[];
}

/** The gateway's sentence in HealthReport.degraded while its Redis (REDIS_URL) is down. */
export const REDIS_DOWN_NOTE = 'redis down: the /auth rate limit and the search cache are per gateway process, and writes with an Idempotency-Key are refused (503) until it is back';
