import { createWebhookSchema, WEBHOOK_EVENT_LABELS, WEBHOOK_EVENT_TYPES, type WebhookEventType } from '@hirewise/contracts/webhooks';
import { parseForm } from '../../forms/utils/field-errors';

/** The Add webhook form as typed. */
export interface WebhookFormValues {
  url: string;
  events: WebhookEventType[];
  description: string;
}
export type WebhookFormField = keyof WebhookFormValues;

/** Every event ticked: a new webhook hears everything unless the recruiter narrows it. */
export function initialWebhookFormValues(): WebhookFormValues {
  return { url: '', events: [...WEBHOOK_EVENT_TYPES], description: '' };
}

export const WEBHOOK_EVENT_OPTIONS = WEBHOOK_EVENT_TYPES.map((type) => ({ value: type, label: WEBHOOK_EVENT_LABELS[type] }));

/** The POST /api/webhooks body, or a message per field, checked with createWebhookSchema; an empty description is left out. */
export function validateWebhookForm(values: WebhookFormValues) {
  const { description, ...rest } = values;
  return parseForm<typeof createWebhookSchema, WebhookFormField>(createWebhookSchema, description.trim() === '' ? rest : values);
}
