import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { InterviewQuestionRequest } from '@hirewise/contracts/ai';
import { AiMessages, AiUiMessages } from '../../shared/utils/ai-messages';
import { evaluateAnswer, getInterviewQuestionWithRetry } from '../api/assessment-api';
import { experienceFor, type AssessmentConfig } from '../utils/assessment-form';
import { runningAverage } from '../utils/assessment-summary';
import { isAbortError } from '../utils/retry';
import { assessmentReducer, initialAssessmentState } from './assessment-state';

/** The question request of spec section 7 for question `number` of the assessment. */
export function questionRequest(config: AssessmentConfig, number: number): InterviewQuestionRequest {
  return {
    jobTitle: `${config.skill} assessment`,
    skills: [config.skill],
    experience: experienceFor(config.level),
    currentQuestion: number,
    exerciseType: config.exerciseType,
  };
}

function introFor(config: AssessmentConfig): string {
  const count = config.questionCount === 1 ? '1 question' : `${config.questionCount} questions`;
  return `Let's assess your ${config.skill} skills: ${count} of the ${config.exerciseType} type at ${config.level} level. Type each answer below and send it.`;
}

/** Runs one assessment: fetches questions (with retries), evaluates answers, keeps the running average. */
export function useSkillAssessment() {
  const [state, dispatch] = useReducer(assessmentReducer, initialAssessmentState);
  const controller = useRef<AbortController | null>(null);

  const freshSignal = () => {
    controller.current?.abort();
    controller.current = new AbortController();
    return controller.current.signal;
  };
  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(
    async (config: AssessmentConfig) => {
      const signal = freshSignal();
      dispatch({ type: 'start' });
      try {
        const question = await getInterviewQuestionWithRetry(questionRequest(config, 1), { signal });
        dispatch({ type: 'started', config, question, intro: introFor(config) });
      } catch (error) {
        if (!isAbortError(error)) dispatch({ type: 'startFailed', message: AiMessages.assessmentStartFailed });
      }
    },
    [],
  );

  const loadQuestion = useCallback(
    async (config: AssessmentConfig, number: number) => {
      const signal = controller.current?.signal;
      dispatch({ type: 'loadingQuestion' });
      try {
        const question = await getInterviewQuestionWithRetry(questionRequest(config, number), { signal });
        dispatch({ type: 'questionLoaded', question, number });
      } catch (error) {
        if (!isAbortError(error)) dispatch({ type: 'questionFailed', message: AiUiMessages.nextQuestionFailed });
      }
    },
    [],
  );

  /** Sends an answer for evaluation; resolves false when it could not be evaluated (the caller keeps the text). */
  const submitAnswer = useCallback(
    async (text: string): Promise<boolean> => {
      const { current, config, busy } = state;
      const answer = text.trim();
      if (!current || !config || busy || answer === '') return false;
      const signal = controller.current?.signal;
      dispatch({ type: 'answer', text: answer });
      try {
        const evaluation = await evaluateAnswer({ question: current.question, expectedAnswer: current.expectedAnswer, userAnswer: answer }, signal);
        dispatch({ type: 'evaluated', answer, evaluation });
      } catch (error) {
        if (!isAbortError(error)) dispatch({ type: 'evaluationFailed', message: AiMessages.answerEvaluationFailed });
        return false;
      }
      if (current.number < config.questionCount) void loadQuestion(config, current.number + 1);
      return true;
    },
    [state, loadQuestion],
  );

  const retryQuestion = useCallback(() => {
    if (state.config && state.questionFailed) void loadQuestion(state.config, state.answered.length + 1);
  }, [state.config, state.questionFailed, state.answered.length, loadQuestion]);

  const restart = useCallback(() => {
    controller.current?.abort();
    dispatch({ type: 'reset' });
  }, []);

  const average = runningAverage(state.answered.map((item) => item.score));
  return { state, average, start, submitAnswer, retryQuestion, restart };
}
