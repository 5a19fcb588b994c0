/**
 * Property-based fuzzing (fast-check) of every write operation of EXPOSED_OPERATIONS (POST, PUT,
 * DELETE), as the caller the operation would let in, so only the input decides. Every generated
 * request is invalid by construction and must get a 4xx with a JSON message (the exact one the
 * gateway's rules give where they are deterministic), never a 5xx or a stack trace; after each
 * batch every database and the file store are as before. The same mutations that the schema
 * happens to accept are sent too: they must get the documented 2xx with the documented body, or a
 * refusal of the domain (409, 403), never a 5xx. Last, valid bodies carrying hostile text (injection
 * strings, unicode, lone surrogates) are legitimate writes: what is read back is what was sent.
 *
 * The seed is fixed (SECURITY_FUZZ_SEED overrides it; fast-check prints seed and path on failure)
 * and SECURITY_FUZZ_RUNS scales the number of runs.
 */
import fc from 'fast-check';
import type { z } from 'zod';
import {
  AI_PROXY_PREFIX,
  AiPaths,
  ApiPaths,
  applicantUpdateSchema,
  evaluateAnswerRequestSchema,
  jobsQuerySchema,
  Messages,
  nulCharacterMessage,
  nulFieldOf,
  formatZodError,
  PrivacyMessages,
  recruiterUpdateSchema,
  type Job,
  type UserProfile,
} from '@hirewise/contracts';
import { EXPOSED_OPERATIONS } from './operations';
import type { Reply, SecurityRequest } from './client';
import { AI_BODIES } from './access-table';
import { refusalShapeProblems, type SecurityContext } from './context';
import { stateChanges } from './db-state';
import { jsonCandidates, predict, schemaKeys, validMutants, type JsonTarget, type Refusal } from './fuzz-json';
import { multipartCandidates, type MultipartTarget } from './fuzz-multipart';
import { garbageId, hostileText } from './fuzz-values';
import { operationKey } from './matrix-scenarios';
import { interviewFields, signup, type Person, type World } from './world';

export const FUZZ_SEED = Number(process.env.SECURITY_FUZZ_SEED ?? 20261122);
const SCALE = Number(process.env.SECURITY_FUZZ_RUNS ?? 1);
export const runs = (n: number) => Math.max(1, Math.round(n * SCALE));
/** Runs per JSON write operation, per id-bearing operation, per multipart operation, per valid-hostile property. */
export const RUNS = { json: runs(30), ids: runs(12), multipart: runs(25), hostile: runs(15), validMutants: runs(12) } as const;

/** Every write operation and how the fuzzing reaches it. */
interface WriteTarget {
  key: string;
  /** Who sends it: a caller the operation lets in. */
  as: (w: World) => Person | undefined;
  path: (w: World) => string;
  /** The JSON body: the operation's schema and a valid body (missing: the operation has no body). */
  json?: Omit<JsonTarget, 'keys'>;
  /** The path with another id in place of the resource's, and the kind of resource the id names. */
  pathWithId?: (id: string) => string;
  idKind?: IdKind;
  multipart?: (w: World) => MultipartTarget;
}

const bodySchema = (key: string): z.ZodType => {
  const op = EXPOSED_OPERATIONS.find((o) => operationKey(o) === key);
  if (op?.body?.kind !== 'json') throw new Error(`${key} has no JSON body in EXPOSED_OPERATIONS`);
  return op.body.schema;
};


type IdKind = 'job' | 'application' | 'video' | 'notification' | 'savedSearch' | 'webhook';

/** Every id of the world by kind: an id of another kind names nothing on a route (404). */
function idsByKind(w: World): Record<IdKind | 'other', string[]> {
  return {
    job: Object.values(w.jobs),
    application: Object.values(w.applications),
    video: Object.values(w.videos),
    notification: [],
    savedSearch: [w.savedSearch],
    webhook: [w.webhook.id],
    other: [w.people.applicantOwner.id, w.people.recruiterOwner.id, w.files.resume, w.files.photo],
  };
}

/** The fuzzing's own accounts: one to (not) delete, one to log in as. */
interface FuzzPeople {
  deletable: Person;
}

