/**
 * React Query keys of the webhooks module, kept here like modules/notifications' keys (the shape of
 * modules/api/query-keys.ts): invalidating `deliveriesOf(id)` refreshes every page of one log.
 */
export const webhookKeys = {
  all: ['webhooks'] as const,
  list: () => [...webhookKeys.all, 'list'] as const,
  deliveriesOf: (webhookId: string) => [...webhookKeys.all, 'deliveries', webhookId] as const,
  deliveries: (webhookId: string, page: number) => [...webhookKeys.deliveriesOf(webhookId), page] as const,
} as const;
