import { Body, Controller, HttpCode, Inject, Post, UseGuards } from '@nestjs/common';
import type { z } from 'zod';
import {
  AiPaths,
  candidateSuggestionRequestSchema,
  evaluateAnswerRequestSchema,
  interviewQuestionRequestSchema,
  learningPathRequestSchema,
  Patterns,
  resumeRequestSchema,
  type CandidateSuggestionResponse,
  type Evaluation,
  type InterviewQuestion,
  type LearningPathResponse,
  type ResumeResult,
} from '@hirewise/contracts';
import { ClientRegistry, parseOrThrow } from '@hirewise/server-kit';
import { Roles } from '../auth/auth.decorators';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';
import { AiRateLimitGuard } from '../http-hardening/ai-rate-limit';

/** The AI service may spend AI_TIMEOUT_MS on the LLM and then answer locally: wait that long plus this. */
export const AI_TIMEOUT_MARGIN_MS = 5000;

/**
 * Spec section 7's AI calls on the product's own host, answered by the AI service over the broker.
 * Signed-in users of either type; suggest-candidate is for recruiters. Errors carry the spec's
 * `error` field next to `message` (the global AllExceptionsFilter, for every `isAiCallPath`). Each
 * call counts against the user's AI budget (AI_RATE_LIMIT per AI_RATE_WINDOW_MS, shared with /ai): 429.
 */
@Controller()
@UseGuards(AiRateLimitGuard)
export class AiRoutesController {
  private readonly timeoutMs: number;

  constructor(
    private readonly clients: ClientRegistry,
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
  ) {
    this.timeoutMs = config.AI_TIMEOUT_MS + AI_TIMEOUT_MARGIN_MS;
  }

  @Post(AiPaths.interviewQuestion)
  @HttpCode(200)
  interviewQuestion(@Body() body: unknown): Promise<InterviewQuestion> {
    return this.ask(Patterns.ai.interviewQuestion, interviewQuestionRequestSchema, body);
  }

  @Post(AiPaths.evaluateAnswer)
  @HttpCode(200)
  evaluateAnswer(@Body() body: unknown): Promise<Evaluation> {
    return this.ask(Patterns.ai.evaluateAnswer, evaluateAnswerRequestSchema, body);
  }

  @Post(AiPaths.learningPath)
  @HttpCode(200)
  learningPath(@Body() body: unknown): Promise<LearningPathResponse> {
    return this.ask(Patterns.ai.learningPath, learningPathRequestSchema, body);
  }

  /** My jobs calls this on the product's host; the Recruiter Agent uses the AI service's own (/ai/api/...). */
  @Post(AiPaths.suggestCandidate)
  @HttpCode(200)
  @Roles('recruiter')
  suggestCandidate(@Body() body: unknown): Promise<CandidateSuggestionResponse> {
    return this.ask(Patterns.ai.suggestCandidate, candidateSuggestionRequestSchema, body);
  }

  @Post(AiPaths.createResume)
  @HttpCode(200)
  createResume(@Body() body: unknown): Promise<ResumeResult> {
    return this.ask(Patterns.ai.createResume, resumeRequestSchema, body);
  }

  private async ask<R, S extends z.ZodType>(pattern: string, schema: S, body: unknown): Promise<R> {
    const input = parseOrThrow(schema, body);
    return this.clients.get('ai').send<R, z.output<S>>(pattern, input, this.timeoutMs);
  }
}
