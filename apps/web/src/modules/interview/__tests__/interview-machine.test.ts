import type { InterviewResult } from '@hirewise/contracts/applications';
import {
  answerProblem,
  completeProblem,
  currentEvaluation,
  initialInterviewState,
  interviewReducer,
  isAnswered,
  summaryOf,
  submissionFields,
  type InterviewAction,
  type InterviewQuestionItem,
  type InterviewState,
} from '../state/interview-machine';
import { InterviewMessages } from '../utils/interview-messages';

const q = (n: number, total = 2, answered = n - 1): InterviewQuestionItem => ({ questionId: `q-${n}`, question: `Question ${n}?`, difficulty: 'intermediate', index: n - 1, total, answered });
const run = (...actions: InterviewAction[]): InterviewState => actions.reduce(interviewReducer, initialInterviewState);

describe('interview state machine', () => {
  it('goes loading -> consent -> interview, or loading -> error', () => {
    expect(initialInterviewState.phase).toBe('loading');
    expect(run({ type: 'loaded', totalQuestions: 3 })).toMatchObject({ phase: 'consent', totalQuestions: 3 });
    expect(run({ type: 'loadFailed', message: InterviewMessages.loadJobFailed })).toMatchObject({ phase: 'error', loadError: 'Failed to load job details. Please try again.' });
    expect(run({ type: 'loaded', totalQuestions: 3 }, { type: 'consentGiven' }).phase).toBe('interview');
    // Consent only counts from the consent step.
    expect(run({ type: 'consentGiven' }).phase).toBe('loading');
  });

  it('asks the server\'s questions in order and completes only after the last one is answered', () => {
    let s = run({ type: 'loaded', totalQuestions: 2 }, { type: 'consentGiven' }, { type: 'questionRequested' });
    expect(s.questionLoading).toBe(true);
    s = interviewReducer(s, { type: 'questionReady', question: q(1) });
    expect(s.current).toEqual(q(1));
    expect(s.current).not.toHaveProperty('expectedAnswer');
    // Next is refused before the answer is evaluated.
    expect(interviewReducer(s, { type: 'nextQuestion' }).index).toBe(0);
    expect(completeProblem(s)).toBe('Please provide an answer before completing the interview.');
    s = interviewReducer(s, { type: 'typedChanged', text: 'An answer' });
    s = interviewReducer(s, { type: 'evaluationStarted' });
    expect(s.evaluating).toBe(true);
    s = interviewReducer(s, { type: 'evaluated', answer: 'An answer', mode: 'typed', score: 72.4, feedback: 'Good', answered: 1 });
    expect(isAnswered(s)).toBe(true);
    expect(currentEvaluation(s)).toMatchObject({ questionId: 'q-1', answer: 'An answer', score: 72, feedback: 'Good', mode: 'typed' });
    s = interviewReducer(s, { type: 'nextQuestion' });
    expect(s).toMatchObject({ index: 1, current: null, typed: '', transcript: '' });
    s = interviewReducer(s, { type: 'questionReady', question: q(2) });
    expect(completeProblem(s)).toBe(InterviewMessages.completeWithoutAnswer);
    s = interviewReducer(s, { type: 'speechResult', finalText: 'spoken', interim: '' });
    s = interviewReducer(s, { type: 'evaluated', answer: 'spoken', mode: 'voice', score: 40, feedback: 'Ok', answered: 2 });
    expect(completeProblem(s)).toBeNull();
    // No question after the last one.
    expect(interviewReducer(s, { type: 'nextQuestion' }).index).toBe(1);
    s = interviewReducer(s, { type: 'submitting' });
    expect(s.phase).toBe('submitting');
    s = interviewReducer(s, { type: 'saved', overallScore: 56 });
    s = interviewReducer(s, { type: 'submitFailed', message: InterviewMessages.completeFailed });
    expect(s).toMatchObject({ phase: 'interview', saved: true, savedScore: 56, message: 'Error completing interview. Please try again.' });
    const summary = summaryOf(undefined, s);
    s = interviewReducer(s, { type: 'completed', summary });
    expect(s.phase).toBe('complete');
    expect(s.summary).toEqual({
      overallScore: 56,
      items: [
        { question: 'Question 1?', answer: 'An answer', score: 72, feedback: 'Good', mode: 'typed' },
        { question: 'Question 2?', answer: 'spoken', score: 40, feedback: 'Ok', mode: 'voice' },
      ],
    });
  });

  it('resumes where the server is: its index, its total, its count of answers', () => {
    let s = run({ type: 'loaded', totalQuestions: 5 }, { type: 'consentGiven' });
    s = interviewReducer(s, { type: 'questionReady', question: q(3, 3, 2) });
    expect(s).toMatchObject({ index: 2, totalQuestions: 3, answeredCount: 2 });
    expect(completeProblem(s)).toBe(InterviewMessages.completeWithoutAnswer);
    s = interviewReducer(s, { type: 'evaluated', answer: 'x', mode: 'typed', score: 10, feedback: 'f', answered: 3 });
    expect(completeProblem(s)).toBeNull();
    // Reloaded after the last answer: every question is answered, on to Complete Interview.
    const done = interviewReducer(run({ type: 'loaded', totalQuestions: 3 }, { type: 'consentGiven' }, { type: 'questionRequested' }), { type: 'allAnswered' });
    expect(done).toMatchObject({ current: null, index: 2, answeredCount: 3, questionLoading: false });
    expect(isAnswered(done)).toBe(true);
    expect(completeProblem(done)).toBeNull();
    expect(submissionFields(done, { jobId: 'j', applicationId: 'a' })).toEqual({ jobId: 'j', applicationId: 'a' });
  });

  it('applies the empty-answer rules per mode', () => {
    let s = run({ type: 'loaded', totalQuestions: 1 }, { type: 'consentGiven' }, { type: 'questionReady', question: q(1, 1) });
    expect(answerProblem(s, 'typed')).toBe('Your answer is empty. Please record an answer before proceeding.');
    expect(answerProblem(s, 'voice')).toBe('No speech detected. Please try recording again.');
    s = interviewReducer(s, { type: 'typedChanged', text: '   ' });
    expect(answerProblem(s, 'typed')).toBe(InterviewMessages.emptyAnswer);
    s = interviewReducer(s, { type: 'speechResult', finalText: 'hello', interim: '' });
    s = interviewReducer(s, { type: 'speechResult', finalText: 'world', interim: 'and' });
    expect(s.transcript).toBe('hello world');
    expect(s.interim).toBe('and');
    expect(answerProblem(s, 'voice')).toBeNull();
  });

  it('keeps the draft to send again when the server cannot evaluate the answer (nothing was stored)', () => {
    let s = run({ type: 'loaded', totalQuestions: 1 }, { type: 'consentGiven' }, { type: 'questionReady', question: q(1, 1) }, { type: 'typedChanged', text: 'typed text' });
    s = interviewReducer(s, { type: 'evaluationStarted' });
    s = interviewReducer(s, { type: 'evaluationFailed' });
    expect(s).toMatchObject({ message: 'Failed to evaluate your answer. Please try again.', evaluationFailed: true, typed: 'typed text', answers: [] });
    expect(isAnswered(s)).toBe(false);
    expect(interviewReducer(s, { type: 'evaluationFailed', message: 'This question has already been answered' }).message).toBe('This question has already been answered');
    s = interviewReducer(s, { type: 'evaluated', answer: 'typed text', mode: 'typed', score: 90, feedback: 'f', answered: 1 });
    expect(s).toMatchObject({ evaluationFailed: false, answeredCount: 1 });
    // A late second evaluation does not add another answer for the same question.
    expect(interviewReducer(s, { type: 'evaluated', answer: 'x', mode: 'voice', score: 90, feedback: 'f', answered: 1 }).answers).toHaveLength(1);
  });

  it('writes the spec\'s multipart fields (the server ignores the scores and keeps its own)', () => {
    let s = run({ type: 'loaded', totalQuestions: 2 }, { type: 'consentGiven' }, { type: 'questionReady', question: q(1) });
    s = interviewReducer(s, { type: 'evaluated', answer: 'a1', mode: 'voice', score: 80, feedback: 'f1', answered: 1 });
    s = interviewReducer(s, { type: 'nextQuestion' });
    s = interviewReducer(s, { type: 'questionReady', question: q(2) });
    s = interviewReducer(s, { type: 'evaluated', answer: 'a2', mode: 'typed', score: 61, feedback: 'f2', answered: 2 });
    expect(submissionFields(s, { jobId: 'j', applicationId: 'a' })).toEqual({
      jobId: 'j',
      applicationId: 'a',
      questions: JSON.stringify(['Question 1?', 'Question 2?']),
      answers: JSON.stringify(['a1', 'a2']),
      scores: JSON.stringify([80, 61]),
      overallScore: '71',
      feedback: JSON.stringify(['f1', 'f2']),
      answerModes: JSON.stringify(['voice', 'typed']),
    });
  });

  it('summarizes the stored result when it can be read: the server\'s scores and the score in force', () => {
    const stored = {
      questions: ['Q1', 'Q2'],
      answers: ['A1', 'A2'],
      scores: [10, 30],
      overallScore: 20,
      feedback: ['f1', 'f2'],
      answerModes: ['typed', 'voice'],
    } as unknown as InterviewResult;
    const s = run({ type: 'loaded', totalQuestions: 2 }, { type: 'saved', overallScore: 99 });
    expect(summaryOf(stored, s)).toEqual({
      overallScore: 20,
      items: [
        { question: 'Q1', answer: 'A1', score: 10, feedback: 'f1', mode: 'typed' },
        { question: 'Q2', answer: 'A2', score: 30, feedback: 'f2', mode: 'voice' },
      ],
    });
  });
});
