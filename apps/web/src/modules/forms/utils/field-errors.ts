import type { z } from 'zod';
import type { FieldErrors } from '../../auth/utils/validation';

/** A form's errors from a contracts schema: the first message of each top-level field. */
export function fieldErrors<K extends string>(error: z.ZodError): FieldErrors<K> {
  const errors: FieldErrors<K> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field !== 'string') continue;
    errors[field as K] ??= issue.message;
  }
  return errors;
}

export type ParsedForm<T, K extends string> = { ok: true; data: T } | { ok: false; errors: FieldErrors<K> };

/** Checks form values with a contracts schema: the parsed request, or the message per field. */
export function parseForm<S extends z.ZodType, K extends string>(schema: S, values: unknown): ParsedForm<z.output<S>, K> {
  const parsed = schema.safeParse(values);
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, errors: fieldErrors<K>(parsed.error) };
}
