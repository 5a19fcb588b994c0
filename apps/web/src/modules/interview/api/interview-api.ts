import {
  AI_SOURCES,
  evaluationSchema,
  interviewQuestionSchema,
  MediaPaths,
  UPLOAD_FIELDS,
  type Application,
  type ErrorBody,
  type InterviewCompleteRequest,
  type InterviewResultReply,
  type Job,
  type MessageResponse,
} from '@hirewise/contracts';
import { z } from 'zod';
import { apiRequest } from '../../api/api-client';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../api/api-error';
import { AiCallPaths, HiringPaths, InterviewPaths } from '../../api/paths';
import { listMyApplications } from '../../applications/api/list-my-applications';
import { clearSession, getSession } from '../../session/utils/session-store';
import { defaultQuestion, questionRequest, type InterviewQuestionItem } from '../state/interview-machine';

const questionSchema = interviewQuestionSchema.extend({ source: z.enum(AI_SOURCES).optional() });
const evaluationReply = evaluationSchema.extend({ source: z.enum(AI_SOURCES).optional() });

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

/** One question for the job; on any failure the default question about the first skill (spec section 8). */
export async function getQuestion(job: Pick<Job, 'title' | 'skillsets'>, index: number, signal?: AbortSignal): Promise<InterviewQuestionItem> {
  try {
    const body = await apiRequest<unknown>(AiCallPaths.interviewQuestion, { method: 'POST', body: questionRequest(job, index), auth: true, signal });
    const parsed = questionSchema.parse(body);
    return { question: parsed.question, expectedAnswer: parsed.expectedAnswer, difficulty: parsed.difficulty, source: parsed.source ?? 'local' };
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    return defaultQuestion(job);
  }
}

export async function evaluateAnswer(request: { question: string; expectedAnswer: string; userAnswer: string }): Promise<{ score: number; feedback: string }> {
  const body = await apiRequest<unknown>(AiCallPaths.evaluateAnswer, { method: 'POST', body: request, auth: true });
  const parsed = evaluationReply.parse(body);
  return { score: parsed.score, feedback: parsed.feedback };
}

/** POST /api/interview-results: the fields, then the WebM recording last (the media service streams it). */
export async function submitInterviewResults(fields: Record<string, string>, video: Blob | null): Promise<{ _id: string; message: string }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (video && video.size > 0) form.append(UPLOAD_FIELDS.video, video, 'interview.webm');
  const token = getSession()?.token;
  let response: Response;
  try {
    response = await fetch(MediaPaths.interviewResults, { method: 'POST', body: form, headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }
  const payload = (await response.json().catch(() => undefined)) as (Partial<ErrorBody> & { _id?: string }) | undefined;
  if (!response.ok) {
    if (response.status === 401) clearSession();
    throw new ApiError(response.status, payload?.message ?? `${response.status}`);
  }
  return { _id: payload?._id ?? '', message: payload?.message ?? '' };
}

export function completeInterview(applicationId: string, interviewScore: number): Promise<unknown> {
  const body: InterviewCompleteRequest = { interviewCompleted: true, interviewScore };
  return apiRequest(InterviewPaths.complete(applicationId), { method: 'PUT', body, auth: true });
}

export function getInterviewResults(applicationId: string, signal?: AbortSignal): Promise<InterviewResultReply> {
  return apiRequest<InterviewResultReply>(InterviewPaths.results(applicationId), { auth: true, signal });
}

export function deleteInterviewVideo(applicationId: string): Promise<MessageResponse> {
  return apiRequest<MessageResponse>(InterviewPaths.video(applicationId), { method: 'DELETE', auth: true });
}
