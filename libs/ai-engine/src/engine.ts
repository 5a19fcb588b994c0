import { evaluateCandidate } from './candidate/evaluate-candidate';
import { buildLearningPath } from './learning/learning-path';
import { selectQuestion } from './questions/select-question';
import { createResumeResult } from './resume/resume-summary';
import { evaluateAnswer } from './scoring/evaluate-answer';
import type { LocalEngine } from './types';

/** The local engine: every agent answered from curated data and deterministic text analysis. */
export function createLocalEngine(): LocalEngine {
  return {
    interviewQuestion: selectQuestion,
    evaluateAnswer,
    learningPath: buildLearningPath,
    suggestCandidate: evaluateCandidate,
    createResume: createResumeResult,
  };
}
