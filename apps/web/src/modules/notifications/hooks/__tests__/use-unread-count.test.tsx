import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@/test-utils/app-shell';
import { mockApi, signIn } from '@/test-utils/render';
import { queryKeys } from '../../../api/query-keys';
import { notificationKeys } from '../../utils/notification-keys';
import { useUnreadCount } from '../use-unread-count';

describe('useUnreadCount', () => {
  it('asks for the applications again when the count grows (a status changed), not when it stays or falls', async () => {
    signIn({ token: 'tok', type: 'applicant' });
    let unread = 1;
    mockApi((call) => (call.path === '/api/notifications/unread-count' ? { status: 200, body: { unread } } : undefined));
    const client = createQueryClient();
    const invalidate = jest.spyOn(client, 'invalidateQueries');
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useUnreadCount(), { wrapper });
    await waitFor(() => expect(result.current).toBe(1));
    const applications = () => invalidate.mock.calls.filter(([filters]) => JSON.stringify(filters?.queryKey) === JSON.stringify(queryKeys.applications.all));
    expect(applications()).toHaveLength(0);

    unread = 2;
    await act(() => client.refetchQueries({ queryKey: notificationKeys.unreadCount() }));
    await waitFor(() => expect(result.current).toBe(2));
    expect(applications()).toHaveLength(1);

    unread = 0;
    await act(() => client.refetchQueries({ queryKey: notificationKeys.unreadCount() }));
    await waitFor(() => expect(result.current).toBe(0));
    expect(applications()).toHaveLength(1);
  });
});
