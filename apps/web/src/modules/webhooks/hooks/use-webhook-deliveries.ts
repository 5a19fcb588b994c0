import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { WebhookMessages } from '@hirewise/contracts/webhooks';
import { errorMessage } from '../../api/api-error';
import { notify } from '../../ui/components/toaster';
import { DELIVERIES_PAGE_SIZE, DELIVERY_POLL_MS } from '../api/webhook-paths';
import { listWebhookDeliveries, redeliverWebhookDelivery } from '../api/webhooks-api';
import { webhookKeys } from '../utils/webhook-keys';
import { WebhookTexts } from '../utils/webhook-texts';

/** How soon to ask for a log page again: every DELIVERY_POLL_MS while a delivery on it is pending, else never. */
export function deliveryPollInterval(page: { items: readonly { status: string }[] } | undefined): number | false {
  return page?.items.some((delivery) => delivery.status === 'pending') ? DELIVERY_POLL_MS : false;
}

/**
 * One page of a webhook's delivery log. While a delivery on it is pending (queued or between
 * retries) it is asked again every DELIVERY_POLL_MS, so its outcome shows without a reload; the
 * previous page stays on screen while the next loads.
 */
export function useWebhookDeliveries(webhookId: string, page: number) {
  return useQuery({
    queryKey: webhookKeys.deliveries(webhookId, page),
    queryFn: ({ signal }) => listWebhookDeliveries(webhookId, page, DELIVERIES_PAGE_SIZE, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => deliveryPollInterval(query.state.data),
  });
}

/** Deliver a logged event again: a new (pending) delivery at the top of the log. */
export function useRedeliver(webhookId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: string) => redeliverWebhookDelivery(webhookId, deliveryId),
    onSuccess: async () => {
      notify.success(WebhookMessages.redeliveryQueued);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: webhookKeys.deliveriesOf(webhookId) }),
        queryClient.invalidateQueries({ queryKey: webhookKeys.list() }),
      ]);
    },
    onError: (error) => notify.error(errorMessage(error, WebhookTexts.actionFailed)),
  });
}
