import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { NEXT_CURSOR_HEADER, Patterns, TOTAL_CAPPED_HEADER, TOTAL_COUNT_HEADER, type JobFacets, type JobList, type JobSuggestions, type TokenClaims } from '@hirewise/contracts';
import { DomainError, type ClientRegistry } from '@hirewise/server-kit';
import { IS_PUBLIC, ROLES } from '../../auth/auth.decorators';
import { JobsRoutesController } from '../jobs.controller';
import { SearchCache, SuggestCache } from '../../search-cache/search-cache';

/** The routes' own work: validation, the message they send, the header. The jobs service is stubbed here only. */
function controllerWith(reply: unknown, config: { PUBLIC_BASE_URL?: string } = {}) {
  const sent: { pattern: string; payload: unknown }[] = [];
  const clients = {
    get: (service: string) => {
      expect(service).toBe('jobs');
      return { send: async (pattern: string, payload: unknown) => (sent.push({ pattern, payload }), reply) };
    },
  } as unknown as ClientRegistry;
  return { controller: new JobsRoutesController(clients, new SearchCache(60_000), new SuggestCache(60_000), config), sent };
}

/** The request as Express hands it to the route: its URL as sent, protocol and host. */
function requestFor(originalUrl: string, host = 'jobs.example.com'): Request {
  return { originalUrl, protocol: 'https', host } as unknown as Request;
}
const anyRequest = requestFor('/api/jobs');

