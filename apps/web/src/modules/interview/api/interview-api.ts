import { DIFFICULTIES } from '@hirewise/contracts/ai';
import { ANSWER_MODES, InterviewSessionPaths, type AnswerMode, type Application, type InterviewCompleteRequest, type InterviewResultReply, type InterviewReviewReply, type InterviewReviewRequest } from '@hirewise/contracts/applications';
import type { MessageResponse } from '@hirewise/contracts/common';
import type { ErrorBody } from '@hirewise/contracts/errors';
import type { Job } from '@hirewise/contracts/jobs';
import { MediaPaths, UPLOAD_FIELDS } from '@hirewise/contracts/media';
import { z } from 'zod';
import { apiRequest } from '../../api/api-client';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../api/api-error';
import { sendIdempotentWrite } from '../../api/idempotent-write';
import { HiringPaths, InterviewPaths } from '../../api/paths';
import { listMyApplications } from '../../applications/api/list-my-applications';
import { clearSession, getSession } from '../../session/utils/session-store';
import type { InterviewQuestionItem } from '../state/interview-machine';

const questionView = z.object({
  questionId: z.string(),
  question: z.string().min(1),
  difficulty: z.enum(DIFFICULTIES).or(z.string()),
  index: z.number().int().min(0),
  total: z.number().int().min(1),
  answered: z.number().int().min(0),
});
const answerView = z.object({
  questionId: z.string(),
  index: z.number().int(),
  total: z.number().int(),
  answered: z.number().int(),
  answerMode: z.enum(ANSWER_MODES),
  score: z.number(),
  feedback: z.string(),
});

export function getJob(jobId: string, signal?: AbortSignal): Promise<Job> {
  return apiRequest<Job>(HiringPaths.job(jobId), { auth: true, signal });
}

/** The applicant's own application to `jobId` (GET /api/applications, every page), or null. */
export async function findMyApplication(match: { jobId: string; applicationId?: string }, signal?: AbortSignal): Promise<Application | null> {
  const limit = 50;
  for (let page = 1; page <= 100; page += 1) {
    const { items, total } = await listMyApplications(page, limit, signal);
    const found = items.find((a) => (match.applicationId ? a._id === match.applicationId : a.jobId === match.jobId && a.status !== 'deleted' && a.status !== 'cancelled'));
    if (found) return found;
    if (items.length === 0 || page * limit >= total) return null;
  }
  return null;
}

/**
 * The interview's current question from the server (issue 15): drawn for this candidate, without
 * its expected answer; asking again gives the same one. The server falls back to the spec's
 * default question when question generation fails. Throws ApiError (409: every question answered).
 */
export async function nextQuestion(applicationId: string, signal?: AbortSignal): Promise<InterviewQuestionItem> {
  const body = await apiRequest<unknown>(InterviewSessionPaths.questions(applicationId), { method: 'POST', auth: true, signal, retries: false });
  const parsed = questionView.parse(body);
  return { questionId: parsed.questionId, question: parsed.question, difficulty: parsed.difficulty, index: parsed.index, total: parsed.total, answered: parsed.answered };
}

/** Sends an answer; the server evaluates it against the expected answer it keeps and stores the evaluation. */
export async function answerQuestion(
  applicationId: string,
  request: { questionId: string; answer: string; answerMode: AnswerMode },
): Promise<{ score: number; feedback: string; answered: number }> {
  const body = await apiRequest<unknown>(InterviewSessionPaths.answers(applicationId), { method: 'POST', body: request, auth: true });
  const parsed = answerView.parse(body);
  return { score: parsed.score, feedback: parsed.feedback, answered: parsed.answered };
}

/** POST /api/interview-results: the fields, then the WebM recording last (the media service streams it). */
export async function submitInterviewResults(fields: Record<string, string>, video: Blob | null): Promise<{ _id: string; message: string; overallScore: number | null }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (video && video.size > 0) form.append(UPLOAD_FIELDS.video, video, 'interview.webm');
  const token = getSession()?.token;
  let response: Response;
  try {
    // One Idempotency-Key for the submission, sent again after a lost answer or a 503: the interview is stored once.
    response = await sendIdempotentWrite((key) => fetch(MediaPaths.interviewResults, { method: 'POST', body: form, headers: { ...key, ...(token ? { Authorization: `Bearer ${token}` } : {}) } }));
  } catch {
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }
  const payload = (await response.json().catch(() => undefined)) as (Partial<ErrorBody> & { _id?: string; overallScore?: number }) | undefined;
  if (!response.ok) {
    if (response.status === 401) clearSession();
    throw new ApiError(response.status, payload?.message ?? `${response.status}`);
  }
  return { _id: payload?._id ?? '', message: payload?.message ?? '', overallScore: typeof payload?.overallScore === 'number' ? payload.overallScore : null };
}

/** Spec section 7's completion call; the server keeps its own score whatever `interviewScore` says. */
export function completeInterview(applicationId: string, interviewScore: number | null): Promise<unknown> {
  const body: InterviewCompleteRequest = interviewScore === null ? { interviewCompleted: true } : { interviewCompleted: true, interviewScore };
  return apiRequest(InterviewPaths.complete(applicationId), { method: 'PUT', body, auth: true });
}

export function getInterviewResults(applicationId: string, signal?: AbortSignal): Promise<InterviewResultReply> {
  return apiRequest<InterviewResultReply>(InterviewPaths.results(applicationId), { auth: true, signal });
}

export function deleteInterviewVideo(applicationId: string): Promise<MessageResponse> {
  return apiRequest<MessageResponse>(InterviewPaths.video(applicationId), { method: 'DELETE', auth: true });
}

/** The recruiter's review: mark reviewed, optionally override the overall score with a reason. */
export function reviewInterview(applicationId: string, body: InterviewReviewRequest): Promise<InterviewReviewReply> {
  return apiRequest<InterviewReviewReply>(InterviewSessionPaths.review(applicationId), { method: 'PUT', body, auth: true });
}
