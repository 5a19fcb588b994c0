import { render, screen, waitFor, act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOAST_DURATION_MS } from '@hirewise/contracts/constants';
import { AppProvider } from '../provider';
import { createQueryClient } from '../query-client';
import { notify, toaster } from '../../modules/ui/components/toaster';

function renderToaster() {
  render(
    <AppProvider client={createQueryClient()}>
      <button type="button">elsewhere</button>
    </AppProvider>,
  );
}

describe('notify', () => {
  afterEach(() => act(() => toaster.remove()));

  it.each([
    ['success', notify.success],
    ['error', notify.error],
    ['warning', notify.warning],
  ] as const)('shows a %s toast', async (type, show) => {
    renderToaster();
    act(() => show(`A ${type} message`));
    const toast = await screen.findByText(`A ${type} message`);
    expect(toast.closest('[data-scope="toast"][data-part="root"]')).toHaveAttribute('data-type', type);
  });

  it('stays when the user clicks elsewhere, then hides itself after TOAST_DURATION_MS', async () => {
    const user = userEvent.setup();
    renderToaster();
    const shownAt = Date.now();
    act(() => notify.success('Saved'));
    await screen.findByText('Saved');
    await user.click(screen.getByRole('button', { name: 'elsewhere' }));
    await user.click(document.body);
    expect(screen.getByText('Saved')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Saved')).not.toBeInTheDocument(), { timeout: TOAST_DURATION_MS + 2000 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(TOAST_DURATION_MS);
  });
});
