import { z } from 'zod';
import { LEARNING_AGENT, SKILL_ASSESSMENT } from '../constants';
import { DEFAULT_PREFERRED_STYLE, normalizePreferredStyle } from './learning-style';

export { DEFAULT_PREFERRED_STYLE, normalizePreferredStyle, type PreferredStyle } from './learning-style';

/**
 * Inputs and outputs of the AI agents (spec sections 3 and 7, architecture section 8). The same schemas
 * validate requests at the gateway and at the AI service's own HTTP API, and parse LLM output.
 */

/** Where an answer came from: the configured LLM provider, or the local engine (default or fallback). */
export const AI_SOURCES = ['llm', 'local'] as const;
export type AiSource = (typeof AI_SOURCES)[number];

export const AI_LIMITS = {
  shortText: 200,
  answer: 5000,
  longText: 10000,
  skills: 30,
  companies: 20,
  currentQuestionMax: 50,
  experienceMax: 60,
} as const;

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const optionalText = (label: string, max: number) =>
  z.string({ error: `${label} must be text` }).trim().max(max, `${label} must be at most ${max} characters`);

export const exerciseTypeSchema = z.enum(SKILL_ASSESSMENT.exerciseTypes, { error: 'Exercise type must be coding, concept or debugging' });
export type ExerciseType = z.infer<typeof exerciseTypeSchema>;

