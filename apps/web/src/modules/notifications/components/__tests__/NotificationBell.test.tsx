import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearToasts, currentPath, expectPath, expectToast, renderAt, signIn } from '@/test-utils/render';
import { NotificationBell } from '../NotificationBell';
import { NotificationsNavLink } from '../NotificationsNavLink';
import { mockNotificationsApi, notificationId, notifications } from './notification-fixtures';

const bell = () => screen.findByRole('button', { name: /^Notifications, \d+ unread$/ });
const badge = () => screen.queryByTestId('unread-badge');

describe('NotificationBell', () => {
  afterEach(() => {
    clearToasts();
    jest.useRealTimers();
  });

  it('is not shown, and asks nothing, when signed out', async () => {
    const api = mockNotificationsApi(notifications(3));
    renderAt(<NotificationBell />);
    await act(async () => undefined);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it.each([
    [0, null],
    [3, '3'],
    [9, '9'],
    [12, '9+'],
  ])('with %i unread the label says so and the badge shows %p', async (count, text) => {
    signIn({ token: 'tok', type: 'applicant' });
    mockNotificationsApi(notifications(count));
    renderAt(<NotificationBell />);
    expect(await screen.findByRole('button', { name: `Notifications, ${count} unread` })).toBeInTheDocument();
    if (text === null) expect(badge()).not.toBeInTheDocument();
    else expect(badge()).toHaveTextContent(text);
  });

  it('asks for the count again every 30 seconds', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    signIn({ token: 'tok', type: 'applicant' });
    const api = mockNotificationsApi(notifications(2));
    renderAt(<NotificationBell />);
    await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(api.find('GET', '/api/notifications/unread-count')).toHaveLength(1);
    api.store[0].readAt = new Date().toISOString();
    await act(async () => {
      jest.advanceTimersByTime(30_000);
    });
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
    expect(api.find('GET', '/api/notifications/unread-count')).toHaveLength(2);
  });

  it('opens the latest 8, unread ones marked; opening one marks it read and goes to its link', async () => {
    signIn({ token: 'tok', type: 'applicant' });
    const items = notifications(10, (n) => n === 2);
    items[0].link = '/job/applications/j1';
    const api = mockNotificationsApi(items);
    const user = userEvent.setup({ delay: null });
    renderAt(<NotificationBell />, '/home');
    await user.click(await screen.findByRole('button', { name: 'Notifications, 9 unread' }));

    const list = await screen.findByRole('list', { name: 'Notifications' });
    const rows = within(list).getAllByRole('button');
    expect(rows).toHaveLength(8);
    expect(api.find('GET', '/api/notifications')[0].query.toString()).toBe('page=1&limit=8');
    expect(rows[0]).toHaveAccessibleName(/^Unread: Notification 1 Body of notification 1/);
    expect(rows[1]).toHaveAccessibleName(/^Notification 2 /);
    expect(within(rows[1]).queryByTestId('unread-dot')).not.toBeInTheDocument();
    expect(within(rows[0]).getByText('5 minutes ago')).toBeInTheDocument();

    await user.click(rows[0]);
    await expectPath('/job/applications/j1');
    await waitFor(() => expect(api.find('PUT', `/api/notifications/${notificationId(1)}/read`)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Notifications' })).not.toBeInTheDocument());
    expect(await screen.findByRole('button', { name: 'Notifications, 8 unread' })).toBeInTheDocument();
  });

  it('opening a read one asks nothing more and stays where it is without a link', async () => {
    signIn({ token: 'tok', type: 'recruiter' });
    const items = notifications(1, () => true);
    items[0].link = null;
    const api = mockNotificationsApi(items);
    const user = userEvent.setup({ delay: null });
    renderAt(<NotificationBell />, '/myjobs');
    await user.click(await bell());
    await user.click(within(await screen.findByRole('list', { name: 'Notifications' })).getByRole('button'));
    expect(currentPath()).toBe('/myjobs');
    expect(api.calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });

  it('Mark all as read marks every one read, says so and empties the badge', async () => {
    signIn({ token: 'tok', type: 'applicant' });
    const api = mockNotificationsApi(notifications(3));
    const user = userEvent.setup({ delay: null });
    renderAt(<NotificationBell />);
    await user.click(await screen.findByRole('button', { name: 'Notifications, 3 unread' }));
    await screen.findByRole('list', { name: 'Notifications' });
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await expectToast('All notifications marked as read');
    expect(api.find('PUT', '/api/notifications/read-all')).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Notifications, 0 unread' })).toBeInTheDocument();
    expect(badge()).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryAllByTestId('unread-dot')).toHaveLength(0));
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('says when there is nothing yet, and See all leads to /notifications', async () => {
    signIn({ token: 'tok', type: 'applicant' });
    mockNotificationsApi([]);
    const user = userEvent.setup({ delay: null });
    renderAt(<NotificationBell />, '/home');
    await user.click(await bell());
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'See all' }));
    await expectPath('/notifications');
  });
});

describe('NotificationsNavLink (the mobile drawer row)', () => {
  it('links to /notifications with the unread count', async () => {
    signIn({ token: 'tok', type: 'applicant' });
    mockNotificationsApi(notifications(4));
    renderAt(<NotificationsNavLink />);
    expect(await screen.findByRole('link', { name: 'Notifications (4)' })).toHaveAttribute('href', '/notifications');
  });

  it('is not shown when signed out', () => {
    mockNotificationsApi([]);
    renderAt(<NotificationsNavLink />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
