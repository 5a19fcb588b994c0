import { INTERVIEW, type AnswerMode, type Job } from '@hirewise/contracts';
import { InterviewMessages } from '../utils/interview-messages';

/**
 * The interview as a pure state machine (spec section 4, "Interview screen"): loading -> error, or
 * consent (notice + device check) -> interview (one question at a time, voice recording on/off or a
 * typed answer, evaluation) -> submitting -> complete summary. Side effects (speech, camera, calls)
 * live in the hooks; they dispatch these actions and ask the helpers below what to do.
 */
export type InterviewPhase = 'loading' | 'error' | 'consent' | 'interview' | 'submitting' | 'complete';

export interface InterviewQuestionItem {
  question: string;
  expectedAnswer: string;
  difficulty: string;
  /** 'fallback' when question generation failed and the default question is used. */
  source: 'llm' | 'local' | 'fallback';
}

export interface AnsweredQuestion {
  question: string;
  expectedAnswer: string;
  answer: string;
  score: number;
  feedback: string;
  mode: AnswerMode;
  /** The evaluation failed: score 0 and the fallback feedback. */
  evaluationFailed: boolean;
}

export interface InterviewState {
  phase: InterviewPhase;
  /** The loading error shown in the error state. */
  loadError: string | null;
  totalQuestions: number;
  /** 0-based index of the question being asked. */
  index: number;
  current: InterviewQuestionItem | null;
  questionLoading: boolean;
  /** Voice recording of the current answer on/off. */
  recording: boolean;
  transcript: string;
  interim: string;
  typed: string;
  evaluating: boolean;
  answers: AnsweredQuestion[];
  /** The latest problem to show (validation, speech, camera, evaluation, saving). */
  message: string | null;
  /** The results were stored (POST done): a retry only marks the application complete. */
  saved: boolean;
}

export type InterviewAction =
  | { type: 'loaded'; totalQuestions: number }
  | { type: 'loadFailed'; message: string }
  | { type: 'consentGiven' }
  | { type: 'questionRequested' }
  | { type: 'questionReady'; question: InterviewQuestionItem }
  | { type: 'recordingStarted' }
  | { type: 'recordingStopped' }
  | { type: 'speechResult'; finalText: string; interim: string }
  | { type: 'typedChanged'; text: string }
  | { type: 'evaluationStarted' }
  | { type: 'evaluated'; answer: string; mode: AnswerMode; score: number; feedback: string }
  | { type: 'evaluationFailed'; answer: string; mode: AnswerMode }
  | { type: 'nextQuestion' }
  | { type: 'submitting' }
  | { type: 'saved' }
  | { type: 'submitFailed'; message: string }
  | { type: 'completed' }
  | { type: 'problem'; message: string | null };

export const initialInterviewState: InterviewState = {
  phase: 'loading',
  loadError: null,
  totalQuestions: 0,
  index: 0,
  current: null,
  questionLoading: false,
  recording: false,
  transcript: '',
  interim: '',
  typed: '',
  evaluating: false,
  answers: [],
  message: null,
  saved: false,
};

const clearDraft = { transcript: '', interim: '', typed: '', recording: false } as const;