function writeTargets(people: () => FuzzPeople): WriteTarget[] {
  const A = (w: World) => w.people.applicantOwner;
  const R = (w: World) => w.people.recruiterOwner;
  const json = (key: string, valid: Record<string, unknown>, schema = bodySchema(key), rawIssueMessage = false) => ({ schema, valid, rawIssueMessage });
  return [
    { key: `POST ${ApiPaths.signup}`, as: () => undefined, path: () => ApiPaths.signup, json: json(`POST ${ApiPaths.signup}`, { type: 'applicant', email: 'fuzz.signup@hirewise-e2e.test', password: 'Fuzz-signup-pass-1', name: 'Fuzz' }) },
    { key: `POST ${ApiPaths.login}`, as: () => undefined, path: () => ApiPaths.login, json: json(`POST ${ApiPaths.login}`, { email: 'fuzz.login@hirewise-e2e.test', password: 'Fuzz-login-pass-1' }) },
    { key: `PUT ${ApiPaths.user}`, as: A, path: () => ApiPaths.user, json: json(`PUT ${ApiPaths.user}`, { name: 'Asha Owner', skills: ['Go'] }, applicantUpdateSchema) },
    { key: `PUT ${ApiPaths.user} (recruiter)`, as: R, path: () => ApiPaths.user, json: json(`PUT ${ApiPaths.user}`, { name: 'Rhea Owner', bio: 'Hiring', contactNumber: '' }, recruiterUpdateSchema) },
    { key: `PUT ${ApiPaths.selfIdentification}`, as: A, path: () => ApiPaths.selfIdentification, json: json(`PUT ${ApiPaths.selfIdentification}`, { sex: 'prefer-not-to-say', ageBand: '40-54' }) },
    { key: `DELETE ${ApiPaths.user}`, as: () => people().deletable, path: () => ApiPaths.user, json: json(`DELETE ${ApiPaths.user}`, { password: 'not-the-password' }) },
    { key: 'POST /api/jobs', as: R, path: () => '/api/jobs', json: json('POST /api/jobs', { title: 'Fuzz job', salary: 1000, maxApplicants: 10, maxPositions: 2, jobType: 'Part Time', duration: 3, skillsets: ['Go'], interviewQuestions: 3, requiresInterview: false }) },
    {
      key: 'PUT /api/jobs/{id}',
      as: R,
      path: (w) => `/api/jobs/${w.jobs.main}`,
      pathWithId: (id) => `/api/jobs/${id}`,
      idKind: 'job',
      json: json('PUT /api/jobs/{id}', { title: 'Security main job', salary: 1000, deadline: new Date(Date.now() + 30 * 86_400_000).toISOString() }),
    },
    { key: 'DELETE /api/jobs/{id}', as: R, path: (w) => `/api/jobs/${w.jobs.main}`, pathWithId: (id) => `/api/jobs/${id}`, idKind: 'job' },
    {
      key: 'POST /api/jobs/{id}/applications',
      as: (w) => w.people.applicantOther,
      path: (w) => `/api/jobs/${w.jobs.main}/applications`,
      pathWithId: (id) => `/api/jobs/${id}/applications`,
      idKind: 'job',
      json: json('POST /api/jobs/{id}/applications', { sop: 'A statement.' }, bodySchema('POST /api/jobs/{id}/applications'), true),
    },
    { key: 'PUT /api/applications/{id}', as: R, path: (w) => `/api/applications/${w.applications.forFuzz}`, pathWithId: (id) => `/api/applications/${id}`, idKind: 'application', json: json('PUT /api/applications/{id}', { status: 'shortlisted' }) },
    // An id that names no application: the schema decides, and a valid mutant can only be refused per item.
    { key: 'POST /api/applications/bulk-status', as: R, path: () => '/api/applications/bulk-status', json: json('POST /api/applications/bulk-status', { applicationIds: ['00000000-0000-4000-8000-000000000000'], status: 'rejected' }) },
    { key: 'PUT /api/notifications/{id}/read', as: A, path: () => '/api/notifications/00000000-0000-4000-8000-000000000000/read', pathWithId: (id) => `/api/notifications/${id}/read`, idKind: 'notification' },
    { key: 'PUT /api/notifications/read-all', as: A, path: () => '/api/notifications/read-all' },
    { key: 'PUT /api/notifications/preferences', as: A, path: () => '/api/notifications/preferences', json: json('PUT /api/notifications/preferences', { email: { 'application.finished': true } }) },
    { key: 'POST /api/notifications/unsubscribe', as: () => undefined, path: () => '/api/notifications/unsubscribe', json: json('POST /api/notifications/unsubscribe', { token: 'eyJ1IjoieCIsInQiOiJhbGwifQ.not-a-signature' }) },
    { key: 'POST /api/saved-searches', as: A, path: () => '/api/saved-searches', json: json('POST /api/saved-searches', { name: 'Fuzz search', filters: { q: 'fuzz-never-matches', jobType: ['Part Time'], salaryMin: 1000, salaryMax: 90000, duration: 3 }, digest: 'weekly' }) },
    { key: 'PUT /api/saved-searches/{id}', as: A, path: (w) => `/api/saved-searches/${w.savedSearch}`, pathWithId: (id) => `/api/saved-searches/${id}`, idKind: 'savedSearch', json: json('PUT /api/saved-searches/{id}', { name: 'Fuzz renamed', digest: 'daily' }) },
    { key: 'DELETE /api/saved-searches/{id}', as: A, path: (w) => `/api/saved-searches/${w.savedSearch}`, pathWithId: (id) => `/api/saved-searches/${id}`, idKind: 'savedSearch' },
    { key: 'POST /api/webhooks', as: R, path: () => '/api/webhooks', json: json('POST /api/webhooks', { url: 'http://127.0.0.1:9/fuzz', events: ['job.created'], description: 'Fuzz hook' }) },
    { key: 'PUT /api/webhooks/{id}', as: R, path: (w) => `/api/webhooks/${w.webhook.id}`, pathWithId: (id) => `/api/webhooks/${id}`, idKind: 'webhook', json: json('PUT /api/webhooks/{id}', { events: ['job.created', 'job.deleted'], active: true, description: 'Fuzz' }) },
    { key: 'DELETE /api/webhooks/{id}', as: R, path: (w) => `/api/webhooks/${w.webhook.id}`, pathWithId: (id) => `/api/webhooks/${id}`, idKind: 'webhook' },
    { key: 'POST /api/webhooks/{id}/rotate-secret', as: R, path: (w) => `/api/webhooks/${w.webhook.id}/rotate-secret`, pathWithId: (id) => `/api/webhooks/${id}/rotate-secret`, idKind: 'webhook' },
    { key: 'POST /api/webhooks/{id}/ping', as: R, path: (w) => `/api/webhooks/${w.webhook.id}/ping`, pathWithId: (id) => `/api/webhooks/${id}/ping`, idKind: 'webhook' },
    {
      key: 'POST /api/webhooks/{id}/deliveries/{deliveryId}/redeliver',
      as: R,
      path: (w) => `/api/webhooks/${w.webhook.id}/deliveries/${w.webhook.delivery}/redeliver`,
      pathWithId: (id) => `/api/webhooks/${id}/deliveries/00000000-0000-4000-8000-000000000000/redeliver`,
      idKind: 'webhook',
    },
    { key: 'PUT /api/rating', as: A, path: () => '/api/rating', json: json('PUT /api/rating', { jobId: '00000000-0000-4000-8000-000000000000', rating: 3 }) },
    {
      key: 'PUT /api/applications/{id}/interview-complete',
      as: A,
      path: (w) => `/api/applications/${w.applications.forFuzz}/interview-complete`,
      pathWithId: (id) => `/api/applications/${id}/interview-complete`,
      idKind: 'application',
      json: json('PUT /api/applications/{id}/interview-complete', { interviewCompleted: true, interviewScore: 50 }),
    },
    {
      key: 'POST /api/applications/{id}/interview/questions',
      as: A,
      path: (w) => `/api/applications/${w.applications.forFuzz}/interview/questions`,
      pathWithId: (id) => `/api/applications/${id}/interview/questions`,
      idKind: 'application',
    },
    {
      key: 'POST /api/applications/{id}/interview/answers',
      as: A,
      path: (w) => `/api/applications/${w.applications.forFuzz}/interview/answers`,
      pathWithId: (id) => `/api/applications/${id}/interview/answers`,
      idKind: 'application',
      json: json('POST /api/applications/{id}/interview/answers', { questionId: '00000000-0000-4000-8000-000000000000', answer: 'A fuzz answer.', answerMode: 'typed' }),
    },
    {
      key: 'PUT /api/applications/{id}/interview-results/review',
      as: R,
      path: (w) => `/api/applications/${w.applications.forFuzz}/interview-results/review`,
      pathWithId: (id) => `/api/applications/${id}/interview-results/review`,
      idKind: 'application',
      json: json('PUT /api/applications/{id}/interview-results/review', { overrideScore: 60, reason: 'Fuzz review.' }),
    },
    {
      key: 'POST /api/applications/{id}/human-interview-request',
      as: A,
      path: (w) => ApiPaths.humanInterviewRequest(w.applications.forFuzz),
      pathWithId: (id) => ApiPaths.humanInterviewRequest(id),
      idKind: 'application',
    },
    {
      key: 'POST /api/applications/{id}/human-interview-request/handled',
      as: R,
      path: (w) => ApiPaths.humanInterviewHandled(w.applications.forFuzz),
      pathWithId: (id) => ApiPaths.humanInterviewHandled(id),
      idKind: 'application',
    },
    { key: 'DELETE /api/applications/{id}/interview-results/video', as: A, path: (w) => `/api/applications/${w.applications.forFuzz}/interview-results/video`, pathWithId: (id) => `/api/applications/${id}/interview-results/video`, idKind: 'application' },
    { key: 'POST /api/stream/interview/{id}/link', as: A, path: (w) => `/api/stream/interview/${w.videos.kept}/link`, pathWithId: (id) => `/api/stream/interview/${id}/link`, idKind: 'video' },
    { key: 'POST /api/interview-results', as: A, path: () => '/api/interview-results', multipart: (w) => ({ kind: 'interview-video', field: 'video', fields: interviewFields(w.jobOf[w.applications.forFuzz], w.applications.forFuzz) }) },
    { key: 'POST /api/uploads/resume', as: A, path: () => '/api/uploads/resume', multipart: () => ({ kind: 'resume', field: 'resume' }) },
    { key: 'POST /upload/profile', as: A, path: () => '/upload/profile', multipart: () => ({ kind: 'profile', field: 'profile' }) },
    ...Object.entries(AI_BODIES).flatMap(([path, valid]): WriteTarget[] =>
      [path, `${AI_PROXY_PREFIX}${path}`].map((at) => ({ key: `POST ${at}`, as: path === AiPaths.suggestCandidate ? R : A, path: () => at, json: json(`POST ${at}`, valid) })),
    ),
  ];
}

