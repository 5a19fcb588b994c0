import { useEffect, useRef } from 'react';
import { Alert, CloseButton, List } from '@chakra-ui/react';
import type { BulkSummary } from '../utils/bulk-summary';
import { BulkTexts } from '../utils/bulk-texts';

/**
 * What the last bulk change did: who changed, who already had the status, and every refusal with
 * its reason. It comes into view when it appears (the recruiter may have scrolled down the list).
 */
export function BulkSummaryAlert({ summary, onDismiss }: { summary: BulkSummary; onDismiss: () => void }) {
  const alert = useRef<HTMLDivElement>(null);
  useEffect(() => alert.current?.scrollIntoView({ block: 'nearest' }), [summary]);
  return (
    <Alert.Root ref={alert} status={summary.severity} borderRadius="lg" mb="4" data-testid="bulk-summary">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{summary.title}</Alert.Title>
        <Alert.Description>
          <List.Root ps="4" gap="1">
            {summary.lines.map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List.Root>
        </Alert.Description>
      </Alert.Content>
      <CloseButton size="sm" aria-label={BulkTexts.dismiss} onClick={onDismiss} />
    </Alert.Root>
  );
}
