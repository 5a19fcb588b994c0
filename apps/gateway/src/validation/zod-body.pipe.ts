import type { PipeTransform } from '@nestjs/common';
import type { z } from 'zod';
import { formatZodError } from '@hirewise/contracts';
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
  return result.data;
}
