import { useId, useState } from 'react';
import { Button, Center, Heading, HStack, Spinner, Stack, Text, useBreakpointValue } from '@chakra-ui/react';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';
import { DELIVERIES_PAGE_SIZE } from '../api/webhook-paths';
import { useRedeliver, useWebhookDeliveries } from '../hooks/use-webhook-deliveries';
import { WebhookTexts } from '../utils/webhook-texts';
import { DeliveryCards, DeliveryTable } from './DeliveryRows';

interface DeliveryLogProps {
  /** The section's id (the Deliveries button's aria-controls). */
  id: string;
  webhookId: string;
}

/**
 * A webhook's delivery log, newest first, a page at a time: a table from the md breakpoint, stacked
 * cards below it (a phone's 375 px never scrolls sideways). Each delivery can be sent again.
 */
export function DeliveryLog({ id, webhookId }: DeliveryLogProps) {
  const [page, setPage] = useState(1);
  const deliveries = useWebhookDeliveries(webhookId, page);
  const redeliver = useRedeliver(webhookId);
  const layout = useBreakpointValue({ base: 'cards', md: 'table' } as const) ?? 'cards';
  const headingId = useId();
  const items = deliveries.data?.items ?? [];
  const pages = Math.max(1, Math.ceil((deliveries.data?.total ?? 0) / DELIVERIES_PAGE_SIZE));

  let body;
  if (deliveries.isPending) {
    body = (
      <Center py="6">
        <Spinner color="brand.solid" role="status" aria-label={WebhookTexts.logLoading} />
      </Center>
    );
  } else if (deliveries.isError && !deliveries.data) {
    body = (
      <Stack align="start" gap="3">
        <Text textStyle="sm" color="fg.muted">
          {WebhookTexts.logFailed}
        </Text>
        <Button size="sm" variant="outline" onClick={() => void deliveries.refetch()}>
          {WebhookTexts.tryAgain}
        </Button>
      </Stack>
    );
  } else if (items.length === 0) {
    body = (
      <Text textStyle="sm" color="fg.muted">
        {WebhookTexts.logEmpty}
      </Text>
    );
  } else {
    const rows = { deliveries: items, onRedeliver: (d: { id: string }) => redeliver.mutate(d.id), redelivering: redeliver.isPending ? (redeliver.variables ?? null) : null };
    body = layout === 'table' ? <DeliveryTable {...rows} /> : <DeliveryCards {...rows} />;
  }

  return (
    <Stack as="section" id={id} aria-labelledby={headingId} gap="3" pt="4" borderTopWidth="1px">
      <Heading as="h3" size="sm" id={headingId}>
        {WebhookTexts.logTitle}
      </Heading>
      <Stack gap="3" opacity={deliveries.isPlaceholderData ? 0.6 : 1}>
        {body}
      </Stack>
      {pages > 1 && (
        <HStack as="nav" aria-label={WebhookTexts.logTitle} justify="center" gap="4">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            <LuChevronLeft /> {WebhookTexts.previousPage}
          </Button>
          <Text textStyle="sm" color="fg.muted" aria-live="polite">
            {WebhookTexts.pageOf(page, pages)}
          </Text>
          <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {WebhookTexts.nextPage} <LuChevronRight />
          </Button>
        </HStack>
      )}
    </Stack>
  );
}
