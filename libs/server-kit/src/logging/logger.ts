import pino, { type Logger } from 'pino';
import type { LoggerService } from '@nestjs/common';
import { currentRequestId } from '../observability/request-context';

/**
 * Structured JSON logs, one line per event; secrets are redacted by key. A line written while a
 * request is handled carries its correlation id as `reqId` (the request context's mixin).
 */
export function createLogger(service: string, level: string): Logger {
  return pino({
    level,
    base: { service },
    timestamp: pino.stdTimeFunctions.isoTime,
    mixin: requestIdMixin,
    redact: {
      paths: ['password', '*.password', 'token', '*.token', 'access', '*.access', 'headers.authorization', 'JWT_SECRET'],
      censor: '***',
    },
    serializers: { err: errWithoutQueryParams },
  });
}

/**
 * pino's error serializer, except that a failed query's parameters (Drizzle puts them in the
 * error's `params` and at the end of its message and stack) are not logged: they are the row's
 * values (emails, names, password hashes). The query itself, with its placeholders, stays.
 */
export function errWithoutQueryParams(err: unknown): unknown {
  const out = pino.stdSerializers.err(err as Error) as unknown;
  if (out === null || typeof out !== 'object' || !('params' in out)) return out;
  const strip = (text: unknown) => (typeof text === 'string' ? text.replace(/\nparams: .*?(?=\n\s+at |$)/s, '\nparams: [not logged]') : text);
  const serialized = out as Record<string, unknown>;
  return { ...serialized, params: '[not logged]', message: strip(serialized.message), stack: strip(serialized.stack) };
}

/** Lets Nest's own messages go through the same structured logger. */
export class NestPinoLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, context?: string): void {
    this.logger.info({ context }, String(message));
  }
  error(message: unknown, trace?: string, context?: string): void {
    this.logger.error({ context, trace }, String(message));
  }
  warn(message: unknown, context?: string): void {
    this.logger.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string): void {
    this.logger.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string): void {
    this.logger.trace({ context }, String(message));
  }
}

/** `{ reqId }` of the request being handled, or nothing outside a request. */
export function requestIdMixin(): { reqId?: string } {
  const reqId = currentRequestId();
  return reqId ? { reqId } : {};
}

export const LOGGER = Symbol('LOGGER');
export type { Logger };
