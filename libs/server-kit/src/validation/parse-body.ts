import type { z } from 'zod';
import { formatZodError, nulCharacterMessage, nulFieldOf, wellFormedText } from '@hirewise/contracts';
import { DomainError } from '../errors/domain-error';

/**
 * The one rule for a request body, wherever it is checked (the gateway's routes, the AI service's
 * own API): a JSON object, valid against its contracts schema, or 400 with a message naming the
 * field; then the text rule below.
 */
export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  if (value === undefined || value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new DomainError('VALIDATION_FAILED', 'Request body must be a JSON object');
  }
  const result = schema.safeParse(value);
  if (!result.success) throw new DomainError('VALIDATION_FAILED', formatZodError(result.error));
  return refuseNul(result.data);
}

/**
 * Text PostgreSQL cannot hold: U+0000 is refused with 400 naming the field; a lone surrogate
 * becomes U+FFFD (as a text column would store it; jsonb would refuse it).
 */
export function refuseNul<T>(parsed: T): T {
  const field = nulFieldOf(parsed);
  if (field) throw new DomainError('VALIDATION_FAILED', nulCharacterMessage(field));
  return wellFormedText(parsed);
}
