/** Boots the real applications module on PGlite or a throw-away PostgreSQL database, and feeds it events. */
import { randomUUID } from 'node:crypto';
import { Test } from '@nestjs/testing';
import type { INestApplicationContext } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import {
  Events,
  type Application,
  type ApplicationStatus,
  type Caller,
  type EventEnvelope,
  type JobSnapshot,
  type RecruiterTargetStatus,
  type UserUpdatedEvent,
} from '@hirewise/contracts';
import { createLogger, createTestDatabase, DATABASE, EventRegistry, loadServiceConfig, toErrorPayload } from '@hirewise/server-kit';
import { freePort } from '@hirewise/testing';
import { applicationsModuleFor } from '../app.module';
import { ApplicationsController } from '../applications/applications.controller';
import { RatingsController } from '../ratings/ratings.controller';
import type { Db } from '../db';

export type Engine = 'pglite' | 'postgres';
export const ENGINES: Engine[] = ['pglite', 'postgres'];

/** A port nothing listens on: events and read-throughs to other services fail fast and stay queued. */
export { freePort };

export async function boot(engine: Engine, extraEnv: Record<string, string> = {}) {
  const pg = engine === 'postgres' ? await createTestDatabase('apps') : undefined;
  const env: Record<string, string> = {
    DATA_DIR: 'memory://',
    DEMO_DATA: 'false',
    RPC_TIMEOUT_MS: '2000',
    AUTH_TCP_PORT: String(await freePort()),
    JOBS_TCP_PORT: String(await freePort()),
    APPLICATIONS_TCP_PORT: String(await freePort()),
    ...(pg ? { APPLICATIONS_DATABASE_URL: pg.url } : {}),
    ...extraEnv,
  };
  const config = loadServiceConfig('applications', env);
  const moduleRef = await Test.createTestingModule({ imports: [applicationsModuleFor(env)(config, createLogger('applications', 'silent'))] }).compile();
  const app: INestApplicationContext = await moduleRef.init();
  return new Harness(app, async () => {
    await app.close();
    await pg?.drop();
  });
}

export class Harness {
  readonly api: ApplicationsController;
  readonly ratings: RatingsController;
  readonly db: Db;
  private readonly registry: EventRegistry;

  constructor(
    readonly app: INestApplicationContext,
    readonly close: () => Promise<void>,
  ) {
    this.api = app.get(ApplicationsController);
    this.ratings = app.get(RatingsController);
    this.db = app.get<Db>(DATABASE);
    this.registry = app.get(EventRegistry);
  }

  /** The real consumer path: an envelope as either transport hands it over. */
  dispatch<T>(event: string, payload: T): Promise<void> {
    const envelope: EventEnvelope<T> = { id: randomUUID(), event, occurredAt: new Date().toISOString(), payload };
    return this.registry.dispatch(envelope as EventEnvelope);
  }

  async job(overrides: Partial<JobSnapshot> = {}): Promise<JobSnapshot> {
    const snapshot = jobSnapshot(overrides);
    await this.dispatch(Events.jobCreated, snapshot);
    return snapshot;
  }

  async user(type: Caller['type'], overrides: Partial<UserUpdatedEvent> = {}): Promise<Caller & { name: string }> {
    const event = userEvent(type, overrides);
    await this.dispatch(Events.userUpdated, event);
    return { userId: event.userId, type, name: event.name };
  }

  applicant(overrides: Partial<UserUpdatedEvent> = {}) {
    return this.user('applicant', overrides);
  }

  recruiter(overrides: Partial<UserUpdatedEvent> = {}) {
    return this.user('recruiter', overrides);
  }

  apply(caller: Caller, jobId: string, sop = '') {
    return this.api.apply({ caller, jobId, sop });
  }

  setStatus(caller: Caller, applicationId: string, status: RecruiterTargetStatus) {
    return this.api.updateStatus({ caller, applicationId, status });
  }

  async mine(caller: Caller): Promise<Application[]> {
    return (await this.api.listMine({ caller, page: 1, limit: 200 })).items;
  }

  /** Applies and returns the new application's id. */
  async applied(caller: Caller, jobId: string, sop = ''): Promise<string> {
    await this.apply(caller, jobId, sop);
    const found = (await this.mine(caller)).find((a) => a.jobId === jobId && a.status === 'applied');
    if (!found) throw new Error('application not listed after apply');
    return found._id;
  }

  async statusOf(applicationId: string): Promise<ApplicationStatus> {
    return (await this.rows<{ status: ApplicationStatus }>(sql`select status from applications where id = ${applicationId}`))[0].status;
  }

  async rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
    const result = (await this.db.execute(query)) as unknown as { rows: T[] };
    return result.rows;
  }

  async count(table: 'applications' | 'status_history' | 'outbox' | 'ratings'): Promise<number> {
    return (await this.rows<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)}`))[0].n;
  }

  outboxEvents<T>(event: string): Promise<{ payload: T; pending: string[] }[]> {
    return this.rows(sql`select payload, pending from outbox where event = ${event} order by occurred_at, id`);
  }
}

export function jobSnapshot(overrides: Partial<JobSnapshot> = {}): JobSnapshot {
  return {
    jobId: randomUUID(),
    recruiterId: randomUUID(),
    recruiterName: 'Priya Sharma',
    title: 'Backend Engineer',
    jobType: 'Full Time',
    salary: 50000,
    duration: 3,
    skillsets: ['Node.js', 'SQL'],
    dateOfPosting: new Date().toISOString(),
    deadline: new Date(Date.now() + 864_000_000).toISOString(),
    maxApplicants: 100,
    maxPositions: 30,
    interviewQuestions: 5,
    requiresInterview: false,
    version: 1,
    ...overrides,
  };
}

export function userEvent(type: Caller['type'], overrides: Partial<UserUpdatedEvent> = {}): UserUpdatedEvent {
  return {
    userId: randomUUID(),
    type,
    name: type === 'applicant' ? 'Ananya Iyer' : 'Arjun Mehta',
    skills: type === 'applicant' ? ['React'] : [],
    education: type === 'applicant' ? [{ institutionName: 'IIT Madras', startYear: 2018, endYear: 2022 }] : [],
    profile: '',
    resume: '',
    version: 1,
    ...overrides,
  };
}

/** Checks what the failure becomes on the wire (`{ code, message }`), through the kit's one mapping. */
export async function expectDomainError(promise: Promise<unknown>, code: string, message: string): Promise<void> {
  const err = await promise.then(
    () => new Error('expected a refusal, got a success'),
    (e: unknown) => e,
  );
  expect(toErrorPayload(err)).toEqual({ code, message, known: true });
}
