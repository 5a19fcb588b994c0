import type { z } from 'zod';

function humanize(segment: string): string {
  return segment.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
}

/**
 * One message for a failed parse, naming the field. Messages we wrote already name their
 * field ('Email is required'); zod's defaults get the field path in front.
 */
export function formatZodError(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid input';
  const path = issue.path.map(String);
  const last = [...path].reverse().find((p) => !/^\d+$/.test(p));
  const message = issue.message.toLowerCase();
  if (!last || message.includes(last.toLowerCase()) || message.includes(humanize(last))) return issue.message;
  return `${path.join('.')}: ${issue.message}`;
}
