import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { ApplicationMessages } from '@hirewise/contracts';
import { boot, ENGINES, expectDomainError, type Harness } from '../../__tests__/harness';
import { ApplicationRepository } from '../application.repository';

/** What the database itself refuses, behind the service's locked checks. */
describe.each(ENGINES)('schema constraints on %s', (engine) => {
  let h: Harness;
  let repo: ApplicationRepository;
  beforeAll(async () => {
    h = await boot(engine);
    repo = h.app.get(ApplicationRepository);
  });
  afterAll(() => h.close());

  /** The PostgreSQL error code under Drizzle's wrapper: 23514 is a CHECK violation. */
  async function pgCode(promise: Promise<unknown>): Promise<string | undefined> {
    const err = await promise.then(
      () => undefined,
      (e: unknown) => e,
    );
    let current = err as { code?: unknown; cause?: unknown } | undefined;
    while (current && typeof current.code !== 'string') current = current.cause as typeof current;
    return current?.code as string | undefined;
  }

  const row = (jobId: string, applicantId: string, status: 'applied' | 'shortlisted' | 'accepted' | 'rejected' = 'applied') => ({
    jobId,
    applicantId,
    recruiterId: randomUUID(),
    status,
  });

  it('allows one active application per applicant and job, mapped to the already-applied conflict', async () => {
    const [job, who] = [randomUUID(), randomUUID()];
    await repo.insert(h.db, row(job, who, 'rejected'));
    await repo.insert(h.db, row(job, who, 'shortlisted'));
    await expectDomainError(repo.insert(h.db, row(job, who, 'applied')), 'ALREADY_APPLIED', ApplicationMessages.alreadyApplied);
    await repo.insert(h.db, row(randomUUID(), who, 'applied'));
  });

  it('refuses an unknown status, an interview score outside 0-100 and a rating outside 1-5', async () => {
    expect(await pgCode(repo.insert(h.db, { ...row(randomUUID(), randomUUID()), status: 'hired' as never }))).toBe('23514');
    expect(await pgCode(repo.insert(h.db, { ...row(randomUUID(), randomUUID()), interviewScore: 101 }))).toBe('23514');
    const created = await repo.insert(h.db, { ...row(randomUUID(), randomUUID()), interviewScore: 100 });
    expect(created.interviewScore).toBe(100);
    const rate = (type: string, rating: number) =>
      h.db.execute(sql`insert into ratings (rater_id, target_type, target_id, rating) values (${randomUUID()}, ${type}, ${randomUUID()}, ${rating})`);
    expect(await pgCode(rate('job', 6))).toBe('23514');
    expect(await pgCode(rate('user', 3))).toBe('23514');
    expect(await pgCode(rate('applicant', 5))).toBeUndefined();
  });
});
