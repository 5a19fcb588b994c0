import { Reflector } from '@nestjs/core';
import { HTTP_CODE_METADATA } from '@nestjs/common/constants';
import type { Response } from 'express';
import { ApplicationMessages, JobMessages, Patterns, SOP_WORD_LIMIT_MESSAGE, TOTAL_COUNT_HEADER, type TokenClaims } from '@hirewise/contracts';
import { DomainError, type ClientRegistry } from '@hirewise/server-kit';
import { IS_PUBLIC, ROLES } from '../../auth/auth.decorators';
import { ApplicationsRoutesController, BULK_TIMEOUT_FACTOR } from '../applications.controller';
import type { GatewayConfig } from '../../config/gateway.config';

/** The routes' own work: roles, validation, the message they send, the header. The applications service is stubbed here only. */
function controllerWith(reply: unknown) {
  const sent: { pattern: string; payload: unknown; timeoutMs?: number }[] = [];
  const clients = {
    get: (service: string) => {
      expect(service).toBe('applications');
      return { send: async (pattern: string, payload: unknown, timeoutMs?: number) => (sent.push({ pattern, payload, ...(timeoutMs ? { timeoutMs } : {}) }), reply) };
    },
  } as unknown as ClientRegistry;
  return { controller: new ApplicationsRoutesController(clients, { RPC_TIMEOUT_MS: 5000 } as GatewayConfig), sent };
}

const recruiter: TokenClaims = { sub: 'r-1', type: 'recruiter' };
const applicant: TokenClaims = { sub: 'a-1', type: 'applicant' };
const JOB = '5f0c8a2d-7b3e-4d6a-8e21-000000000111';
const APP = '7d1c9a52-2f5e-4c7b-8a33-0c5b8d1e2f40';

function recordingResponse() {
  const headers: Record<string, string> = {};
  return { headers, res: { setHeader: (name: string, value: string) => (headers[name] = value) } as unknown as Response };
}

async function refusal(run: () => unknown): Promise<{ code: string; message: string }> {
  try {
    await run();
  } catch (err) {
    if (err instanceof DomainError) return { code: err.code, message: err.message };
    throw err;
  }
  throw new Error('expected a refusal');
}

