import { useState } from 'react';
import { Badge, Float, IconButton, Popover, Portal } from '@chakra-ui/react';
import { LuBell } from 'react-icons/lu';
import { useSession } from '../../session/hooks/use-session';
import { useUnreadCount } from '../hooks/use-unread-count';
import { unreadBadgeText } from '../utils/notification-display';
import { NotificationTexts } from '../utils/notification-texts';
import { NotificationPopoverPanel } from './NotificationPopoverPanel';

/**
 * The nav bar's bell (signed in only): the unread count on a badge (hidden at 0, '9+' above 9), and
 * a popover with the latest notifications. The popover's list loads when it opens, every time.
 */
export function NotificationBell() {
  const session = useSession();
  const unread = useUnreadCount();
  const [open, setOpen] = useState(false);
  if (!session) return null;
  const badge = unreadBadgeText(unread);
  return (
    <Popover.Root open={open} onOpenChange={(details) => setOpen(details.open)} positioning={{ placement: 'bottom-end' }} lazyMount unmountOnExit>
      <Popover.Trigger asChild>
        <IconButton aria-label={NotificationTexts.bellLabel(unread)} variant="ghost" position="relative">
          <LuBell />
          {badge && (
            <Float placement="top-end" offset="2">
              <Badge colorPalette="red" variant="solid" size="xs" borderRadius="full" minW="4" justifyContent="center" aria-hidden data-testid="unread-badge">
                {badge}
              </Badge>
            </Float>
          )}
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content width="sm" maxW="calc(100vw - 2rem)" aria-label="Notifications">
            <NotificationPopoverPanel unread={unread} onClose={() => setOpen(false)} />
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
