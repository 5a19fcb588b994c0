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
    const user = userEvent.setup({ delay: null });
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

  it('shows toasts at the bottom (spec section 2), lifted clear of a dialog footer near the bottom edge', async () => {
    renderToaster();
    act(() => notify.error('Somewhere visible'));
    const toast = await screen.findByText('Somewhere visible');
    const group = toast.closest('[data-part="group"]') as HTMLElement;
    expect(group).toHaveAttribute('data-placement', 'bottom');
    expect(group.style.marginBottom).toBe('var(--toast-lift, 0px)');
    expect(document.documentElement.style.getPropertyValue('--toast-lift')).toBe('0px');
  });

  it('replaces the toast of a slot instead of stacking a second one, and clears it on demand', async () => {
    renderToaster();
    act(() => notify.error('Incorrect Input', { slot: 'form' }));
    await screen.findByText('Incorrect Input');
    act(() => notify.error('Invalid email or password', { slot: 'form' }));
    await screen.findByText('Invalid email or password');
    await waitFor(() => expect(screen.queryByText('Incorrect Input')).not.toBeInTheDocument());
    act(() => notify.success('Unrelated'));
    await screen.findByText('Unrelated');
    act(() => notify.clear('form'));
    await waitFor(() => expect(screen.queryByText('Invalid email or password')).not.toBeInTheDocument());
    expect(screen.getByText('Unrelated')).toBeInTheDocument();
  });
});
