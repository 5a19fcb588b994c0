/**
 * The embedded layout `npm start` runs (libs/testing's stack, layout 'host'): five services in one
 * process and job search in its own (tools/services-host.mjs), each service with its own database,
 * TCP and HTTP ports. A hiring
 * journey crosses the services (requests over TCP, events through the outboxes), every service
 * answers its own /ready, a stop closes every database cleanly, and the next start finds the data.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiPaths, ApplicationMessages, type NotificationView } from '@hirewise/contracts';
import { startStack, type Stack } from '@hirewise/testing';
import { createApi } from './support/http';
import { postJob, signupPerson } from './support/people';
import { STACK_START_TIMEOUT_MS, STACK_STOP_TIMEOUT_MS } from './support/stack';

const eventually = async <T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> => {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((r) => setTimeout(r, 200));
  }
};

describe('embedded services in one process (npm start layout)', () => {
  let dataDir: string;
  let stack: Stack | undefined;
  const start = () => startStack({ mode: 'embedded', layout: 'host', dataDir, keepData: true, readyTimeoutMs: 100_000 });

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'hw-host-'));
    stack = await start();
  }, STACK_START_TIMEOUT_MS);
  afterAll(async () => {
    await stack?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }, STACK_STOP_TIMEOUT_MS);

  it('runs three processes (five services together, job search alone, the gateway), and each service answers its own /ready', async () => {
    const s = stack as Stack;
    expect(s.procs.map((p) => [p.name, p.services])).toEqual([
      ['services', ['auth', 'applications', 'media', 'ai', 'notifications']],
      ['jobs', ['jobs']],
      ['gateway', undefined],
    ]);
    const host = s.procs[0];
    for (const proc of s.procs.filter((p) => p.services)) {
      for (const service of proc.services ?? []) {
        const res = await fetch(`http://127.0.0.1:${proc.httpPorts?.[service]}/ready`);
        expect({ service, status: res.status }).toEqual({ service, status: 200 });
      }
    }
    // One registry for the process, labelled as the host.
    const metrics = await (await fetch(`http://127.0.0.1:${host.httpPorts?.applications}/metrics`)).text();
    expect(metrics).toMatch(/hirewise_process_resident_memory_bytes\{service="services"\}/);
  });

  it('carries a hiring journey across the services, then keeps its data over a stop and a start', async () => {
    let api = createApi((stack as Stack).baseUrl);
    const recruiter = await signupPerson(api, 'recruiter', 'Host Recruiter', 'host');
    const applicant = await signupPerson(api, 'applicant', 'Host Applicant', 'host');
    const jobId = await postJob(api, recruiter, 'Services host engineer', { maxApplicants: 5, maxPositions: 1, deadline: new Date(Date.now() + 7 * 86_400_000).toISOString(), skillsets: ['TypeScript'], jobType: 'Full Time', duration: 3, salary: 40000 });
    const applied = await api<{ message: string }>(ApiPaths.jobApplications(jobId), { token: applicant.token, body: { sop: 'I run services.' } });
    expect(applied.status).toBe(201);
    expect(applied.body.message).toBe(ApplicationMessages.applied);
    // The recruiter's list (applications service), the job's counters (jobs, by event), the notification (notifications, by event).
    const listed = await api<{ jobApplicant: { name: string } }[]>(`${ApiPaths.applicants}?jobId=${jobId}`, { token: recruiter.token });
    expect(listed.body.map((a) => a.jobApplicant.name)).toEqual(['Host Applicant']);
    const told = await eventually(
      () => api<NotificationView[]>(ApiPaths.notifications, { token: recruiter.token }),
      (res) => res.body.some((n) => n.type === 'application.new'),
    );
    expect(told.body.map((n) => n.type)).toContain('application.new');

    const hosts = (stack as Stack).procs.filter((p) => p.services);
    await (stack as Stack).stop();
    // Each host closed its apps and databases and exited by itself (not killed after the stop's grace time).
    expect(hosts.map((p) => [p.name, p.child.exitCode, p.child.signalCode])).toEqual([
      ['services', 0, null],
      ['jobs', 0, null],
    ]);
    stack = await start();
    api = createApi(stack.baseUrl);
    const job = await api<{ title: string }>(ApiPaths.job(jobId), { token: applicant.token });
    expect(job.body.title).toBe('Services host engineer');
    const again = await api<{ jobApplicant: { name: string } }[]>(`${ApiPaths.applicants}?jobId=${jobId}`, { token: recruiter.token });
    expect(again.body.map((a) => a.jobApplicant.name)).toEqual(['Host Applicant']);
  }, 120_000);
});
