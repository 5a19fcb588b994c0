import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearToasts, expectPath, expectToast, listResponse, mockApi, renderApp, signIn } from '@/test-utils/render';
import { mockNotificationsApi, notificationId, notifications } from './notification-fixtures';

const list = () => screen.findByRole('list', { name: 'Notifications' });
const cards = async () => within(await list()).getAllByRole('article');
const titles = async () => (await cards()).map((card) => card.getAttribute('aria-label'));

describe('/notifications', () => {
  afterEach(() => clearToasts());

  it('sends a visitor without a token to /login', async () => {
    mockNotificationsApi([]);
    renderApp('/notifications');
    await expectPath('/login');
  });

  it('shows 20 a page, newest first, with Previous and Next', async () => {
    signIn({ token: 'tok', type: 'applicant' });
    const api = mockNotificationsApi(notifications(45));
    const user = userEvent.setup({ delay: null });
    renderApp('/notifications');
    expect(screen.getByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    expect(await titles()).toEqual(Array.from({ length: 20 }, (_, i) => `Notification ${i + 1}`));
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByText('Page 2 of 3')).toBeInTheDocument());
    await waitFor(async () => expect((await titles())[0]).toBe('Notification 21'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(async () => expect(await titles()).toEqual(['Notification 41', 'Notification 42', 'Notification 43', 'Notification 44', 'Notification 45']));
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await waitFor(async () => expect((await titles())[0]).toBe('Notification 21'));
    const pages = api.find('GET', '/api/notifications').map((c) => c.query.toString());
    expect(pages).toEqual(expect.arrayContaining(['page=1&limit=20', 'page=2&limit=20', 'page=3&limit=20']));
  });

  it('reads the page and the filter from the address, and moves back to the last page there is', async () => {
    signIn({ token: 'tok', type: 'applicant' });
    const api = mockNotificationsApi(notifications(25, (n) => n > 22));
    renderApp('/notifications?page=4&unread=1');
    expect(await titles()).toEqual(['Notification 21', 'Notification 22']);
    expect(screen.getByRole('checkbox', { name: 'Unread only' })).toBeChecked();
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(api.find('GET', '/api/notifications').map((c) => c.query.toString())).toEqual(['page=4&limit=20&unread=1', 'page=2&limit=20&unread=1']);
  });

  it('shows how long ago each came', async () => {
    signIn({ token: 'tok', type: 'recruiter' });
    const items = notifications(2);
    items[1].createdAt = new Date(Date.now() - 3 * 60 * 60_000).toISOString();
    mockNotificationsApi(items);
    renderApp('/notifications');
    const [first, second] = await cards();
    expect(within(first).getByText('5 minutes ago')).toBeInTheDocument();
    expect(within(second).getByText('3 hours ago')).toBeInTheDocument();
  });

  it('Unread only asks for unread ones and says when there are none', async () => {
    signIn({ token: 'tok', type: 'applicant' });
    const api = mockNotificationsApi(notifications(3, (n) => n !== 2));
    const user = userEvent.setup({ delay: null });
    renderApp('/notifications');
    expect(await titles()).toEqual(['Notification 1', 'Notification 2', 'Notification 3']);

    await user.click(screen.getByRole('checkbox', { name: 'Unread only' }));
    await waitFor(async () => expect(await titles()).toEqual(['Notification 2']));
    expect(api.find('GET', '/api/notifications').at(-1)?.query.get('unread')).toBe('1');

    await user.click(within((await cards())[0]).getByRole('button', { name: 'Mark as read' }));
    expect(await screen.findByRole('heading', { name: 'No unread notifications' })).toBeInTheDocument();
    expect(api.find('PUT', `/api/notifications/${notificationId(2)}/read`)).toHaveLength(1);
  });

  it('Mark all as read marks every one read and is then disabled', async () => {
    signIn({ token: 'tok', type: 'applicant' });
    const api = mockNotificationsApi(notifications(4, (n) => n > 2));
    const user = userEvent.setup({ delay: null });
    renderApp('/notifications');
    await list();
    expect(screen.getAllByTestId('unread-dot')).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: 'Mark as read' })).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await expectToast('All notifications marked as read');
    await waitFor(() => expect(screen.queryAllByTestId('unread-dot')).toHaveLength(0));
    expect(screen.queryByRole('button', { name: 'Mark as read' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    expect(api.find('PUT', '/api/notifications/read-all')).toHaveLength(1);
    expect(api.store.every((n) => n.readAt !== null)).toBe(true);
  });

  it('Open marks an unread one read and goes to its link; one without a link has no Open', async () => {
    signIn({ token: 'tok', type: 'applicant' });
    const items = notifications(2);
    items[1].link = null;
    const api = mockNotificationsApi(items, (call) => (call.path === '/api/applications' ? { status: 200, body: [] } : undefined));
    const user = userEvent.setup({ delay: null });
    renderApp('/notifications');
    const [first, second] = await cards();
    expect(within(second).queryByRole('button', { name: 'Open' })).not.toBeInTheDocument();
    await user.click(within(first).getByRole('button', { name: 'Open' }));
    await expectPath('/applications');
    await waitFor(() => expect(api.find('PUT', `/api/notifications/${notificationId(1)}/read`)).toHaveLength(1));
  });

  it('says so when there are none yet', async () => {
    signIn({ token: 'tok', type: 'recruiter' });
    mockNotificationsApi([]);
    renderApp('/notifications');
    expect(await screen.findByRole('heading', { level: 2, name: 'No notifications yet' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });

  // A 4xx: the query client does not retry those, so the failure shows at once.
  it('a failed load shows the generic Error toast and offers Try again', async () => {
    signIn({ token: 'tok', type: 'applicant' });
    let fail = true;
    mockApi((call) => {
      if (call.path === '/api/notifications/unread-count') return { status: 200, body: { unread: 1 } };
      if (call.path !== '/api/notifications') return undefined;
      return fail ? { status: 400, body: { message: 'limit must be at most 100' } } : listResponse(notifications(1));
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/notifications');
    await expectToast('Error');
    fail = false;
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await titles()).toEqual(['Notification 1']);
  });
});
