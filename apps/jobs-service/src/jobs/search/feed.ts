import { z } from 'zod';

/** The most open jobs one feed read returns: a sitemap file holds at most 50,000 URLs. */
export const FEED_MAX = 50_000;
const FEED_DEFAULT = 100;

/**
 * Patterns.jobs.feed's message ({ limit }, contracts JobFeedQuery). Parsed here like every
 * message (the gateway is not the only caller); a larger limit is clamped, not refused.
 */
export const jobFeedQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .default(FEED_DEFAULT)
    .transform((n) => Math.min(n, FEED_MAX)),
});
