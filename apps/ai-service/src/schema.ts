export * from './api-keys/api-key.table';
