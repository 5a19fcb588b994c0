import { useState } from 'react';
import { Button, Center, Heading, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { LuWebhook } from 'react-icons/lu';
import { WEBHOOK_LIMIT, WebhookMessages } from '@hirewise/contracts/webhooks';
import { EmptyNotice } from '../../ui/components/EmptyNotice';
import { Screen } from '../../ui/components/Screen';
import { useWebhooks } from '../hooks/use-webhooks';
import { WebhookTexts } from '../utils/webhook-texts';
import { AddWebhookForm } from './AddWebhookForm';
import { SecretDialog, type ShownSecret } from './SecretDialog';
import { WebhookCard } from './WebhookCard';

/** Where the gateway serves the OpenAPI document's pages (not a route of this app). */
const API_DOCS_PATH = '/api/docs';

/**
 * /webhooks (recruiters): what webhooks do, Add webhook, and each webhook with its delivery log. A
 * new or rotated secret is shown once, in a dialog.
 */
export function WebhooksScreen() {
  const list = useWebhooks();
  const [secret, setSecret] = useState<ShownSecret | null>(null);
  const [secretOpen, setSecretOpen] = useState(false);
  const showSecret = (shown: ShownSecret) => {
    setSecret(shown);
    setSecretOpen(true);
  };
  const items = list.data ?? [];

  let body;
  if (list.isPending) {
    body = (
      <Center py="12">
        <Spinner size="lg" color="brand.solid" role="status" aria-label={WebhookTexts.loading} />
      </Center>
    );
  } else if (list.isError) {
    body = (
      <Stack align="center" py="8" gap="4">
        <Text color="fg.muted">{WebhookTexts.loadFailed}</Text>
        <Button variant="outline" onClick={() => void list.refetch()}>
          {WebhookTexts.tryAgain}
        </Button>
      </Stack>
    );
  } else if (items.length === 0) {
    body = <EmptyNotice icon={<LuWebhook />} title={WebhookTexts.emptyTitle} description={WebhookTexts.emptyDescription} />;
  } else {
    body = (
      <Stack gap="4">
        <Text textStyle="sm" color="fg.muted">
          {WebhookTexts.limitNote(items.length, WEBHOOK_LIMIT)}
        </Text>
        <Stack as="ul" listStyleType="none" gap="4" aria-label={WebhookTexts.listTitle}>
          {items.map((webhook) => (
            <li key={webhook.id}>
              <WebhookCard webhook={webhook} onSecret={showSecret} />
            </li>
          ))}
        </Stack>
      </Stack>
    );
  }

  return (
    <Screen title={WebhookTexts.title} description={WebhookTexts.description}>
      <Stack gap="8">
        <Stack gap="2" maxW="3xl">
          <Text>{WebhookTexts.explainer}</Text>
          <Text>
            {`${WebhookTexts.docsLead} `}
            <Link href={API_DOCS_PATH} colorPalette="brand" variant="underline">
              {WebhookTexts.docsLink}
            </Link>
            .
          </Text>
        </Stack>
        <AddWebhookForm onCreated={(webhook) => showSecret({ secret: webhook.secret, message: WebhookMessages.created })} />
        <Stack as="section" gap="4" aria-labelledby="webhooks-list-heading">
          <Heading as="h2" size="md" id="webhooks-list-heading">
            {WebhookTexts.listTitle}
          </Heading>
          {body}
        </Stack>
      </Stack>
      <SecretDialog shown={secret} open={secretOpen} onOpenChange={setSecretOpen} />
    </Screen>
  );
}
