import { NotificationsScreen } from '../modules/notifications/components/NotificationsScreen';

export function NotificationsPage() {
  return <NotificationsScreen />;
}
