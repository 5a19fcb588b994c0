import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button, Card, Flex, HStack, Progress, Spinner, Stack, Text, Textarea } from '@chakra-ui/react';
import { LuSend } from 'react-icons/lu';
import type { AssessmentState } from '../hooks/assessment-state';
import { ChatBubble } from './ChatBubble';

interface AssessmentChatProps {
  state: AssessmentState;
  average: number | null;
  onAnswer: (text: string) => Promise<boolean>;
  onRetryQuestion: () => void;
  onQuit: () => void;
}

/** The chat: questions and feedback from the bot, answers typed by the applicant, the running average. */
export function AssessmentChat({ state, average, onAnswer, onRetryQuestion, onQuit }: AssessmentChatProps) {
  const [draft, setDraft] = useState('');
  const log = useRef<HTMLDivElement>(null);
  const total = state.config?.questionCount ?? 0;
  const answeredCount = state.answered.length;
  const canSend = Boolean(state.current) && state.busy === null && draft.trim() !== '';

  useEffect(() => {
    const node = log.current;
    if (node) node.scrollTop = node.scrollHeight;
  }, [state.entries.length, state.busy]);

  const send = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSend) return;
    const text = draft;
    setDraft('');
    // Not evaluated: the answer comes back into the box to send again.
    if (!(await onAnswer(text))) setDraft((current) => (current === '' ? text : current));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };

  return (
    <Card.Root variant="outline" borderRadius="xl" as="section" aria-label="Assessment chat">
      <Card.Header gap="3" pb="3" borderBottomWidth="1px">
        <Flex justify="space-between" gap="3" wrap="wrap" align="center">
          <Text fontWeight="semibold">
            {state.config?.skill} assessment · Question {Math.min(answeredCount + 1, total)} of {total}
          </Text>
          <Text data-testid="running-average" textStyle="sm" color="fg.muted">
            Average score: <Text as="strong" color="fg">{average === null ? '-' : `${average}/100`}</Text>
          </Text>
        </Flex>
        <Progress.Root value={total === 0 ? 0 : (answeredCount / total) * 100} size="xs" colorPalette="brand" aria-label="Questions answered">
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      </Card.Header>
      <Card.Body p="0">
        <Stack ref={log} role="log" aria-label="Messages" aria-live="polite" gap="3" p={{ base: '3', md: '5' }} maxH={{ base: '60dvh', md: '520px' }} minH="280px" overflowY="auto">
          {state.entries.map((entry) => (
            <ChatBubble key={entry.id} entry={entry} />
          ))}
          {state.busy && (
            <HStack gap="2" color="fg.muted" alignSelf="flex-start">
              <Spinner size="sm" />
              <Text textStyle="sm">{state.busy === 'evaluating' ? 'Evaluating your answer...' : 'Preparing the next question...'}</Text>
            </HStack>
          )}
          {state.questionFailed && !state.busy && (
            <Button size="sm" variant="outline" alignSelf="flex-start" onClick={onRetryQuestion}>
              Try again
            </Button>
          )}
        </Stack>
      </Card.Body>
      <Card.Footer borderTopWidth="1px" pt="4">
        <form onSubmit={send} aria-label="Answer" style={{ width: '100%' }}>
          <Stack gap="3">
            <Textarea
              aria-label="Your answer"
              placeholder={state.current ? 'Type your answer... (Enter to send, Shift+Enter for a new line)' : 'Wait for the next question...'}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={onKeyDown}
              rows={3}
              autoresize
              maxH="40"
              maxLength={5000}
              disabled={!state.current}
            />
            <HStack justify="space-between">
              <Button variant="ghost" size="sm" onClick={onQuit}>
                Quit
              </Button>
              <Button type="submit" colorPalette="brand" disabled={!canSend} loading={state.busy === 'evaluating'}>
                Send <LuSend aria-hidden />
              </Button>
            </HStack>
          </Stack>
        </form>
      </Card.Footer>
    </Card.Root>
  );
}
