import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WebhookMessages, type WebhookDeliveryView } from '@hirewise/contracts/webhooks';
import { clearToasts, expectToast, factValue, listResponse, mockApi, renderApp, signIn } from '@/test-utils/render';
import { formatDateTime } from '../../../ui/utils/format';
import { DELIVERY_POLL_MS } from '../../api/webhook-paths';
import { deliveryPollInterval } from '../../hooks/use-webhook-deliveries';
import { aDelivery, aWebhook, deliveryId, mockWebhooksApi, webhookId } from './webhook-fixtures';

const URL_1 = 'https://hooks1.example.com/hirewise';
const logPath = `/api/webhooks/${webhookId(1)}/deliveries`;

/** 12 deliveries: the newest failed after three attempts, the rest delivered. */
function twelve(): WebhookDeliveryView[] {
  return Array.from({ length: 12 }, (_, i) =>
    i === 0
      ? aDelivery(1, { type: 'application.status-changed', status: 'failed', attempts: 3, responseStatus: 500, error: 'HTTP 500', durationMs: 3012, deliveredAt: null })
      : aDelivery(i + 1),
  );
}

async function openLog(user: ReturnType<typeof userEvent.setup>) {
  const card = await screen.findByRole('article', { name: URL_1 });
  const toggle = within(card).getByRole('button', { name: 'Deliveries' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  return within(card).findByRole('region', { name: 'Delivery log' });
}
const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent?.trim());

describe('a webhook\'s delivery log', () => {
  afterEach(() => clearToasts());

  it('shows a table of deliveries, newest first, a page at a time (X-Total-Count)', async () => {
    signIn({ token: 't', type: 'recruiter' });
    const api = mockWebhooksApi({ webhooks: [aWebhook(1)], deliveries: { [webhookId(1)]: twelve() } });
    const user = userEvent.setup({ delay: null });
    renderApp('/webhooks');
    const log = await openLog(user);
    const table = await within(log).findByRole('table');
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Time',
      'Event',
      'Status',
      'HTTP status',
      'Attempts',
      'Error',
      'Duration',
      'Next attempt',
      'Actions',
    ]);
    const rows = within(table).getAllByTestId('delivery-row');
    expect(rows).toHaveLength(10);
    const [failed] = twelve();
    expect(cellsOf(rows[0])).toEqual([formatDateTime(failed.createdAt), 'application.status-changed', 'Failed', '500', '3', 'HTTP 500', '3012 ms', '-', 'Redeliver']);
    expect(within(rows[0]).getByText('Failed')).toHaveAttribute('data-status', 'failed');
    expect(within(rows[1]).getByText('Delivered')).toHaveAttribute('data-status', 'delivered');
    expect(within(log).getByText('Page 1 of 2')).toBeInTheDocument();

    await user.click(within(log).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(within(log).getAllByTestId('delivery-row')).toHaveLength(2));
    expect(within(log).getByText('Page 2 of 2')).toBeInTheDocument();
    expect(api.find('GET', logPath).map((c) => c.query.toString())).toEqual(['page=1&limit=10', 'page=2&limit=10']);
  });

  it('Redeliver queues the same event again, and the log shows the new delivery on top', async () => {
    signIn({ token: 't', type: 'recruiter' });
    const api = mockWebhooksApi({ webhooks: [aWebhook(1)], deliveries: { [webhookId(1)]: twelve() } });
    const user = userEvent.setup({ delay: null });
    renderApp('/webhooks');
    const log = await openLog(user);
    const rows = await within(log).findAllByTestId('delivery-row');
    await user.click(within(rows[0]).getByRole('button', { name: 'Redeliver' }));
    await expectToast(WebhookMessages.redeliveryQueued);
    expect(api.find('POST', `/api/webhooks/${webhookId(1)}/deliveries/${deliveryId(1)}/redeliver`)).toHaveLength(1);
    await waitFor(() => expect(within(within(log).getAllByTestId('delivery-row')[0]).getByText('Pending')).toBeInTheDocument());
    expect(cellsOf(within(log).getAllByTestId('delivery-row')[0]).slice(1, 5)).toEqual(['application.status-changed', 'Pending', '-', '0']);
  });

  it('asks again every 5 s while a delivery it shows is pending, and not once none is', () => {
    const pending = aDelivery(1, { type: 'ping', status: 'pending', attempts: 1, responseStatus: null, deliveredAt: null });
    const done = { ...pending, status: 'delivered' as const, responseStatus: 204 };
    expect(deliveryPollInterval({ items: [done, pending] })).toBe(DELIVERY_POLL_MS);
    expect(deliveryPollInterval({ items: [done, { ...pending, status: 'failed' as const }] })).toBe(false);
    expect(deliveryPollInterval({ items: [] })).toBe(false);
    expect(deliveryPollInterval(undefined)).toBe(false);
  });

  it('shows the outcome of a pending delivery when the log is asked again', async () => {
    signIn({ token: 't', type: 'recruiter' });
    let asked = 0;
    const pending = aDelivery(1, { type: 'ping', status: 'pending', attempts: 1, responseStatus: null, deliveredAt: null });
    mockApi((call) => {
      if (call.path === '/api/webhooks') return { status: 200, body: [aWebhook(1)] };
      if (call.path !== logPath) return undefined;
      asked += 1;
      return listResponse([asked === 1 ? pending : { ...pending, status: 'delivered', responseStatus: 204 }]);
    });
    const user = userEvent.setup({ delay: null });
    const { queryClient } = renderApp('/webhooks');
    const log = await openLog(user);
    expect(await within(log).findByText('Pending')).toBeInTheDocument();
    await queryClient.refetchQueries();
    await waitFor(() => expect(within(log).getByText('Delivered')).toBeInTheDocument());
    expect(cellsOf(within(log).getByTestId('delivery-row'))[3]).toBe('204');
  });

  it('on a phone, shows each delivery as a stacked card instead of a table', async () => {
    const desktop = window.matchMedia;
    // 375 px: no min-width query matches.
    window.matchMedia = ((query: string) => ({ ...desktop(query), matches: false })) as typeof window.matchMedia;
    try {
      signIn({ token: 't', type: 'recruiter' });
      mockWebhooksApi({ webhooks: [aWebhook(1)], deliveries: { [webhookId(1)]: twelve().slice(0, 2) } });
      const user = userEvent.setup({ delay: null });
      renderApp('/webhooks');
      const log = await openLog(user);
      const rows = await within(log).findAllByTestId('delivery-row');
      expect(within(log).queryByRole('table')).not.toBeInTheDocument();
      expect(rows[0].tagName).toBe('LI');
      expect(factValue(rows[0], 'Status')).toBe('Failed');
      expect(factValue(rows[0], 'HTTP status')).toBe('500');
      expect(factValue(rows[0], 'Error')).toBe('HTTP 500');
      expect(factValue(rows[1], 'Duration')).toBe('122 ms');
      expect(within(rows[0]).getByRole('button', { name: 'Redeliver' })).toBeInTheDocument();
    } finally {
      window.matchMedia = desktop;
    }
  });
});
