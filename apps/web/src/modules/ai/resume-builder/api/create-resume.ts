import { resumeResultSchema, type AiSource, type ResumeInput, type ResumeResult } from '@hirewise/contracts/ai';
import { RESUME_REQUEST_TIMEOUT_MS } from '@hirewise/contracts/constants';
import { AiCallPaths } from '@/modules/api/paths';
import { clearSession, getSession } from '@/modules/session/utils/session-store';
import { AiMessages, AiUiMessages } from '../../shared/utils/ai-messages';

/** A failed resume creation, with the text to show (spec section 8, Resume creation). */
export class ResumeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ResumeError';
  }
}

function errorText(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { error, message } = body as { error?: unknown; message?: unknown };
  if (typeof error === 'string' && error.trim() !== '') return error;
  if (typeof message === 'string' && message.trim() !== '') return message;
  return undefined;
}

function hasErrorField(body: object): boolean {
  const { error } = body as { error?: unknown };
  return error !== undefined && error !== null && error !== '';
}

/**
 * The four rules of spec section 8 for an answer under 500 (and the 5xx case):
 * - 400: the server's error text, or 'Invalid form data';
 * - no body, or a body with an error field: 'Failed to create resume';
 * - 500 and above: the error text, or 'Server error occurred'.
 * Beyond the spec, any other non-2xx or a body that is not a resume also gives 'Failed to create resume'.
 */
export function interpretResumeResponse(status: number, body: unknown): ResumeResult {
  if (status >= 500) throw new ResumeError(errorText(body) ?? AiMessages.resumeServerError);
  if (status === 400) throw new ResumeError(errorText(body) ?? AiMessages.resumeInvalidForm);
  if (typeof body !== 'object' || body === null || hasErrorField(body) || status < 200 || status >= 300) throw new ResumeError(AiMessages.resumeFailed);
  const parsed = resumeResultSchema.safeParse(body);
  if (!parsed.success) throw new ResumeError(AiMessages.resumeFailed);
  const { source } = body as { source?: AiSource };
  return { ...parsed.data, source: source === 'llm' ? 'llm' : 'local' };
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * POST {AI service}/api/resume-create with a 15 s time-out (spec section 7). Every status under 500 is
 * read as an answer, so the 400 text and the error field reach the rules above.
 */
export async function createResume(request: ResumeInput, timeoutMs: number = RESUME_REQUEST_TIMEOUT_MS): Promise<ResumeResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const headers: Record<string, string> = { Accept: 'application/json', 'Content-Type': 'application/json' };
  const token = getSession()?.token;
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    const response = await fetch(AiCallPaths.resumeCreate, { method: 'POST', headers, body: JSON.stringify(request), signal: controller.signal });
    // As everywhere in the app, a refused token ends the session (the screen then asks to log in).
    if (token && response.status === 401) clearSession();
    return interpretResumeResponse(response.status, await readBody(response));
  } catch (error) {
    if (error instanceof ResumeError) throw error;
    if (controller.signal.aborted) throw new ResumeError(AiUiMessages.resumeTimedOut);
    throw new ResumeError(AiMessages.resumeServerError);
  } finally {
    clearTimeout(timer);
  }
}
