import type { PipeTransform } from '@nestjs/common';
import type { z } from 'zod';
import { formatZodError, nulCharacterMessage, nulFieldOf, wellFormedText } from '@hirewise/contracts';
import { DomainError } from '@hirewise/server-kit';

/** Validates a body with its contracts schema: 400 with a message naming the field. */
export class ZodBodyPipe<S extends z.ZodType> implements PipeTransform<unknown, z.output<S>> {
  constructor(private readonly schema: S) {}

  transform(value: unknown): z.output<S> {
    return parseOrThrow(this.schema, value);
  }
}

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
