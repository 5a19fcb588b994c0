import type { NotificationView } from '@hirewise/contracts/notifications';
import { listResponse, mockApi, type ApiCall, type FakeResponse } from '@/test-utils/render';

const MINUTE = 60_000;

/** The n-th notification: newest first as the server sorts them, n minutes old, unread unless told. */
export function aNotification(n: number, overrides: Partial<NotificationView> = {}): NotificationView {
  return {
    id: notificationId(n),
    type: 'application.shortlisted',
    title: `Notification ${n}`,
    body: `Body of notification ${n}`,
    link: '/applications',
    createdAt: new Date(Date.now() - n * 5 * MINUTE).toISOString(),
    readAt: null,
    ...overrides,
  };
}

/** UUID-shaped ids, unique per n. */
export function notificationId(n: number): string {
  return `${String(n).padStart(8, '0')}-0000-4000-8000-000000000000`;
}

export function notifications(count: number, read: (n: number) => boolean = () => false): NotificationView[] {
  return Array.from({ length: count }, (_, i) => {
    const n = i + 1;
    return aNotification(n, { readAt: read(n) ? new Date().toISOString() : null });
  });
}

/**
 * The notification routes of the gateway over an in-memory list: paging (page, limit, unread=1),
 * the unread count, read and read-all, so a test sees what a screen asked and what it shows after.
 * `other` answers every other call.
 */
export function mockNotificationsApi(items: NotificationView[], other: (call: ApiCall) => FakeResponse | undefined = () => undefined) {
  const store = items.map((item) => ({ ...item }));
  const api = mockApi((call) => {
    if (call.path === '/api/notifications' && call.method === 'GET') {
      const page = Number(call.query.get('page') ?? '1');
      const limit = Number(call.query.get('limit') ?? '20');
      const matching = call.query.get('unread') === '1' ? store.filter((n) => n.readAt === null) : store;
      return listResponse(matching.slice((page - 1) * limit, page * limit), matching.length);
    }
    if (call.path === '/api/notifications/unread-count') return { status: 200, body: { unread: store.filter((n) => n.readAt === null).length } };
    if (call.path === '/api/notifications/read-all' && call.method === 'PUT') {
      const unread = store.filter((n) => n.readAt === null);
      unread.forEach((n) => (n.readAt = new Date().toISOString()));
      return { status: 200, body: { message: 'All notifications marked as read', updated: unread.length } };
    }
    const read = /^\/api\/notifications\/([^/]+)\/read$/.exec(call.path);
    if (read && call.method === 'PUT') {
      const found = store.find((n) => n.id === read[1]);
      if (!found) return { status: 404, body: { message: 'Notification not found' } };
      found.readAt ??= new Date().toISOString();
      return { status: 200, body: { message: 'Notification marked as read' } };
    }
    return other(call);
  });
  return { ...api, store };
}
