import { Badge, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import type { CandidateEvidence } from '@hirewise/contracts/ai';
import type { CandidateEvaluationView } from '../utils/parse-evaluation';
import { SourceBadge } from './SourceBadge';

const STATUS: Record<CandidateEvidence['status'], { label: string; palette: string }> = {
  shown: { label: 'Shown', palette: 'green' },
  claimed: { label: 'Claimed in the statement of purpose only', palette: 'orange' },
  related: { label: 'Related', palette: 'yellow' },
  'not found': { label: 'Not found', palette: 'red' },
};

function EvidenceItem({ item }: { item: CandidateEvidence }) {
  const status = STATUS[item.status];
  return (
    <List.Item data-testid="evidence-item">
      <Stack gap="0.5" py="1">
        <HStack justify="space-between" gap="3" align="start" wrap="wrap">
          <Text fontWeight="medium">
            {item.requirement}{' '}
            <Text as="span" textStyle="xs" color="fg.muted">
              ({item.weight})
            </Text>
          </Text>
          <Badge colorPalette={status.palette} variant="subtle" flexShrink={0}>
            {status.label}
          </Badge>
        </HStack>
        {/* Plain text: React escapes the candidate's words. */}
        <Text textStyle="sm" color="fg.muted">
          {item.quote ? `\u201c${item.quote}\u201d` : 'not found'}
        </Text>
      </Stack>
    </List.Item>
  );
}

/**
 * The fit of a candidate (Recruiter Agent result, Open Suggestion): the score, who answered, and the evidence
 * per requirement of the job (the candidate's quoted words, or "not found"; claims of the statement of
 * purpose labelled as such).
 */
export function CandidateFitSummary({ result }: { result: CandidateEvaluationView }) {
  return (
    <Stack gap="3" mb="4">
      <HStack gap="2" wrap="wrap">
        {result.score !== undefined && <Badge colorPalette="brand">Fit score: {result.score}/100</Badge>}
        <SourceBadge source={result.source} />
      </HStack>
      {result.evidence.length > 0 && (
        <Stack as="section" aria-label="Evidence" gap="1">
          <Heading as="h3" size="sm">
            Evidence
          </Heading>
          <List.Root listStyleType="none" gap="1">
            {result.evidence.map((item, index) => (
              <EvidenceItem key={`${item.requirement}-${index}`} item={item} />
            ))}
          </List.Root>
        </Stack>
      )}
    </Stack>
  );
}
