import { Button } from '@chakra-ui/react';
import { NavLink } from 'react-router-dom';
import { useSession } from '../../session/hooks/use-session';
import { useUnreadCount } from '../hooks/use-unread-count';
import { NotificationTexts } from '../utils/notification-texts';

/**
 * The bell's compact form for the mobile drawer: a plain row 'Notifications (N)' to /notifications,
 * styled like the drawer's other links. Nothing when signed out.
 */
export function NotificationsNavLink({ onNavigate }: { onNavigate?: () => void }) {
  const session = useSession();
  const unread = useUnreadCount();
  if (!session) return null;
  return (
    <Button
      asChild
      variant="ghost"
      colorPalette="brand"
      width="full"
      justifyContent="flex-start"
      fontWeight="medium"
      color="fg.muted"
      css={{ '&[aria-current=page]': { color: 'brand.fg', bg: 'brand.subtle' } }}
      onClick={onNavigate}
    >
      <NavLink to="/notifications">{NotificationTexts.navLabel(unread)}</NavLink>
    </Button>
  );
}
