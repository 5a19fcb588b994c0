/** @hirewise/contracts/webhooks: recruiters' webhooks (a subpath entry). */
export * from './webhook.schemas';
export * from './webhooks.errors';
