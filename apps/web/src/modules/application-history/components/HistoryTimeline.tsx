import { Box, Text, Timeline } from '@chakra-ui/react';
import { formatDateTime } from '../../ui/utils/format';
import type { HistoryItem } from '../utils/history-items';

/** The history as a timeline: each status in its own colour, when (date and time) and by whom, and a rejection's reason. */
export function HistoryTimeline({ items }: { items: HistoryItem[] }) {
  return (
    <Timeline.Root size="md" aria-label="Status changes">
      {items.map((item) => (
        <Timeline.Item key={item.key} data-testid="history-item" data-status={item.status ?? undefined}>
          <Timeline.Connector>
            <Timeline.Separator />
            <Timeline.Indicator bg={`${item.palette}.700`} color="white" borderWidth="0">
              <Box boxSize="2" borderRadius="full" bg="currentColor" />
            </Timeline.Indicator>
          </Timeline.Connector>
          <Timeline.Content>
            <Timeline.Title>{item.title}</Timeline.Title>
            <Timeline.Description>
              <time dateTime={item.at}>{formatDateTime(item.at)}</time> · {item.by}
            </Timeline.Description>
            {item.notes.map((note) => (
              <Text key={note} textStyle="sm" color="fg.muted">
                {note}
              </Text>
            ))}
          </Timeline.Content>
        </Timeline.Item>
      ))}
    </Timeline.Root>
  );
}
