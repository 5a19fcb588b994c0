/**
 * The accounts and resources the authorization matrix and the fuzzing run against: two applicants
 * and two recruiters, and jobs, applications, files and interview results owned by the "owner"
 * applicant and recruiter. Every write here is a real request through the gateway.
 */
import { randomBytes } from 'node:crypto';
import {
  ApiPaths,
  InterviewSessionPaths,
  type Application,
  type AuthResponse,
  type InterviewAnswerView,
  type InterviewQuestionView,
  type InterviewResultReply,
  type UploadResponse,
} from '@hirewise/contracts';
import { samples } from '@hirewise/testing';
import { uniqueEmail } from '../http';
import { decodePayload } from '../jwt';
import type { Reply, Send } from './client';
import type { LeakWatch } from './leak-watch';

/** The five callers of every matrix cell. */
export const CALLERS = ['anonymous', 'applicantOwner', 'applicantOther', 'recruiterOwner', 'recruiterOther'] as const;
export type Caller = (typeof CALLERS)[number];
export type SignedInCaller = Exclude<Caller, 'anonymous'>;

export interface Person {
  id: string;
  type: 'applicant' | 'recruiter';
  name: string;
  email: string;
  password: string;
  token: string;
}

export interface World {
  people: Record<SignedInCaller, Person>;
  jobs: {
    /** The owner recruiter's job the owner applicant applied to (status: applied). */
    main: string;
    /** Deleted by its owner in the matrix. */
    toDelete: string;
    /** Applied to by both applicants in the matrix. */
    toApply: string;
    /** The owner applicant was accepted and finished here: both may rate. */
    worked: string;
  };
  applications: {
    /** On the main job, applied: the owner recruiter shortlists it in the matrix. */
    onMain: string;
    /** Interview done, with video `videos.kept`. */
    interviewed: string;
    /** Interview done, with video `videos.toDelete` (deleted by the applicant in the matrix). */
    videoToDelete: string;
    /** Open for an interview: marked complete in the matrix. */
    toComplete: string;
    /** Open for an interview: submitted in the matrix. */
    toSubmit: string;
    /** Open for an interview, never started: the fuzzing's target (refused writes only). */
    forFuzz: string;
    /** Open for an interview of 2 questions, the first asked and not answered (`interviewQuestion`). */
    inProgress: string;
  };
  /** The asked, unanswered question of `applications.inProgress`: answered in the matrix. */
  interviewQuestion: string;
  /** The job of each application above, for interview submissions. */
  jobOf: Record<string, string>;
  files: { resume: string; photo: string };
  videos: { kept: string; toDelete: string };
  /** The owner applicant's saved search (its text matches no job of the suite: no alert changes anything). */
  savedSearch: string;
  /** The owner recruiter's webhook (to a closed port of 127.0.0.1: its deliveries fail and retry) and one delivery of it. */
  webhook: { id: string; delivery: string };
}

/** A saved search of the applicant owner whose text no job of the suite carries. */
export async function saveSearchOf(send: Send, person: Person, tag: string): Promise<string> {
  const body = { filters: { q: `never-matches-${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}` } };
  return (ok(await send({ method: 'POST', path: '/api/saved-searches', token: person.token, json: body }), 201, 'saved search').json as { id: string }).id;
}

/** A webhook of the recruiter to 127.0.0.1's discard port (the stacks allow 127.0.0.1 only; nothing listens there). */
export async function webhookOf(send: Send, person: Person): Promise<string> {
  return (ok(await send({ method: 'POST', path: '/api/webhooks', token: person.token, json: { url: 'http://127.0.0.1:9/matrix' } }), 201, 'webhook').json as { id: string }).id;
}

export const SAMPLE_VIDEO = samples.webm(Buffer.alloc(4 * 1024, 0x5a));
export const samplePdf = () => samples.pdf('Security Suite Resume');
export const samplePng = () => samples.png();

/** A password no answer or log line could contain by chance. */
export const freshPassword = (leaks: LeakWatch, tag = 'Pw') => leaks.secret(`${tag}-${randomBytes(9).toString('base64url')}!`);

