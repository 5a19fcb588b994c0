import {
  answerProblem,
  completeProblem,
  defaultQuestion,
  initialInterviewState,
  interviewReducer,
  isAnswered,
  overallScore,
  questionRequest,
  submissionFields,
  type InterviewAction,
  type InterviewState,
} from '../state/interview-machine';
import { InterviewMessages } from '../utils/interview-messages';

const q = (n: number) => ({ question: `Question ${n}?`, expectedAnswer: `Expected ${n}`, difficulty: 'intermediate', source: 'local' as const });
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

  it('asks the questions in order and completes only after the last one is answered', () => {
    let s = run({ type: 'loaded', totalQuestions: 2 }, { type: 'consentGiven' }, { type: 'questionRequested' });
    expect(s.questionLoading).toBe(true);
    s = interviewReducer(s, { type: 'questionReady', question: q(1) });
    expect(s.current?.question).toBe('Question 1?');
    // Next is refused before the answer is evaluated.
    expect(interviewReducer(s, { type: 'nextQuestion' }).index).toBe(0);
    expect(completeProblem(s)).toBe('Please provide an answer before completing the interview.');
    s = interviewReducer(s, { type: 'typedChanged', text: 'An answer' });
    s = interviewReducer(s, { type: 'evaluationStarted' });
    expect(s.evaluating).toBe(true);
    s = interviewReducer(s, { type: 'evaluated', answer: 'An answer', mode: 'typed', score: 72.4, feedback: 'Good' });
    expect(isAnswered(s)).toBe(true);
    expect(s.answers[0]).toMatchObject({ answer: 'An answer', score: 72, feedback: 'Good', mode: 'typed', evaluationFailed: false });
    s = interviewReducer(s, { type: 'nextQuestion' });
    expect(s).toMatchObject({ index: 1, current: null, typed: '', transcript: '' });
    s = interviewReducer(s, { type: 'questionReady', question: q(2) });
    expect(completeProblem(s)).toBe(InterviewMessages.completeWithoutAnswer);
    s = interviewReducer(s, { type: 'speechResult', finalText: 'spoken', interim: '' });
    s = interviewReducer(s, { type: 'evaluated', answer: 'spoken', mode: 'voice', score: 40, feedback: 'Ok' });
    expect(completeProblem(s)).toBeNull();
    // No question after the last one.
    expect(interviewReducer(s, { type: 'nextQuestion' }).index).toBe(1);
    s = interviewReducer(s, { type: 'submitting' });
    expect(s.phase).toBe('submitting');
    s = interviewReducer(s, { type: 'saved' });
    s = interviewReducer(s, { type: 'submitFailed', message: InterviewMessages.completeFailed });
    expect(s).toMatchObject({ phase: 'interview', saved: true, message: 'Error completing interview. Please try again.' });
    s = interviewReducer(s, { type: 'completed' });
    expect(s.phase).toBe('complete');
    expect(overallScore(s.answers)).toBe(56);
  });

  it('applies the empty-answer rules per mode', () => {
    let s = run({ type: 'loaded', totalQuestions: 1 }, { type: 'consentGiven' }, { type: 'questionReady', question: q(1) });
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

  it('records the fallback feedback and score 0 when the evaluation fails', () => {
    let s = run({ type: 'loaded', totalQuestions: 1 }, { type: 'consentGiven' }, { type: 'questionReady', question: q(1) });
    s = interviewReducer(s, { type: 'evaluationFailed', answer: 'typed text', mode: 'typed' });
    expect(s.message).toBe('Failed to evaluate your answer. Please try again.');
    expect(s.answers[0]).toMatchObject({ score: 0, feedback: "We couldn't evaluate this answer automatically. Please review it yourself.", evaluationFailed: true });
    // A late second evaluation does not add another answer for the same question.
    expect(interviewReducer(s, { type: 'evaluated', answer: 'x', mode: 'voice', score: 90, feedback: 'f' }).answers).toHaveLength(1);
  });

  it('builds the question call and the default question', () => {
    expect(questionRequest({ title: 'Dev', skillsets: ['Go'] }, 2)).toEqual({ jobTitle: 'Dev', skills: ['Go'], experience: 2, currentQuestion: 3 });
    expect(defaultQuestion({ title: 'Dev', skillsets: ['TypeScript', 'Go'] })).toMatchObject({ question: 'Can you describe your experience with TypeScript?', source: 'fallback' });
    expect(defaultQuestion({ title: 'Dev', skillsets: [] }).question).toContain('Dev');
  });

  it('writes the multipart fields with answer modes and feedback', () => {
    let s = run({ type: 'loaded', totalQuestions: 2 }, { type: 'consentGiven' }, { type: 'questionReady', question: q(1) });
    s = interviewReducer(s, { type: 'evaluated', answer: 'a1', mode: 'voice', score: 80, feedback: 'f1' });
    s = interviewReducer(s, { type: 'nextQuestion' });
    s = interviewReducer(s, { type: 'questionReady', question: q(2) });
    s = interviewReducer(s, { type: 'evaluated', answer: 'a2', mode: 'typed', score: 61, feedback: 'f2' });
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
});
