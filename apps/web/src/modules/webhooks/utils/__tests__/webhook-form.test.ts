import { WEBHOOK_EVENT_TYPES } from '@hirewise/contracts/webhooks';
import { initialWebhookFormValues, validateWebhookForm } from '../webhook-form';

const form = (patch: Partial<ReturnType<typeof initialWebhookFormValues>>) => ({ ...initialWebhookFormValues(), ...patch });

describe('validateWebhookForm', () => {
  it('starts with every event ticked', () => {
    expect(initialWebhookFormValues()).toEqual({ url: '', events: [...WEBHOOK_EVENT_TYPES], description: '' });
  });

  it('makes the POST body: the trimmed URL and description, an empty description left out', () => {
    expect(validateWebhookForm(form({ url: ' https://hooks.example.com/in ', events: ['job.created'], description: ' CRM ' }))).toEqual({
      ok: true,
      data: { url: 'https://hooks.example.com/in', events: ['job.created'], description: 'CRM' },
    });
    expect(validateWebhookForm(form({ url: 'https://hooks.example.com/in', description: '  ' }))).toEqual({
      ok: true,
      data: { url: 'https://hooks.example.com/in', events: [...WEBHOOK_EVENT_TYPES] },
    });
  });

  it('names the field that is wrong, with the contracts\' texts', () => {
    expect(validateWebhookForm(form({ url: '' }))).toEqual({ ok: false, errors: { url: 'url is required' } });
    expect(validateWebhookForm(form({ url: 'ftp://files.example.com' }))).toEqual({
      ok: false,
      errors: { url: 'url must be an http:// or https:// address without a user name or password' },
    });
    expect(validateWebhookForm(form({ url: 'https://hooks.example.com', events: [] }))).toEqual({ ok: false, errors: { events: 'Choose at least one event' } });
    expect(validateWebhookForm(form({ url: 'https://hooks.example.com', description: 'x'.repeat(201) }))).toEqual({
      ok: false,
      errors: { description: 'description must be at most 200 characters' },
    });
  });
});
