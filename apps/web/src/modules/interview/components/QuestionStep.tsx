import { Badge, Button, Card, Heading, HStack, Spinner, Stack, Text, Textarea } from '@chakra-ui/react';
import { LuMic, LuSquare, LuVolume2 } from 'react-icons/lu';
import { INTERVIEW } from '@hirewise/contracts/constants';
import type { InterviewController } from '../hooks/use-interview';
import { currentEvaluation, isAnswered, isLastQuestion } from '../state/interview-machine';
import { InterviewMessages } from '../utils/interview-messages';
import { useFocusOnChange } from '../hooks/use-focus-on-change';
import { ProblemAlert } from './ProblemAlert';

/** One question: shown and spoken, answered by voice (recording on/off) or typed, then its evaluation. */
export function QuestionStep({ interview }: { interview: InterviewController }) {
  const { state, speechSupported } = interview;
  const busy = state.evaluating || state.phase === 'submitting';
  const answered = isAnswered(state);
  const last = isLastQuestion(state);
  const evaluation = currentEvaluation(state);
  const allAnswered = !state.current && !state.questionLoading && state.answeredCount >= state.totalQuestions;
  const questionMissing = !state.current && !state.questionLoading && !allAnswered;
  const questionRef = useFocusOnChange<HTMLHeadingElement>(state.current ? `${state.index}:${state.current.question}` : undefined);
  const evaluationRef = useFocusOnChange<HTMLDivElement>(evaluation);

  return (
    <Stack gap="4" data-testid="question-step">
      <HStack justify="space-between" wrap="wrap">
        <Text fontWeight="semibold" data-testid="question-progress">
          Question {state.index + 1} of {state.totalQuestions}
        </Text>
        {state.recording && (
          <Badge colorPalette="red" data-testid="voice-recording">
            Recording…
          </Badge>
        )}
      </HStack>
      <Card.Root variant="outline">
        <Card.Body>
          {allAnswered ? (
            <Text data-testid="all-answered">Every question is answered. Complete the interview to save your results.</Text>
          ) : questionMissing ? (
            <Button size="sm" variant="outline" alignSelf="flex-start" onClick={interview.retryQuestion}>
              Try again
            </Button>
          ) : state.questionLoading || !state.current ? (
            <HStack role="status" color="fg.muted">
              <Spinner size="sm" />
              <Text>Preparing the question…</Text>
            </HStack>
          ) : (
            <Stack gap="2">
              <Heading as="h2" size="md" data-testid="question-text" ref={questionRef} tabIndex={-1} outline="none">
                {state.current.question}
              </Heading>
              <Button size="xs" variant="ghost" alignSelf="flex-start" onClick={interview.repeatQuestion}>
                <LuVolume2 /> Read aloud again
              </Button>
            </Stack>
          )}
        </Card.Body>
      </Card.Root>
      <ProblemAlert status="warning" message={interview.ttsProblem} />
      {!speechSupported && <ProblemAlert status="warning" message={InterviewMessages.speechUnsupported} />}

      {state.current && !answered && (
        <Stack gap="4">
          {speechSupported && (
            <Stack gap="2">
              <HStack>
                {state.recording ? (
                  <Button colorPalette="red" onClick={interview.stopVoice} disabled={busy}>
                    <LuSquare /> Stop Recording
                  </Button>
                ) : (
                  <Button colorPalette="brand" onClick={interview.startVoice} disabled={busy}>
                    <LuMic /> Start Recording
                  </Button>
                )}
              </HStack>
              <Text data-testid="transcript" color={state.transcript || state.interim ? 'fg' : 'fg.muted'}>
                {state.transcript || state.interim ? `${state.transcript} ${state.interim}`.trim() : 'Your spoken answer appears here.'}
              </Text>
            </Stack>
          )}
          <Stack gap="2">
            <Text asChild fontWeight="medium">
              <label htmlFor="typed-answer">{speechSupported ? 'Or type your answer' : 'Type your answer'}</label>
            </Text>
            <Textarea id="typed-answer" rows={4} value={state.typed} maxLength={5000} onChange={(e) => interview.typeAnswer(e.target.value)} disabled={busy || state.recording} />
            <Button variant="outline" colorPalette="brand" alignSelf="flex-start" onClick={interview.submitTyped} disabled={busy || state.recording} loading={state.evaluating}>
              Submit Typed Answer
            </Button>
          </Stack>
        </Stack>
      )}

      {state.evaluating && (
        <HStack role="status" color="fg.muted">
          <Spinner size="sm" />
          <Text>Evaluating your answer…</Text>
        </HStack>
      )}
      <ProblemAlert message={state.message} />
      {state.evaluationFailed && !answered && (
        <Card.Root variant="subtle" data-testid="evaluation-failed">
          <Card.Body gap="1">
            <Text>{InterviewMessages.evaluationFallbackFeedback}</Text>
            <Text color="fg.muted" fontSize="sm">
              {InterviewMessages.evaluationRetry}
            </Text>
          </Card.Body>
        </Card.Root>
      )}

      {evaluation && (
        <Card.Root variant="subtle" data-testid="evaluation" ref={evaluationRef} tabIndex={-1} outline="none">
          <Card.Body gap="2">
            <Text fontWeight="semibold">
              Score: {evaluation.score}/{INTERVIEW.scoreMax}
            </Text>
            <Text>{evaluation.feedback}</Text>
          </Card.Body>
        </Card.Root>
      )}

      <HStack>
        {!last && (
          <Button colorPalette="brand" onClick={interview.next} disabled={!answered || busy}>
            Next Question
          </Button>
        )}
        {last && (
          <Button colorPalette="green" onClick={interview.complete} loading={state.phase === 'submitting'} disabled={state.evaluating}>
            Complete Interview
          </Button>
        )}
      </HStack>
    </Stack>
  );
}
