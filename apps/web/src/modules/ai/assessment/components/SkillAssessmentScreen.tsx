import { useEffect } from 'react';
import { Card } from '@chakra-ui/react';
import { Screen } from '@/modules/ui/components/Screen';
import { useSkillAssessment } from '../hooks/use-skill-assessment';
import { AssessmentChat } from './AssessmentChat';
import { AssessmentStartForm } from './AssessmentStartForm';
import { AssessmentSummary } from './AssessmentSummary';

/** /assessment: start form, then the chat, then the progress summary (spec sections 2, 4 and 9). */
export function SkillAssessmentScreen() {
  const { state, average, start, submitAnswer, retryQuestion, restart } = useSkillAssessment();
  // Each phase replaces the one before: start it from the top (on phones the chat ends far down).
  // A statement, not an expression: newer browsers return a promise from scrollTo, which React
  // would take for a clean-up function.
  useEffect(() => {
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [state.phase]);
  return (
    <Screen title="Skill Assessment" description="Answer questions on a skill in a chat, get feedback on each answer, and see your strong areas and the ones to improve." maxW="3xl">
      {state.phase === 'setup' && (
        <Card.Root variant="outline" borderRadius="xl">
          <Card.Body>
            <AssessmentStartForm starting={state.busy === 'starting'} error={state.startError} onStart={(config) => void start(config)} />
          </Card.Body>
        </Card.Root>
      )}
      {state.phase === 'chat' && <AssessmentChat state={state} average={average} onAnswer={submitAnswer} onRetryQuestion={retryQuestion} onQuit={restart} />}
      {state.phase === 'summary' && state.config && <AssessmentSummary config={state.config} answered={state.answered} average={average} onRestart={restart} />}
    </Screen>
  );
}
