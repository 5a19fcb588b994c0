export * from './idempotency';
export * from './idempotency.errors';
