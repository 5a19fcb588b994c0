/**
 * Issue 16, accounts: the per-account login slow-down with its trusted-device exemption, and a
 * deleted account's token refused on every operation of the access table by every gateway worker.
 * One stack per mode, with GATEWAY_WORKERS=2 and every request on a new connection, so both
 * workers answer (Node's cluster hands connections out in turn).
 */
import { randomUUID } from 'node:crypto';
import { ApiPaths, DEVICE_COOKIE, LoginLimitMessages, Messages, PrivacyMessages } from '@hirewise/contracts';
import { freshConnectionClient, type FreshReply, type FreshRequest } from './fresh-connection-client';
import { ACCESS_TABLE } from './security/access-table';
import { LeakWatch } from './security/leak-watch';
import { operationKey } from './security/matrix-scenarios';
import { EXPOSED_OPERATIONS } from './security/operations';
import { postJob, signup, type Person, type SignedInCaller, type World } from './security/world';
import { startE2eStack, STACK_START_TIMEOUT_MS, STACK_STOP_TIMEOUT_MS, type RunMode, type Stack } from './stack';

/** The documented defaults (docs/decisions.md): 5 failures, then 30 s, doubling, at most 15 min. */
const FAILURE_LIMIT = 5;
const FIRST_WAIT_S = 30;
/** REVOCATION_POLL_MS (1 s) plus one call to the auth service, with room for a loaded CI machine. */
const REVOCATION_BOUND_MS = 2500;

