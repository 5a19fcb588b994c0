import { Badge, Card, HStack, List, Spinner, Stack, Text } from '@chakra-ui/react';
import { AppDialog } from '../../ui/components/AppDialog';
import type { AnswerEvidence } from '@hirewise/contracts/ai';
import { REFERENCE_COPY_THRESHOLD, type InterviewResult } from '@hirewise/contracts/applications';
import { INTERVIEW } from '@hirewise/contracts/constants';
import { formatDateTime } from '../../ui/utils/format';
import { useInterviewResults } from '../hooks/use-interview-results';
import { InterviewMessages } from '../utils/interview-messages';
import { engineLabel, enginesLabel, EVIDENCE_LABELS } from '../utils/provenance';
import { InterviewReviewPanel } from './InterviewReviewPanel';
import { InterviewVideo } from './InterviewVideo';

interface InterviewResultsDialogProps {
  applicationId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Which score is in force, and both when the recruiter overrode the AI's. */
function ScoreInForce({ result }: { result: InterviewResult }) {
  const max = INTERVIEW.scoreMax;
  const overridden = result.scoreSource === 'recruiter';
  return (
    <Text color="fg.muted" fontSize="sm" data-testid="results-score-source">
      {overridden
        ? `${InterviewMessages.scoreInForceRecruiter} ${result.overallScore}/${max} in force; ${InterviewMessages.scoreInForceAi} ${result.aiOverallScore}/${max}`
        : `${InterviewMessages.scoreInForceAi} ${result.aiOverallScore}/${max} in force`}
      {result.review ? ' · reviewed' : ' · not reviewed yet'}
    </Text>
  );
}

/** Each key point of the expected answer: covered, missing or contradicted, with the answer's own words. */
function EvidenceList({ evidence }: { evidence: AnswerEvidence[] }) {
  if (evidence.length === 0) return null;
  return (
    <List.Root ps="0" gap="1" listStyleType="none" aria-label="Evidence" data-testid="results-evidence">
      {evidence.map((item, i) => {
        const status = EVIDENCE_LABELS[item.status];
        return (
          <List.Item key={i} fontSize="sm">
            <HStack align="flex-start" gap="2">
              <Badge colorPalette={status.palette} flexShrink={0}>
                {status.label}
              </Badge>
              <Text>
                {item.point}
                {item.quote ? (
                  <Text as="span" color="fg.muted">
                    {' '}
                    — “{item.quote}”
                  </Text>
                ) : null}
              </Text>
            </HStack>
          </List.Item>
        );
      })}
    </List.Root>
  );
}

function ResultBody({ result }: { result: InterviewResult }) {
  return (
    <Stack gap="4">
      <Stack gap="1">
        <Text fontSize="xl" fontWeight="bold" data-testid="results-overall">
          Overall score: {result.overallScore}/{INTERVIEW.scoreMax}
        </Text>
        <ScoreInForce result={result} />
        <Text color="fg.muted" fontSize="xs" data-testid="results-provenance">
          {result.scoredBy === 'client'
            ? InterviewMessages.clientScored
            : `AI score computed by the server: mean of the answer scores (${result.overallScoreMethod}); scored by ${enginesLabel(result.overallScoreEngines)}.`}
        </Text>
      </Stack>
      {result.questions.map((question, index) => (
        <Card.Root key={index} variant="outline" size="sm" data-testid="results-item">
          <Card.Body gap="1">
            <HStack justify="space-between" align="flex-start" gap="3">
              <Text fontWeight="semibold">
                {index + 1}. {question}
              </Text>
              <Badge colorPalette="brand" flexShrink={0}>
                {result.scores[index] ?? 0}/{INTERVIEW.scoreMax}
              </Badge>
            </HStack>
            <Text>{result.answers[index] || '—'}</Text>
            {result.answerModes?.[index] && (
              <Text fontSize="xs" color="fg.muted">
                {result.answerModes[index] === 'voice' ? 'Spoken answer' : 'Typed answer'}
              </Text>
            )}
            {result.feedback?.[index] && (
              <Text fontSize="sm" color="fg.muted">
                {result.feedback[index]}
              </Text>
            )}
            {(result.referenceOverlaps?.[index] ?? 0) >= REFERENCE_COPY_THRESHOLD && (
              <Text fontSize="sm" color="orange.fg" data-testid="results-item-copy">
                {InterviewMessages.possibleCopy(Math.round((result.referenceOverlaps[index] ?? 0) * 100))}
              </Text>
            )}
            <EvidenceList evidence={result.evidence?.[index] ?? []} />
            {result.engines?.[index] && (
              <Text fontSize="xs" color="fg.muted" data-testid="results-item-engine">
                Scored by {engineLabel(result.engines[index])}
              </Text>
            )}
          </Card.Body>
        </Card.Root>
      ))}
      <InterviewVideo result={result} />
      <Text color="fg.muted" data-testid="results-completed-at">
        Completed: {formatDateTime(result.completedAt)}
      </Text>
      <InterviewReviewPanel result={result} />
    </Stack>
  );
}

/** Spec section 2's Interview Results dialog (recruiter, a shortlisted application with a completed interview). */
export function InterviewResultsDialog({ applicationId, open, onOpenChange }: InterviewResultsDialogProps) {
  const { result, isLoading } = useInterviewResults(applicationId, open, () => onOpenChange(false));
  return (
    <AppDialog open={open} onOpenChange={onOpenChange} title={InterviewMessages.resultsTitle} size="lg" testId="interview-results-dialog">
      {isLoading && (
        <HStack role="status" color="fg.muted">
          <Spinner size="sm" />
          <Text>Loading interview results…</Text>
        </HStack>
      )}
      {result && <ResultBody result={result} />}
    </AppDialog>
  );
}
