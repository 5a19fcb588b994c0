export * from './users/user.table';
export { outbox } from '@hirewise/server-kit';
