import type {
  AiEngineInfo,
  AnswerEvidence,
  CandidateEvidence,
  CandidateSuggestionInput,
  Difficulty,
  EvaluateAnswerInput,
  InterviewQuestionInput,
  LearningPath,
  LearningPathInput,
  ResumeInput,
} from '@hirewise/contracts';

/** One interview or assessment question with the answer a grader expects. */
export interface LocalQuestion {
  question: string;
  expectedAnswer: string;
  difficulty: Difficulty;
  /** The skill's focus area the question tests (the assessment groups its summary by it). */
  focusArea: string;
}

/** Score 0-100 with feedback, and which key concepts of the expected answer the answer covered or missed. */
export interface LocalEvaluation {
  score: number;
  feedback: string;
  covered: string[];
  missed: string[];
  /** Per key point of the expected answer: covered, missing or contradicted, with the answer's quoted span. */
  evidence: AnswerEvidence[];
  engine: AiEngineInfo;
}

/** Recruiter Agent result: sanitized HTML (h1-h6, p, ul, ol, li, strong, em; no attributes) and a 0-100 fit. */
export interface LocalCandidateEvaluation {
  evaluation: string;
  fitScore: number;
  /** The same 0-100 fit (issue 15's name for it). */
  score: number;
  /** Per requirement of the job: shown, claimed, related or not found, with the candidate's quoted words. */
  evidence: CandidateEvidence[];
}

/** Resume Builder result (the contracts' resumeResultSchema without `source`). */
export interface LocalResume {
  fullName: string;
  currentPosition: string;
  currentTechnologies: string;
  summary: string;
  companies: { name: string; position: string }[];
  imageUrl: string;
}

/**
 * The local AI engine: real, deterministic work without an LLM. Every function is synchronous and returns
 * the same output for the same input. Inputs are the parsed (zod output) request types from contracts.
 */
export interface LocalEngine {
  interviewQuestion(input: InterviewQuestionInput): LocalQuestion;
  evaluateAnswer(input: EvaluateAnswerInput): LocalEvaluation;
  learningPath(input: LearningPathInput): LearningPath;
  suggestCandidate(input: CandidateSuggestionInput): LocalCandidateEvaluation;
  createResume(input: ResumeInput): LocalResume;
}
