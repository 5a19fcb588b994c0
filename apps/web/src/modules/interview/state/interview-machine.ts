import type { AnswerMode, InterviewResult } from '@hirewise/contracts/applications';
import { INTERVIEW } from '@hirewise/contracts/constants';
import { InterviewMessages } from '../utils/interview-messages';

/**
 * The interview as a pure state machine (spec section 4, "Interview screen"): loading -> error, or
 * consent (notice + device check) -> interview (one question at a time, voice recording on/off or a
 * typed answer, evaluation) -> submitting -> complete summary. Side effects (speech, camera, calls)
 * live in the hooks; they dispatch these actions and ask the helpers below what to do.
 *
 * Issue 15: the server runs the interview. Questions come from it (no expected answer), each answer
 * is evaluated by it, and the summary shows the scores it stored. The screen never computes a score
 * that counts.
 */
export type InterviewPhase = 'loading' | 'error' | 'consent' | 'interview' | 'submitting' | 'complete';

/** A question as the server asks it: no expected answer. */
export interface InterviewQuestionItem {
  questionId: string;
  question: string;
  difficulty: string;
  /** 0-based position in the interview. */
  index: number;
  total: number;
  /** Questions answered so far (a reload resumes where the applicant was). */
  answered: number;
}

/** One answer with the server's evaluation of it. */
export interface AnsweredQuestion {
  questionId: string;
  index: number;
  question: string;
  answer: string;
  score: number;
  feedback: string;
  mode: AnswerMode;
}

/** What the complete summary shows: the stored result, or (if it cannot be read) this page's answers. */
export interface InterviewSummaryData {
  overallScore: number;
  items: { question: string; answer: string; score: number; feedback: string; mode: AnswerMode }[];
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
  /** How many questions the server holds answers for. */
  answeredCount: number;
  /** Voice recording of the current answer on/off. */
  recording: boolean;
  transcript: string;
  interim: string;
  typed: string;
  evaluating: boolean;
  /** The last evaluation failed: the answer is kept in the draft to send again. */
  evaluationFailed: boolean;
  /** This page's answers (a resumed interview lacks the earlier ones; the summary reads the stored result). */
  answers: AnsweredQuestion[];
  /** The latest problem to show (validation, speech, camera, evaluation, saving). */
  message: string | null;
  /** The results were stored (POST done): a retry only marks the application complete. */
  saved: boolean;
  /** The overall score the server computed when the results were stored. */
  savedScore: number | null;
  summary: InterviewSummaryData | null;
}

export type InterviewAction =
  | { type: 'loaded'; totalQuestions: number }
  | { type: 'loadFailed'; message: string }
  | { type: 'consentGiven' }
  | { type: 'questionRequested' }
  | { type: 'questionReady'; question: InterviewQuestionItem }
  | { type: 'questionFailed'; message: string }
  /** The server has an answer for every question already (a reload after the last answer). */
  | { type: 'allAnswered' }
  | { type: 'recordingStarted' }
  | { type: 'recordingStopped' }
  | { type: 'speechResult'; finalText: string; interim: string }
  | { type: 'typedChanged'; text: string }
  | { type: 'evaluationStarted' }
  | { type: 'evaluated'; answer: string; mode: AnswerMode; score: number; feedback: string; answered: number }
  | { type: 'evaluationFailed'; message?: string }
  | { type: 'nextQuestion' }
  | { type: 'submitting' }
  | { type: 'saved'; overallScore: number }
  | { type: 'submitFailed'; message: string }
  | { type: 'completed'; summary: InterviewSummaryData }
  | { type: 'problem'; message: string | null };

export const initialInterviewState: InterviewState = {
  phase: 'loading',
  loadError: null,
  totalQuestions: 0,
  index: 0,
  current: null,
  questionLoading: false,
  answeredCount: 0,
  recording: false,
  transcript: '',
  interim: '',
  typed: '',
  evaluating: false,
  evaluationFailed: false,
  answers: [],
  message: null,
  saved: false,
  savedScore: null,
  summary: null,
};

const clearDraft = { transcript: '', interim: '', typed: '', recording: false, evaluationFailed: false } as const;

