import { Test } from '@nestjs/testing';
import type { INestApplicationContext } from '@nestjs/common';
import { sql, type SQL } from 'drizzle-orm';
import { Events, type Caller, type EventEnvelope, type UserUpdatedEvent } from '@hirewise/contracts';
import { createLogger, createTestDatabase, DATABASE, envelope, EventRegistry, loadServiceConfig, toErrorPayload, type AppDatabase } from '@hirewise/server-kit';
import { freePort, startService } from '@hirewise/testing';
import { buildJobsModule } from '../app.module';
import { JobsService } from '../jobs/jobs.service';
import { JobRepository } from '../jobs/job.repository';
import type * as schema from '../schema';

export type Engine = 'pglite' | 'postgres';
export const ENGINES: Engine[] = ['pglite', 'postgres'];

/**
 * The real applications service, a process of its own on its own TCP port (in-memory PGlite,
 * from apps/applications-service/dist): a job's new limits are checked there before the jobs
 * service stores them.
 */
async function startApplications() {
  return startService('applications', { LOG_LEVEL: 'silent', JOBS_TCP_PORT: String(await freePort()), AUTH_TCP_PORT: String(await freePort()) });
}

export interface BootOptions {
  /** Start the real applications service too (a job's new limits are checked there); otherwise its port is closed. */
  applications?: boolean;
}

/** The real jobs module on a fresh in-memory PGlite or a throw-away PostgreSQL database. */
export async function bootJobs(engine: Engine, extraEnv: Record<string, string> = {}, options: BootOptions = {}) {
  const pg = engine === 'postgres' ? await createTestDatabase('jobs') : undefined;
  const applications = options.applications ? await startApplications() : undefined;
  const config = loadServiceConfig('jobs', {
    DATA_DIR: 'memory://',
    DEMO_DATA: 'false',
    RPC_TIMEOUT_MS: '1000',
    OUTBOX_RELAY: 'false',
    AUTH_TCP_PORT: String(await freePort()),
    APPLICATIONS_TCP_PORT: String(applications?.tcpPort ?? (await freePort())),
    ...(pg ? { JOBS_DATABASE_URL: pg.url } : {}),
    ...extraEnv,
  });
  const moduleRef = await Test.createTestingModule({ imports: [buildJobsModule(config, createLogger('jobs', 'silent'))] }).compile();
  const app: INestApplicationContext = await moduleRef.init();
  const db = app.get<AppDatabase<typeof schema>>(DATABASE);
  const registry = app.get(EventRegistry);
  let recruiterSeq = 0;
  // Both drivers answer raw SQL with `{ rows }`; the shared database type leaves it unknown.
  const rows = async <T>(query: SQL): Promise<T[]> => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

  const ctx = {
    app,
    db,
    /** The PostgreSQL database's URL (engine 'postgres' only). */
    databaseUrl: pg?.url,
    service: app.get(JobsService),
    repository: app.get(JobRepository),
    rows,
    dispatch: <T>(event: string, payload: T) => registry.dispatch(envelope(event, payload) as EventEnvelope),
    /** A recruiter known to the projection, as the auth service's signup event would make them. */
    recruiter: async (name = `Recruiter ${++recruiterSeq}`, companyName?: string): Promise<Caller> => {
      const userId = crypto.randomUUID();
      const event: UserUpdatedEvent = { userId, type: 'recruiter', name, skills: [], education: [], profile: '', resume: '', version: 1, ...(companyName !== undefined ? { companyName } : {}) };
      await ctx.dispatch(Events.userUpdated, event);
      return { userId, type: 'recruiter' };
    },
    applicant: (): Caller => ({ userId: crypto.randomUUID(), type: 'applicant' }),
    jobCount: async () => (await rows<{ n: number }>(sql`select count(*)::int as n from jobs`))[0].n,
    /** Events waiting in the outbox for one job, oldest first. */
    outboxFor: (jobId: string) =>
      rows<{ event: string; payload: Record<string, unknown> }>(sql`select event, payload from outbox where payload->>'jobId' = ${jobId} order by occurred_at, event`),
    close: async () => {
      await app.close();
      await applications?.stop();
      await pg?.drop();
    },
  };
  return ctx;
}

export type JobsTestApp = Awaited<ReturnType<typeof bootJobs>>;

/** The `{ code, message }` a failure crosses the broker as. */
export async function failureOf(promise: Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await promise;
  } catch (err) {
    const { code, message } = toErrorPayload(err);
    return { code, message };
  }
  throw new Error('expected a failure');
}
