import { Reflector } from '@nestjs/core';
import type { Response } from 'express';
import { Patterns, TOTAL_COUNT_HEADER, type JobList, type TokenClaims } from '@hirewise/contracts';
import { DomainError, type ClientRegistry } from '@hirewise/server-kit';
import { IS_PUBLIC, ROLES } from '../../auth/auth.decorators';
import { JobsRoutesController } from '../jobs.controller';
import { SearchCache } from '../../search-cache/search-cache';

/** The routes' own work: validation, the message they send, the header. The jobs service is stubbed here only. */
function controllerWith(reply: unknown) {
  const sent: { pattern: string; payload: unknown }[] = [];
  const clients = {
    get: (service: string) => {
      expect(service).toBe('jobs');
      return { send: async (pattern: string, payload: unknown) => (sent.push({ pattern, payload }), reply) };
    },
  } as unknown as ClientRegistry;
  return { controller: new JobsRoutesController(clients, new SearchCache(60_000)), sent };
}

const recruiter: TokenClaims = { sub: 'r-1', type: 'recruiter' };
const applicant: TokenClaims = { sub: 'a-1', type: 'applicant' };

async function refusal(promise: Promise<unknown> | (() => unknown)): Promise<{ code: string; message: string }> {
  try {
    await (typeof promise === 'function' ? promise() : promise);
  } catch (err) {
    if (err instanceof DomainError) return { code: err.code, message: err.message };
    throw err;
  }
  throw new Error('expected a refusal');
}

describe('JobsRoutesController', () => {
  it('needs a token everywhere and the recruiter role to create, update and delete', () => {
    const reflector = new Reflector();
    const proto = JobsRoutesController.prototype;
    expect(reflector.getAllAndOverride(IS_PUBLIC, [proto.search, JobsRoutesController])).toBeUndefined();
    for (const handler of [proto.search, proto.get]) expect(reflector.get(ROLES, handler)).toBeUndefined();
    for (const handler of [proto.create, proto.update, proto.delete]) expect(reflector.get(ROLES, handler)).toEqual(['recruiter']);
  });

  it('parses the query, answers the jobs and puts the total in X-Total-Count; an identical search is served from the cache', async () => {
    const list: JobList = { items: [{ _id: 'j1' } as never], total: 42 };
    const { controller, sent } = controllerWith(list);
    const answers: { headers: Record<string, string>; type?: string; body?: Buffer }[] = [];
    const response = () => {
      const answer: (typeof answers)[number] = { headers: {} };
      answers.push(answer);
      const res = {
        setHeader: (name: string, value: string) => (answer.headers[name] = value),
        type: (type: string) => ((answer.type = type), res),
        send: (body: Buffer) => ((answer.body = body), res),
      };
      return res as unknown as Response;
    };

    const query = { q: ' react ', jobType: ['Full Time', 'Part Time'], salaryMin: '20000', desc: 'salary' };
    await controller.search(applicant, query, response());
    await controller.search(recruiter, { ...query, q: 'react' }, response());
    for (const answer of answers) {
      expect(answer).toEqual({ headers: { [TOTAL_COUNT_HEADER]: '42', ETag: expect.stringMatching(/^W\/"/) }, type: 'application/json', body: Buffer.from(JSON.stringify(list.items)) });
    }
    expect(sent).toEqual([
      {
        pattern: Patterns.jobs.search,
        payload: {
          caller: { userId: 'a-1', type: 'applicant' },
          query: { q: 'react', jobType: ['Full Time', 'Part Time'], salaryMin: 20000, asc: [], desc: ['salary'], myjobs: false, page: 1, limit: 50 },
        },
      },
    ]);
  });

  it('never caches a recruiter\'s own list', async () => {
    const { controller, sent } = controllerWith({ items: [], total: 0 });
    const res = { setHeader: () => undefined, type: () => res, send: () => res } as unknown as Response;
    await controller.search(recruiter, { myjobs: '1' }, res);
    await controller.search(recruiter, { myjobs: '1' }, res);
    expect(sent).toHaveLength(2);
  });

  it('refuses a bad query with 400 before asking the jobs service', async () => {
    const { controller, sent } = controllerWith({ items: [], total: 0 });
    const res = { setHeader: () => undefined } as unknown as Response;
    expect(await refusal(controller.search(applicant, { salaryMin: 'lots' }, res))).toEqual({ code: 'VALIDATION_FAILED', message: 'salaryMin must be a number' });
    expect(await refusal(controller.search(applicant, { jobType: 'Contract' }, res))).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Job type must be Full Time, Part Time or Work From Home',
    });
    expect(sent).toEqual([]);
  });

  it('sends a new job with the defaults applied and the caller', async () => {
    const { controller, sent } = controllerWith({ message: 'Job added successfully', _id: 'j9' });
    expect(await controller.create(recruiter, { title: 'Go Developer' })).toEqual({ message: 'Job added successfully', _id: 'j9' });
    expect(sent[0].pattern).toBe(Patterns.jobs.create);
    expect(sent[0].payload).toMatchObject({ caller: { userId: 'r-1', type: 'recruiter' }, job: { title: 'Go Developer', maxApplicants: 100, maxPositions: 30 } });
    expect(await refusal(() => controller.create(recruiter, { title: '' }))).toEqual({ code: 'VALIDATION_FAILED', message: 'Title is required' });
    expect(await refusal(() => controller.create(recruiter, [] as never))).toEqual({ code: 'VALIDATION_FAILED', message: 'Request body must be a JSON object' });
  });

  it('sends only the editable fields of an update, with the id from the path', async () => {
    const { controller, sent } = controllerWith({ message: 'Job details updated successfully' });
    await controller.update(recruiter, 'j1', { _id: 'other', title: 'New', maxPositions: '3', acceptedCandidates: 9 });
    expect(sent).toEqual([{ pattern: Patterns.jobs.update, payload: { caller: { userId: 'r-1', type: 'recruiter' }, jobId: 'j1', changes: { title: 'New', maxPositions: 3 } } }]);
  });

  it('asks for one job and deletes by id', async () => {
    const { controller, sent } = controllerWith({ message: 'ok' });
    await controller.get('j1');
    await controller.delete(recruiter, 'j2');
    expect(sent).toEqual([
      { pattern: Patterns.jobs.get, payload: { jobId: 'j1' } },
      { pattern: Patterns.jobs.delete, payload: { caller: { userId: 'r-1', type: 'recruiter' }, jobId: 'j2' } },
    ]);
  });
});
