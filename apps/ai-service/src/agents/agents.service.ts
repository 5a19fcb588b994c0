import { Inject, Injectable } from '@nestjs/common';
import { z } from 'zod';
import {
  candidateEvaluationSchema,
  candidateSuggestionRequestSchema,
  evaluateAnswerRequestSchema,
  answerEvidenceSchema,
  evaluationSchema,
  interviewQuestionRequestSchema,
  interviewQuestionSchema,
  learningPathRequestSchema,
  learningPathSchema,
  resumeRequestSchema,
  resumeResultSchema,
  type CandidateSuggestionInput,
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
import { checkEvaluation, evaluateAnswerCall, EVALUATE_ANSWER_PROMPT_VERSION } from './prompts/evaluate-answer.prompt';
import { interviewQuestionCall } from './prompts/interview-question.prompt';
import { learningPathCall } from './prompts/learning-path.prompt';
import { checkedCandidateEvidence, evidenceHtml, recruiterAgentCall, type LlmCandidateAnswer } from './prompts/recruiter-agent.prompt';
import { resumeCall } from './prompts/resume.prompt';

const candidateOutputSchema = candidateEvaluationSchema.extend({ fitScore: z.number().int().min(0).max(100).optional() });

/** The model's candidate evaluation as the response: checked evidence, sanitized HTML (with the evidence listed), fitScore = score. */
function candidateFromModel(answer: LlmCandidateAnswer, input: CandidateSuggestionInput) {
  const evidence = checkedCandidateEvidence(answer, input);
  const html = sanitizeEvaluationHtml(answer.evaluation).trim();
  // An empty evaluation stays empty (bad output); otherwise the evidence is listed when the model left it out.
  const evaluation = html && !/<h[1-6]>\s*Evidence\b/i.test(html) ? sanitizeEvaluationHtml(html + evidenceHtml(evidence)) : html;
  return { evaluation, score: answer.score, fitScore: answer.score, evidence };
}

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
      output: evaluationSchema.extend({ evidence: z.array(answerEvidenceSchema) }),
      promptVersion: EVALUATE_ANSWER_PROMPT_VERSION,
      llm: { ...evaluateAnswerCall(input), toOutput: (answer) => checkEvaluation(answer, input.userAnswer) },
      local: () => this.engine.evaluateAnswer(input),
    });
  }

  async learningPath(body: unknown): Promise<LearningPathResponse> {
    const input = parseOrThrow(learningPathRequestSchema, body);
    const { source, engine, ...learningPath } = await this.runner.run({
      agent: 'suggest-learning-path',
      output: learningPathSchema,
      llm: { ...learningPathCall(input), toOutput: (answer) => answer },
      local: () => this.engine.learningPath(input),
    });
    return { learningPath, source, engine };
  }

  /**
   * The evaluation is HTML: sanitized whoever wrote it; an answer that sanitizes to nothing counts as bad output.
   * Both ways answer `score` (= `fitScore`) and `evidence` per requirement; a model whose score contradicts its
   * own evidence, or whose quotes are not the candidate's words, is bad output too (issue 15): the local engine answers.
   */
  async suggestCandidate(body: unknown): Promise<CandidateSuggestionResponse> {
    const input = parseOrThrow(candidateSuggestionRequestSchema, body);
    return this.runner.run({
      agent: 'suggest-candidate',
      output: candidateOutputSchema,
      llm: { ...recruiterAgentCall(input), toOutput: (answer) => candidateFromModel(answer, input) },
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
