/**
 * Whether an error says the database cannot be reached right now (a restart, a failover, a dropped
 * connection) rather than that the request was wrong: such a request gets 503 naming the service,
 * as when the service itself does not answer, and may be retried (with its Idempotency-Key).
 * PostgreSQL's SQLSTATE class 08 (connection exception), 57P01-57P03 (shut down, crashed, not yet
 * accepting connections) and 53300 (too many connections); the driver's own socket errors. drizzle
 * wraps the driver's error as its `cause`.
 */
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND']);
const DRIVER_MESSAGES = /Connection terminated|connection error and is not queryable|not queryable|timeout exceeded when trying to connect|Client was closed/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth++) {
    if (typeof current !== 'object') return false;
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && (SQLSTATES.has(code) || code.startsWith('08') || SOCKET_CODES.has(code))) return true;
    if (typeof message === 'string' && DRIVER_MESSAGES.test(message)) return true;
    current = cause;
  }
  return false;
}
