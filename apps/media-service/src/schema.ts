export * from './files/file.table';
export { outbox } from '@hirewise/server-kit';