interface Answer {
  headers: Record<string, string>;
  type?: string;
  body?: Buffer;
}
/** A response that records what the route set and sent. */
function recorder(): { res: Response; answer: Answer } {
  const answer: Answer = { headers: {} };
  const res = {
    setHeader: (name: string, value: string) => (answer.headers[name] = value),
    type: (type: string) => ((answer.type = type), res),
    send: (body: Buffer) => ((answer.body = body), res),
  };
  return { res: res as unknown as Response, answer };
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
    for (const handler of [proto.suggest, proto.facets]) expect(reflector.getAllAndOverride(IS_PUBLIC, [handler, JobsRoutesController])).toBeUndefined();
    for (const handler of [proto.search, proto.suggest, proto.facets, proto.get]) expect(reflector.get(ROLES, handler)).toBeUndefined();
    for (const handler of [proto.create, proto.update, proto.delete]) expect(reflector.get(ROLES, handler)).toEqual(['recruiter']);
  });

  it('parses the query, answers the jobs and puts the total in X-Total-Count; an identical search is served from the cache', async () => {
    const list: JobList = { items: [{ _id: 'j1' } as never], total: 42, totalCapped: false };
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
    await controller.search(applicant, query, anyRequest, response());
    await controller.search(recruiter, { ...query, q: 'react' }, anyRequest, response());
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
    const { controller, sent } = controllerWith({ items: [], total: 0, totalCapped: false });
    const res = { setHeader: () => undefined, type: () => res, send: () => res } as unknown as Response;
    await controller.search(recruiter, { myjobs: '1' }, anyRequest, res);
    await controller.search(recruiter, { myjobs: '1' }, anyRequest, res);
    expect(sent).toHaveLength(2);
  });

  it('refuses a bad query with 400 before asking the jobs service', async () => {
    const { controller, sent } = controllerWith({ items: [], total: 0, totalCapped: false });
    const res = { setHeader: () => undefined } as unknown as Response;
    expect(await refusal(controller.search(applicant, { salaryMin: 'lots' }, anyRequest, res))).toEqual({ code: 'VALIDATION_FAILED', message: 'salaryMin must be a number' });
    expect(await refusal(controller.search(applicant, { cursor: 'a b' }, anyRequest, res))).toEqual({ code: 'VALIDATION_FAILED', message: 'cursor is not valid' });
    expect(await refusal(controller.search(applicant, { cursor: 'abc', page: '2' }, anyRequest, res))).toEqual({ code: 'VALIDATION_FAILED', message: 'Use either page or cursor, not both' });
    expect(await refusal(controller.search(applicant, { remote: 'maybe' }, anyRequest, res))).toEqual({ code: 'VALIDATION_FAILED', message: 'remote must be 1 or 0' });
    expect(await refusal(controller.search(applicant, { jobType: 'Contract' }, anyRequest, res))).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Job type must be Full Time, Part Time or Work From Home',
    });
    expect(sent).toEqual([]);
  });

  it('says when the total is capped, and gives the next page as X-Next-Cursor and a Link with the same query, cached with the page', async () => {
    const list: JobList = { items: [{ _id: 'j1' } as never], total: 1000, totalCapped: true, nextCursor: 'c2_next-Page' };
    const { controller, sent } = controllerWith(list);
    const url = '/api/jobs?q=react%20dev&jobType=Full%20Time&jobType=Part%20Time&page=1&limit=20';
    for (let i = 0; i < 2; i++) {
      const { res, answer } = recorder();
      await controller.search(applicant, { q: 'react dev', jobType: ['Full Time', 'Part Time'], page: '1', limit: '20' }, requestFor(url), res);
      expect(answer.headers).toEqual({
        [TOTAL_COUNT_HEADER]: '1000',
        [TOTAL_CAPPED_HEADER]: 'true',
        [NEXT_CURSOR_HEADER]: 'c2_next-Page',
        Link: '<https://jobs.example.com/api/jobs?q=react+dev&jobType=Full+Time&jobType=Part+Time&limit=20&cursor=c2_next-Page>; rel="next"',
        ETag: expect.stringMatching(/^W\//),
      });
    }
    expect(sent).toHaveLength(1);
  });

  it('replaces the cursor it was given, builds the Link on PUBLIC_BASE_URL when set, and re-encodes what the client sent', async () => {
    const { controller } = controllerWith({ items: [], total: 120, totalCapped: false, nextCursor: 'third' }, { PUBLIC_BASE_URL: 'https://hirewise.example' });
    const { res, answer } = recorder();
    await controller.search(applicant, { cursor: 'second', q: '<x>' }, requestFor('/api/jobs?cursor=second&q=%3Cx%3E', 'evil.example'), res);
    expect(answer.headers.Link).toBe('<https://hirewise.example/api/jobs?q=%3Cx%3E&cursor=third>; rel="next"');
    expect(answer.headers[TOTAL_CAPPED_HEADER]).toBeUndefined();
  });

  it('uses a path-absolute Link when the Host header is not a host name', async () => {
    const { controller } = controllerWith({ items: [], total: 3, totalCapped: false, nextCursor: 'n' });
    const { res, answer } = recorder();
    await controller.search(applicant, {}, requestFor('/api/jobs', 'bad host"><'), res);
    expect(answer.headers.Link).toBe('</api/jobs?cursor=n>; rel="next"');
  });

  it('sends neither cursor header nor Link on the last page, and no capped header for an exact total', async () => {
    const { controller } = controllerWith({ items: [], total: 7, totalCapped: false });
    const { res, answer } = recorder();
    await controller.search(applicant, {}, anyRequest, res);
    expect(Object.keys(answer.headers).sort()).toEqual(['ETag', TOTAL_COUNT_HEADER]);
  });

  it('parses a type-ahead query, sends it with the caller, and shares identical ones through the cache', async () => {
    const reply: JobSuggestions = { suggestions: [{ text: 'React Developer', kind: 'title' }] };
    const { controller, sent } = controllerWith(reply);
    for (let i = 0; i < 2; i++) {
      const { res, answer } = recorder();
      await controller.suggest(applicant, { q: ' rea ', limit: '5' }, res);
      expect(JSON.parse(String(answer.body))).toEqual(reply);
      expect(answer.type).toBe('application/json');
    }
    expect(sent).toEqual([{ pattern: Patterns.jobs.suggest, payload: { caller: { userId: 'a-1', type: 'applicant' }, query: { q: 'rea', limit: 5 } } }]);
  });

  it('refuses a type-ahead without q, or with a bad limit, with 400 before asking the jobs service', async () => {
    const { controller, sent } = controllerWith({ suggestions: [] });
    const { res } = recorder();
    expect(await refusal(controller.suggest(applicant, {}, res))).toEqual({ code: 'VALIDATION_FAILED', message: 'q is required' });
    expect(await refusal(controller.suggest(applicant, { q: '   ' }, res))).toEqual({ code: 'VALIDATION_FAILED', message: 'q is required' });
    expect(await refusal(controller.suggest(applicant, { q: 'x', limit: '500' }, res))).toEqual({ code: 'VALIDATION_FAILED', message: 'limit must be at most 20' });
    expect(await refusal(controller.suggest(applicant, { q: 'x'.repeat(101) }, res))).toEqual({ code: 'VALIDATION_FAILED', message: 'q must be at most 100 characters' });
    expect(sent).toEqual([]);
  });

  it('parses the facets\' filters (the list\'s, without sort or page), and refuses bad ones with 400', async () => {
    const reply: JobFacets = { total: 2, totalCapped: false, jobType: [{ value: 'Full Time', count: 2 }], duration: [], salary: [], remote: { remote: 0, onSite: 2 } };
    const { controller, sent } = controllerWith(reply);
    const { res, answer } = recorder();
    await controller.facets(recruiter, { q: 'go', jobType: 'Full Time', remote: '0', location: ' Pune ', page: '3', desc: 'salary' }, res);
    expect(JSON.parse(String(answer.body))).toEqual(reply);
    expect(sent).toEqual([{ pattern: Patterns.jobs.facets, payload: { caller: { userId: 'r-1', type: 'recruiter' }, query: { q: 'go', jobType: ['Full Time'], remote: false, location: 'Pune' } } }]);
    expect(await refusal(controller.facets(recruiter, { salaryMax: '-1' }, res))).toEqual({ code: 'VALIDATION_FAILED', message: 'salaryMax cannot be negative' });
    expect(await refusal(controller.facets(recruiter, { duration: '9' }, res))).toEqual({ code: 'VALIDATION_FAILED', message: 'duration must be at most 7' });
    expect(sent).toHaveLength(1);
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
