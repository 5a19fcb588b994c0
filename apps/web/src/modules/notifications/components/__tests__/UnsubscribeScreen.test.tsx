import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderApp } from '@/test-utils/render';

const TOKEN = 'eyJ1IjoiYTEiLCJ0IjoiYWxsIn0.c2lnbmF0dXJl';

describe('/unsubscribe (an email link, signed out)', () => {
  it('posts the token once, without a session, and shows the server message', async () => {
    const api = mockApi((call) =>
      call.path === '/api/notifications/unsubscribe' ? { status: 200, body: { message: 'You will no longer get emails for: I was shortlisted', type: 'application.shortlisted' } } : undefined,
    );
    renderApp(`/unsubscribe?token=${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'You are unsubscribed' })).toBeInTheDocument();
    expect(screen.getByText('You will no longer get emails for: I was shortlisted')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage all email settings' })).toHaveAttribute('href', '/profile#notifications');
    expect(api.calls.map((c) => [c.method, c.path, c.body])).toEqual([['POST', '/api/notifications/unsubscribe', { token: TOKEN }]]);
    const init = (global.fetch as jest.Mock).mock.calls[0][1] as RequestInit;
    expect(init.headers).not.toHaveProperty('Authorization');
  });

  it('a refused token reads as an invalid link with the server message', async () => {
    mockApi(() => ({ status: 400, body: { message: 'The unsubscribe link is invalid' } }));
    renderApp('/unsubscribe?token=tampered-token-value');
    expect(await screen.findByRole('heading', { level: 1, name: 'This unsubscribe link is invalid' })).toBeInTheDocument();
    expect(screen.getByText('The unsubscribe link is invalid')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Manage all email settings' })).not.toBeInTheDocument();
  });

  it('without a token it is invalid and asks nothing', async () => {
    const api = mockApi(() => undefined);
    renderApp('/unsubscribe');
    expect(await screen.findByRole('heading', { level: 1, name: 'This unsubscribe link is invalid' })).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('when the server cannot be reached it offers to try again', async () => {
    let reachable = false;
    const answer = { status: 200, body: { message: 'You will no longer get emails from Hirewise', type: 'all' } };
    const api = mockApi(() => answer);
    const routed = global.fetch;
    global.fetch = jest.fn(async (input: string, init?: RequestInit) => {
      if (!reachable) throw new TypeError('Failed to fetch');
      return routed(input, init);
    }) as unknown as typeof fetch;
    renderApp(`/unsubscribe?token=${TOKEN}`);
    // Sent again with its Idempotency-Key after each lost answer (three more tries, ~4.6 s) before the page says so.
    expect(await screen.findByRole('heading', { level: 1, name: 'We could not unsubscribe you' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(global.fetch).toHaveBeenCalledTimes(4);
    reachable = true;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'You are unsubscribed' })).toBeInTheDocument();
    expect(screen.getByText('You will no longer get emails from Hirewise')).toBeInTheDocument();
    expect(api.calls).toHaveLength(1);
  });
});
