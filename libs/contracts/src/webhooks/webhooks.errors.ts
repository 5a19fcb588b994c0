/** Failures specific to webhooks, with the HTTP status the gateway answers (messages: WebhookMessages). */
export const WebhooksErrorStatus = {
  WEBHOOK_NOT_FOUND: 404,
  NOT_YOUR_WEBHOOK: 403,
  WEBHOOK_DELIVERY_NOT_FOUND: 404,
  WEBHOOK_LIMIT: 409,
  /** A private, loopback, link-local or otherwise non-public address (or a name resolving to one). */
  WEBHOOK_URL_REFUSED: 400,
  WEBHOOK_URL_UNRESOLVABLE: 400,
} as const;
