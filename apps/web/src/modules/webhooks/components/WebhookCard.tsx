import { useId, useState } from 'react';
import { Button, HStack, Switch, Text } from '@chakra-ui/react';
import { LuHistory, LuKeyRound, LuSend, LuTrash2 } from 'react-icons/lu';
import { WEBHOOK_EVENT_LABELS, WebhookMessages, type WebhookView } from '@hirewise/contracts/webhooks';
import { formatRelativeTime } from '../../notifications/utils/relative-time';
import { ConfirmDialog } from '../../ui/components/ConfirmDialog';
import { ListCard } from '../../ui/components/ListCard';
import { SkillChips } from '../../ui/components/SkillChips';
import { formatDateTime } from '../../ui/utils/format';
import { useDeleteWebhook, usePingWebhook, useRotateWebhookSecret, useUpdateWebhook } from '../hooks/use-webhook-mutations';
import { WebhookTexts } from '../utils/webhook-texts';
import { DeliveryLog } from './DeliveryLog';
import { DeliveryStatusBadge } from './DeliveryStatusBadge';
import type { ShownSecret } from './SecretDialog';

interface WebhookCardProps {
  webhook: WebhookView;
  /** A rotated secret, to be shown once. */
  onSecret: (shown: ShownSecret) => void;
}

/**
 * One webhook: its URL, description and events, an Active switch, the last delivery's outcome,
 * and Deliveries (the log opens under the card), Send test event, Rotate secret, Delete.
 */
export function WebhookCard({ webhook, onSecret }: WebhookCardProps) {
  const [showLog, setShowLog] = useState(false);
  const [rotating, setRotating] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const update = useUpdateWebhook();
  const remove = useDeleteWebhook();
  const rotate = useRotateWebhookSecret();
  const ping = usePingWebhook();
  const logId = useId();
  const last = webhook.lastDelivery;

  return (
    <ListCard
      title={webhook.url}
      byline={webhook.description || undefined}
      testId="webhook-card"
      aside={
        <Switch.Root
          colorPalette="brand"
          flexShrink={0}
          checked={webhook.active}
          onCheckedChange={(details) => update.mutate({ webhookId: webhook.id, update: { active: details.checked } })}
        >
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label>{WebhookTexts.active}</Switch.Label>
        </Switch.Root>
      }
      actions={
        <>
          <Button variant="outline" colorPalette="brand" size="sm" aria-expanded={showLog} aria-controls={logId} onClick={() => setShowLog(!showLog)}>
            <LuHistory /> {WebhookTexts.deliveries}
          </Button>
          <Button variant="outline" colorPalette="brand" size="sm" loading={ping.isPending} onClick={() => ping.mutate(webhook.id)}>
            <LuSend /> {WebhookTexts.ping}
          </Button>
          <Button variant="outline" size="sm" onClick={() => setRotating(true)}>
            <LuKeyRound /> {WebhookTexts.rotate}
          </Button>
          <Button variant="outline" colorPalette="red" size="sm" onClick={() => setDeleting(true)}>
            <LuTrash2 /> {WebhookTexts.delete}
          </Button>
        </>
      }
    >
      <SkillChips skills={webhook.events.map((type) => WEBHOOK_EVENT_LABELS[type])} label={WebhookTexts.eventsListLabel} />
      <HStack gap="2" wrap="wrap" textStyle="sm" data-testid="last-delivery">
        <Text as="span" color="fg.muted">{`${WebhookTexts.lastDelivery}:`}</Text>
        {last ? (
          <>
            <DeliveryStatusBadge status={last.status} responseStatus={last.responseStatus} />
            <Text as="span" color="fg.muted">
              <time dateTime={last.at} title={formatDateTime(last.at)}>
                {formatRelativeTime(last.at)}
              </time>
            </Text>
          </>
        ) : (
          <Text as="span" color="fg.muted">
            {WebhookTexts.noDeliveries}
          </Text>
        )}
      </HStack>
      {showLog && <DeliveryLog id={logId} webhookId={webhook.id} />}
      <ConfirmDialog
        open={rotating}
        onOpenChange={setRotating}
        confirmLabel={WebhookTexts.rotateConfirm}
        confirmPalette="brand"
        pending={rotate.isPending}
        detail={WebhookTexts.rotateDetail}
        onConfirm={() =>
          rotate.mutate(webhook.id, {
            onSuccess: (rotated) => {
              setRotating(false);
              onSecret({ secret: rotated.secret, message: WebhookMessages.rotated });
            },
          })
        }
      />
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        confirmLabel={WebhookTexts.delete}
        pending={remove.isPending}
        detail={WebhookTexts.deleteDetail(webhook.url)}
        onConfirm={() => remove.mutate(webhook.id, { onSuccess: () => setDeleting(false) })}
      />
    </ListCard>
  );
}
