import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WEBHOOK_SIGNATURE_HEADER, WebhookMessages } from '@hirewise/contracts/webhooks';
import { clearToasts, expectToast, renderApp, signIn } from '@/test-utils/render';
import { VERIFY_SNIPPET } from '../../utils/verify-snippet';
import { aWebhook, mockWebhooksApi, webhookId } from './webhook-fixtures';

const card = (url: string) => screen.findByRole('article', { name: url });
const form = () => screen.getByRole('form', { name: 'Add webhook' });
const urlField = () => within(form()).getByRole('textbox', { name: /^URL/ });

function recruiterAt(options: Parameters<typeof mockWebhooksApi>[0] = {}) {
  signIn({ token: 't', type: 'recruiter' });
  const api = mockWebhooksApi(options);
  renderApp('/webhooks');
  return api;
}

describe('/webhooks', () => {
  afterEach(() => clearToasts());

  it('explains webhooks, links the API documentation, and lists each with its events and last delivery', async () => {
    recruiterAt({
      webhooks: [
        aWebhook(1, { description: 'Our ATS', lastDelivery: { status: 'failed', at: new Date(Date.now() - 3 * 60_000).toISOString(), responseStatus: 500 } }),
        aWebhook(2, { active: false, events: ['interview.completed'] }),
      ],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeInTheDocument();
    expect(screen.getByText(/Hirewise POSTs it as JSON/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'API documentation' })).toHaveAttribute('href', '/api/docs');

    const first = await card('https://hooks1.example.com/hirewise');
    expect(within(first).getByText('Our ATS')).toBeInTheDocument();
    expect(within(within(first).getByRole('list', { name: 'Events' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'A candidate applied',
      'A job was posted',
    ]);
    expect(within(first).getByRole('checkbox', { name: 'Active' })).toBeChecked();
    const last = within(first).getByTestId('last-delivery');
    expect(within(last).getByText('Failed')).toHaveAttribute('data-status', 'failed');
    expect(last).toHaveTextContent('HTTP 500');
    expect(last).toHaveTextContent('3 minutes ago');

    const second = screen.getByRole('article', { name: 'https://hooks2.example.com/hirewise' });
    expect(within(second).getByRole('checkbox', { name: 'Active' })).not.toBeChecked();
    expect(within(second).getByTestId('last-delivery')).toHaveTextContent('No deliveries yet');
    for (const name of ['Deliveries', 'Send test event', 'Rotate secret', 'Delete']) expect(within(second).getByRole('button', { name })).toBeInTheDocument();
  });

  it('checks the form before sending: a URL, an http(s) address, at least one event', async () => {
    const api = recruiterAt();
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('heading', { level: 2, name: 'No webhooks yet' });
    const events = within(form()).getByRole('group', { name: 'Events' });
    expect(within(events).getAllByRole('checkbox')).toHaveLength(6);
    within(events).getAllByRole('checkbox').forEach((box) => expect(box).toBeChecked());

    await user.click(within(form()).getByRole('button', { name: 'Add webhook' }));
    await expectToast('Incorrect Input');
    expect(urlField()).toHaveAccessibleErrorMessage('url is required');

    await user.type(urlField(), 'ftp://files.example.com');
    for (const box of within(events).getAllByRole('checkbox')) await user.click(box);
    await user.click(within(form()).getByRole('button', { name: 'Add webhook' }));
    await waitFor(() => expect(urlField()).toHaveAccessibleErrorMessage('url must be an http:// or https:// address without a user name or password'));
    expect(within(form()).getByRole('alert')).toHaveTextContent('Choose at least one event');
    expect(api.find('POST', '/api/webhooks')).toHaveLength(0);
  });

  it('registers a webhook and shows its secret once, with a copy button, the header and the check', async () => {
    const api = recruiterAt();
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('heading', { level: 2, name: 'No webhooks yet' });
    await user.type(urlField(), 'https://crm.example.com/hooks');
    await user.click(within(form()).getByRole('checkbox', { name: 'A job was deleted' }));
    await user.type(within(form()).getByRole('textbox', { name: 'Description' }), 'CRM');
    await user.click(within(form()).getByRole('button', { name: 'Add webhook' }));

    const dialog = await screen.findByRole('dialog', { name: 'Webhook secret' });
    expect(api.find('POST', '/api/webhooks').map((c) => c.body)).toEqual([
      {
        url: 'https://crm.example.com/hooks',
        events: ['application.created', 'application.status-changed', 'interview.completed', 'job.created', 'job.updated'],
        description: 'CRM',
      },
    ]);
    expect(within(dialog).getByText(WebhookMessages.created)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Secret' })).toHaveValue('whsec_created_1');
    expect(within(dialog).getByText(new RegExp(`carries the ${WEBHOOK_SIGNATURE_HEADER} header`))).toBeInTheDocument();
    expect(within(dialog).getByTestId('verify-snippet').textContent).toBe(VERIFY_SNIPPET);

    await user.click(within(dialog).getByRole('button', { name: 'Copy secret' }));
    expect(await within(dialog).findByText('Copied')).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe('whsec_created_1');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await card('https://crm.example.com/hooks')).toBeInTheDocument();
    // The form is ready for the next one.
    expect(urlField()).toHaveValue('');
  });

  it('shows the server\'s refusal of a URL under the URL field', async () => {
    const api = recruiterAt({ refuse: (url) => (url.includes('10.0.0.5') ? WebhookMessages.urlRefused : undefined) });
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('heading', { level: 2, name: 'No webhooks yet' });
    await user.type(urlField(), 'https://10.0.0.5/hook');
    await user.click(within(form()).getByRole('button', { name: 'Add webhook' }));
    await waitFor(() => expect(urlField()).toHaveAccessibleErrorMessage(WebhookMessages.urlRefused));
    expect(urlField()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.store).toHaveLength(0);
  });

  it('pauses a webhook with its Active switch', async () => {
    const api = recruiterAt({ webhooks: [aWebhook(1)] });
    const user = userEvent.setup({ delay: null });
    const active = within(await card('https://hooks1.example.com/hirewise')).getByRole('checkbox', { name: 'Active' });
    await user.click(active);
    await expectToast(WebhookMessages.updated);
    expect(api.find('PUT', `/api/webhooks/${webhookId(1)}`).map((c) => c.body)).toEqual([{ active: false }]);
    expect(active).not.toBeChecked();
  });

  it('sends a test event', async () => {
    const api = recruiterAt({ webhooks: [aWebhook(1)] });
    const user = userEvent.setup({ delay: null });
    await user.click(within(await card('https://hooks1.example.com/hirewise')).getByRole('button', { name: 'Send test event' }));
    await expectToast(WebhookMessages.pingQueued);
    expect(api.find('POST', `/api/webhooks/${webhookId(1)}/ping`)).toHaveLength(1);
  });

  it('rotates the secret after Are you sure? and shows the new one the same way', async () => {
    const api = recruiterAt({ webhooks: [aWebhook(1)] });
    const user = userEvent.setup({ delay: null });
    await user.click(within(await card('https://hooks1.example.com/hirewise')).getByRole('button', { name: 'Rotate secret' }));
    const confirm = await screen.findByRole('dialog', { name: 'Are you sure?' });
    await user.click(within(confirm).getByRole('button', { name: 'Rotate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Webhook secret' });
    expect(within(dialog).getByText(WebhookMessages.rotated)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Secret' })).toHaveValue('whsec_rotated_1');
    expect(api.find('POST', `/api/webhooks/${webhookId(1)}/rotate-secret`)).toHaveLength(1);
  });

  it('deletes a webhook after Are you sure?', async () => {
    const api = recruiterAt({ webhooks: [aWebhook(1), aWebhook(2)] });
    const user = userEvent.setup({ delay: null });
    await user.click(within(await card('https://hooks2.example.com/hirewise')).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(confirm).toHaveTextContent('https://hooks2.example.com/hirewise will stop receiving events');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await expectToast(WebhookMessages.deleted);
    await waitFor(() => expect(screen.queryByRole('article', { name: 'https://hooks2.example.com/hirewise' })).not.toBeInTheDocument());
    expect(api.store.map((w) => w.id)).toEqual([webhookId(1)]);
  });

  it('is for recruiters: an applicant reads so and nothing is asked of the server', () => {
    signIn({ token: 't', type: 'applicant' });
    const api = mockWebhooksApi({ webhooks: [aWebhook(1)] });
    renderApp('/webhooks');
    expect(screen.getByRole('heading', { level: 1, name: 'This page is for recruiters' })).toBeInTheDocument();
    expect(api.find('GET', '/api/webhooks')).toHaveLength(0);
  });
});
