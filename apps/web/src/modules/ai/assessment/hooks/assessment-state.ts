import type { Difficulty } from '@hirewise/contracts/ai';
import type { AssessmentEvaluation, AssessmentQuestion } from '../api/assessment-api';
import type { AssessmentConfig } from '../utils/assessment-form';
import type { AnsweredQuestion } from '../utils/assessment-summary';

/**
 * The assessment as a state machine (spec section 4): setup -> chat (question, answer, evaluation,
 * next question...) -> summary once every chosen question has its score.
 */
export type AssessmentPhase = 'setup' | 'chat' | 'summary';

export type ChatEntry =
  | { id: string; from: 'bot'; kind: 'intro' | 'error'; text: string }
  | { id: string; from: 'bot'; kind: 'question'; number: number; text: string; difficulty: Difficulty }
  | { id: string; from: 'user'; kind: 'answer'; text: string }
  | { id: string; from: 'bot'; kind: 'feedback'; score: number; text: string };

type NewEntry = ChatEntry extends infer E ? (E extends ChatEntry ? Omit<E, 'id'> : never) : never;

export type CurrentQuestion = AssessmentQuestion & { number: number };

export interface AssessmentState {
  phase: AssessmentPhase;
  config: AssessmentConfig | null;
  entries: ChatEntry[];
  current: CurrentQuestion | null;
  answered: AnsweredQuestion[];
  busy: 'starting' | 'question' | 'evaluating' | null;
  startError: string | null;
  /** The next question could not be fetched: the chat offers to try again. */
  questionFailed: boolean;
}

export type AssessmentAction =
  | { type: 'start' }
  | { type: 'startFailed'; message: string }
  | { type: 'started'; config: AssessmentConfig; question: AssessmentQuestion; intro: string }
  | { type: 'answer'; text: string }
  | { type: 'evaluationFailed'; message: string }
  | { type: 'evaluated'; answer: string; evaluation: AssessmentEvaluation }
  | { type: 'loadingQuestion' }
  | { type: 'questionLoaded'; question: AssessmentQuestion; number: number }
  | { type: 'questionFailed'; message: string }
  | { type: 'reset' };

export const initialAssessmentState: AssessmentState = {
  phase: 'setup',
  config: null,
  entries: [],
  current: null,
  answered: [],
  busy: null,
  startError: null,
  questionFailed: false,
};

function append(entries: ChatEntry[], ...added: NewEntry[]): ChatEntry[] {
  return [...entries, ...added.map((entry, index) => ({ ...entry, id: String(entries.length + index) }) as ChatEntry)];
}

const questionEntry = (question: AssessmentQuestion, number: number): NewEntry => ({
  from: 'bot',
  kind: 'question',
  number,
  text: question.question,
  difficulty: question.difficulty,
});

export function assessmentReducer(state: AssessmentState, action: AssessmentAction): AssessmentState {
  switch (action.type) {
    case 'start':
      return { ...state, busy: 'starting', startError: null };
    case 'startFailed':
      return { ...state, busy: null, startError: action.message };
    case 'started':
      return {
        ...initialAssessmentState,
        phase: 'chat',
        config: action.config,
        current: { ...action.question, number: 1 },
        entries: append([], { from: 'bot', kind: 'intro', text: action.intro }, questionEntry(action.question, 1)),
      };
    case 'answer':
      return { ...state, busy: 'evaluating', entries: append(state.entries, { from: 'user', kind: 'answer', text: action.text }) };
    case 'evaluationFailed':
      return { ...state, busy: null, entries: append(state.entries, { from: 'bot', kind: 'error', text: action.message }) };
    case 'evaluated': {
      if (!state.current || !state.config) return state;
      const { current } = state;
      const answered: AnsweredQuestion[] = [
        ...state.answered,
        {
          number: current.number,
          question: current.question,
          expectedAnswer: current.expectedAnswer,
          difficulty: current.difficulty,
          focusArea: current.focusArea,
          answer: action.answer,
          score: action.evaluation.score,
          feedback: action.evaluation.feedback,
        },
      ];
      const entries = append(state.entries, { from: 'bot', kind: 'feedback', score: action.evaluation.score, text: action.evaluation.feedback });
      // Every chosen question answered: the chat gives way to the progress summary.
      const done = answered.length >= state.config.questionCount;
      return { ...state, answered, entries, current: null, busy: null, phase: done ? 'summary' : 'chat' };
    }
    case 'loadingQuestion':
      return { ...state, busy: 'question', questionFailed: false };
    case 'questionLoaded':
      return {
        ...state,
        busy: null,
        current: { ...action.question, number: action.number },
        entries: append(state.entries, questionEntry(action.question, action.number)),
      };
    case 'questionFailed':
      return { ...state, busy: null, questionFailed: true, entries: append(state.entries, { from: 'bot', kind: 'error', text: action.message }) };
    case 'reset':
      return initialAssessmentState;
  }
}
