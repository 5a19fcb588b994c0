/**
 * The authorization matrix: every operation of EXPOSED_OPERATIONS against anonymous, the owner and
 * a non-owner of each role, one real request per cell, from ACCESS_TABLE. Refused cells of write
 * operations run first and must leave every database and the file store as they were; the
 * accepted cells run last (they may consume their resource: a deleted job, a used interview).
 */
import { Messages } from '@hirewise/contracts';
import { EXPOSED_OPERATIONS, type GatewayOperation } from './operations';
import { ACCESS_TABLE } from './access-table';
import { refusalShapeProblems, type SecurityContext } from './context';
import { stateChanges } from './db-state';
import { applyTo, CALLERS, postJob } from './world';

export const operationKey = (op: Pick<GatewayOperation, 'method' | 'path'>) => `${op.method.toUpperCase()} ${op.path}`;
const WRITES = new Set(['POST', 'PUT', 'DELETE']);

export function describeAccessMatrix(ctx: SecurityContext): void {
  describe('authorization matrix (ACCESS_TABLE x EXPOSED_OPERATIONS, one request per cell)', () => {
    const served = EXPOSED_OPERATIONS.map(operationKey);

    it('has exactly one row per operation the gateway serves, and its answers agree with the documented ones', () => {
      // The "nothing changed" checks compare real tables: every service database has its own.
      expect(ctx.store.tableCount).toBeGreaterThanOrEqual(15);
      const listed = Object.keys(ACCESS_TABLE);
      expect({ missingFromTable: served.filter((k) => !listed.includes(k)), notServed: listed.filter((k) => !served.includes(k)) }).toEqual({ missingFromTable: [], notServed: [] });
      expect(served).toHaveLength(new Set(served).size);
      for (const op of EXPOSED_OPERATIONS) {
        const key = operationKey(op);
        const { expect: statuses, owner } = ACCESS_TABLE[key];
        const successes = [...new Set(statuses.filter((s) => s < 300))];
        const refusals = [...new Set(statuses.filter((s) => s >= 300))].sort();
        // The 2xx is the documented one; every refusal is among the documented errors; access 'public' means nobody is refused.
        expect({ key, successes }).toEqual({ key, successes: [op.ok.status] });
        expect({ key, undocumented: refusals.filter((s) => !(op.errors as number[]).includes(s)) }).toEqual({ key, undocumented: [] });
        const byAccess: Record<GatewayOperation['access'], number[]> = { public: [], 'signed-in': [401], applicant: [401, 403], recruiter: [401, 403] };
        expect({ key, refusedAnonymously: statuses[0] >= 400 }).toEqual({ key, refusedAnonymously: op.access !== 'public' });
        for (const status of byAccess[op.access]) expect({ key, status, listed: refusals.includes(status) }).toEqual({ key, status, listed: true });
        expect(owner.length).toBeGreaterThan(0);
      }
    });

    it.each(EXPOSED_OPERATIONS.map((op) => [operationKey(op), op] as const))('%s', async (key, op) => {
      const row = ACCESS_TABLE[key];
      const method = op.method.toUpperCase();
      const isWrite = WRITES.has(method);
      const cells = CALLERS.map((caller, i) => ({ caller, expected: row.expect[i] }));
      const ordered = [...cells.filter((c) => c.expected >= 300), ...cells.filter((c) => c.expected < 300)];
      const actual: Record<string, number> = {};
      const problems: string[] = [];
      const before = isWrite ? await ctx.store.settled() : undefined;

      for (const [index, cell] of ordered.entries()) {
        const reply = await ctx.send(await row.request(ctx, cell.caller));
        actual[cell.caller] = reply.status;
        if (reply.status >= 400) {
          problems.push(...refusalShapeProblems(reply, method === 'HEAD').map((p) => `${cell.caller}: ${p}`));
          if (cell.caller === 'anonymous' && method !== 'HEAD' && reply.json?.message !== Messages.unauthenticated) problems.push(`anonymous: message ${reply.json?.message}`);
          if (op.aiErrors && reply.json && reply.json.error !== reply.json.message) problems.push(`${cell.caller}: AI error body without the same error and message`);
        }
        const lastRefused = index === ordered.length - 1 || ordered[index + 1].expected < 300;
        if (before && cell.expected >= 300) {
          // Attributed to the cell when the change is immediate; the settled check after the last refusal catches late ones too.
          const after = lastRefused ? await ctx.store.settled() : await ctx.store.capture();
          const changed = stateChanges(before, after);
          if (changed.length > 0) problems.push(`${cell.caller} (refused) changed ${changed.join(', ')}`);
        }
      }
      expect({ key, statuses: CALLERS.map((c) => actual[c]) }).toEqual({ key, statuses: [...row.expect] });
      expect({ key, problems }).toEqual({ key, problems: [] });
    });

    it('changes nothing with any read: every GET and HEAD cell again, all databases but the outboxes and the file store compared', async () => {
      const reads = EXPOSED_OPERATIONS.filter((op) => op.method === 'get' || op.method === 'head');
      const before = await ctx.store.settled();
      const statuses: Record<string, number[]> = {};
      for (const op of reads) {
        const key = operationKey(op);
        statuses[key] = [];
        for (const caller of CALLERS) statuses[key].push((await ctx.send(await ACCESS_TABLE[key].request(ctx, caller))).status);
      }
      expect(statuses).toEqual(Object.fromEntries(reads.map((op) => [operationKey(op), [...ACCESS_TABLE[operationKey(op)].expect]])));
      expect(stateChanges(before, await ctx.store.settled())).toEqual([]);
    });

    // After the matrix: the applicant owner now applies to the other recruiter, who becomes an owner of the resume.
    it("keeps an interview recording to its interview's recruiter: another recruiter the applicant applied to reads the resume, not the recording (403)", async () => {
      const { send, world } = ctx;
      const other = world.people.recruiterOther;
      await applyTo(send, world.people.applicantOwner, await postJob(send, other, "Security other recruiter's job"));
      const as = (method: 'GET' | 'POST', path: string) => send({ method, path, token: other.token }).then((r) => [path, r.status]);
      expect(
        await Promise.all([
          as('GET', `/api/download/resume/${world.files.resume}`),
          as('GET', `/api/download/interview/${world.videos.kept}`),
          as('GET', `/api/stream/interview/${world.videos.kept}`),
          as('POST', `/api/stream/interview/${world.videos.kept}/link`),
          as('GET', `/api/applications/${world.applications.interviewed}/interview-results`),
        ]),
      ).toEqual([
        [`/api/download/resume/${world.files.resume}`, 200],
        [`/api/download/interview/${world.videos.kept}`, 403],
        [`/api/stream/interview/${world.videos.kept}`, 403],
        [`/api/stream/interview/${world.videos.kept}/link`, 403],
        [`/api/applications/${world.applications.interviewed}/interview-results`, 403],
      ]);
    });
  });
}
