import { Badge, HStack, Text } from '@chakra-ui/react';
import type { WebhookDeliveryStatus } from '@hirewise/contracts/webhooks';
import { DELIVERY_STATUS_COLORS, DELIVERY_STATUS_LABELS, WebhookTexts } from '../utils/webhook-texts';

interface DeliveryStatusBadgeProps {
  status: WebhookDeliveryStatus;
  /** The receiver's HTTP status, shown beside the badge when given. */
  responseStatus?: number | null;
}

/** Delivered (green), Pending, Failed (red), and the receiver's HTTP status when it answered. */
export function DeliveryStatusBadge({ status, responseStatus }: DeliveryStatusBadgeProps) {
  return (
    <HStack as="span" gap="2" display="inline-flex">
      <Badge colorPalette={DELIVERY_STATUS_COLORS[status]} variant="subtle" data-status={status}>
        {DELIVERY_STATUS_LABELS[status]}
      </Badge>
      {responseStatus != null && (
        <Text as="span" textStyle="xs" color="fg.muted">
          {WebhookTexts.httpStatus(responseStatus)}
        </Text>
      )}
    </HStack>
  );
}
