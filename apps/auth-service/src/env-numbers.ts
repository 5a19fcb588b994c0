import { z } from 'zod';

/** A whole number from the environment between min and max, with the service's wording of each refusal. */
export const wholeNumber = (min: number, max: number) =>
  z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max}`);
