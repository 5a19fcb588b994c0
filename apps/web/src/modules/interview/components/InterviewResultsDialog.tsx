import { Badge, Card, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { AppDialog } from '../../ui/components/AppDialog';
import { INTERVIEW, type InterviewResult } from '@hirewise/contracts';
import { formatDateTime } from '../../ui/utils/format';
import { useInterviewResults } from '../hooks/use-interview-results';
import { InterviewMessages } from '../utils/interview-messages';
import { InterviewVideo } from './InterviewVideo';

interface InterviewResultsDialogProps {
  applicationId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function ResultBody({ result }: { result: InterviewResult }) {
  return (
    <Stack gap="4">
      <Text fontSize="xl" fontWeight="bold" data-testid="results-overall">
        Overall score: {result.overallScore}/{INTERVIEW.scoreMax}
      </Text>
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
          </Card.Body>
        </Card.Root>
      ))}
      <InterviewVideo result={result} />
      <Text color="fg.muted" data-testid="results-completed-at">
        Completed: {formatDateTime(result.completedAt)}
      </Text>
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
