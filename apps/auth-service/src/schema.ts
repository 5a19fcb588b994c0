export * from './users/user.table';
export * from './login-limits/login-failure.table';
export * from './revocations/revoked-account.table';
