/**
 * Accounts (issue 16): failed logins slow an account down without locking its owner's trusted
 * browser out, and a deleted account's token is refused on every route by every gateway worker.
 * One stack per mode, each with two gateway workers.
 */
import { describeAccountProtection } from './support/account-scenarios';

describe('accounts, embedded mode (TCP, PGlite), GATEWAY_WORKERS=2', () => {
  describeAccountProtection('embedded');
});

describe('accounts, server mode (RabbitMQ, PostgreSQL), GATEWAY_WORKERS=2', () => {
  describeAccountProtection('server');
});
