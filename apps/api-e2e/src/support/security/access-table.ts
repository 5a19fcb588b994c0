/**
 * THE authorization table: for every operation the gateway exposes (EXPOSED_OPERATIONS: its own
 * and the AI service's API under /ai; method + path), what each of the five callers gets, and the
 * one request that asks it. The matrix test runs every cell as a real request through the gateway
 * and fails when this table and EXPOSED_OPERATIONS differ in either direction.
 *
 * Columns: anonymous, applicant owner, applicant non-owner, recruiter owner, recruiter non-owner.
 * `owner` says what ownership means for the operation; where it does not apply ("none": public,
 * the caller's own account or lists, or a resource every signed-in user may read) the two columns
 * of a role are the same role and get the same answer. The product answers 403 to a signed-in
 * caller who is not the owner (it hides nothing behind 404: ids are UUIDs and not guessable).
 */
import { AI_PROXY_PREFIX, AiPaths, ApiPaths } from '@hirewise/contracts';
import type { MainStack } from '../main-stack';
import { unsubscribeTokenOf } from '../mailbox';
import type { SecurityRequest, Send } from './client';
import type { LeakWatch } from './leak-watch';
import { interviewFields, SAMPLE_VIDEO, samplePdf, samplePng, saveSearchOf, signup, webhookOf, type Caller, type Person, type World } from './world';

export type Statuses = readonly [anonymous: number, applicantOwner: number, applicantOther: number, recruiterOwner: number, recruiterOther: number];

export interface CellContext {
  world: World;
  send: Send;
  leaks: LeakWatch;
  /** The stack (its mailbox: the unsubscribe link of a mail the world caused); the matrix has it. */
  main?: MainStack;
}

export interface AccessRow {
  owner: string;
  expect: Statuses;
  request: (ctx: CellContext, caller: Caller) => SecurityRequest | Promise<SecurityRequest>;
}

export const NO_OWNER = 'none';

export function personOf(world: World, caller: Caller): Person | undefined {
  return caller === 'anonymous' ? undefined : world.people[caller];
}

const tokenOf = (world: World, caller: Caller) => personOf(world, caller)?.token;
const isRecruiter = (caller: Caller) => caller === 'recruiterOwner' || caller === 'recruiterOther';

/** A plain request as the caller (no token for anonymous). */
const as =
  (method: SecurityRequest['method'], path: (w: World) => string, json?: (w: World, caller: Caller) => unknown) =>
  ({ world }: CellContext, caller: Caller): SecurityRequest => ({ method, path: path(world), token: tokenOf(world, caller), json: json?.(world, caller) });

const row = (owner: string, expect: Statuses, request: AccessRow['request']): AccessRow => ({ owner, expect, request });

