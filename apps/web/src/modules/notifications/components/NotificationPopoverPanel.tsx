import { Box, Button, Center, HStack, Popover, Spinner, Stack, Text } from '@chakra-ui/react';
import type { NotificationView } from '@hirewise/contracts/notifications';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { BELL_LIST_SIZE } from '../api/notification-paths';
import { useMarkAllRead, useMarkRead } from '../hooks/use-mark-read';
import { useNotifications } from '../hooks/use-notifications';
import { appPath } from '../utils/notification-display';
import { NotificationTexts } from '../utils/notification-texts';
import { NotificationContent } from './NotificationContent';

interface PanelProps {
  unread: number;
  onClose: () => void;
}

/** The popover's content: 'Mark all as read', the latest notifications, 'See all'. */
export function NotificationPopoverPanel({ unread, onClose }: PanelProps) {
  const list = useNotifications(1, false, { limit: BELL_LIST_SIZE, refetchOnMount: 'always' });
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const navigate = useNavigate();
  const items = list.data?.items ?? [];
  const anyUnread = unread > 0 || items.some((n) => n.readAt === null);

  // Opening one marks it read and goes to its screen (if it names one); the popover closes either way.
  const open = (notification: NotificationView) => {
    if (notification.readAt === null) markRead.mutate(notification.id);
    onClose();
    const to = appPath(notification.link);
    if (to) void navigate(to);
  };

  let body;
  if (list.isPending) {
    body = (
      <Center py="8">
        <Spinner color="brand.solid" role="status" aria-label={NotificationTexts.loading} />
      </Center>
    );
  } else if (list.isError) {
    body = (
      <Stack align="center" py="6" gap="3">
        <Text textStyle="sm" color="fg.muted">
          {NotificationTexts.loadFailed}
        </Text>
        <Button size="sm" variant="outline" onClick={() => void list.refetch()}>
          {NotificationTexts.tryAgain}
        </Button>
      </Stack>
    );
  } else if (items.length === 0) {
    body = (
      <Text textStyle="sm" color="fg.muted" textAlign="center" py="8">
        {NotificationTexts.empty}
      </Text>
    );
  } else {
    body = (
      <Stack as="ul" listStyleType="none" gap="1" aria-label={NotificationTexts.title}>
        {items.map((notification) => (
          <li key={notification.id}>
            <Box
              asChild
              width="full"
              textAlign="start"
              px="3"
              py="2.5"
              borderRadius="md"
              bg={notification.readAt === null ? 'brand.subtle' : undefined}
              _hover={{ bg: 'bg.muted' }}
              focusRing="outside"
            >
              <button type="button" onClick={() => open(notification)}>
                <NotificationContent notification={notification} compact />
              </button>
            </Box>
          </li>
        ))}
      </Stack>
    );
  }

  return (
    <>
      <Popover.Header borderBottomWidth="1px" py="3">
        <HStack justify="space-between" gap="3">
          <Popover.Title fontWeight="semibold">{NotificationTexts.title}</Popover.Title>
          <Button size="xs" variant="ghost" colorPalette="brand" disabled={!anyUnread} loading={markAll.isPending} onClick={() => markAll.mutate()}>
            {NotificationTexts.markAllRead}
          </Button>
        </HStack>
      </Popover.Header>
      <Popover.Body px="2" py="2" maxH="min(28rem, 60vh)" overflowY="auto">
        {body}
      </Popover.Body>
      <Popover.Footer borderTopWidth="1px" p="2">
        <Button asChild variant="ghost" colorPalette="brand" size="sm" width="full">
          <RouterLink to="/notifications" onClick={onClose}>
            {NotificationTexts.seeAll}
          </RouterLink>
        </Button>
      </Popover.Footer>
    </>
  );
}