export function describeAccountProtection(mode: RunMode): void {
  let stack: Stack | undefined;
  let send: (req: FreshRequest) => Promise<FreshReply>;
  const leaks = new LeakWatch();

  beforeAll(async () => {
    // The per-address limit is raised (every request here comes from 127.0.0.1; this is about the
    // per-account one), and the per-account limit is the documented default (stack.cjs raises it for other suites).
    stack = await startE2eStack(mode, { STORAGE: 'fs', GATEWAY_WORKERS: '2', AUTH_RATE_LIMIT: '1000', LOGIN_FAILURE_LIMIT: String(FAILURE_LIMIT) });
    send = freshConnectionClient(stack.baseUrl);
  }, STACK_START_TIMEOUT_MS);
  afterAll(() => stack?.stop(), STACK_STOP_TIMEOUT_MS);

  const login = (person: Person, password: string, cookie?: string) => send({ method: 'POST', path: ApiPaths.login, json: { email: person.email, password }, cookie });
  const summary = (r: FreshReply) => `${r.status} ${r.json?.message ?? r.text.slice(0, 80)} retry-after=${r.headers.get('retry-after') ?? '-'}`;

  describe('failed logins: per-account slow-down, trusted devices exempt', () => {
    it("a stranger's 30 wrong passwords slow the account down for strangers (even with the right password), not for the owner's browser", async () => {
      const owner = await signup(send, leaks, 'applicant', 'Device Owner');
      // The owner's browser logs in: the answer is the spec's, the device cookie rides alongside.
      const first = await login(owner, owner.password);
      expect(first.status).toBe(200);
      expect(Object.keys(first.json).sort()).toEqual(['message', 'token', 'type']);
      const setCookie = first.setCookie.find((c) => c.startsWith(`${DEVICE_COOKIE}=`)) ?? '';
      expect(setCookie).toMatch(/; HttpOnly/);
      expect(setCookie).toMatch(/; SameSite=Strict/);
      expect(setCookie).toMatch(/; Path=\/auth/);
      expect(setCookie).toMatch(/; Max-Age=7776000/);
      const cookie = setCookie.split(';')[0];

      const stranger: FreshReply[] = [];
      for (let i = 0; i < 30; i++) stranger.push(await login(owner, leaks.secret(`Stranger-guess-${i}-${randomUUID()}`)));
      // The spec's answer for the first failures; then 429 with the wait in Retry-After and in the message.
      expect(stranger.slice(0, FAILURE_LIMIT).map(summary)).toEqual(Array(FAILURE_LIMIT).fill(`401 ${Messages.invalidCredentials} retry-after=-`));
      const waits = stranger.slice(FAILURE_LIMIT).map((r) => Number(r.headers.get('retry-after')));
      expect(stranger.slice(FAILURE_LIMIT).map(summary)).toEqual(waits.map((w) => `429 ${LoginLimitMessages.slowedDown(w)} retry-after=${w}`));
      // The first wait (30 s) counting down while the attempts run (slowly on a loaded machine), never growing.
      expect(waits[0]).toBeLessThanOrEqual(FIRST_WAIT_S);
      expect(waits[waits.length - 1]).toBeGreaterThanOrEqual(FIRST_WAIT_S - 15);
      expect(waits).toEqual([...waits].sort((a, b) => b - a));

      // The stranger holding the right password is still refused until the wait passes.
      const rightButSlowed = await login(owner, owner.password);
      expect(rightButSlowed.status).toBe(429);
      expect(rightButSlowed.json.message).toMatch(/even with the right password/);
      // The owner's browser gets in, through either gateway worker.
      for (let i = 0; i < 2; i++) {
        const trusted = await login(owner, owner.password, cookie);
        expect(summary(trusted)).toBe(`200 Logged in successfully retry-after=-`);
      }
      // A forged cookie is no device: slowed like any stranger.
      expect((await login(owner, owner.password, `${DEVICE_COOKIE}=${cookie.split('=')[1].slice(0, -4)}AAAA`)).status).toBe(429);
    });
  });

  describe("a deleted account's token", () => {
    it(`is refused with 401 on every non-public operation of the access table, by both gateway workers, within ${REVOCATION_BOUND_MS} ms`, async () => {
      const recruiter = await signup(send, leaks, 'recruiter', 'Revocation Recruiter');
      const doomed = await signup(send, leaks, 'applicant', 'Revoked Applicant');
      const job = await postJob(send, recruiter, 'Revocation job');
      // Before: the token is let in by both workers.
      for (let i = 0; i < 2; i++) expect((await send({ method: 'GET', path: `/api/jobs/${job}`, token: doomed.token })).status).toBe(200);

      const deleted = await send({ method: 'DELETE', path: ApiPaths.user, token: doomed.token, json: { password: doomed.password } });
      expect({ status: deleted.status, message: deleted.json?.message }).toEqual({ status: 200, message: PrivacyMessages.accountDeleted });
      const deletedAt = Date.now();
      // Until both workers refuse it: eight requests in a row on new connections (handed to the workers in turn).
      let refusedAfterMs = -1;
      while (Date.now() - deletedAt < 10_000) {
        const statuses = [];
        for (let i = 0; i < 8; i++) statuses.push((await send({ method: 'GET', path: `/api/jobs/${job}`, token: doomed.token })).status);
        if (statuses.every((s) => s === 401)) {
          refusedAfterMs = Date.now() - deletedAt;
          break;
        }
        await new Promise((r) => setTimeout(r, 50));
      }
      expect(refusedAfterMs).toBeGreaterThanOrEqual(0);
      expect(refusedAfterMs).toBeLessThanOrEqual(REVOCATION_BOUND_MS);

      // Every route: each operation's request as its rightful caller would send it, with the deleted account's token, twice (both workers).
      const world = worldFor(doomed, recruiter, job);
      const wrong: string[] = [];
      const guarded = EXPOSED_OPERATIONS.filter((op) => op.access !== 'public');
      for (const op of guarded) {
        const caller: SignedInCaller = op.access === 'recruiter' ? 'recruiterOwner' : 'applicantOwner';
        const request = await ACCESS_TABLE[operationKey(op)].request({ world, send, leaks }, caller);
        for (let i = 0; i < 2; i++) {
          const reply = await send({ ...request, token: doomed.token });
          const head = request.method === 'HEAD';
          if (reply.status !== 401 || (!head && reply.json?.message !== Messages.invalidToken)) wrong.push(`${operationKey(op)}: ${reply.status} ${reply.text.slice(0, 120)}`);
        }
      }
      expect(guarded.length).toBeGreaterThanOrEqual(30);
      expect(wrong).toEqual([]);
      // Others are untouched: the recruiter's token still works on both workers.
      for (let i = 0; i < 2; i++) expect((await send({ method: 'GET', path: `/api/jobs/${job}`, token: recruiter.token })).status).toBe(200);
    });
  });
}

/**
 * The access table's requests need a world: the deleted applicant is every applicant caller, the
 * recruiter every recruiter caller, the job is real and the other ids are fresh UUIDs (a revoked
 * token is refused before any of them is looked up; with it let in they would answer 403 or 404).
 */
function worldFor(applicant: Person, recruiter: Person, job: string): World {
  const id = () => randomUUID();
  return {
    people: { applicantOwner: applicant, applicantOther: applicant, recruiterOwner: recruiter, recruiterOther: recruiter },
    jobs: { main: job, toDelete: id(), toApply: job, worked: id() },
    applications: { onMain: id(), interviewed: id(), videoToDelete: id(), toComplete: id(), toSubmit: id(), forFuzz: id(), inProgress: id() },
    interviewQuestion: id(),
    jobOf: {},
    files: { resume: id(), photo: id() },
    videos: { kept: id(), toDelete: id() },
    savedSearch: id(),
    webhook: { id: id(), delivery: id() },
  };
}
