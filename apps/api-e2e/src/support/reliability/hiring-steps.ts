import { ApplicationMessages, type Application, type ApplicationStatus, type MessageResponse } from '@hirewise/contracts';
import type { Api, ApiResponse } from '../http';
import { withDatabase } from '../replica-probe';
import type { Stack } from '../stack';
import type { Person } from './actors';

/** The hiring calls the concurrency scenarios make, and what they read back from PostgreSQL. */
export const apply = (api: Api, applicant: Person, jobId: string, sop = 'Parallel apply'): Promise<ApiResponse<MessageResponse>> =>
  api<MessageResponse>(`/api/jobs/${jobId}/applications`, { method: 'POST', token: applicant.token, body: { sop } });

export const setStatus = (api: Api, recruiter: Person, applicationId: string, status: ApplicationStatus): Promise<ApiResponse<MessageResponse>> =>
  api<MessageResponse>(`/api/applications/${applicationId}`, { method: 'PUT', token: recruiter.token, body: { status, dateOfJoining: new Date().toISOString() } });

export const rate = (api: Api, rater: Person, rating: number, target: { jobId: string } | { applicantId: string }): Promise<ApiResponse<MessageResponse>> =>
  api<MessageResponse>('/api/rating', { method: 'PUT', token: rater.token, body: { rating, ...target } });

function must<T>(res: ApiResponse<T>, status: number, what: string): T {
  if (res.status !== status) throw new Error(`${what} answered ${res.status}: ${res.text}`);
  return res.body;
}

/** The applicant's application to the job (their own list). */
export async function applicationOf(api: Api, applicant: Person, jobId: string): Promise<Application> {
  const mine = must(await api<Application[]>('/api/applications?limit=200', { token: applicant.token }), 200, `${applicant.name}'s applications`);
  const found = mine.find((a) => a.jobId === jobId && ['applied', 'shortlisted', 'accepted', 'finished'].includes(a.status));
  if (!found) throw new Error(`${applicant.name} has no open application to ${jobId}`);
  return found;
}

/** Applies and moves the application through the statuses, each answered with its success; its id. */
export async function hire(api: Api, recruiter: Person, applicant: Person, jobId: string, ...statuses: ApplicationStatus[]): Promise<string> {
  must(await apply(api, applicant, jobId), 201, `${applicant.name} applying`);
  const { _id } = await applicationOf(api, applicant, jobId);
  for (const status of statuses) {
    const body = must(await setStatus(api, recruiter, _id, status), 200, `${status} of ${applicant.name}`);
    if (body.message !== ApplicationMessages.statusUpdated(status)) throw new Error(`${status} answered ${body.message}`);
  }
  return _id;
}

/** Per job: its applications by status, counted in the applications service's own table. */
export async function statusCounts(stack: Stack, jobIds: readonly string[]): Promise<Record<string, Record<string, number>>> {
  const rows = await withDatabase(stack.env.APPLICATIONS_DATABASE_URL, async (db) =>
    (await db.query<{ job_id: string; status: string; n: string }>('select job_id, status, count(*) as n from applications where job_id = any($1::uuid[]) group by 1, 2', [jobIds])).rows,
  );
  const out: Record<string, Record<string, number>> = Object.fromEntries(jobIds.map((id) => [id, {}]));
  for (const r of rows) out[r.job_id][r.status] = Number(r.n);
  return out;
}

/** Per applicant: the statuses of their applications to the given jobs, sorted. */
export async function statusesOf(stack: Stack, applicantIds: readonly string[], jobIds: readonly string[]): Promise<Record<string, string[]>> {
  const rows = await withDatabase(stack.env.APPLICATIONS_DATABASE_URL, async (db) =>
    (
      await db.query<{ applicant_id: string; statuses: string[] }>(
        'select applicant_id, array_agg(status order by status) as statuses from applications where applicant_id = any($1::uuid[]) and job_id = any($2::uuid[]) group by 1',
        [applicantIds, jobIds],
      )
    ).rows,
  );
  return Object.fromEntries(rows.map((r) => [r.applicant_id, r.statuses]));
}

/** The ratings stored for a target (applications service), and where its average is shown. */
export async function storedRatings(stack: Stack, targetType: 'job' | 'applicant', targetId: string): Promise<number[]> {
  return withDatabase(stack.env.APPLICATIONS_DATABASE_URL, async (db) =>
    (await db.query<{ rating: number }>('select rating from ratings where target_type = $1 and target_id = $2', [targetType, targetId])).rows.map((r) => r.rating),
  );
}

/** The average each service shows for a target: the job's in the jobs service; the applicant's in auth and in the applications copy. */
export async function shownAverages(stack: Stack, targetType: 'job' | 'applicant', targetId: string): Promise<Record<string, number>> {
  if (targetType === 'job') {
    const jobs = await withDatabase(stack.env.JOBS_DATABASE_URL, async (db) => (await db.query<{ rating: number }>('select rating from jobs where id = $1', [targetId])).rows[0]?.rating);
    return { jobs };
  }
  const auth = await withDatabase(stack.env.AUTH_DATABASE_URL, async (db) => (await db.query<{ rating: number }>('select rating from users where id = $1', [targetId])).rows[0]?.rating);
  const applications = await withDatabase(stack.env.APPLICATIONS_DATABASE_URL, async (db) =>
    (await db.query<{ rating: number }>('select rating from applicant_projection where user_id = $1', [targetId])).rows[0]?.rating,
  );
  return { auth, applications };
}

/**
 * Has the service that keeps a copy of a rating (jobs for a job, auth for an applicant) applied its latest
 * event? Copies follow events, and an intermediate average of parallel ratings can equal the final one:
 * compare versions, not values.
 */
export async function ratingCopyCurrent(stack: Stack, targetType: 'job' | 'applicant', targetId: string): Promise<boolean> {
  const latest = await withDatabase(stack.env.APPLICATIONS_DATABASE_URL, async (db) =>
    (await db.query<{ version: number }>('select version from rating_targets where target_type = $1 and target_id = $2', [targetType, targetId])).rows[0]?.version,
  );
  const [url, table] = targetType === 'job' ? [stack.env.JOBS_DATABASE_URL, 'jobs'] : [stack.env.AUTH_DATABASE_URL, 'users'];
  const applied = await withDatabase(url, async (db) => (await db.query<{ rating_version: number }>(`select rating_version from ${table} where id = $1`, [targetId])).rows[0]?.rating_version);
  return latest !== undefined && applied === latest;
}

export const mean = (values: readonly number[]): number => values.reduce((a, b) => a + b, 0) / values.length;
