import { ApiPaths } from '@hirewise/contracts/api-paths';

/** The webhook calls (issue 18), renamed from contracts' ApiPaths like modules/api/paths.ts; the builders URI-encode the ids. */
export const WebhookPaths = {
  /** GET the recruiter's webhooks, POST a new one. */
  list: ApiPaths.webhooks,
  /** PUT { events?, active?, description? } or DELETE one. */
  one: ApiPaths.webhook,
  rotateSecret: ApiPaths.webhookRotateSecret,
  ping: ApiPaths.webhookPing,
  /** GET one page of the delivery log (X-Total-Count). */
  deliveries: ApiPaths.webhookDeliveries,
  redeliver: ApiPaths.webhookRedeliver,
} as const;

/** The delivery log shows this many a page. */
export const DELIVERIES_PAGE_SIZE = 10;
/** How often the log asks again while a delivery it shows is still pending. */
export const DELIVERY_POLL_MS = 5_000;
