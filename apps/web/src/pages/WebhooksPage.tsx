import { WebhooksScreen } from '../modules/webhooks/components/WebhooksScreen';

export function WebhooksPage() {
  return <WebhooksScreen />;
}