function ok(reply: Reply, status: number, what: string): Reply {
  if (reply.status !== status) throw new Error(`${what}: expected ${status}, got ${reply.status} ${reply.text.slice(0, 300)}`);
  return reply;
}

export async function signup(send: Send, leaks: LeakWatch, type: Person['type'], name: string): Promise<Person> {
  const email = uniqueEmail(`security-${type}`);
  const password = freshPassword(leaks);
  const res = ok(await send({ method: 'POST', path: ApiPaths.signup, json: { type, email, password, name } }), 200, `signup ${name}`);
  const token = (res.json as AuthResponse).token;
  return { id: decodePayload(token).sub as string, type, name, email, password, token };
}

export async function postJob(send: Send, recruiter: Person, title: string, extra: Record<string, unknown> = {}): Promise<string> {
  const res = ok(await send({ method: 'POST', path: '/api/jobs', token: recruiter.token, json: { title, ...extra } }), 201, `post job ${title}`);
  return (res.json as { _id: string })._id;
}

/** Applies and returns the new application's id (read from the applicant's own list). */
export async function applyTo(send: Send, applicant: Person, jobId: string): Promise<string> {
  ok(await send({ method: 'POST', path: `/api/jobs/${jobId}/applications`, token: applicant.token, json: { sop: 'Security suite application.' } }), 201, `apply to ${jobId}`);
  const mine = ok(await send({ method: 'GET', path: '/api/applications?limit=200', token: applicant.token }), 200, 'list applications');
  const found = (mine.json as Application[]).find((a) => a.jobId === jobId);
  if (!found) throw new Error(`no application of ${applicant.name} to ${jobId}`);
  return found._id;
}

async function setStatus(send: Send, recruiter: Person, applicationId: string, status: string): Promise<void> {
  ok(await send({ method: 'PUT', path: `/api/applications/${applicationId}`, token: recruiter.token, json: { status } }), 200, `status ${status}`);
}

/**
 * The interview the server runs (issue 15): every question asked and answered, so the results can
 * be submitted. A submission without it is refused (409).
 */
async function answerInterview(send: Send, applicant: Person, applicationId: string): Promise<void> {
  for (let guard = 0; guard < 20; guard += 1) {
    const q = ok(await send({ method: 'POST', path: InterviewSessionPaths.questions(applicationId), token: applicant.token }), 200, 'interview question').json as InterviewQuestionView;
    const a = ok(
      await send({ method: 'POST', path: InterviewSessionPaths.answers(applicationId), token: applicant.token, json: { questionId: q.questionId, answer: 'Redaction by key, and never logging request bodies.', answerMode: 'typed' } }),
      201,
      'interview answer',
    ).json as InterviewAnswerView;
    if (a.answered >= a.total) return;
  }
  throw new Error('the interview did not end');
}

/** The multipart fields of an interview submission with one question (the server stores its own evaluations; the scores are ignored). */
export function interviewFields(jobId: string, applicationId: string): Record<string, string> {
  return {
    jobId,
    applicationId,
    questions: JSON.stringify(['How do you keep secrets out of logs?']),
    answers: JSON.stringify(['Redaction by key, and never logging request bodies.']),
    scores: JSON.stringify([75]),
    overallScore: '75',
  };
}

async function interviewWithVideo(send: Send, applicant: Person, recruiter: Person, jobId: string, applicationId: string): Promise<string> {
  await answerInterview(send, applicant, applicationId);
  const files = [{ field: 'video', content: SAMPLE_VIDEO, filename: 'interview.webm', type: 'video/webm' }];
  ok(await send({ method: 'POST', path: '/api/interview-results', token: applicant.token, form: { fields: interviewFields(jobId, applicationId), files } }), 201, 'interview submission');
  const read = ok(await send({ method: 'GET', path: `/api/applications/${applicationId}/interview-results`, token: recruiter.token }), 200, 'interview result');
  const videoId = (read.json as InterviewResultReply).result?.videoFileId;
  if (!videoId) throw new Error('the interview result has no video');
  return videoId;
}

