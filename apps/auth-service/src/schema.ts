export * from './users/user.table';
