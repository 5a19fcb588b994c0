import { AI_SOURCES, evaluationSchema, interviewQuestionSchema, type EvaluateAnswerRequest, type InterviewQuestionRequest } from '@hirewise/contracts/ai';
import { SKILL_ASSESSMENT } from '@hirewise/contracts/constants';
import { z } from 'zod';
import { apiRequest } from '@/modules/api/api-client';
import { ApiError } from '@/modules/api/api-error';
import { AiCallPaths } from '@/modules/api/paths';
import { withRetry, type Sleep } from '../utils/retry';

/** The question as the assessment uses it; the focus area is read when the service sends one. */
const assessmentQuestionSchema = interviewQuestionSchema.extend({
  focusArea: z.string().min(1).optional(),
  source: z.enum(AI_SOURCES).optional(),
});
export type AssessmentQuestion = z.infer<typeof assessmentQuestionSchema>;

const assessmentEvaluationSchema = evaluationSchema.extend({ source: z.enum(AI_SOURCES).optional() });
export type AssessmentEvaluation = z.infer<typeof assessmentEvaluationSchema>;

/** A malformed answer from the service. */
export class UnexpectedAnswerError extends Error {}

function parse<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new UnexpectedAnswerError('Unexpected answer from the AI service');
  return parsed.data;
}

export async function getInterviewQuestion(request: InterviewQuestionRequest, signal?: AbortSignal): Promise<AssessmentQuestion> {
  const body = await apiRequest<unknown>(AiCallPaths.interviewQuestion, { method: 'POST', body: request, auth: true, signal, retries: false });
  return parse(assessmentQuestionSchema, body);
}

/** A request the server refused (400, 401, 403...) fails the same way again; only those are not retried. */
function isWorthRetrying(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500;
}

/** Spec section 7: the assessment's question fetch is tried up to 3 times, waiting 1 s then 2 s. */
export function getInterviewQuestionWithRetry(request: InterviewQuestionRequest, options: { signal?: AbortSignal; sleep?: Sleep } = {}): Promise<AssessmentQuestion> {
  return withRetry(() => getInterviewQuestion(request, options.signal), {
    attempts: SKILL_ASSESSMENT.fetchRetries,
    delaysMs: SKILL_ASSESSMENT.fetchBackoffMs,
    shouldRetry: isWorthRetrying,
    signal: options.signal,
    sleep: options.sleep,
  });
}

export async function evaluateAnswer(request: EvaluateAnswerRequest, signal?: AbortSignal): Promise<AssessmentEvaluation> {
  const body = await apiRequest<unknown>(AiCallPaths.evaluateAnswer, { method: 'POST', body: request, auth: true, signal, retries: false });
  return parse(assessmentEvaluationSchema, body);
}
