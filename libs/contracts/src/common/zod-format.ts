import type { z } from 'zod';

/** zod's own wording ('Invalid input: expected string…', 'Too small: …') names no field. */
const ZOD_DEFAULT = /^(Invalid|Too (small|big)|Unrecognized|Expected)\b/;

/**
 * One message for a failed parse, naming the field. Messages we wrote already name their field
 * ('Email is required', 'Positions available must be at least 1') and are passed on as they are;
 * zod's defaults get the field's path in front.
 */
export function formatZodError(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid input';
  if (issue.path.length === 0 || !ZOD_DEFAULT.test(issue.message)) return issue.message;
  return `${issue.path.map(String).join('.')}: ${issue.message}`;
}
