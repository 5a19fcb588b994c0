/** Boots the real notifications module on PGlite or a throw-away PostgreSQL database, and feeds it events. */
import { randomUUID } from 'node:crypto';
import { Test } from '@nestjs/testing';
import type { INestApplicationContext } from '@nestjs/common';
import { sql, type SQL } from 'drizzle-orm';
import {
  Events,
  type ApplicationStatusChangedEvent,
  type Caller,
  type EventEnvelope,
  type JobSnapshot,
} from '@hirewise/contracts';
import { createLogger, createTestDatabase, DATABASE, EventRegistry, loadServiceConfig, toErrorPayload } from '@hirewise/server-kit';
import { freePort } from '@hirewise/testing';
import { notificationsModuleFor } from '../app.module';
import type { Db } from '../db';
import { InboxController } from '../inbox/inbox.controller';
import { MailSender } from '../mail/mail-sender';
import { MAIL_TRANSPORT, type FileMailTransport } from '../mail/mail-transport';

export type Engine = 'pglite' | 'postgres';
export const ENGINES: Engine[] = ['pglite', 'postgres'];
export { freePort };

export async function boot(engine: Engine, extraEnv: Record<string, string> = {}) {
  const pg = engine === 'postgres' ? await createTestDatabase('notif') : undefined;
  const env: Record<string, string> = {
    DATA_DIR: 'memory://',
    DEMO_DATA: 'false',
    RPC_TIMEOUT_MS: '2000',
    AUTH_TCP_PORT: String(await freePort()),
    JOBS_TCP_PORT: String(await freePort()),
    NOTIFICATIONS_TCP_PORT: String(await freePort()),
    MAIL_POLL_MS: '100',
    MAIL_RETRY_BASE_MS: '100',
    MAIL_RETRY_MAX_MS: '400',
    PUBLIC_URL: 'https://hirewise.example',
    ...(pg ? { NOTIFICATIONS_DATABASE_URL: pg.url } : {}),
    ...extraEnv,
  };
  const config = loadServiceConfig('notifications', env);
  const moduleRef = await Test.createTestingModule({ imports: [notificationsModuleFor(env)(config, createLogger('notifications', 'silent'))] }).compile();
  const app: INestApplicationContext = await moduleRef.init();
  return new Harness(app, async () => {
    await app.close();
    await pg?.drop();
  });
}

export class Harness {
  readonly api: InboxController;
  readonly db: Db;
  readonly mail: MailSender;
  private readonly registry: EventRegistry;

  constructor(
    readonly app: INestApplicationContext,
    readonly close: () => Promise<void>,
  ) {
    this.api = app.get(InboxController);
    this.db = app.get<Db>(DATABASE);
    this.mail = app.get(MailSender);
    this.registry = app.get(EventRegistry);
  }

  /** The mails kept in memory (no SMTP_URL, DATA_DIR=memory://). */
  get memoryMail(): FileMailTransport['sent'] {
    return this.app.get<FileMailTransport>(MAIL_TRANSPORT).sent;
  }

  /** The real consumer path: an envelope as either transport hands it over; returns it for a redelivery. */
  async dispatch<T>(event: string, payload: T, id: string = randomUUID()): Promise<EventEnvelope<T>> {
    const envelope: EventEnvelope<T> = { id, event, occurredAt: new Date().toISOString(), payload };
    await this.registry.dispatch(envelope as EventEnvelope);
    return envelope;
  }

  async job(recruiterId: string, overrides: Partial<JobSnapshot> = {}): Promise<JobSnapshot> {
    const snapshot: JobSnapshot = {
      jobId: randomUUID(),
      recruiterId,
      recruiterName: 'Priya Sharma',
      title: 'Backend Engineer',
      jobType: 'Full Time',
      salary: 50000,
      duration: 0,
      skillsets: ['Node.js'],
      dateOfPosting: new Date().toISOString(),
      deadline: new Date(Date.now() + 86_400_000).toISOString(),
      maxApplicants: 10,
      maxPositions: 2,
      interviewQuestions: 5,
      requiresInterview: false,
      version: 1,
      ...overrides,
    };
    await this.dispatch(Events.jobCreated, snapshot);
    return snapshot;
  }

  status(job: JobSnapshot, applicantId: string, change: Partial<ApplicationStatusChangedEvent> & Pick<ApplicationStatusChangedEvent, 'to'>, applicationId = randomUUID()) {
    const payload: ApplicationStatusChangedEvent = {
      applicationId,
      jobId: job.jobId,
      applicantId,
      recruiterId: job.recruiterId,
      from: null,
      acceptedCount: 0,
      activeCount: 1,
      jobSequence: 1,
      actor: 'recruiter',
      ...change,
    };
    return this.dispatch(Events.applicationStatusChanged, payload);
  }

  list(caller: Caller, query: { unread?: boolean; page?: number; limit?: number } = {}) {
    return this.api.list({ caller, query: { unread: false, page: 1, limit: 20, ...query } });
  }

  async rows<T = Record<string, unknown>>(query: SQL): Promise<T[]> {
    const result = (await this.db.execute(query)) as unknown as { rows?: T[] } | T[];
    return Array.isArray(result) ? result : (result.rows ?? []);
  }

  async count(table: string): Promise<number> {
    const [row] = await this.rows<{ n: number | string }>(sql.raw(`select count(*)::int as n from ${table}`));
    return Number(row?.n ?? 0);
  }
}

export async function expectDomainError(promise: Promise<unknown>, code: string, message: string): Promise<void> {
  const err = await promise.then(
    () => new Error('expected a refusal, got a success'),
    (e: unknown) => e,
  );
  expect(toErrorPayload(err)).toEqual({ code, message, known: true });
}

export async function eventually<T>(probe: () => Promise<T>, ok: (v: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await probe();
    if (ok(v) || Date.now() > deadline) return v;
    await new Promise((r) => setTimeout(r, 50));
  }
}
