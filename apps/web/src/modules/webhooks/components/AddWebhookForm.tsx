import { useState, type FormEvent } from 'react';
import { Button, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { LuPlus } from 'react-icons/lu';
import { INCORRECT_INPUT } from '@hirewise/contracts/auth';
import { WEBHOOK_URL_MAX, type WebhookWithSecret } from '@hirewise/contracts/webhooks';
import { ApiError, errorMessage } from '../../api/api-error';
import type { FieldErrors } from '../../auth/utils/validation';
import { CheckboxList } from '../../filters/components/CheckboxList';
import { TextField } from '../../forms/components/TextField';
import { notify } from '../../ui/components/toaster';
import { useCreateWebhook } from '../hooks/use-webhook-mutations';
import { initialWebhookFormValues, validateWebhookForm, WEBHOOK_EVENT_OPTIONS, type WebhookFormField, type WebhookFormValues } from '../utils/webhook-form';
import { WebhookTexts } from '../utils/webhook-texts';

/**
 * Add webhook: URL, events (all ticked), description, checked with createWebhookSchema. The
 * server's 400 (a private or unresolvable address) is about the URL, so it shows under that field.
 */
export function AddWebhookForm({ onCreated }: { onCreated: (webhook: WebhookWithSecret) => void }) {
  const [values, setValues] = useState<WebhookFormValues>(initialWebhookFormValues);
  const [errors, setErrors] = useState<FieldErrors<WebhookFormField>>({});
  const create = useCreateWebhook();

  const set = <K extends WebhookFormField>(field: K) => (value: WebhookFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = validateWebhookForm(values);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      notify.error(INCORRECT_INPUT);
      return;
    }
    create.mutate(parsed.data, {
      onSuccess: (webhook) => {
        setValues(initialWebhookFormValues());
        setErrors({});
        onCreated(webhook);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 400) setErrors({ url: error.message });
        else notify.error(errorMessage(error, WebhookTexts.createFailed));
      },
    });
  };

  return (
    <Card.Root as="section" aria-labelledby="add-webhook-heading">
      <Card.Body>
        <form onSubmit={onSubmit} noValidate aria-labelledby="add-webhook-heading">
          <Stack gap="5">
            <Heading as="h2" size="md" id="add-webhook-heading">
              {WebhookTexts.addTitle}
            </Heading>
            <TextField
              label={WebhookTexts.urlLabel}
              name="url"
              type="url"
              inputMode="url"
              required
              maxLength={WEBHOOK_URL_MAX}
              placeholder={WebhookTexts.urlPlaceholder}
              helper={WebhookTexts.urlHelper}
              value={values.url}
              onChange={set('url')}
              error={errors.url}
            />
            <Stack gap="1">
              <CheckboxList label={WebhookTexts.eventsLabel} options={WEBHOOK_EVENT_OPTIONS} value={values.events} onChange={set('events')} />
              {errors.events && (
                <Text textStyle="sm" color="fg.error" role="alert">
                  {errors.events}
                </Text>
              )}
            </Stack>
            <TextField
              label={WebhookTexts.descriptionLabel}
              name="description"
              maxLength={200}
              placeholder={WebhookTexts.descriptionPlaceholder}
              value={values.description}
              onChange={set('description')}
              error={errors.description}
            />
            <Button type="submit" colorPalette="brand" alignSelf={{ base: 'stretch', sm: 'flex-start' }} loading={create.isPending}>
              <LuPlus /> {WebhookTexts.add}
            </Button>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
