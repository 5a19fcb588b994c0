import { Button, Flex, Stack } from '@chakra-ui/react';
import type { NotificationView } from '@hirewise/contracts/notifications';
import { appPath } from '../utils/notification-display';
import { NotificationTexts } from '../utils/notification-texts';
import { NotificationContent } from './NotificationContent';

interface NotificationCardProps {
  notification: NotificationView;
  /** 'Open': marks it read (if unread) and goes to its link. */
  onOpen: (notification: NotificationView) => void;
  onMarkRead: (notification: NotificationView) => void;
  marking: boolean;
}

/** One notification on /notifications: its text, then 'Open' (when it links somewhere) and 'Mark as read'. */
export function NotificationCard({ notification, onOpen, onMarkRead, marking }: NotificationCardProps) {
  const unread = notification.readAt === null;
  const hasLink = appPath(notification.link) !== null;
  return (
    <Stack
      as="article"
      aria-label={notification.title}
      gap="3"
      p="4"
      borderWidth="1px"
      borderRadius="xl"
      borderColor={unread ? 'brand.emphasized' : 'border'}
      bg={unread ? 'brand.subtle' : 'bg'}
    >
      <NotificationContent notification={notification} />
      {(hasLink || unread) && (
        <Flex gap="2" wrap="wrap" ps="5">
          {hasLink && (
            <Button size="sm" colorPalette="brand" variant="outline" onClick={() => onOpen(notification)}>
              {NotificationTexts.open}
            </Button>
          )}
          {unread && (
            <Button size="sm" variant="ghost" colorPalette="brand" loading={marking} onClick={() => onMarkRead(notification)}>
              {NotificationTexts.markRead}
            </Button>
          )}
        </Flex>
      )}
    </Stack>
  );
}
