import { z } from 'zod';

/** A whole number from the environment between min and max, each refusal worded the same in every service. */
export const wholeNumber = (min: number, max: number) =>
  z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max}`);