describe('ApplicationsRoutesController', () => {
  it('needs a token everywhere, the applicant role to apply and list own, the recruiter role to manage', () => {
    const reflector = new Reflector();
    const proto = ApplicationsRoutesController.prototype;
    const handlers = [proto.apply, proto.listMine, proto.updateStatus, proto.listApplicants, proto.getRating, proto.putRating];
    for (const handler of handlers) expect(reflector.getAllAndOverride(IS_PUBLIC, [handler, ApplicationsRoutesController])).toBeUndefined();
    expect([proto.apply, proto.listMine].map((h) => reflector.get(ROLES, h))).toEqual([['applicant'], ['applicant']]);
    expect([proto.updateStatus, proto.listApplicants].map((h) => reflector.get(ROLES, h))).toEqual([['recruiter'], ['recruiter']]);
    expect([proto.getRating, proto.putRating].map((h) => reflector.get(ROLES, h))).toEqual([undefined, undefined]);
  });

  it('applies with a trimmed sop, and answers 404 for a malformed job id and 400 for a long sop without asking the service', async () => {
    const { controller, sent } = controllerWith({ message: ApplicationMessages.applied });
    expect(await controller.apply(applicant, JOB, { sop: '  hello  ' })).toEqual({ message: ApplicationMessages.applied });
    expect(await controller.apply(applicant, JOB, undefined)).toEqual({ message: ApplicationMessages.applied });
    expect(sent).toEqual([
      { pattern: Patterns.applications.apply, payload: { caller: { userId: 'a-1', type: 'applicant' }, jobId: JOB, sop: 'hello' } },
      { pattern: Patterns.applications.apply, payload: { caller: { userId: 'a-1', type: 'applicant' }, jobId: JOB, sop: '' } },
    ]);
    expect(await refusal(() => controller.apply(applicant, 'abc', { sop: '' }))).toEqual({ code: 'NOT_FOUND', message: JobMessages.notFound });
    expect(await refusal(() => controller.apply(applicant, JOB, { sop: 'w '.repeat(251) }))).toEqual({ code: 'VALIDATION_FAILED', message: SOP_WORD_LIMIT_MESSAGE });
    expect(sent).toHaveLength(2);
  });

  it('lists the applicant’s applications with the total in X-Total-Count', async () => {
    const { controller, sent } = controllerWith({ items: [{ _id: 'x' }], total: 7 });
    const { headers, res } = recordingResponse();
    expect(await controller.listMine(applicant, { page: '2', limit: '5' }, res)).toEqual([{ _id: 'x' }]);
    expect(headers).toEqual({ [TOTAL_COUNT_HEADER]: '7' });
    expect(sent).toEqual([{ pattern: Patterns.applications.listMine, payload: { caller: { userId: 'a-1', type: 'applicant' }, page: 2, limit: 5 } }]);
  });

  it('sends a status change, ignoring the client’s dateOfJoining; a malformed id is 404', async () => {
    const { controller, sent } = controllerWith({ message: ApplicationMessages.statusUpdated('shortlisted') });
    await controller.updateStatus(recruiter, APP, { status: 'shortlisted', dateOfJoining: '2020-01-01' });
    expect(sent).toEqual([{ pattern: Patterns.applications.updateStatus, payload: { caller: { userId: 'r-1', type: 'recruiter' }, applicationId: APP, status: 'shortlisted' } }]);
    // Issue 21: a rejection's review confirmation goes to the service (which decides when it is needed).
    await controller.updateStatus(recruiter, APP, { status: 'rejected', reviewConfirmed: true });
    expect(sent[1]).toEqual({ pattern: Patterns.applications.updateStatus, payload: { caller: { userId: 'r-1', type: 'recruiter' }, applicationId: APP, status: 'rejected', reviewConfirmed: true } });
    expect(await refusal(() => controller.updateStatus(recruiter, APP, { status: 'rejected', reviewConfirmed: 'yes' }))).toEqual({ code: 'VALIDATION_FAILED', message: 'reviewConfirmed must be true or false' });
    expect(await refusal(() => controller.updateStatus(recruiter, 'nope', { status: 'shortlisted' }))).toEqual({ code: 'NOT_FOUND', message: ApplicationMessages.notFound });
    expect(await refusal(() => controller.updateStatus(recruiter, APP, { status: 'applied' }))).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Status must be shortlisted, accepted, rejected or finished',
    });
  });

  it('sends a bulk status change for recruiters only (200, its reason only with a rejection); a malformed body is 400 and sends nothing', async () => {
    const reply = { changed: 1, results: [{ applicationId: APP, outcome: 'changed', status: 'rejected' }] };
    const { controller, sent } = controllerWith(reply);
    const proto = ApplicationsRoutesController.prototype;
    expect(new Reflector().get(ROLES, proto.bulkStatus)).toEqual(['recruiter']);
    expect(Reflect.getMetadata(HTTP_CODE_METADATA, proto.bulkStatus)).toBe(200);
    expect(await controller.bulkStatus(recruiter, { applicationIds: [APP], status: 'rejected', reason: { reasons: ['skills'] } })).toEqual(reply);
    expect(sent).toEqual([
      {
        pattern: Patterns.applications.bulkStatus,
        payload: { caller: { userId: 'r-1', type: 'recruiter' }, applicationIds: [APP], status: 'rejected', reason: { reasons: ['skills'], text: '', share: false } },
        timeoutMs: BULK_TIMEOUT_FACTOR * 5000,
      },
    ]);
    expect(await refusal(() => controller.bulkStatus(recruiter, { applicationIds: [APP, APP.toUpperCase()], status: 'shortlisted' }))).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'applicationIds must not name an application twice',
    });
    expect(await refusal(() => controller.bulkStatus(recruiter, { applicationIds: [], status: 'shortlisted' }))).toEqual({ code: 'VALIDATION_FAILED', message: 'applicationIds must name at least one application' });
    expect(await refusal(() => controller.bulkStatus(recruiter, { applicationIds: [APP], status: 'accepted' }))).toEqual({ code: 'VALIDATION_FAILED', message: 'Status must be shortlisted or rejected' });
    expect(await refusal(() => controller.bulkStatus(recruiter, { applicationIds: [APP], status: 'shortlisted', reason: {} }))).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'A reason can only be given for a rejection',
    });
    expect(await refusal(() => controller.bulkStatus(recruiter, [APP]))).toEqual({ code: 'VALIDATION_FAILED', message: 'Request body must be a JSON object' });
    expect(sent).toHaveLength(1);
  });

  it('parses the applicants query, repeated keys included, and sets X-Total-Count', async () => {
    const { controller, sent } = controllerWith({ items: [], total: 0 });
    const { headers, res } = recordingResponse();
    await controller.listApplicants(recruiter, { jobId: JOB, status: ['applied', 'shortlisted'], asc: 'jobApplicant.name' }, res);
    expect(headers).toEqual({ [TOTAL_COUNT_HEADER]: '0' });
    expect(sent[0]).toEqual({
      pattern: Patterns.applications.listApplicants,
      payload: {
        caller: { userId: 'r-1', type: 'recruiter' },
        query: { jobId: JOB, status: ['applied', 'shortlisted'], asc: ['jobApplicant.name'], desc: [], page: 1, limit: 50 },
      },
    });
    expect(await refusal(() => controller.listApplicants(recruiter, {}, res))).toEqual({ code: 'VALIDATION_FAILED', message: 'jobId is required unless status=accepted' });
  });

  it('reads and writes ratings for both roles, refusing bad input with 400', async () => {
    const { controller, sent } = controllerWith({ rating: 4 });
    expect(await controller.getRating(applicant, { id: JOB })).toEqual({ rating: 4 });
    await controller.putRating(recruiter, { rating: '5', applicantId: APP });
    expect(sent).toEqual([
      { pattern: Patterns.applications.getRating, payload: { caller: { userId: 'a-1', type: 'applicant' }, id: JOB } },
      { pattern: Patterns.applications.putRating, payload: { caller: { userId: 'r-1', type: 'recruiter' }, rating: 5, applicantId: APP } },
    ]);
    expect(await refusal(() => controller.getRating(applicant, {}))).toEqual({ code: 'VALIDATION_FAILED', message: 'id is required' });
    expect(await refusal(() => controller.putRating(applicant, { rating: 9, jobId: JOB }))).toEqual({ code: 'VALIDATION_FAILED', message: 'Rating must be from 1 to 5' });
    expect(await refusal(() => controller.putRating(applicant, { rating: 3 }))).toEqual({ code: 'VALIDATION_FAILED', message: 'Send a rating with either jobId or applicantId' });
  });
});
