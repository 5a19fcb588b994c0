import { useCallback, useEffect } from 'react';
import { Button, Center, HStack, Spinner, Stack, Switch, Text } from '@chakra-ui/react';
import { LuBellOff } from 'react-icons/lu';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { NotificationView } from '@hirewise/contracts/notifications';
import { EmptyNotice } from '../../ui/components/EmptyNotice';
import { Screen } from '../../ui/components/Screen';
import { NOTIFICATIONS_PAGE_SIZE } from '../api/notification-paths';
import { useMarkAllRead, useMarkRead } from '../hooks/use-mark-read';
import { useNotifications } from '../hooks/use-notifications';
import { useUnreadCount } from '../hooks/use-unread-count';
import { appPath } from '../utils/notification-display';
import { NotificationTexts } from '../utils/notification-texts';
import { NotificationCard } from './NotificationCard';
import { NotificationPager } from './NotificationPager';

/** ?page=2&unread=1: the page and the filter live in the address, so Back and a reload keep them. */
function useListParams() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const unreadOnly = params.get('unread') === '1';
  /** A new page is a history entry (Back returns to the previous one); a filter change or a correction is not. */
  const show = useCallback(
    (next: { page: number; unreadOnly: boolean }, replace: boolean) => {
      const query = new URLSearchParams();
      if (next.page > 1) query.set('page', String(next.page));
      if (next.unreadOnly) query.set('unread', '1');
      setParams(query, { replace });
    },
    [setParams],
  );
  return { page, unreadOnly, show };
}

/** /notifications: every notification, newest first, a page at a time, with 'Unread only' and 'Mark all as read'. */
export function NotificationsScreen() {
  const { page, unreadOnly, show } = useListParams();
  const list = useNotifications(page, unreadOnly, { errorToast: true });
  const unread = useUnreadCount();
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const navigate = useNavigate();

  const items = list.data?.items ?? [];
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / NOTIFICATIONS_PAGE_SIZE));
  const anyUnread = unread > 0 || items.some((n) => n.readAt === null);

  // Reading the last unread ones (with 'Unread only') can leave fewer pages than the one shown.
  const lastPage = list.isSuccess && !list.isPlaceholderData ? pages : undefined;
  useEffect(() => {
    if (lastPage !== undefined && page > lastPage) show({ page: lastPage, unreadOnly }, true);
  }, [lastPage, page, unreadOnly, show]);

  const open = (notification: NotificationView) => {
    if (notification.readAt === null) markRead.mutate(notification.id);
    const to = appPath(notification.link);
    if (to) void navigate(to);
  };

  let body;
  if (list.isPending) {
    body = (
      <Center py="16">
        <Spinner size="lg" color="brand.solid" role="status" aria-label={NotificationTexts.loading} />
      </Center>
    );
  } else if (list.isError && !list.data) {
    body = (
      <Stack align="center" py="12" gap="4">
        <Text color="fg.muted">{NotificationTexts.loadFailed}</Text>
        <Button variant="outline" onClick={() => void list.refetch()}>
          {NotificationTexts.tryAgain}
        </Button>
      </Stack>
    );
  } else if (items.length === 0) {
    body = unreadOnly ? (
      <EmptyNotice icon={<LuBellOff />} title={NotificationTexts.emptyUnread} description={NotificationTexts.emptyUnreadDescription} />
    ) : (
      <EmptyNotice icon={<LuBellOff />} title={NotificationTexts.empty} description={NotificationTexts.emptyDescription} />
    );
  } else {
    body = (
      <Stack gap="6">
        <Stack as="ul" listStyleType="none" gap="3" aria-label={NotificationTexts.title} opacity={list.isPlaceholderData ? 0.6 : 1}>
          {items.map((notification) => (
            <li key={notification.id}>
              <NotificationCard
                notification={notification}
                onOpen={open}
                onMarkRead={(n) => markRead.mutate(n.id)}
                marking={markRead.isPending && markRead.variables === notification.id}
              />
            </li>
          ))}
        </Stack>
        <NotificationPager page={page} pages={pages} onPage={(next) => {
            show({ page: next, unreadOnly }, false);
            window.scrollTo(0, 0);
          }} />
      </Stack>
    );
  }

  return (
    <Screen
      title={NotificationTexts.title}
      description={NotificationTexts.description}
      maxW="3xl"
      actions={
        <HStack gap="4" justify="space-between">
          <Switch.Root colorPalette="brand" checked={unreadOnly} onCheckedChange={(details) => show({ page: 1, unreadOnly: details.checked }, true)}>
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label>{NotificationTexts.unreadOnly}</Switch.Label>
          </Switch.Root>
          <Button variant="outline" colorPalette="brand" size="sm" disabled={!anyUnread} loading={markAll.isPending} onClick={() => markAll.mutate()}>
            {NotificationTexts.markAllRead}
          </Button>
        </HStack>
      }
    >
      {body}
    </Screen>
  );
}