export function interviewReducer(state: InterviewState, action: InterviewAction): InterviewState {
  switch (action.type) {
    case 'loaded':
      return { ...initialInterviewState, phase: 'consent', totalQuestions: Math.max(1, action.totalQuestions) };
    case 'loadFailed':
      return { ...state, phase: 'error', loadError: action.message };
    case 'consentGiven':
      return state.phase === 'consent' ? { ...state, phase: 'interview', message: null } : state;
    case 'questionRequested':
      return { ...state, questionLoading: true, current: null, message: null };
    case 'questionReady': {
      const q = action.question;
      return {
        ...state,
        questionLoading: false,
        current: q,
        index: q.index,
        totalQuestions: Math.max(1, q.total),
        answeredCount: Math.max(state.answeredCount, q.answered),
        ...clearDraft,
      };
    }
    case 'questionFailed':
      return { ...state, questionLoading: false, message: action.message };
    case 'allAnswered':
      return { ...state, questionLoading: false, current: null, index: state.totalQuestions - 1, answeredCount: state.totalQuestions, message: null };
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
      return { ...state, evaluating: true, recording: false, evaluationFailed: false, message: null };
    case 'evaluated': {
      if (!state.current || isAnswered(state)) return { ...state, evaluating: false };
      const answered: AnsweredQuestion = {
        questionId: state.current.questionId,
        index: state.current.index,
        question: state.current.question,
        answer: action.answer,
        score: clampScore(action.score),
        feedback: action.feedback,
        mode: action.mode,
      };
      return {
        ...state,
        evaluating: false,
        evaluationFailed: false,
        answers: [...state.answers, answered],
        answeredCount: Math.max(state.answeredCount + 1, action.answered),
        message: null,
      };
    }
    case 'evaluationFailed':
      // Nothing was stored: the draft stays so the applicant can send it again.
      return { ...state, evaluating: false, evaluationFailed: true, message: action.message ?? InterviewMessages.evaluationFailed };
    case 'nextQuestion':
      if (!isAnswered(state) || isLastQuestion(state)) return state;
      return { ...state, index: state.index + 1, current: null, ...clearDraft, message: null };
    case 'submitting':
      return { ...state, phase: 'submitting', message: null };
    case 'saved':
      return { ...state, saved: true, savedScore: action.overallScore };
    case 'submitFailed':
      return { ...state, phase: 'interview', message: action.message };
    case 'completed':
      return { ...state, phase: 'complete', message: null, recording: false, summary: action.summary };
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

/** The current question has its evaluated answer (or, resumed after the last answer, every question has). */
export function isAnswered(state: InterviewState): boolean {
  return state.answers.some((a) => a.index === state.index) || state.answeredCount >= state.totalQuestions;
}

export function isLastQuestion(state: InterviewState): boolean {
  return state.index >= state.totalQuestions - 1;
}

/** The evaluation of the question being asked, when this page has it. */
export function currentEvaluation(state: InterviewState): AnsweredQuestion | undefined {
  return state.answers.find((a) => a.index === state.index);
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

/** Spec section 5: completing before every question is answered. */
export function completeProblem(state: InterviewState): string | null {
  return state.answeredCount < state.totalQuestions ? InterviewMessages.completeWithoutAnswer : null;
}

/** The mean of the scores, rounded, out of 100 (what the server computes; shown only when its result cannot be read). */
export function overallScore(answers: readonly Pick<AnsweredQuestion, 'score'>[]): number {
  if (answers.length === 0) return 0;
  return Math.round(answers.reduce((sum, a) => sum + a.score, 0) / answers.length);
}

/**
 * The multipart fields of `POST /api/interview-results` (the video is appended last by the caller):
 * the spec's submission fields. The server stores its own questions, answers and scores; the
 * lists here (this page's answers, with the server's scores) are accepted and ignored.
 */
export function submissionFields(state: InterviewState, ids: { jobId: string; applicationId: string }): Record<string, string> {
  const answers = state.answers;
  if (answers.length === 0) return { jobId: ids.jobId, applicationId: ids.applicationId };
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

/** The summary from the stored result (the server's scores), else from this page's answers and the saved score. */
export function summaryOf(result: InterviewResult | undefined, state: InterviewState): InterviewSummaryData {
  if (result) {
    return {
      overallScore: result.overallScore,
      items: result.questions.map((question, i) => ({
        question,
        answer: result.answers[i] ?? '',
        score: result.scores[i] ?? 0,
        feedback: result.feedback[i] ?? '',
        mode: result.answerModes[i] ?? 'typed',
      })),
    };
  }
  return {
    overallScore: state.savedScore ?? overallScore(state.answers),
    items: state.answers.map(({ question, answer, score, feedback, mode }) => ({ question, answer, score, feedback, mode })),
  };
}
