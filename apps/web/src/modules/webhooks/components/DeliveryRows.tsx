import { Box, Button, Stack } from '@chakra-ui/react';
import { LuRefreshCw } from 'react-icons/lu';
import type { WebhookDeliveryView } from '@hirewise/contracts/webhooks';
import { FactList } from '../../ui/components/FactList';
import { formatDateTime } from '../../ui/utils/format';
import { WebhookTexts } from '../utils/webhook-texts';
import { DeliveryStatusBadge } from './DeliveryStatusBadge';

interface DeliveryRowsProps {
  deliveries: WebhookDeliveryView[];
  onRedeliver: (delivery: WebhookDeliveryView) => void;
  /** The delivery being queued again (its button spins). */
  redelivering: string | null;
}

const C = WebhookTexts.columns;
const orNone = (value: string | number | null) => (value === null ? WebhookTexts.none : String(value));
const cells = (d: WebhookDeliveryView) => ({
  time: formatDateTime(d.createdAt),
  http: orNone(d.responseStatus),
  error: d.error ?? WebhookTexts.none,
  duration: d.durationMs === null ? WebhookTexts.none : WebhookTexts.durationMs(d.durationMs),
  next: d.nextAttemptAt ? formatDateTime(d.nextAttemptAt) : WebhookTexts.none,
});

function RedeliverButton({ delivery, onRedeliver, redelivering }: { delivery: WebhookDeliveryView } & Omit<DeliveryRowsProps, 'deliveries'>) {
  return (
    <Button size="xs" variant="outline" colorPalette="brand" loading={redelivering === delivery.id} onClick={() => onRedeliver(delivery)}>
      <LuRefreshCw /> {WebhookTexts.redeliver}
    </Button>
  );
}

/**
 * The log as a table (a plain <table>: the trimmed Chakra theme has no table recipe); it scrolls
 * inside its own box when the columns do not fit, never the page.
 */
export function DeliveryTable({ deliveries, ...actions }: DeliveryRowsProps) {
  return (
    <Box overflowX="auto" borderWidth="1px" borderRadius="md">
      <Box
        as="table"
        width="full"
        textStyle="sm"
        css={{
          borderCollapse: 'collapse',
          '& th, & td': { paddingInline: '3', paddingBlock: '2', textAlign: 'start', verticalAlign: 'top', borderBottomWidth: '1px' },
          '& th': { fontWeight: 'medium', color: 'fg.muted', whiteSpace: 'nowrap', bg: 'bg.subtle' },
          '& tbody tr:last-of-type td': { borderBottomWidth: '0' },
        }}
      >
        <thead>
          <tr>
            {[C.time, C.event, C.status, C.httpStatus, C.attempts, C.error, C.duration, C.nextAttempt].map((label) => (
              <th key={label} scope="col">
                {label}
              </th>
            ))}
            <th scope="col">
              <Box as="span" srOnly>
                {C.actions}
              </Box>
            </th>
          </tr>
        </thead>
        <tbody>
          {deliveries.map((d) => {
            const c = cells(d);
            return (
              <tr key={d.id} data-testid="delivery-row">
                <td style={{ whiteSpace: 'nowrap' }}>{c.time}</td>
                <td>{d.type}</td>
                <td>
                  <DeliveryStatusBadge status={d.status} />
                </td>
                <td>{c.http}</td>
                <td>{d.attempts}</td>
                <td style={{ wordBreak: 'break-word' }}>{c.error}</td>
                <td style={{ whiteSpace: 'nowrap' }}>{c.duration}</td>
                <td style={{ whiteSpace: 'nowrap' }}>{c.next}</td>
                <td>
                  <RedeliverButton delivery={d} {...actions} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </Box>
    </Box>
  );
}

/** On a phone (no room for nine columns): one stacked card per delivery, the same facts as label and value. */
export function DeliveryCards({ deliveries, ...actions }: DeliveryRowsProps) {
  return (
    <Stack as="ul" listStyleType="none" gap="3">
      {deliveries.map((d) => {
        const c = cells(d);
        return (
          <Stack as="li" key={d.id} gap="3" p="3" borderWidth="1px" borderRadius="md" data-testid="delivery-row">
            <FactList
              facts={[
                { label: C.time, value: c.time },
                { label: C.event, value: d.type },
                { label: C.status, value: <DeliveryStatusBadge status={d.status} /> },
                { label: C.httpStatus, value: c.http },
                { label: C.attempts, value: d.attempts },
                { label: C.error, value: c.error },
                { label: C.duration, value: c.duration },
                { label: C.nextAttempt, value: c.next },
              ]}
            />
            <Box>
              <RedeliverButton delivery={d} {...actions} />
            </Box>
          </Stack>
        );
      })}
    </Stack>
  );
}