export const DIFFICULTIES = ['beginner', 'intermediate', 'advanced'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

// ---------- get-interview-question ----------
export const interviewQuestionRequestSchema = z.object({
  jobTitle: text('Job title', AI_LIMITS.shortText),
  /** The job's skillsets, or the one assessed skill. A single string is taken as one skill. */
  skills: z
    .union([z.string(), z.array(z.string({ error: 'Skills must be text' }))], { error: 'Skills are required' })
    .transform((v) => (Array.isArray(v) ? v : [v]).map((s) => s.trim()).filter(Boolean))
    .pipe(z.array(z.string().max(AI_LIMITS.shortText, 'Each skill must be at most 200 characters')).max(AI_LIMITS.skills, 'At most 30 skills')),
  experience: z.coerce
    .number({ error: 'Experience must be a number' })
    .min(0, 'Experience cannot be negative')
    .max(AI_LIMITS.experienceMax, 'Experience is too large'),
  /**
   * The question's number in the run, 1-50 as the spec counts. 0 is accepted too and means the first question,
   * like 1 (issue 15: services that count from 0 call the AI API directly), so the parsed value is always 1-50.
   * Negative numbers keep the spec's message.
   */
  currentQuestion: z.coerce
    .number({ error: 'Current question must be a number' })
    .int('Current question must be a whole number')
    .min(0, 'Current question must be at least 1')
    .max(AI_LIMITS.currentQuestionMax, 'Current question must be at most 50')
    .transform((n) => Math.max(1, n)),
  exerciseType: exerciseTypeSchema.optional(),
});
export type InterviewQuestionRequest = z.input<typeof interviewQuestionRequestSchema>;
export type InterviewQuestionInput = z.output<typeof interviewQuestionRequestSchema>;

export const interviewQuestionSchema = z.object({
  question: z.string().min(1),
  expectedAnswer: z.string().min(1),
  difficulty: z.enum(DIFFICULTIES),
  /** What part of the skill the question tests, when known (the assessment groups its summary by it). */
  focusArea: z.string().max(200).optional(),
});
export type InterviewQuestion = z.infer<typeof interviewQuestionSchema> & { source: AiSource; engine?: AiEngineInfo };

// ---------- evaluate-answer ----------
export const evaluateAnswerRequestSchema = z.object({
  question: text('Question', AI_LIMITS.longText),
  expectedAnswer: optionalText('Expected answer', AI_LIMITS.longText).default(''),
  /** May be empty: an empty answer scores 0 with feedback saying so. */
  userAnswer: optionalText('Answer', AI_LIMITS.answer),
});
export type EvaluateAnswerRequest = z.input<typeof evaluateAnswerRequestSchema>;
export type EvaluateAnswerInput = z.output<typeof evaluateAnswerRequestSchema>;

/**
 * Which engine produced a judgment (provenance, issue 15): `name` is `local` for the local engine or the LLM
 * provider (`openai`, `anthropic`, `ollama`); `version` the engine's or the prompt's version; `model` the LLM.
 * Every stored AI score keeps it.
 */
export const aiEngineInfoSchema = z.object({
  name: z.string().min(1).max(100),
  version: z.string().min(1).max(100),
  model: z.string().max(200).optional(),
});
export type AiEngineInfo = z.infer<typeof aiEngineInfoSchema>;

/** How an answer stands against one key point of the expected answer. */
export const EVIDENCE_STATUSES = ['covered', 'missing', 'contradicted'] as const;
export type EvidenceStatus = (typeof EVIDENCE_STATUSES)[number];
export const answerEvidenceSchema = z.object({
  /** The key point of the expected answer, in the expected answer's words. */
  point: z.string().min(1).max(1000),
  status: z.enum(EVIDENCE_STATUSES),
  /** The answer's own words that cover or contradict the point (absent when missing). */
  quote: z.string().max(1000).optional(),
});
export type AnswerEvidence = z.infer<typeof answerEvidenceSchema>;

export const evaluationSchema = z.object({
  score: z.number().int().min(0).max(100),
  feedback: z.string().min(1),
});
export type Evaluation = z.infer<typeof evaluationSchema> & {
  source: AiSource;
  /** Per key point of the expected answer: covered, missing or contradicted, with the quoted span. */
  evidence: AnswerEvidence[];
  engine: AiEngineInfo;
  /** Key concepts of the expected answer that the answer covered, and those it missed (local engine). */
  covered?: string[];
  missed?: string[];
};

// ---------- suggest-learning-path ----------
export const learningLevelSchema = z.enum(LEARNING_AGENT.levels, { error: 'Current level must be beginner, intermediate or advanced' });
export const timeframeSchema = z.enum(LEARNING_AGENT.timeframes, { error: 'Timeframe must be intensive, balanced or flexible' });
/**
 * Free text mapped to one of `LEARNING_AGENT.preferredStyles` (issue 15): "hands-on projects" -> hands-on,
 * "YouTube videos" -> video, "books" -> reading, "quizzes" -> interactive; blank or unknown -> hands-on
 * (`normalizePreferredStyle`). Only a value that is not text (a number, an object) is refused.
 */
export const preferredStyleSchema = z
  .string({ error: 'Preferred style must be video, reading, hands-on or interactive' })
  .meta({ description: `How the learner likes to study, in any words; read as one of ${LEARNING_AGENT.preferredStyles.join(', ')} (default ${DEFAULT_PREFERRED_STYLE})` })
  .transform(normalizePreferredStyle);

export const learningPathRequestSchema = z.object({
  skill: text('Skill', AI_LIMITS.shortText),
  currentLevel: learningLevelSchema.default('beginner'),
  learningGoal: text('Learning goal', 1000),
  timeframe: timeframeSchema.default('balanced'),
  preferredStyle: preferredStyleSchema.default(DEFAULT_PREFERRED_STYLE),
});
export type LearningPathRequest = z.input<typeof learningPathRequestSchema>;
export type LearningPathInput = z.output<typeof learningPathRequestSchema>;

export const learningResourceSchema = z.object({
  title: z.string().min(1),
  url: z.string().url(),
  type: z.enum(['video', 'reading', 'hands-on', 'interactive']),
});
export type LearningResource = z.infer<typeof learningResourceSchema>;

export const milestoneSchema = z.object({
  title: z.string().min(1),
  description: z.string().min(1),
  timeEstimate: z.string().min(1),
  resource: learningResourceSchema.optional(),
});
export type Milestone = z.infer<typeof milestoneSchema>;

export const learningPathSchema = z.object({
  overview: z.string().min(1),
  estimatedTimeToComplete: z.string().min(1),
  prerequisites: z.array(z.string()),
  milestones: z.array(milestoneSchema).min(1),
});
export type LearningPath = z.infer<typeof learningPathSchema>;
export interface LearningPathResponse {
  learningPath: LearningPath;
  source: AiSource;
  engine?: AiEngineInfo;
}

// ---------- suggest-candidate ----------
export const candidateSuggestionRequestSchema = z.object({
  companyDescription: text('Company description', AI_LIMITS.longText),
  candidateInfo: text('Candidate information', AI_LIMITS.longText),
  jobDescription: text('Job description', AI_LIMITS.longText),
});
export type CandidateSuggestionRequest = z.input<typeof candidateSuggestionRequestSchema>;
export type CandidateSuggestionInput = z.output<typeof candidateSuggestionRequestSchema>;

/**
 * How a candidate stands against one requirement of the job (issue 15): `shown` in the profile's skills, the
 * education or the stated experience; `claimed` only in the statement of purpose; `related` through a related
 * skill (or fewer years than asked); `not found`.
 */
export const CANDIDATE_EVIDENCE_STATUSES = ['shown', 'claimed', 'related', 'not found'] as const;
export type CandidateEvidenceStatus = (typeof CANDIDATE_EVIDENCE_STATUSES)[number];
/** How much a requirement counts: the job requires it, would like it, or only the company description names it. */
export const CANDIDATE_REQUIREMENT_WEIGHTS = ['required', 'nice to have', 'company stack'] as const;
export type CandidateRequirementWeight = (typeof CANDIDATE_REQUIREMENT_WEIGHTS)[number];
export const candidateEvidenceSchema = z.object({
  /** The requirement in the job's words: a skill ("React"), years ("3+ years of experience") or a word. */
  requirement: z.string().min(1).max(200),
  weight: z.enum(CANDIDATE_REQUIREMENT_WEIGHTS),
  status: z.enum(CANDIDATE_EVIDENCE_STATUSES),
  /** The candidate information's own words that show, claim or relate to it (plain text; absent when not found). */
  quote: z.string().max(1000).optional(),
});
export type CandidateEvidence = z.infer<typeof candidateEvidenceSchema>;

export const candidateEvaluationSchema = z.object({
  /** Rich text limited to h1-h6, p, ul, ol, li, strong, em with no attributes (sanitized on the server). */
  evaluation: z.string().min(1),
  /** 0-100 fit of the candidate to the job. */
  score: z.number().int().min(0).max(100),
  /** One entry per requirement of the job. */
  evidence: z.array(candidateEvidenceSchema).max(100),
});
export interface CandidateSuggestionResponse {
  evaluation: string;
  /** 0-100 fit of the candidate to the job. */
  score: number;
  /** The same number as `score`, kept for older clients. */
  fitScore?: number;
  /** One entry per requirement of the job: shown, claimed, related or not found, with the quoted words. */
  evidence: CandidateEvidence[];
  source: AiSource;
  /** Which engine or provider, model and version judged (provenance). */
  engine?: AiEngineInfo;
}

// ---------- resume-create ----------
export const resumeCompanySchema = z.object({
  name: text('Company name', AI_LIMITS.shortText),
  position: text('Position', AI_LIMITS.shortText),
});

export const resumeRequestSchema = z.object({
  fullName: text('Full name', AI_LIMITS.shortText),
  currentPosition: text('Current position', AI_LIMITS.shortText),
  currentLength: z.coerce
    .number({ error: 'Experience must be a number' })
    .min(0, 'Experience cannot be negative')
    .max(AI_LIMITS.experienceMax, 'Experience is too large'),
  currentTechnologies: text('Technologies', 1000),
  companies: z.array(resumeCompanySchema, { error: 'Work experience must be a list' }).min(1, 'Add at least one company').max(AI_LIMITS.companies, 'At most 20 companies'),
  /** Kept for the spec's shape; unused. */
  headshot: z.string().max(2048).optional(),
});
export type ResumeRequest = z.input<typeof resumeRequestSchema>;
export type ResumeInput = z.output<typeof resumeRequestSchema>;

export const resumeResultSchema = z.object({
  fullName: z.string(),
  currentPosition: z.string(),
  currentTechnologies: z.string(),
  summary: z.string().min(1),
  companies: z.array(z.object({ name: z.string(), position: z.string() })),
  imageUrl: z.string(),
});
export type ResumeResult = z.infer<typeof resumeResultSchema> & { source: AiSource; engine?: AiEngineInfo };

/** Spec: AI errors carry an `error` field; `message` is kept too so every error has the product's one shape. */
export interface AiErrorBody {
  error: string;
  message: string;
}
