import { ApiPaths, AuthMessages, JobMessages, type MessageResponse } from '@hirewise/contracts';
import type { Api, ApiResponse } from '../http';
import { withDatabase } from '../replica-probe';
import type { Stack } from '../stack';
import type { Person } from './actors';

/**
 * Changes made through the services that stay up while the applications service is down, each
 * publishing an event that service consumes (libs/contracts' routing table): job.deleted (its
 * open applications become deleted), user.updated (the applicant copy's name), job.updated (the
 * job copy's title). After it returns, its copies must show every one of them.
 */
export interface WhileAway {
  deletedJobs: string[];
  renamed: { userId: string; name: string }[];
  retitled: { jobId: string; title: string }[];
}

export interface Doomed {
  recruiter: Person;
  jobId: string;
}

export async function changeWhileAway(
  api: Api,
  doomed: readonly Doomed[],
  rename: readonly Person[],
  retitle: readonly Doomed[],
  tag: string,
): Promise<{ expected: WhileAway; answers: Answer[] }> {
  const expected: WhileAway = {
    deletedJobs: doomed.map((d) => d.jobId),
    renamed: rename.map((p, i) => ({ userId: p.id, name: `${tag} Renamed ${i}` })),
    retitled: retitle.map((r, i) => ({ jobId: r.jobId, title: `${tag} Retitled ${i}` })),
  };
  const answers = await Promise.all([
    ...doomed.map((d) => api<MessageResponse>(`/api/jobs/${d.jobId}`, { method: 'DELETE', token: d.recruiter.token }).then(tagged('delete', JobMessages.deleted))),
    ...rename.map((p, i) => api<MessageResponse>(ApiPaths.user, { method: 'PUT', token: p.token, body: { name: expected.renamed[i].name } }).then(tagged('rename', AuthMessages.userUpdated))),
    ...retitle.map((r, i) => api<MessageResponse>(`/api/jobs/${r.jobId}`, { method: 'PUT', token: r.recruiter.token, body: { title: expected.retitled[i].title } }).then(tagged('retitle', JobMessages.updated))),
  ]);
  return { expected, answers };
}

export interface Answer {
  what: string;
  status: number;
  body: unknown;
  /** What it should have been: the change's success. */
  expected: { status: number; body: MessageResponse };
}

const tagged =
  (what: string, message: string) =>
  (res: ApiResponse<MessageResponse>): Answer => ({ what, status: res.status, body: res.body, expected: { status: 200, body: { message } } });

export interface CopiesBehind {
  /** Applications of the deleted jobs that are not `deleted`, and those whose deletion was recorded other than once. */
  notDeleted: number;
  deletionRecordedTwice: number;
  jobsNotMarkedDeleted: number;
  staleNames: number;
  staleTitles: number;
  /** Jobs whose copy in the applications service is missing or older than the job (by version). */
  staleJobCopies: number;
}

/** How far the applications service's copies are behind the changes (all zero once it caught up). */
export async function copiesBehind(stack: Stack, expected: WhileAway, jobTitlePrefix: string): Promise<CopiesBehind> {
  const jobs = await withDatabase(stack.env.JOBS_DATABASE_URL, async (db) =>
    (await db.query<{ id: string; version: number }>('select id, version from jobs where title like $1 or id = any($2::uuid[])', [`${jobTitlePrefix}%`, expected.retitled.map((r) => r.jobId)])).rows,
  );
  return withDatabase(stack.env.APPLICATIONS_DATABASE_URL, async (db) => {
    const count = async (text: string, values: unknown[]) => Number((await db.query<{ n: string }>(text, values)).rows[0].n);
    const notDeleted = await count(`select count(*) as n from applications where job_id = any($1::uuid[]) and status <> 'deleted'`, [expected.deletedJobs]);
    const deletionRecordedTwice = await count(
      `select count(*) as n from (select application_id from status_history h join applications a on a.id = h.application_id
         where a.job_id = any($1::uuid[]) and h.to_status = 'deleted' group by application_id having count(*) <> 1) x`,
      [expected.deletedJobs],
    );
    const jobsNotMarkedDeleted = expected.deletedJobs.length - (await count('select count(*) as n from job_projection where job_id = any($1::uuid[]) and deleted', [expected.deletedJobs]));
    const names = await db.query<{ user_id: string; name: string }>('select user_id, name from applicant_projection where user_id = any($1::uuid[])', [expected.renamed.map((r) => r.userId)]);
    const nameOf = new Map(names.rows.map((r) => [r.user_id, r.name]));
    const titles = await db.query<{ job_id: string; title: string }>('select job_id, title from job_projection where job_id = any($1::uuid[])', [expected.retitled.map((r) => r.jobId)]);
    const titleOf = new Map(titles.rows.map((r) => [r.job_id, r.title]));
    const copies = await db.query<{ job_id: string; version: number }>('select job_id, version from job_projection where job_id = any($1::uuid[])', [jobs.map((j) => j.id)]);
    const copyVersion = new Map(copies.rows.map((r) => [r.job_id, r.version]));
    return {
      notDeleted,
      deletionRecordedTwice,
      jobsNotMarkedDeleted,
      staleNames: expected.renamed.filter((r) => nameOf.get(r.userId) !== r.name).length,
      staleTitles: expected.retitled.filter((r) => titleOf.get(r.jobId) !== r.title).length,
      staleJobCopies: jobs.filter((j) => (copyVersion.get(j.id) ?? 0) < j.version).length,
    };
  });
}
