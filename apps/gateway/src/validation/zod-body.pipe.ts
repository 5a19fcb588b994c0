import type { PipeTransform } from '@nestjs/common';
import type { z } from 'zod';
import { parseOrThrow } from '@hirewise/server-kit';

/** Validates a body with its contracts schema: 400 with a message naming the field. */
export class ZodBodyPipe<S extends z.ZodType> implements PipeTransform<unknown, z.output<S>> {
  constructor(private readonly schema: S) {}

  transform(value: unknown): z.output<S> {
    return parseOrThrow(this.schema, value);
  }
}