const isAi = (key: string) => EXPOSED_OPERATIONS.some((op) => operationKey(op) === key && op.aiErrors);

function methodOf(key: string): SecurityRequest['method'] {
  return key.split(' ')[0] as SecurityRequest['method'];
}

/** What is wrong with a reply to a refused request (empty when it is right). */
function refusalProblems(reply: Reply, expected: Refusal | { status: number; anyOf: readonly string[] }, ai: boolean): string[] {
  const problems = refusalShapeProblems(reply);
  const message = reply.json?.message;
  const wanted = 'message' in expected ? [expected.message] : expected.anyOf;
  if (reply.status !== expected.status || !wanted.includes(message)) problems.push(`got ${reply.status} ${JSON.stringify(message)}, wanted ${expected.status} ${wanted.map((m) => JSON.stringify(m)).join(' or ')}`);
  if (ai && reply.json?.error !== message) problems.push('the AI error body must carry the same error and message');
  return problems;
}

const short = (text: string) => (text.length > 300 ? `${text.slice(0, 300)}... (${text.length} chars)` : text);

export function describeFuzzing(ctx: SecurityContext): void {
  describe(`fuzzing every write operation (fast-check, seed ${FUZZ_SEED})`, () => {
    let people: FuzzPeople;
    const targets = writeTargets(() => people);
    const writes = EXPOSED_OPERATIONS.filter((op) => ['post', 'put', 'delete'].includes(op.method)).map(operationKey);

    beforeAll(async () => {
      people = { deletable: await signup(ctx.send, ctx.leaks, 'applicant', 'Fuzz Deletable') };
    });

    it('covers every POST, PUT and DELETE operation of EXPOSED_OPERATIONS', () => {
      const covered = new Set(targets.map((t) => t.key.replace(/ \(.*\)$/, '')));
      expect(writes.filter((k) => !covered.has(k))).toEqual([]);
    });

    const jsonTargets = targets.filter((t) => t.json);
    it.each(jsonTargets.map((t) => [t.key, t] as const))('%s: broken JSON bodies are refused with the exact 4xx, nothing changes', async (key, target) => {
      const w = ctx.world;
      const spec: JsonTarget = { ...target.json!, keys: schemaKeys(target.json!.schema, target.json!.valid) };
      const token = target.as(w)?.token;
      const path = target.path(w);
      const before = await ctx.store.settled();
      await fc.assert(
        fc.asyncProperty(jsonCandidates(spec), async (candidate) => {
          const reply = await ctx.send({ method: methodOf(key), path, token, raw: { body: candidate.text, contentType: 'application/json' } });
          const problems = refusalProblems(reply, candidate.expected, isAi(key));
          if (problems.length > 0) throw new Error(`${candidate.kind}: ${problems.join('; ')}\nbody sent: ${short(candidate.text)}`);
        }),
        { numRuns: RUNS.json, seed: FUZZ_SEED },
      );
      expect(stateChanges(before, await ctx.store.settled())).toEqual([]);
    });

    it('valid-shaped wrong credentials and confirmation passwords are refused (401 login, 403 deletion), nothing changes', async () => {
      const w = ctx.world;
      const before = await ctx.store.settled();
      const password = fc.oneof(hostileText, fc.string({ minLength: 1, maxLength: 200 })).filter((p) => p.length > 0);
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(w.people.applicantOwner.email, w.people.recruiterOther.email, 'nobody@hirewise-e2e.test'), password, async (email, guess) => {
          const login = predict({ schema: bodySchema(`POST ${ApiPaths.login}`), valid: {}, keys: [] }, JSON.stringify({ email, password: guess }));
          const expected = login === 'valid' ? { status: 401, message: Messages.invalidCredentials } : login;
          const reply = await ctx.send({ method: 'POST', path: ApiPaths.login, json: { email, password: guess } });
          const problems = refusalProblems(reply, expected, false);
          if (problems.length > 0) throw new Error(`login: ${problems.join('; ')}`);
        }),
        { numRuns: RUNS.hostile, seed: FUZZ_SEED },
      );
      await fc.assert(
        fc.asyncProperty(password, async (guess) => {
          const verdict = predict({ schema: bodySchema(`DELETE ${ApiPaths.user}`), valid: {}, keys: [] }, JSON.stringify({ password: guess }));
          const expected = verdict === 'valid' ? { status: 403, message: PrivacyMessages.wrongPassword } : verdict;
          const reply = await ctx.send({ method: 'DELETE', path: ApiPaths.user, token: people.deletable.token, json: { password: guess } });
          const problems = refusalProblems(reply, expected, false);
          if (problems.length > 0) throw new Error(`deletion: ${problems.join('; ')}`);
        }),
        { numRuns: RUNS.hostile, seed: FUZZ_SEED + 1 },
      );
      expect(stateChanges(before, await ctx.store.settled())).toEqual([]);
    });

    const idTargets = targets.filter((t) => t.pathWithId);
    it.each(idTargets.map((t) => [t.key, t] as const))('%s: ids that name nothing of that kind are 404, nothing changes', async (key, target) => {
      const w = ctx.world;
      const otherIds = Object.entries(idsByKind(w))
        .filter(([kind]) => kind !== target.idKind)
        .flatMap(([, ids]) => ids);
      const own = target.path(w);
      const before = await ctx.store.settled();
      await fc.assert(
        fc.asyncProperty(
          garbageId(otherIds)
            .map((id) => encodeURIComponent(id))
            .filter((id) => id !== '.' && id !== '..' && target.pathWithId!(id) !== own),
          async (id) => {
            const body = target.json ? { json: target.json.valid } : {};
            const reply = await ctx.send({ method: methodOf(key), path: target.pathWithId!(id), token: target.as(w)?.token, ...body });
            const problems = refusalShapeProblems(reply);
            if (reply.status !== 404) problems.push(`status ${reply.status}: ${reply.text.slice(0, 200)}`);
            if (problems.length > 0) throw new Error(`id ${id}: ${problems.join('; ')}`);
          },
        ),
        { numRuns: RUNS.ids, seed: FUZZ_SEED },
      );
      expect(stateChanges(before, await ctx.store.settled())).toEqual([]);
    });

    const multipartTargets = targets.filter((t) => t.multipart);
    it.each(multipartTargets.map((t) => [t.key, t] as const))('%s: garbage parts, wrong field names and broken forms are refused, nothing is stored', async (key, target) => {
      const w = ctx.world;
      const before = await ctx.store.settled();
      await fc.assert(
        fc.asyncProperty(multipartCandidates(target.multipart!(w)), async (candidate) => {
          const reply = await ctx.send({ method: 'POST', path: target.path(w), token: target.as(w)?.token, ...candidate.request });
          const problems = refusalProblems(reply, candidate.expected, false);
          if (problems.length > 0) throw new Error(`${candidate.kind}: ${problems.join('; ')}`);
        }),
        { numRuns: RUNS.multipart, seed: FUZZ_SEED },
      );
      expect(stateChanges(before, await ctx.store.settled())).toEqual([]);
    });

    /**
     * Mutants the schema accepts reach the services: they are legitimate writes, or refusals of the
     * domain (409 already applied, 403 not yours). Never a 5xx: this is where a value the schema
     * lets through but the database cannot hold would show (a deadline in the year 33658 did).
     */
    const VALID_MUTANT_SKIPPED = new Set([`DELETE ${ApiPaths.user}`, 'PUT /api/applications/{id}']);
    const mutantTargets = jsonTargets.filter((t) => !VALID_MUTANT_SKIPPED.has(t.key));
    it.each(mutantTargets.map((t) => [t.key, t] as const))('%s: bodies the schema accepts get the documented 2xx or a domain 4xx, never a 5xx', async (key, target) => {
      const w = ctx.world;
      const op = EXPOSED_OPERATIONS.find((o) => operationKey(o) === key.replace(/ \(.*\)$/, ''))!;
      const spec: JsonTarget = { ...target.json!, keys: schemaKeys(target.json!.schema, target.json!.valid) };
      await fc.assert(
        fc.asyncProperty(validMutants(spec), async (mutant) => {
          const reply = await ctx.send({ method: methodOf(key), path: target.path(w), token: target.as(w)?.token, raw: { body: mutant.text, contentType: 'application/json' } });
          const problems: string[] = [];
          if (reply.status >= 500) problems.push(`status ${reply.status}`);
          else if (reply.status >= 400) problems.push(...refusalShapeProblems(reply));
          else if (reply.status !== op.ok.status) problems.push(`status ${reply.status}, documented ${op.ok.status}`);
          else if (op.ok.schema && !op.ok.schema.safeParse(reply.json).success) problems.push(`a body unlike the documented one: ${reply.text.slice(0, 200)}`);
          if (problems.length > 0) throw new Error(`${mutant.kind}: ${problems.join('; ')}\nbody sent: ${short(mutant.text)}\nanswer: ${reply.text.slice(0, 300)}`);
        }),
        { numRuns: RUNS.validMutants, seed: FUZZ_SEED },
      );
    });

    describe('valid bodies with hostile text are stored as the text sent (legitimate writes)', () => {
      /** What the server holds for a string that arrived through JSON: lone surrogates become U+FFFD in UTF-8. */
      const asStored = (text: string) => Buffer.from(text, 'utf8').toString('utf8');

      it('PUT /api/user: a name is stored and read back exactly (trimmed), or refused with the schema\'s message', async () => {
        const a = ctx.world.people.applicantOwner;
        await fc.assert(
          fc.asyncProperty(hostileText, async (name) => {
            const before = await ctx.send({ method: 'GET', path: ApiPaths.user, token: a.token });
            const verdict = predict({ schema: applicantUpdateSchema, valid: {}, keys: [] }, JSON.stringify({ name }));
            const reply = await ctx.send({ method: 'PUT', path: ApiPaths.user, token: a.token, json: { name } });
            const after = await ctx.send({ method: 'GET', path: ApiPaths.user, token: a.token });
            if (verdict !== 'valid') {
              const problems = refusalProblems(reply, verdict, false);
              if ((after.json as UserProfile).name !== (before.json as UserProfile).name) problems.push('the name changed');
              if (problems.length > 0) throw new Error(problems.join('; '));
              return;
            }
            const stored = asStored(applicantUpdateSchema.parse({ name }).name as string);
            if (reply.status !== 200 || (after.json as UserProfile).name !== stored) throw new Error(`${reply.status}: stored ${JSON.stringify((after.json as UserProfile).name)}, sent ${JSON.stringify(name)}`);
          }),
          { numRuns: RUNS.hostile, seed: FUZZ_SEED },
        );
      });

      it('POST /api/jobs: a title and skills are stored and read back exactly, or refused', async () => {
        const r = ctx.world.people.recruiterOther;
        const schema = bodySchema('POST /api/jobs');
        await fc.assert(
          fc.asyncProperty(hostileText, hostileText, async (title, skill) => {
            const body = { title, skillsets: [skill, 'Go'] };
            const verdict = predict({ schema, valid: {}, keys: [] }, JSON.stringify(body));
            const reply = await ctx.send({ method: 'POST', path: '/api/jobs', token: r.token, json: body });
            if (verdict !== 'valid') {
              const problems = refusalProblems(reply, verdict, false);
              if (problems.length > 0) throw new Error(problems.join('; '));
              return;
            }
            if (reply.status !== 201) throw new Error(`${reply.status} ${reply.text.slice(0, 200)}`);
            const parsed = schema.parse(body) as { title: string; skillsets: string[] };
            const job = (await ctx.send({ method: 'GET', path: `/api/jobs/${reply.json._id}`, token: r.token })).json as Job;
            const expected = { title: asStored(parsed.title), skillsets: parsed.skillsets.map(asStored) };
            if (JSON.stringify({ title: job.title, skillsets: job.skillsets }) !== JSON.stringify(expected)) throw new Error(`stored ${JSON.stringify({ title: job.title, skillsets: job.skillsets })}, expected ${JSON.stringify(expected)}`);
          }),
          { numRuns: RUNS.hostile, seed: FUZZ_SEED },
        );
      });

      it('GET /api/jobs?q= and POST /api/evaluate-answer with hostile text: 2xx, or 400 with the schema\'s message; never 5xx', async () => {
        const a = ctx.world.people.applicantOwner;
        await fc.assert(
          fc.asyncProperty(hostileText, hostileText, async (q, answer) => {
            const sentQ = asStored(q);
            const query = jobsQuerySchema.safeParse({ q: sentQ });
            const search = await ctx.send({ method: 'GET', path: `/api/jobs?${new URLSearchParams({ q }).toString()}`, token: a.token });
            const nul = query.success ? nulFieldOf(query.data) : undefined;
            const wantedSearch = !query.success ? { status: 400, message: formatZodError(query.error) } : nul ? { status: 400, message: nulCharacterMessage(nul) } : undefined;
            if (wantedSearch) {
              const problems = refusalProblems(search, wantedSearch, false);
              if (problems.length > 0) throw new Error(`search: ${problems.join('; ')}`);
            } else if (search.status !== 200 || !Array.isArray(search.json)) throw new Error(`search: ${search.status} ${search.text.slice(0, 200)}`);

            const body = { question: 'What does a prepared statement prevent?', expectedAnswer: 'SQL injection.', userAnswer: answer };
            const verdict = predict({ schema: evaluateAnswerRequestSchema, valid: {}, keys: [] }, JSON.stringify(body));
            const evaluation = await ctx.send({ method: 'POST', path: AiPaths.evaluateAnswer, token: a.token, json: body });
            if (verdict !== 'valid') {
              const problems = refusalProblems(evaluation, verdict, true);
              if (problems.length > 0) throw new Error(`evaluate: ${problems.join('; ')}`);
            } else if (evaluation.status !== 200 || typeof evaluation.json?.score !== 'number') throw new Error(`evaluate: ${evaluation.status} ${evaluation.text.slice(0, 200)}`);
          }),
          { numRuns: RUNS.hostile, seed: FUZZ_SEED },
        );
      });
    });
  });
}

