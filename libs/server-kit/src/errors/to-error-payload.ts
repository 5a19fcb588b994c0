import { HttpException } from '@nestjs/common';
import { ZodError } from 'zod';
import { ERROR_STATUS, formatZodError, isRpcErrorPayload, Messages, type ErrorCode, type RpcErrorPayload } from '@hirewise/contracts';
import { DomainError } from './domain-error';
import { isDatabaseUnavailable } from './database-unavailable';

const CODE_BY_STATUS = new Map<number, ErrorCode>(
  (Object.entries(ERROR_STATUS) as [ErrorCode, number][]).reverse().map(([code, status]) => [status, code]),
);

/**
 * The one mapping from anything thrown to `{ code, message }`. Unknown errors become INTERNAL
 * with a generic message; the caller logs the original, nothing else leaves the process. A
 * database that cannot be reached is SERVICE_UNAVAILABLE naming `service` (database-unavailable.ts).
 */
export function toErrorPayload(error: unknown, service?: string): RpcErrorPayload & { known: boolean } {
  if (error instanceof DomainError) return { code: error.code, message: error.message, known: true };
  // drizzle wraps what its driver throws (a statement not run past its deadline: observability/deadline.ts).
  const wrapped = domainErrorCause(error);
  if (wrapped) return { code: wrapped.code, message: wrapped.message, known: true };
  if (error instanceof ZodError) return { code: 'VALIDATION_FAILED', message: formatZodError(error), known: true };
  if (isRpcErrorPayload(error)) return { code: error.code, message: error.message, known: true };
  if (error instanceof HttpException) {
    const status = error.getStatus();
    const body = error.getResponse();
    const raw = typeof body === 'string' ? body : (body as { message?: unknown }).message;
    const message = Array.isArray(raw) ? String(raw[0]) : typeof raw === 'string' ? raw : error.message;
    const code = CODE_BY_STATUS.get(status) ?? (status >= 500 ? 'INTERNAL' : 'VALIDATION_FAILED');
    // Nest hands body-parser's JSON SyntaxError over as a 400 carrying the parser's wording.
    if (status === 400 && /JSON/.test(message)) return { code, message: INVALID_JSON, known: true };
    return { code, message: status >= 500 ? Messages.internal : message, known: status < 500 };
  }
  if (service && isDatabaseUnavailable(error)) return { code: 'SERVICE_UNAVAILABLE', message: Messages.unavailable(service), known: true };
  if (isBodyParserError(error)) return { code: error.status === 413 ? 'PAYLOAD_TOO_LARGE' : 'VALIDATION_FAILED', message: bodyParserMessage(error), known: true };
  return { code: 'INTERNAL', message: Messages.internal, known: false };
}

function domainErrorCause(error: unknown): DomainError | undefined {
  let current = (error as { cause?: unknown } | null | undefined)?.cause;
  for (let depth = 0; depth < 3 && current; depth++) {
    if (current instanceof DomainError) return current;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

interface BodyParserError {
  type: string;
  status: number;
}

function isBodyParserError(error: unknown): error is BodyParserError {
  return typeof error === 'object' && error !== null && typeof (error as BodyParserError).type === 'string' && typeof (error as BodyParserError).status === 'number';
}

const INVALID_JSON = 'Request body is not valid JSON';

function bodyParserMessage(error: BodyParserError): string {
  if (error.type === 'entity.parse.failed') return INVALID_JSON;
  if (error.type === 'entity.too.large') return 'Request body is too large';
  return 'Request body could not be read';
}
