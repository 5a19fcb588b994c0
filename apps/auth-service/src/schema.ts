export * from './users/user.table';
export { outbox } from '@hirewise/server-kit';
export * from './login-limits/login-failure.table';
export * from './revocations/revoked-account.table';
