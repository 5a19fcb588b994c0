import { interviewQuestionRequestSchema, type InterviewQuestionInput } from '@hirewise/contracts';
import { createLocalEngine } from '../index';

/** Issue 15: currentQuestion 0 (a caller counting from 0) is the first question, the same as 1. */
const engine = createLocalEngine();
const JOBS: Omit<InterviewQuestionInput, 'currentQuestion'>[] = [
  { jobTitle: 'Frontend Developer', skills: ['React', 'TypeScript'], experience: 3 },
  { jobTitle: 'JavaScript assessment', skills: ['JavaScript'], experience: 0, exerciseType: 'coding' },
  { jobTitle: 'Account Executive', skills: ['Enterprise Sales'], experience: 6, exerciseType: 'concept' },
  { jobTitle: 'Data Engineer', skills: [], experience: 2 },
];

describe('question 0', () => {
  it.each(JOBS)('is question 1 in the selector itself ($jobTitle)', (job) => {
    const first = engine.interviewQuestion({ ...job, currentQuestion: 1 });
    expect(engine.interviewQuestion({ ...job, currentQuestion: 0 })).toEqual(first);
    expect(engine.interviewQuestion({ ...job, currentQuestion: 2 })).not.toEqual(first);
  });

  it.each(JOBS)('is question 1 after the request schema too ($jobTitle)', (job) => {
    const parsed = interviewQuestionRequestSchema.parse({ ...job, currentQuestion: 0 });
    expect(parsed.currentQuestion).toBe(1);
    expect(engine.interviewQuestion(parsed)).toEqual(engine.interviewQuestion({ ...job, currentQuestion: 1 }));
  });
});
