import { UnsubscribeScreen } from '../modules/notifications/components/UnsubscribeScreen';

export function UnsubscribePage() {
  return <UnsubscribeScreen />;
}
