export * from './call-keys';
export * from './commit-marker';
export * from './idempotency.migration';
export * from './idempotent-calls';
export * from './idempotency.interceptor';
