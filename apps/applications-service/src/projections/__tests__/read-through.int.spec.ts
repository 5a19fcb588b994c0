/**
 * Read-through against the real auth and jobs services: processes of their own, started from their
 * builds (@hirewise/testing's startService), each listening on its own TCP port as in embedded
 * mode. Their events are not delivered here (the applications port given to them is closed), so
 * the copies this service uses can only come from asking them.
 */
import { sql } from 'drizzle-orm';
import { ApplicationMessages, JobMessages, Patterns, type AuthResponse, type Caller, type RequestOf, type RequestPattern, type SignupRequest } from '@hirewise/contracts';
import { ClientRegistry, loadBaseConfig } from '@hirewise/server-kit';
import { startService, type ServiceProcess } from '@hirewise/testing';
import { boot, ENGINES, expectDomainError, freePort, type Harness } from '../../__tests__/harness';

function callerOf({ token, type }: AuthResponse): Caller {
  const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { sub: string };
  return { userId: claims.sub, type };
}

describe.each(ENGINES)('read-through on %s', (engine) => {
  let h: Harness;
  let auth: ServiceProcess;
  let jobs: ServiceProcess;
  /** Signs up and creates jobs as the gateway does (only the gateway may send those patterns). */
  let gateway: ClientRegistry;

  beforeAll(async () => {
    const ports = { AUTH_TCP_PORT: String(await freePort()), JOBS_TCP_PORT: String(await freePort()), APPLICATIONS_TCP_PORT: String(await freePort()) };
    [auth, jobs] = await Promise.all([startService('auth', { LOG_LEVEL: 'silent', ...ports }), startService('jobs', { LOG_LEVEL: 'silent', ...ports })]);
    h = await boot(engine, { AUTH_TCP_PORT: ports.AUTH_TCP_PORT, JOBS_TCP_PORT: ports.JOBS_TCP_PORT });
    gateway = new ClientRegistry(loadBaseConfig('gateway', ports));
  }, 180_000);
  afterAll(async () => {
    await gateway?.onApplicationShutdown();
    await h?.close();
    await jobs?.stop();
    await auth?.stop();
  });

  const send = <P extends RequestPattern>(service: 'auth' | 'jobs', pattern: P, payload: RequestOf<P>) => gateway.get(service).send(pattern, payload);
  const signup = async (body: SignupRequest) => callerOf(await send('auth', Patterns.auth.signup, body));

  it('applies to a job and as an applicant that this service has never heard of', async () => {
    const n = Math.random().toString(36).slice(2);
    const recruiter = await signup({ type: 'recruiter', email: `r-${n}@example.com`, password: 'Read-through-2026', name: 'Priya Sharma' });
    const { _id: jobId } = await send('jobs', Patterns.jobs.create, { caller: recruiter, job: { title: 'Data Engineer', skillsets: ['SQL'] } });
    const applicant = await signup({ type: 'applicant', email: `a-${n}@example.com`, password: 'Read-through-2026', name: 'Ananya Iyer', skills: ['SQL', 'Python'] });

    await expect(h.apply(applicant, jobId, 'Hello')).resolves.toEqual({ message: ApplicationMessages.applied });
    const [mine] = await h.mine(applicant);
    expect(mine).toMatchObject({
      jobId,
      recruiterId: recruiter.userId,
      job: { title: 'Data Engineer', skillsets: ['SQL'], jobType: 'Full Time', interviewQuestions: 5 },
      recruiter: { name: 'Priya Sharma' },
      jobApplicant: { userId: applicant.userId, name: 'Ananya Iyer', skills: ['SQL', 'Python'], rating: -1 },
    });
    // Stored with version 0, so the first real event replaces the copy.
    const versions = await h.rows(sql`select (select version from job_projection where job_id = ${jobId}) as job, (select version from applicant_projection where user_id = ${applicant.userId}) as applicant`);
    expect(versions).toEqual([{ job: 0, applicant: 0 }]);
  });

  it('answers Job not found when the jobs service does not know the job either', async () => {
    const n = Math.random().toString(36).slice(2);
    const applicant = await signup({ type: 'applicant', email: `b-${n}@example.com`, password: 'Read-through-2026', name: 'Rahul' });
    await expectDomainError(h.apply(applicant, '5f0e1c8a-3b7d-4e2f-9a6c-1d2e3f4a5b6c'), 'JOB_NOT_FOUND', JobMessages.notFound);
    expect(await h.count('applications')).toBe(1);
  });
});
