import { Inject, Injectable } from '@nestjs/common';
import { z } from 'zod';
import {
  aiEngineInfoSchema,
  AI_SOURCES,
  answerEvidenceSchema,
  DIFFICULTIES,
  INTERVIEW,
  Patterns,
  type AiEngineInfo,
  type AiSource,
  type AnswerEvidence,
  type Difficulty,
  type EvaluateAnswerRequest,
  type InterviewQuestionRequest,
} from '@hirewise/contracts';
import { ClientRegistry, DomainError, LOGGER, type Logger } from '@hirewise/server-kit';

/** The AI service may spend AI_TIMEOUT_MS on the LLM, then answer from the local engine: wait that long plus this. */
export const AI_CALL_MARGIN_MS = 5000;
const DEFAULT_AI_TIMEOUT_MS = 20_000;

/** When the AI service says nothing about its engine (older builds): the local engine, version unknown. */
export const UNKNOWN_ENGINE: AiEngineInfo = { name: 'local', version: 'unknown' };
const MAX_EVIDENCE = 30;

export interface DrawnQuestion {
  question: string;
  expectedAnswer: string;
  difficulty: Difficulty;
  focusArea: string | null;
  /** `fallback`: the AI service failed and the spec's default question is asked. */
  source: AiSource | 'fallback';
  engine: AiEngineInfo | null;
}

export interface AnswerEvaluation {
  score: number;
  feedback: string;
  evidence: AnswerEvidence[];
  engine: AiEngineInfo;
  source: AiSource;
}

/** The AI service's answers, checked field by field: a missing or malformed extra never breaks an interview. */
const questionReply = z.object({
  question: z.string().trim().min(1).max(10000),
  expectedAnswer: z.string().trim().min(1).max(10000),
  difficulty: z.enum(DIFFICULTIES).catch('intermediate'),
  focusArea: z.string().max(200).optional().catch(undefined),
  source: z.enum(AI_SOURCES).catch('local'),
  engine: aiEngineInfoSchema.optional().catch(undefined),
});
const evaluationReply = z.object({
  score: z.number().min(0).max(100),
  feedback: z.string().trim().min(1).max(5000),
  source: z.enum(AI_SOURCES).catch('local'),
  engine: aiEngineInfoSchema.optional().catch(undefined),
  evidence: z.array(z.unknown()).optional().catch(undefined),
});

export function aiTimeoutMs(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.AI_TIMEOUT_MS);
  return Number.isInteger(value) && value >= 100 ? value : DEFAULT_AI_TIMEOUT_MS;
}

/**
 * The applications service's calls to the AI service for the interview it runs (issue 15): the
 * existing `ai.interview-question.get.v1` and `ai.answer.evaluate.v1` over the broker. The expected
 * answers stay in this service; the applicant never sees them.
 */
@Injectable()
export class InterviewAi {
  private readonly timeoutMs = aiTimeoutMs() + AI_CALL_MARGIN_MS;

  constructor(
    private readonly clients: ClientRegistry,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** The question numbered `currentQuestion` for the job; null when the AI service failed (the caller falls back). */
  async question(job: { title: string; skills: string[] }, currentQuestion: number): Promise<DrawnQuestion | null> {
    const request: InterviewQuestionRequest = { jobTitle: job.title, skills: job.skills, experience: INTERVIEW.experience, currentQuestion };
    try {
      const reply = await this.clients.get('ai').send(Patterns.ai.interviewQuestion, request, this.timeoutMs);
      const parsed = questionReply.safeParse(reply);
      if (!parsed.success) {
        this.logger.warn({ currentQuestion, issue: parsed.error.issues[0]?.message }, 'interview question: the AI service answered outside the schema');
        return null;
      }
      const { question, expectedAnswer, difficulty, focusArea, source, engine } = parsed.data;
      return { question, expectedAnswer, difficulty, focusArea: focusArea ?? null, source, engine: engine ?? null };
    } catch (err) {
      this.logger.warn({ err, currentQuestion }, 'interview question: the AI service failed, the default question is asked');
      return null;
    }
  }

  /** The AI service's evaluation of an answer against the expected answer this service keeps; 503 when it cannot. */
  async evaluate(request: EvaluateAnswerRequest, failureMessage: string): Promise<AnswerEvaluation> {
    let reply: unknown;
    try {
      reply = await this.clients.get('ai').send(Patterns.ai.evaluateAnswer, request, this.timeoutMs);
    } catch (err) {
      this.logger.warn({ err }, 'interview answer: the AI service could not evaluate it');
      throw new DomainError('SERVICE_UNAVAILABLE', failureMessage);
    }
    const parsed = evaluationReply.safeParse(reply);
    if (!parsed.success) {
      this.logger.warn({ issue: parsed.error.issues[0]?.message }, 'interview answer: the evaluation is outside the schema');
      throw new DomainError('SERVICE_UNAVAILABLE', failureMessage);
    }
    const { score, feedback, source, engine, evidence } = parsed.data;
    return {
      score: Math.round(score),
      feedback,
      source,
      engine: engine ?? (source === 'llm' ? { name: 'llm', version: 'unknown' } : UNKNOWN_ENGINE),
      evidence: validEvidence(evidence ?? []),
    };
  }
}

/** The evidence items that fit the contract, at most MAX_EVIDENCE. */
function validEvidence(items: unknown[]): AnswerEvidence[] {
  const out: AnswerEvidence[] = [];
  for (const item of items) {
    const parsed = answerEvidenceSchema.safeParse(item);
    if (parsed.success) out.push(parsed.data);
    if (out.length >= MAX_EVIDENCE) break;
  }
  return out;
}
