import { ApiPaths } from '@hirewise/contracts';
import type { Api } from '../http';
import type { Stack } from '../stack';
import { sleep, type Person } from './actors';

/** A cheap authenticated read per service, through the gateway and the broker. */
export function probes(api: Api, applicant: Person, jobId: string): Record<'auth' | 'jobs' | 'applications', () => Promise<number>> {
  return {
    auth: async () => (await api(ApiPaths.user, { token: applicant.token })).status,
    jobs: async () => (await api(`/api/jobs/${jobId}`, { token: applicant.token })).status,
    applications: async () => (await api('/api/applications?limit=1', { token: applicant.token })).status,
  };
}

/**
 * For each service, the ms from `since` until its probe first answered 200 (polled every 100 ms,
 * at most `timeoutMs`); Infinity when it never did.
 */
export async function timeToRecover(checks: Record<string, () => Promise<number>>, since: number, timeoutMs: number): Promise<Record<string, number>> {
  const entries = await Promise.all(
    Object.entries(checks).map(async ([service, check]) => {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if ((await check()) === 200) return [service, Date.now() - since] as const;
        await sleep(100);
      }
      return [service, Infinity] as const;
    }),
  );
  return Object.fromEntries(entries);
}

/** Each process's pid, and whether it still runs: the same pids before and after mean nothing was restarted. */
export function processIds(stack: Stack): Record<string, number | 'exited'> {
  return Object.fromEntries(stack.procs.map((p) => [p.name, p.child.exitCode === null && p.child.signalCode === null ? (p.child.pid ?? -1) : 'exited']));
}
