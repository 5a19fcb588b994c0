/**
 * Bearer tokens on every route family. auth-scenarios.ts already refuses twelve kinds of bad token
 * on /api/user; here the same kinds (from jwt.ts) go to every non-public operation of
 * EXPOSED_OPERATIONS, whichever door serves it (the gateway's guard, the media proxy and the media
 * service, the AI routes), plus a role claim switched to the role the route wants with the
 * signature kept. A validly signed token of the wrong role is the matrix's 403 column. Then the
 * token of a deleted account: refused wherever it could still write (401: revoked at the gateway).
 */
import { ApiPaths, Messages, PrivacyMessages } from '@hirewise/contracts';
import { EXPOSED_OPERATIONS } from './operations';
import { decodePayload, nowSeconds, signHs256, swapPayload, tamperSignature, unsignedToken } from '../jwt';
import { ACCESS_TABLE } from './access-table';
import type { SecurityRequest } from './client';
import { refusalShapeProblems, type SecurityContext } from './context';
import { stateChanges } from './db-state';
import { operationKey } from './matrix-scenarios';
import { applyTo, postJob, samplePdf, samplePng, signup, type SignedInCaller } from './world';

/** Shown on recruiters' screens for a deleted applicant (applications service, privacy.service.ts). */
const DELETED_APPLICANT_NAME = 'Deleted applicant';

type BadToken = (token: string, secret: string) => string;

/** The kinds of bad token, made from a real token of a caller who would otherwise be let in. */
const BAD_TOKENS: Record<string, BadToken> = {
  expired: (t, secret) => signHs256({ ...decodePayload(t), iat: nowSeconds() - 8 * 86400, exp: nowSeconds() - 60 }, secret),
  tampered: (t) => tamperSignature(t),
  'signed with another key': (t) => signHs256({ ...decodePayload(t), iat: nowSeconds() }, 'another-secret-0123456789abcdef'),
  'unsigned (alg none)': (t) => unsignedToken({ ...decodePayload(t), iat: nowSeconds() }),
  'role claim switched, signature kept': (t) => swapPayload(t, { ...decodePayload(t), type: decodePayload(t).type === 'applicant' ? 'recruiter' : 'applicant' }),
};

