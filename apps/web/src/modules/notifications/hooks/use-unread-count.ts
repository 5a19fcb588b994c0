import { useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../api/query-keys';
import { useSession } from '../../session/hooks/use-session';
import { getUnreadCount } from '../api/notifications-api';
import { notificationKeys } from '../utils/notification-keys';

/** How often the bell asks again while the tab is visible (React Query pauses it in a hidden tab). */
export const UNREAD_POLL_MS = 30_000;
/** How old the count may be when the user comes back to the tab before it is asked again. */
export const UNREAD_FRESH_MS = 5_000;

/**
 * The caller's unread count for the bell: asked every 30 s and when the window regains focus, only
 * while signed in. 0 when signed out or before the first answer; a failed poll keeps the last count
 * and says nothing (the next poll tries again).
 */
export function useUnreadCount(): number {
  const session = useSession();
  const query = useQuery({
    queryKey: notificationKeys.unreadCount(),
    queryFn: ({ signal }) => getUnreadCount(signal),
    enabled: session !== null,
    refetchInterval: UNREAD_POLL_MS,
    // Coming back to the tab asks again once the count is 5 s old (the app's default freshness is 30 s).
    staleTime: UNREAD_FRESH_MS,
    refetchOnWindowFocus: true,
    select: (data) => data.unread,
  });
  // A new notification means something changed (a status, an application, an interview): the
  // applications on screen are asked again, so a tile never says Applied under a "Shortlisted" bell.
  const client = useQueryClient();
  const seen = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (query.data === undefined) return;
    if (seen.current !== undefined && query.data > seen.current) void client.invalidateQueries({ queryKey: queryKeys.applications.all });
    seen.current = query.data;
  }, [client, query.data]);
  return session ? (query.data ?? 0) : 0;
}
