import { Badge, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { INTERVIEW } from '@hirewise/contracts/constants';
import { useFocusOnChange } from '../hooks/use-focus-on-change';
import type { InterviewSummaryData } from '../state/interview-machine';
import { DeleteRecordingButton } from './DeleteRecordingButton';

/** The complete summary: the stored overall score, then each question's answer, score and feedback (the server's). */
export function InterviewSummary({ summary, applicationId, withVideo }: { summary: InterviewSummaryData; applicationId: string; withVideo: boolean }) {
  const heading = useFocusOnChange<HTMLHeadingElement>(applicationId);
  return (
    <Stack gap="5" data-testid="interview-summary">
      <Stack gap="1">
        <Heading as="h2" size="lg" ref={heading} tabIndex={-1} outline="none">
          Interview complete
        </Heading>
        <Text fontSize="2xl" fontWeight="bold" data-testid="overall-score">
          Overall score: {summary.overallScore}/{INTERVIEW.scoreMax}
        </Text>
      </Stack>
      {summary.items.map((answer, index) => (
        <Card.Root key={index} variant="outline" data-testid="summary-item">
          <Card.Body gap="2">
            <HStack justify="space-between" align="flex-start" gap="3">
              <Text fontWeight="semibold">
                {index + 1}. {answer.question}
              </Text>
              <Badge colorPalette={answer.score >= 70 ? 'green' : answer.score >= 40 ? 'orange' : 'red'} flexShrink={0}>
                {answer.score}/{INTERVIEW.scoreMax}
              </Badge>
            </HStack>
            <Text>
              <Text as="span" color="fg.muted">
                Your answer ({answer.mode === 'voice' ? 'spoken' : 'typed'}):{' '}
              </Text>
              {answer.answer}
            </Text>
            <Text color="fg.muted">{answer.feedback}</Text>
          </Card.Body>
        </Card.Root>
      ))}
      {withVideo && (
        <HStack>
          <DeleteRecordingButton applicationId={applicationId} hasVideo />
        </HStack>
      )}
    </Stack>
  );
}