export function interviewReducer(state: InterviewState, action: InterviewAction): InterviewState {
  switch (action.type) {
    case 'loaded':
      return { ...initialInterviewState, phase: 'consent', totalQuestions: Math.max(1, action.totalQuestions) };
    case 'loadFailed':
      return { ...state, phase: 'error', loadError: action.message };
    case 'consentGiven':
      return state.phase === 'consent' ? { ...state, phase: 'interview', message: null } : state;
    case 'questionRequested':
      return { ...state, questionLoading: true, current: null };
    case 'questionReady':
      return { ...state, questionLoading: false, current: action.question, ...clearDraft };
    case 'recordingStarted':
      return { ...state, recording: true, interim: '', message: null };
    case 'recordingStopped':
      return { ...state, recording: false, interim: '' };
    case 'speechResult': {
      const finalText = action.finalText.trim();
      const transcript = finalText === '' ? state.transcript : `${state.transcript} ${finalText}`.trim();
      return { ...state, transcript, interim: action.interim };
    }
    case 'typedChanged':
      return { ...state, typed: action.text };
    case 'evaluationStarted':
      return { ...state, evaluating: true, recording: false, message: null };
    case 'evaluated':
    case 'evaluationFailed': {
      if (!state.current || isAnswered(state)) return { ...state, evaluating: false };
      const failed = action.type === 'evaluationFailed';
      const answered: AnsweredQuestion = {
        question: state.current.question,
        expectedAnswer: state.current.expectedAnswer,
        answer: action.answer,
        score: failed ? 0 : clampScore(action.score),
        feedback: failed ? InterviewMessages.evaluationFallbackFeedback : action.feedback,
        mode: action.mode,
        evaluationFailed: failed,
      };
      return {
        ...state,
        evaluating: false,
        answers: [...state.answers, answered],
        message: failed ? InterviewMessages.evaluationFailed : null,
      };
    }
    case 'nextQuestion':
      if (!isAnswered(state) || isLastQuestion(state)) return state;
      return { ...state, index: state.index + 1, current: null, ...clearDraft, message: null };
    case 'submitting':
      return { ...state, phase: 'submitting', message: null };
    case 'saved':
      return { ...state, saved: true };
    case 'submitFailed':
      return { ...state, phase: 'interview', message: action.message };
    case 'completed':
      return { ...state, phase: 'complete', message: null, recording: false };
    case 'problem':
      return { ...state, message: action.message };
    default:
      return state;
  }
}

function clampScore(score: number): number {
  if (!Number.isFinite(score)) return 0;
  return Math.min(INTERVIEW.scoreMax, Math.max(0, Math.round(score)));
}

/** The current question has its evaluated answer. */
export function isAnswered(state: InterviewState): boolean {
  return state.answers.length > state.index;
}

export function isLastQuestion(state: InterviewState): boolean {
  return state.index >= state.totalQuestions - 1;
}

/** The answer to send for `mode`: the recognized transcript or the typed text. */
export function draftAnswer(state: InterviewState, mode: AnswerMode): string {
  return (mode === 'voice' ? state.transcript : state.typed).trim();
}

/**
 * Spec section 5: a voice answer with nothing recognized is 'No speech detected...'; an empty
 * typed answer (or submitting while nothing was recorded) is 'Your answer is empty...'.
 */
export function answerProblem(state: InterviewState, mode: AnswerMode): string | null {
  if (draftAnswer(state, mode) !== '') return null;
  return mode === 'voice' ? InterviewMessages.noSpeech : InterviewMessages.emptyAnswer;
}

/** Spec section 5: completing before the last question is answered. */
export function completeProblem(state: InterviewState): string | null {
  return state.answers.length < state.totalQuestions ? InterviewMessages.completeWithoutAnswer : null;
}

/** The mean of the questions' scores, rounded, out of 100. */
export function overallScore(answers: readonly Pick<AnsweredQuestion, 'score'>[]): number {
  if (answers.length === 0) return 0;
  return Math.round(answers.reduce((sum, a) => sum + a.score, 0) / answers.length);
}

/** The question call for the current question: experience 2, currentQuestion counting up from 1. */
export function questionRequest(job: Pick<Job, 'title' | 'skillsets'>, index: number) {
  return { jobTitle: job.title, skills: job.skillsets, experience: INTERVIEW.experience, currentQuestion: index + 1 };
}

/** Spec section 8: question generation failed -> the default question about experience with the first skill. */
export function defaultQuestion(job: Pick<Job, 'title' | 'skillsets'>): InterviewQuestionItem {
  const skill = job.skillsets.find((s) => s.trim() !== '') ?? job.title;
  return {
    question: InterviewMessages.defaultQuestion(skill),
    expectedAnswer: InterviewMessages.defaultExpectedAnswer(skill),
    difficulty: 'intermediate',
    source: 'fallback',
  };
}

/** The multipart fields of `POST /api/interview-results` (the video is appended last by the caller). */
export function submissionFields(state: InterviewState, ids: { jobId: string; applicationId: string }): Record<string, string> {
  const answers = state.answers;
  return {
    jobId: ids.jobId,
    applicationId: ids.applicationId,
    questions: JSON.stringify(answers.map((a) => a.question)),
    answers: JSON.stringify(answers.map((a) => a.answer)),
    scores: JSON.stringify(answers.map((a) => a.score)),
    overallScore: String(overallScore(answers)),
    feedback: JSON.stringify(answers.map((a) => a.feedback)),
    answerModes: JSON.stringify(answers.map((a) => a.mode)),
  };
}
