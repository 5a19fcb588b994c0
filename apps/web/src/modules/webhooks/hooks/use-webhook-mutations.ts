import { useMutation, useQueryClient } from '@tanstack/react-query';
import { WebhookMessages, type CreateWebhookInput, type UpdateWebhookInput, type WebhookView } from '@hirewise/contracts/webhooks';
import { errorMessage } from '../../api/api-error';
import { notify } from '../../ui/components/toaster';
import { createWebhook, deleteWebhook, pingWebhook, rotateWebhookSecret, updateWebhook } from '../api/webhooks-api';
import { webhookKeys } from '../utils/webhook-keys';
import { WebhookTexts } from '../utils/webhook-texts';

/** Register a webhook. The secret comes back only now: the screen shows it; failures are the form's to show. */
export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateWebhookInput) => createWebhook(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.list() }),
  });
}

interface UpdateVariables {
  webhookId: string;
  update: UpdateWebhookInput;
}

/** Pause or resume (the switch moves at once and moves back if the server refuses). */
export function useUpdateWebhook() {
  const queryClient = useQueryClient();
  const key = webhookKeys.list();
  return useMutation({
    mutationFn: ({ webhookId, update }: UpdateVariables) => updateWebhook(webhookId, update),
    onMutate: async ({ webhookId, update }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<WebhookView[]>(key);
      if (previous) queryClient.setQueryData<WebhookView[]>(key, previous.map((w) => (w.id === webhookId ? { ...w, ...update } : w)));
      return { previous };
    },
    onSuccess: (saved) => {
      queryClient.setQueryData<WebhookView[]>(key, (list) => list?.map((w) => (w.id === saved.id ? saved : w)));
      notify.success(WebhookMessages.updated, { slot: 'webhook-update' });
    },
    onError: (error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      notify.error(errorMessage(error, WebhookTexts.actionFailed), { slot: 'webhook-update' });
    },
  });
}

export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (webhookId: string) => deleteWebhook(webhookId),
    onSuccess: (_reply, webhookId) => {
      queryClient.setQueryData<WebhookView[]>(webhookKeys.list(), (list) => list?.filter((w) => w.id !== webhookId));
      queryClient.removeQueries({ queryKey: webhookKeys.deliveriesOf(webhookId) });
      notify.success(WebhookMessages.deleted);
    },
    onError: (error) => notify.error(errorMessage(error, WebhookTexts.actionFailed)),
  });
}

/** A new secret: the caller shows it (once), like a new webhook's. */
export function useRotateWebhookSecret() {
  return useMutation({
    mutationFn: (webhookId: string) => rotateWebhookSecret(webhookId),
    onError: (error) => notify.error(errorMessage(error, WebhookTexts.actionFailed)),
  });
}

/** Send a test event: queued, so the log (and the card's last delivery) are asked again. */
export function usePingWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (webhookId: string) => pingWebhook(webhookId),
    onSuccess: async (_delivery, webhookId) => {
      notify.success(WebhookMessages.pingQueued);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: webhookKeys.deliveriesOf(webhookId) }),
        queryClient.invalidateQueries({ queryKey: webhookKeys.list() }),
      ]);
    },
    onError: (error) => notify.error(errorMessage(error, WebhookTexts.actionFailed)),
  });
}
