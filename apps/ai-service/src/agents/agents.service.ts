import { Inject, Injectable } from '@nestjs/common';
import { z } from 'zod';
import {
  candidateEvaluationSchema,
  candidateSuggestionRequestSchema,
  evaluateAnswerRequestSchema,
  evaluationSchema,
  interviewQuestionRequestSchema,
  interviewQuestionSchema,
  learningPathRequestSchema,
  learningPathSchema,
  resumeRequestSchema,
  resumeResultSchema,
  type CandidateSuggestionResponse,
  type Evaluation,
  type InterviewQuestion,
  type LearningPathResponse,
  type ResumeResult,
} from '@hirewise/contracts';
import { sanitizeEvaluationHtml, type LocalEngine } from '@hirewise/ai-engine';
import { parseOrThrow } from '@hirewise/server-kit';
import { AgentRunner } from '../providers/agent-runner';
import { LOCAL_ENGINE } from '../providers/tokens';
import { evaluateAnswerCall } from './prompts/evaluate-answer.prompt';
import { interviewQuestionCall } from './prompts/interview-question.prompt';
import { learningPathCall } from './prompts/learning-path.prompt';
import { recruiterAgentCall } from './prompts/recruiter-agent.prompt';
import { resumeCall } from './prompts/resume.prompt';

const candidateOutputSchema = candidateEvaluationSchema.extend({ fitScore: z.number().int().min(0).max(100).optional() });

/**
 * The five agents. Each validates its input with the contracts schema (400 naming the field), asks
 * the LLM or the local engine, and parses the answer with the output schema. The broker handlers
 * and the HTTP API both call these.
 */
@Injectable()
export class AgentsService {
  constructor(
    @Inject(LOCAL_ENGINE) private readonly engine: LocalEngine,
    private readonly runner: AgentRunner,
  ) {}

  async interviewQuestion(body: unknown): Promise<InterviewQuestion> {
    const input = parseOrThrow(interviewQuestionRequestSchema, body);
    return this.runner.run({
      agent: 'interview-question',
      output: interviewQuestionSchema,
      llm: { ...interviewQuestionCall(input), toOutput: (answer) => answer },
      local: () => this.engine.interviewQuestion(input),
    });
  }

  async evaluateAnswer(body: unknown): Promise<Evaluation> {
    const input = parseOrThrow(evaluateAnswerRequestSchema, body);
    return this.runner.run({
      agent: 'evaluate-answer',
      output: evaluationSchema,
      llm: { ...evaluateAnswerCall(input), toOutput: (answer) => answer },
      local: () => this.engine.evaluateAnswer(input),
    });
  }

  async learningPath(body: unknown): Promise<LearningPathResponse> {
    const input = parseOrThrow(learningPathRequestSchema, body);
    const { source, ...learningPath } = await this.runner.run({
      agent: 'suggest-learning-path',
      output: learningPathSchema,
      llm: { ...learningPathCall(input), toOutput: (answer) => answer },
      local: () => this.engine.learningPath(input),
    });
    return { learningPath, source };
  }

  /** The evaluation is HTML: sanitized whoever wrote it; an answer that sanitizes to nothing counts as bad output. */
  async suggestCandidate(body: unknown): Promise<CandidateSuggestionResponse> {
    const input = parseOrThrow(candidateSuggestionRequestSchema, body);
    return this.runner.run({
      agent: 'suggest-candidate',
      output: candidateOutputSchema,
      llm: { ...recruiterAgentCall(input), toOutput: (answer) => ({ ...answer, evaluation: sanitizeEvaluationHtml(answer.evaluation).trim() }) },
      local: () => {
        const result = this.engine.suggestCandidate(input);
        return { ...result, evaluation: sanitizeEvaluationHtml(result.evaluation) };
      },
    });
  }

  /** The model writes the summary; the other fields are the user's own, laid out by the engine. */
  async createResume(body: unknown): Promise<ResumeResult> {
    const input = parseOrThrow(resumeRequestSchema, body);
    return this.runner.run({
      agent: 'resume-create',
      output: resumeResultSchema,
      llm: { ...resumeCall(input), toOutput: (answer) => ({ ...this.engine.createResume(input), summary: answer.summary.trim() }) },
      local: () => this.engine.createResume(input),
    });
  }
}