/** One of a user's notifications (they arrive from events: waits up to 15 s for the first). */
async function notificationOf(send: Send, token: string): Promise<string> {
  const until = Date.now() + 15_000;
  for (;;) {
    const reply = await send({ method: 'GET', path: '/api/notifications?limit=1', token });
    // A refused token (a deleted account in the revocation test): any id, the request is refused first.
    if (reply.status === 401 || reply.status === 403) return '00000000-0000-4000-8000-000000000000';
    const [first] = (reply.json ?? []) as { id: string }[];
    if (first) return first.id;
    if (Date.now() > until) throw new Error('the applicant owner has no notification to read');
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** A saved search the applicant owner has just made (to delete); with a refused token (a deleted account), the world's. */
async function freshSavedSearchOf(send: Send, world: World): Promise<string> {
  const probe = await send({ method: 'GET', path: '/api/saved-searches', token: world.people.applicantOwner.token });
  if (probe.status === 401 || probe.status === 403) return world.savedSearch;
  return saveSearchOf(send, world.people.applicantOwner, 'delete');
}

/**
 * The applicant owner's finished application (on `jobs.worked`): a bulk change can only refuse it,
 * so its row changes nothing whatever the order the cells run in.
 */
async function finishedApplicationOf(send: Send, world: World): Promise<string> {
  const reply = await send({ method: 'GET', path: '/api/applications?limit=200', token: world.people.applicantOwner.token });
  // A refused token (a deleted account in the revocation test): any id, the request is refused first.
  if (reply.status === 401 || reply.status === 403) return '00000000-0000-4000-8000-000000000000';
  const found = ((reply.json ?? []) as { _id: string; jobId: string }[]).find((a) => a.jobId === world.jobs.worked);
  if (!found) throw new Error('the applicant owner has no application on the worked job');
  return found._id;
}

/** Each download kind, for GET and HEAD alike. */
function fileRows(method: 'GET' | 'HEAD'): Record<string, AccessRow> {
  const fileOwner = "the file's owner (applicant), and the recruiters the owner applied to (recruiter)";
  const videoOwner = "the interview's applicant, and the recruiter the applicant applied to";
  return {
    [`${method} /api/download/resume/{file}`]: row(fileOwner, [401, 200, 403, 200, 403], as(method, (w) => `/api/download/resume/${w.files.resume}`)),
    [`${method} /api/download/profile/{file}`]: row(`${NO_OWNER}: photos are for any signed-in user`, [401, 200, 200, 200, 200], as(method, (w) => `/api/download/profile/${w.files.photo}`)),
    [`${method} /api/download/interview/{id}`]: row(videoOwner, [401, 200, 403, 200, 403], as(method, (w) => `/api/download/interview/${w.videos.kept}`)),
    [`${method} /api/stream/interview/{id}`]: row(videoOwner, [401, 200, 403, 200, 403], as(method, (w) => `/api/stream/interview/${w.videos.kept}`)),
  };
}

/** A valid body of each AI call (the fuzzing mutates these too). */
export const AI_BODIES: Record<string, Record<string, unknown>> = {
  [AiPaths.interviewQuestion]: { jobTitle: 'Backend Engineer', skills: ['Node.js'], experience: 2, currentQuestion: 1 },
  [AiPaths.evaluateAnswer]: { question: 'What is an index?', expectedAnswer: 'A structure that speeds up lookups.', userAnswer: 'It makes lookups faster.' },
  [AiPaths.learningPath]: { skill: 'SQL', learningGoal: 'Write safe queries' },
  [AiPaths.suggestCandidate]: { companyDescription: 'A small product company.', candidateInfo: 'Five years of Node.js.', jobDescription: 'Backend engineer, Node.js.' },
  [AiPaths.createResume]: { fullName: 'Asha Owner', currentPosition: 'Engineer', currentLength: 3, currentTechnologies: 'Node.js', companies: [{ name: 'Acme', position: 'Engineer' }] },
};

const anyone: Statuses = [200, 200, 200, 200, 200];
const signedIn: Statuses = [401, 200, 200, 200, 200];
const applicants = (ok: number): Statuses => [401, ok, ok, 403, 403];
const recruiters = (ok: number): Statuses => [401, 403, 403, ok, ok];

export const ACCESS_TABLE: Record<string, AccessRow> = {
  // ---------- auth: public, the token (if any) is ignored ----------
  [`POST ${ApiPaths.signup}`]: row(`${NO_OWNER}: public`, anyone, async ({ world, leaks }, caller) => ({
    method: 'POST',
    path: ApiPaths.signup,
    token: tokenOf(world, caller),
    json: { type: 'applicant', email: `matrix.${caller}.${Date.now()}@hirewise-e2e.test`, password: leaks.secret(`Matrix-${caller}-${Date.now()}-pw`), name: 'Matrix Signup' },
  })),
  [`POST ${ApiPaths.login}`]: row(`${NO_OWNER}: public (each caller logs in as themselves; anonymous as the applicant owner)`, anyone, ({ world }, caller) => {
    const person = personOf(world, caller) ?? world.people.applicantOwner;
    return { method: 'POST', path: ApiPaths.login, token: tokenOf(world, caller), json: { email: person.email, password: person.password } };
  }),

  // ---------- the caller's own account ----------
  [`GET ${ApiPaths.user}`]: row(`${NO_OWNER}: the caller's own profile`, signedIn, as('GET', () => ApiPaths.user)),
  [`PUT ${ApiPaths.user}`]: row(`${NO_OWNER}: the caller's own profile`, signedIn, as('PUT', () => ApiPaths.user, (w, c) => ({ name: personOf(w, c)?.name ?? 'Hijacked' }))),
  [`DELETE ${ApiPaths.user}`]: row(`${NO_OWNER}: the caller's own account (applicants get a fresh account each, deleted with its password)`, applicants(200), async ({ world, send, leaks }, caller) => {
    if (caller === 'anonymous') return { method: 'DELETE', path: ApiPaths.user, json: { password: world.people.applicantOwner.password } };
    const person = isRecruiter(caller) ? world.people[caller] : await signup(send, leaks, 'applicant', `Disposable ${caller}`);
    return { method: 'DELETE', path: ApiPaths.user, token: person.token, json: { password: person.password } };
  }),
  [`GET ${ApiPaths.user}/export`]: row(`${NO_OWNER}: the caller's own data`, applicants(200), as('GET', () => `${ApiPaths.user}/export`)),
  [`GET ${ApiPaths.selfIdentification}`]: row(`${NO_OWNER}: the caller's own answers`, applicants(200), as('GET', () => ApiPaths.selfIdentification)),
  [`PUT ${ApiPaths.selfIdentification}`]: row(`${NO_OWNER}: the caller's own answers`, applicants(200), as('PUT', () => ApiPaths.selfIdentification, () => ({ sex: 'prefer-not-to-say' }))),

  // ---------- jobs ----------
  'GET /api/jobs': row(`${NO_OWNER}: the public list`, signedIn, as('GET', () => '/api/jobs?limit=5')),
  'POST /api/jobs': row(`${NO_OWNER}: any recruiter posts`, recruiters(201), as('POST', () => '/api/jobs', () => ({ title: 'Matrix posted job' }))),
  'GET /api/jobs/{id}': row(`${NO_OWNER}: any signed-in user reads any job`, signedIn, as('GET', (w) => `/api/jobs/${w.jobs.main}`)),
  'GET /api/jobs/suggest': row(`${NO_OWNER}: type-ahead over open jobs`, signedIn, as('GET', () => '/api/jobs/suggest?q=sec')),
  'GET /api/jobs/facets': row(`${NO_OWNER}: counts over open jobs`, signedIn, as('GET', () => '/api/jobs/facets?jobType=Full%20Time')),
  'GET /api/public/jobs/{id}': row(`${NO_OWNER}: public, an open job's page data`, anyone, as('GET', (w) => ApiPaths.publicJob(w.jobs.main))),
  'PUT /api/jobs/{id}': row("the job's recruiter", [401, 403, 403, 200, 403], as('PUT', (w) => `/api/jobs/${w.jobs.main}`, () => ({ title: 'Security main job', salary: 1000 }))),
  'DELETE /api/jobs/{id}': row("the job's recruiter", [401, 403, 403, 200, 403], as('DELETE', (w) => `/api/jobs/${w.jobs.toDelete}`)),

  // ---------- applications ----------
  'POST /api/jobs/{id}/applications': row(`${NO_OWNER}: any applicant applies to an open job`, applicants(201), as('POST', (w) => `/api/jobs/${w.jobs.toApply}/applications`, () => ({ sop: 'Matrix application.' }))),
  'GET /api/applications': row(`${NO_OWNER}: the caller's own applications`, applicants(200), as('GET', () => '/api/applications')),
  'PUT /api/applications/{id}': row("the recruiter of the application's job", [401, 403, 403, 200, 403], as('PUT', (w) => `/api/applications/${w.applications.onMain}`, () => ({ status: 'shortlisted' }))),
  // Per item, not per request: another recruiter gets 200 with every item refused (docs/decisions.md).
  'POST /api/applications/bulk-status': row("per item: the recruiter of each application's job; any recruiter gets 200, another's items refused", recruiters(200), async ({ world, send }, caller) => ({
    method: 'POST',
    path: '/api/applications/bulk-status',
    token: tokenOf(world, caller),
    json: { applicationIds: [await finishedApplicationOf(send, world)], status: 'rejected' },
  })),
  'GET /api/applicants': row("the job's recruiter", [401, 403, 403, 200, 403], as('GET', (w) => `/api/applicants?jobId=${w.jobs.main}`)),
  [`GET ${ApiPaths.insightsFunnel}`]: row("the job's recruiter (counts only, no candidate named)", [401, 403, 403, 200, 403], as('GET', (w) => `${ApiPaths.insightsFunnel}?jobId=${w.jobs.main}`)),
  [`GET ${ApiPaths.insightsAdverseImpact}`]: row("the job's recruiter (counts only, no candidate named)", [401, 403, 403, 200, 403], as('GET', (w) => `${ApiPaths.insightsAdverseImpact}?jobId=${w.jobs.main}`)),
  'GET /api/jobs/{id}/ai-audit': row("the job's recruiter", [401, 403, 403, 200, 403], as('GET', (w) => ApiPaths.jobAiAudit(w.jobs.main))),
  // The application in progress: asking changes nothing else about it (the matrix's answer there still goes through).
  'POST /api/applications/{id}/human-interview-request': row('the applicant of the application', [401, 200, 403, 403, 403], as('POST', (w) => ApiPaths.humanInterviewRequest(w.applications.inProgress))),
  'POST /api/applications/{id}/human-interview-request/handled': row("the recruiter of the application's job (the applicant owner asks first)", [401, 403, 403, 200, 403], async ({ world, send }, caller) => {
    await send({ method: 'POST', path: ApiPaths.humanInterviewRequest(world.applications.inProgress), token: world.people.applicantOwner.token });
    return { method: 'POST', path: ApiPaths.humanInterviewHandled(world.applications.inProgress), token: tokenOf(world, caller) };
  }),
  'GET /api/applications/{id}/history': row("the application's applicant, and the job's recruiter", [401, 200, 403, 200, 403], as('GET', (w) => `/api/applications/${w.applications.onMain}/history`)),

  // ---------- notifications (issue 18) ----------
  'GET /api/notifications': row(`${NO_OWNER}: the caller's own notifications`, signedIn, as('GET', () => '/api/notifications?limit=5')),
  'GET /api/notifications/unread-count': row(`${NO_OWNER}: the caller's own count`, signedIn, as('GET', () => '/api/notifications/unread-count')),
  'PUT /api/notifications/read-all': row(`${NO_OWNER}: the caller's own notifications`, signedIn, as('PUT', () => '/api/notifications/read-all')),
  'PUT /api/notifications/{id}/read': row("the notification's recipient (the applicant owner's)", [401, 200, 403, 403, 403], async ({ world, send }, caller) => ({
    method: 'PUT',
    path: `/api/notifications/${await notificationOf(send, world.people.applicantOwner.token)}/read`,
    token: tokenOf(world, caller),
  })),
  'GET /api/notifications/preferences': row(`${NO_OWNER}: the caller's own preferences`, signedIn, as('GET', () => '/api/notifications/preferences')),
  'PUT /api/notifications/preferences': row(`${NO_OWNER}: the caller's own preferences`, signedIn, as('PUT', () => '/api/notifications/preferences', () => ({ email: {} }))),
  // Public: the signed token of a mail is the credential, whoever (if anyone) is signed in.
  'POST /api/notifications/unsubscribe': row(`${NO_OWNER}: public, the token of a mail to the applicant owner`, anyone, async ({ world, main }, caller) => {
    if (!main) throw new Error('the unsubscribe row needs the stack (its mailbox)');
    const [mail] = await main.mailbox.waitFor(world.people.applicantOwner.email, (mails) => mails.length > 0);
    if (!mail) throw new Error('no mail reached the applicant owner');
    return { method: 'POST', path: `/api/notifications/unsubscribe?token=${encodeURIComponent(unsubscribeTokenOf(mail))}`, token: tokenOf(world, caller) };
  }),
  // ---------- saved searches and webhooks (issue 18) ----------
  'GET /api/saved-searches': row(`${NO_OWNER}: the caller's own saved searches`, applicants(200), as('GET', () => '/api/saved-searches')),
  'POST /api/saved-searches': row(`${NO_OWNER}: any applicant saves a search (a new text each time)`, applicants(201), async ({ world }, caller) => ({
    method: 'POST',
    path: '/api/saved-searches',
    token: tokenOf(world, caller),
    json: { filters: { q: `matrix-${caller}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}` } },
  })),
  'PUT /api/saved-searches/{id}': row("the saved search's applicant", [401, 200, 403, 403, 403], as('PUT', (w) => `/api/saved-searches/${w.savedSearch}`, () => ({ digest: 'weekly' }))),
  // Refused cells ask for the world's saved search (refusals run first and must change nothing); the owner's
  // cell (last) deletes one it has just made.
  'DELETE /api/saved-searches/{id}': row("the saved search's applicant", [401, 200, 403, 403, 403], async ({ world, send }, caller) => ({
    method: 'DELETE',
    path: `/api/saved-searches/${caller === 'applicantOwner' ? await freshSavedSearchOf(send, world) : world.savedSearch}`,
    token: tokenOf(world, caller),
  })),
  'GET /api/webhooks': row(`${NO_OWNER}: the caller's own webhooks`, recruiters(200), as('GET', () => '/api/webhooks')),
  'POST /api/webhooks': row(`${NO_OWNER}: any recruiter registers a webhook`, recruiters(201), as('POST', () => '/api/webhooks', () => ({ url: 'http://127.0.0.1:9/matrix-new', events: ['job.deleted'] }))),
  'PUT /api/webhooks/{id}': row("the webhook's recruiter", [401, 403, 403, 200, 403], as('PUT', (w) => `/api/webhooks/${w.webhook.id}`, () => ({ description: 'Matrix hook' }))),
  'DELETE /api/webhooks/{id}': row("the webhook's recruiter", [401, 403, 403, 200, 403], async ({ world, send }, caller) => ({
    method: 'DELETE',
    path: `/api/webhooks/${caller === 'recruiterOwner' ? await webhookOf(send, world.people.recruiterOwner) : world.webhook.id}`,
    token: tokenOf(world, caller),
  })),
  'POST /api/webhooks/{id}/rotate-secret': row("the webhook's recruiter", [401, 403, 403, 200, 403], as('POST', (w) => `/api/webhooks/${w.webhook.id}/rotate-secret`)),
  'POST /api/webhooks/{id}/ping': row("the webhook's recruiter", [401, 403, 403, 200, 403], as('POST', (w) => `/api/webhooks/${w.webhook.id}/ping`)),
  'GET /api/webhooks/{id}/deliveries': row("the webhook's recruiter", [401, 403, 403, 200, 403], as('GET', (w) => `/api/webhooks/${w.webhook.id}/deliveries`)),
  'POST /api/webhooks/{id}/deliveries/{deliveryId}/redeliver': row("the webhook's recruiter", [401, 403, 403, 200, 403], as('POST', (w) => `/api/webhooks/${w.webhook.id}/deliveries/${w.webhook.delivery}/redeliver`)),
  'GET /api/rating': row(`${NO_OWNER}: the caller's own rating of a job (applicant) or an applicant (recruiter)`, signedIn, ({ world }, caller) => ({
    method: 'GET',
    path: `/api/rating?id=${isRecruiter(caller) ? world.people.applicantOwner.id : world.jobs.worked}`,
    token: tokenOf(world, caller),
  })),
  'PUT /api/rating': row('the applicant who worked the job (applicant); the recruiter the applicant worked for (recruiter)', [401, 200, 403, 200, 403], ({ world }, caller) => ({
    method: 'PUT',
    path: '/api/rating',
    token: tokenOf(world, caller),
    json: isRecruiter(caller) ? { applicantId: world.people.applicantOwner.id, rating: 4 } : { jobId: world.jobs.worked, rating: 4 },
  })),

  // ---------- interviews ----------
  'POST /api/applications/{id}/interview/questions': row("the application's applicant", [401, 200, 403, 403, 403], as('POST', (w) => `/api/applications/${w.applications.inProgress}/interview/questions`)),
  'POST /api/applications/{id}/interview/answers': row(
    "the application's applicant",
    [401, 201, 403, 403, 403],
    as('POST', (w) => `/api/applications/${w.applications.inProgress}/interview/answers`, (w) => ({ questionId: w.interviewQuestion, answer: 'A matrix answer about secrets and logs.', answerMode: 'typed' })),
  ),
  'PUT /api/applications/{id}/interview-results/review': row(
    "the recruiter of the application's job",
    [401, 403, 403, 200, 403],
    as('PUT', (w) => `/api/applications/${w.applications.interviewed}/interview-results/review`, () => ({ overrideScore: 55, reason: 'Matrix review.' })),
  ),
  'PUT /api/applications/{id}/interview-complete': row("the application's applicant", [401, 200, 403, 403, 403], as('PUT', (w) => `/api/applications/${w.applications.toComplete}/interview-complete`, () => ({ interviewCompleted: true, interviewScore: 70 }))),
  'GET /api/applications/{id}/interview-results': row("the application's applicant, and the job's recruiter", [401, 200, 403, 200, 403], as('GET', (w) => `/api/applications/${w.applications.interviewed}/interview-results`)),
  // Issue 21: who played or downloaded the recording; refused as the results are.
  'GET /api/applications/{id}/recording-access': row("the application's applicant, and the job's recruiter", [401, 200, 403, 200, 403], as('GET', (w) => ApiPaths.recordingAccess(w.applications.interviewed))),
  'DELETE /api/applications/{id}/interview-results/video': row("the application's applicant", [401, 200, 403, 403, 403], as('DELETE', (w) => `/api/applications/${w.applications.videoToDelete}/interview-results/video`)),
  'GET /api/interview-results': row(`${NO_OWNER}: the caller's own results (applicant) or those of the caller's jobs (recruiter)`, signedIn, as('GET', () => '/api/interview-results')),
  'POST /api/interview-results': row("the application's applicant", [401, 201, 403, 403, 403], ({ world }, caller) => ({
    method: 'POST',
    path: '/api/interview-results',
    token: tokenOf(world, caller),
    form: {
      fields: interviewFields(world.jobOf[world.applications.toSubmit], world.applications.toSubmit),
      files: [{ field: 'video', content: SAMPLE_VIDEO, filename: 'matrix.webm', type: 'video/webm' }],
    },
  })),

  // ---------- files ----------
  'POST /api/uploads/resume': row(`${NO_OWNER}: the caller's own resume`, applicants(201), ({ world }, caller) => ({
    method: 'POST',
    path: '/api/uploads/resume',
    token: tokenOf(world, caller),
    form: { files: [{ field: 'resume', content: samplePdf(), filename: 'matrix.pdf' }] },
  })),
  'POST /upload/profile': row(`${NO_OWNER}: the caller's own photo`, applicants(201), ({ world }, caller) => ({
    method: 'POST',
    path: '/upload/profile',
    token: tokenOf(world, caller),
    form: { files: [{ field: 'profile', content: samplePng(), filename: 'matrix.png' }] },
  })),
  ...fileRows('GET'),
  ...fileRows('HEAD'),
  'POST /api/stream/interview/{id}/link': row("the interview's applicant, and the recruiter the applicant applied to", [401, 200, 403, 200, 403], as('POST', (w) => `/api/stream/interview/${w.videos.kept}/link`)),

  // ---------- AI: the gateway's routes, and the AI service's own API through the /ai proxy ----------
  ...Object.fromEntries(
    Object.entries(AI_BODIES).flatMap(([path, body]) =>
      [path, `${AI_PROXY_PREFIX}${path}`].map((at) => [
        `POST ${at}`,
        row(`${NO_OWNER}: stateless answers`, path === AiPaths.suggestCandidate ? recruiters(200) : signedIn, as('POST', () => at, () => body)),
      ]),
    ),
  ),
  [`GET ${AI_PROXY_PREFIX}${AiPaths.docs}`]: row(`${NO_OWNER}: public`, anyone, as('GET', () => `${AI_PROXY_PREFIX}${AiPaths.docs}`)),
  [`GET ${AI_PROXY_PREFIX}${AiPaths.openApi}`]: row(`${NO_OWNER}: public`, anyone, as('GET', () => `${AI_PROXY_PREFIX}${AiPaths.openApi}`)),

  // ---------- operations ----------
  'GET /health': row(`${NO_OWNER}: public`, anyone, as('GET', () => '/health')),
  [`GET ${ApiPaths.health}`]: row(`${NO_OWNER}: public`, anyone, as('GET', () => ApiPaths.health)),
  'GET /ready': row(`${NO_OWNER}: public`, anyone, as('GET', () => '/ready')),
  'GET /api/docs': row(`${NO_OWNER}: public`, anyone, as('GET', () => '/api/docs')),
  'GET /api/docs/openapi.json': row(`${NO_OWNER}: public`, anyone, as('GET', () => '/api/docs/openapi.json')),
};