export function describeTokenRefusals(ctx: SecurityContext): void {
  describe('bearer tokens on every route family', () => {
    const guarded = EXPOSED_OPERATIONS.filter((op) => op.access !== 'public');

    it(`refuses ${Object.keys(BAD_TOKENS).length} kinds of bad token on each of the ${guarded.length} non-public operations with 401, changing nothing`, async () => {
      // The request each operation's rightful caller would send (built first: building may sign up a disposable account).
      const requests: [string, SecurityRequest][] = [];
      for (const op of guarded) {
        const caller: SignedInCaller = op.access === 'recruiter' ? 'recruiterOwner' : 'applicantOwner';
        requests.push([operationKey(op), await ACCESS_TABLE[operationKey(op)].request(ctx, caller)]);
      }
      const before = await ctx.store.settled();
      const wrong: string[] = [];
      for (const [key, request] of requests) {
        for (const [kind, make] of Object.entries(BAD_TOKENS)) {
          const reply = await ctx.send({ ...request, token: make(request.token as string, ctx.main.stack.jwtSecret) });
          const head = request.method === 'HEAD';
          const message = reply.json?.message;
          if (reply.status !== 401 || (!head && message !== Messages.invalidToken)) wrong.push(`${key} with a token ${kind}: ${reply.status} ${reply.text.slice(0, 120)}`);
          wrong.push(...refusalShapeProblems(reply, head).map((p) => `${key} (${kind}): ${p}`));
        }
      }
      expect(wrong).toEqual([]);
      expect(stateChanges(before, await ctx.store.settled())).toEqual([]);
    });
  });

  describe("a deleted account's token (valid until it expires)", () => {
    it('is refused wherever it could still store something, with 401 (the gateway revokes it: accounts.e2e.spec.ts covers every route); nothing changes', async () => {
      const { send, leaks, world } = ctx;
      const recruiter = world.people.recruiterOwner;
      const gone = await signup(send, leaks, 'applicant', 'Soon Deleted');
      const job = await postJob(send, recruiter, 'Security deleted-account job');
      const application = await applyTo(send, gone, job);
      for (const status of ['shortlisted', 'accepted', 'finished']) expect((await send({ method: 'PUT', path: `/api/applications/${application}`, token: recruiter.token, json: { status } })).status).toBe(200);
      // Before the deletion the same calls are let in (so the refusals below are about the deletion alone).
      expect((await send({ method: 'PUT', path: '/api/rating', token: gone.token, json: { jobId: job, rating: 5 } })).status).toBe(200);
      const resume = await send({ method: 'POST', path: '/api/uploads/resume', token: gone.token, form: { files: [{ field: 'resume', content: samplePdf(), filename: 'cv.pdf' }] } });
      expect(resume.status).toBe(201);

      const deleted = await send({ method: 'DELETE', path: ApiPaths.user, token: gone.token, json: { password: gone.password } });
      expect({ status: deleted.status, message: deleted.json?.message }).toEqual({ status: 200, message: PrivacyMessages.accountDeleted });
      // user.deleted reaches the media service (the resume goes) and the applications service (the applicant's copy
      // is anonymized): wait for both, each in its own time, then until all is still.
      const processed = async () => {
        const resumeGone = !(await ctx.store.capture()).objects.some((key) => key.endsWith(resume.json.filename));
        const applicants = await send({ method: 'GET', path: `/api/applicants?jobId=${job}&status=finished`, token: recruiter.token });
        const anonymized = (applicants.json as { _id: string; jobApplicant: { name: string } }[]).some(
          (a) => a._id === application && a.jobApplicant.name === DELETED_APPLICANT_NAME,
        );
        return resumeGone && anonymized;
      };
      for (const until = Date.now() + 8000; Date.now() < until && !(await processed()); ) await new Promise((r) => setTimeout(r, 100));
      const before = await ctx.store.settled();
      expect(before.objects.filter((key) => key.endsWith(resume.json.filename))).toEqual([]);

      const attempts: [string, SecurityRequest, number, string][] = [
        ['GET /api/user', { method: 'GET', path: ApiPaths.user }, 401, Messages.invalidToken],
        ['PUT /api/user', { method: 'PUT', path: ApiPaths.user, json: { name: 'Back again' } }, 401, Messages.invalidToken],
        ['DELETE /api/user', { method: 'DELETE', path: ApiPaths.user, json: { password: gone.password } }, 401, Messages.invalidToken],
        ['GET /api/user/export', { method: 'GET', path: `${ApiPaths.user}/export` }, 401, Messages.invalidToken],
        ['POST /api/uploads/resume', { method: 'POST', path: '/api/uploads/resume', form: { files: [{ field: 'resume', content: samplePdf(), filename: 'cv.pdf' }] } }, 401, Messages.invalidToken],
        ['POST /upload/profile', { method: 'POST', path: '/upload/profile', form: { files: [{ field: 'profile', content: samplePng(), filename: 'me.png' }] } }, 401, Messages.invalidToken],
        ['POST /api/jobs/{id}/applications', { method: 'POST', path: `/api/jobs/${world.jobs.main}/applications`, json: { sop: 'Again' } }, 401, Messages.invalidToken],
        ['PUT /api/rating', { method: 'PUT', path: '/api/rating', json: { jobId: job, rating: 1 } }, 401, Messages.invalidToken],
      ];
      const answers = [];
      for (const [name, request] of attempts) {
        const reply = await send({ ...request, token: gone.token });
        answers.push([name, reply.status, reply.json?.message]);
      }
      expect(answers).toEqual(attempts.map(([name, , status, message]) => [name, status, message]));
      expect(stateChanges(before, await ctx.store.settled())).toEqual([]);
    });
  });
}
