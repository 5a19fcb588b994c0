import type { z } from 'zod';
import { formatZodError } from '@hirewise/contracts';
import { DomainError } from '@hirewise/server-kit';

/** The gateway's rule for bodies: a JSON object, valid against the contracts schema, or 400 naming the field. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  if (value === undefined || value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new DomainError('VALIDATION_FAILED', 'Request body must be a JSON object');
  }
  const result = schema.safeParse(value);
  if (!result.success) throw new DomainError('VALIDATION_FAILED', formatZodError(result.error));
  return result.data;
}
