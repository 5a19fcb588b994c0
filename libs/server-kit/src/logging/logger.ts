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

/**
 * Lets Nest's own messages go through the same structured logger. Nest's transports sometimes
 * log an error object or a plain object (the RabbitMQ client's connection errors) rather than
 * text: those are logged with their fields (`err` for an Error) and their message as the line's
 * text, never as "[object Object]".
 */
export class NestPinoLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, context?: string): void {
    this.write('info', message, { context });
  }
  error(message: unknown, trace?: string, context?: string): void {
    this.write('error', message, { context, trace });
  }
  warn(message: unknown, context?: string): void {
    this.write('warn', message, { context });
  }
  debug(message: unknown, context?: string): void {
    this.write('debug', message, { context });
  }
  verbose(message: unknown, context?: string): void {
    this.write('trace', message, { context });
  }

  private write(level: 'info' | 'error' | 'warn' | 'debug' | 'trace', message: unknown, fields: Record<string, unknown>): void {
    const { extra, text } = describeLogged(message);
    this.logger[level]({ ...fields, ...extra }, text);
  }
}

/** Fields of a logged object safe to put in a line's text (its values go to `detail`, redacted like any field). */
const TEXT_FIELDS = ['code', 'errno', 'syscall', 'address', 'port', 'reason', 'replyCode', 'replyText'];

/**
 * The text and fields a logged value stands for: an Error as `err` with its message; another
 * object as `detail` with its own message, or a few known fields (code, address, ...) as text.
 * The rest of an object never goes into the text, where redaction would not reach it.
 */
export function describeLogged(message: unknown): { extra: Record<string, unknown>; text: string } {
  if (message instanceof Error) return { extra: { err: message }, text: message.message };
  if (typeof message !== 'object' || message === null) return { extra: {}, text: String(message) };
  const fields = message as Record<string, unknown>;
  if (typeof fields.message === 'string') return { extra: { detail: message }, text: fields.message };
  const known = TEXT_FIELDS.filter((k) => ['string', 'number'].includes(typeof fields[k])).map((k) => `${k}=${String(fields[k])}`);
  return { extra: { detail: message }, text: known.length > 0 ? known.join(' ') : 'see detail' };
}

/** `{ reqId }` of the request being handled, or nothing outside a request. */
export function requestIdMixin(): { reqId?: string } {
  const reqId = currentRequestId();
  return reqId ? { reqId } : {};
}

export const LOGGER = Symbol('LOGGER');
export type { Logger };
