import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import type { NotificationView } from '@hirewise/contracts/notifications';
import { formatDateTime } from '../../ui/utils/format';
import { formatRelativeTime } from '../utils/relative-time';
import { NotificationTexts } from '../utils/notification-texts';

interface NotificationContentProps {
  notification: NotificationView;
  /** The popover keeps each body to two lines. */
  compact?: boolean;
}

/**
 * A notification's text (phrasing elements only: the popover puts it inside a button): an unread one has a dot, a bolder title and the word 'Unread' for screen
 * readers; then the body and how long ago it came (the exact time on hover).
 */
export function NotificationContent({ notification, compact = false }: NotificationContentProps) {
  const unread = notification.readAt === null;
  return (
    <HStack as="span" align="start" gap="3" width="full" minW="0">
      <Box
        as="span"
        mt="1.5"
        boxSize="2"
        flexShrink={0}
        borderRadius="full"
        bg={unread ? 'brand.solid' : 'transparent'}
        data-testid={unread ? 'unread-dot' : undefined}
        aria-hidden
      />
      <Stack as="span" gap="0.5" flex="1" minW="0">
        <Text as="span" display="block" fontWeight={unread ? 'semibold' : 'medium'} color="fg" lineHeight="short" wordBreak="break-word">
          {unread && <Box as="span" srOnly>{`${NotificationTexts.unread}: `}</Box>}
          {notification.title}
        </Text>
        <Text as="span" textStyle="sm" color="fg.muted" {...(compact ? { lineClamp: 2 } : { display: 'block' })} wordBreak="break-word">
          {notification.body}
        </Text>
        <Text asChild textStyle="xs" color="fg.muted">
          <time dateTime={notification.createdAt} title={formatDateTime(notification.createdAt)}>
            {formatRelativeTime(notification.createdAt)}
          </time>
        </Text>
      </Stack>
    </HStack>
  );
}