async function upload(send: Send, person: Person, path: string, field: string, content: Buffer, filename: string): Promise<string> {
  const res = ok(await send({ method: 'POST', path, token: person.token, form: { files: [{ field, content, filename }] } }), 201, `upload to ${path}`);
  return (res.json as UploadResponse).filename;
}

export async function buildWorld(send: Send, leaks: LeakWatch): Promise<World> {
  const [applicantOwner, applicantOther, recruiterOwner, recruiterOther] = await Promise.all([
    signup(send, leaks, 'applicant', 'Asha Owner'),
    signup(send, leaks, 'applicant', 'Omar Other'),
    signup(send, leaks, 'recruiter', 'Rhea Owner'),
    signup(send, leaks, 'recruiter', 'Ravi Other'),
  ]);
  const a = applicantOwner;
  const r = recruiterOwner;
  const interview = { requiresInterview: true, interviewQuestions: 1 };
  const [main, toDelete, toApply, worked, jInterviewed, jVideo, jComplete, jSubmit, jFuzz, jInProgress] = await Promise.all([
    postJob(send, r, 'Security main job'),
    postJob(send, r, 'Security job to delete'),
    postJob(send, r, 'Security job to apply to'),
    postJob(send, r, 'Security worked job'),
    postJob(send, r, 'Security interview job', interview),
    postJob(send, r, 'Security video job', interview),
    postJob(send, r, 'Security complete job', interview),
    postJob(send, r, 'Security submit job', interview),
    postJob(send, r, 'Security fuzz job', interview),
    postJob(send, r, 'Security interview in progress', { requiresInterview: true, interviewQuestions: 3 }),
  ]);
  // Accepting cancels the applicant's other open applications: the worked job comes first.
  const onWorked = await applyTo(send, a, worked);
  for (const status of ['shortlisted', 'accepted', 'finished']) await setStatus(send, r, onWorked, status);

  const onMain = await applyTo(send, a, main);
  const interviewed = await applyTo(send, a, jInterviewed);
  const videoToDelete = await applyTo(send, a, jVideo);
  const toComplete = await applyTo(send, a, jComplete);
  const toSubmit = await applyTo(send, a, jSubmit);
  const forFuzz = await applyTo(send, a, jFuzz);
  const inProgress = await applyTo(send, a, jInProgress);
  const kept = await interviewWithVideo(send, a, r, jInterviewed, interviewed);
  const videoDeleted = await interviewWithVideo(send, a, r, jVideo, videoToDelete);
  // Submitted already: the matrix's completion only confirms it (it can never set a score).
  await answerInterview(send, a, toComplete);
  ok(await send({ method: 'POST', path: '/api/interview-results', token: a.token, form: { fields: interviewFields(jComplete, toComplete), files: [] } }), 201, 'interview submission');
  await answerInterview(send, a, toSubmit);
  const asked = ok(await send({ method: 'POST', path: InterviewSessionPaths.questions(inProgress), token: a.token }), 200, 'interview question').json as InterviewQuestionView;

  const savedSearch = await saveSearchOf(send, a, 'world');
  const webhook = await webhookOf(send, r);
  const ping = ok(await send({ method: 'POST', path: `/api/webhooks/${webhook}/ping`, token: r.token }), 200, 'webhook ping').json as { id: string };

  const resume = await upload(send, a, '/api/uploads/resume', 'resume', samplePdf(), 'asha-cv.pdf');
  const photo = await upload(send, a, '/upload/profile', 'profile', samplePng(), 'asha.png');

  return {
    people: { applicantOwner, applicantOther, recruiterOwner, recruiterOther },
    jobs: { main, toDelete, toApply, worked },
    applications: { onMain, interviewed, videoToDelete, toComplete, toSubmit, forFuzz, inProgress },
    interviewQuestion: asked.questionId,
    jobOf: { [onMain]: main, [interviewed]: jInterviewed, [videoToDelete]: jVideo, [toComplete]: jComplete, [toSubmit]: jSubmit, [forFuzz]: jFuzz, [inProgress]: jInProgress },
    files: { resume, photo },
    videos: { kept, toDelete: videoDeleted },
    savedSearch,
    webhook: { id: webhook, delivery: ping.id },
  };
}
