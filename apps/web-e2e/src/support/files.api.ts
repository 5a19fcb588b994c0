import type { Application, UploadResponse } from '@hirewise/contracts';

/** Setup through the gateway for the file journeys: uploads, profile changes, applications. */
async function ok(res: Response, what: string): Promise<Response> {
  if (!res.ok) throw new Error(`${what}: ${res.status} ${await res.text()}`);
  return res;
}

export async function uploadViaApi(baseUrl: string, token: string, kind: 'resume' | 'profile', file: { name: string; type: string; data: Buffer }): Promise<string> {
  const form = new FormData();
  form.append(kind, new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  const path = kind === 'resume' ? '/api/uploads/resume' : '/upload/profile';
  const res = await ok(await fetch(`${baseUrl}${path}`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form }), `upload ${kind}`);
  return ((await res.json()) as UploadResponse).filename;
}

export async function updateUserViaApi(baseUrl: string, token: string, body: Record<string, unknown>): Promise<void> {
  await ok(
    await fetch(`${baseUrl}/api/user`, { method: 'PUT', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` }, body: JSON.stringify(body) }),
    'PUT /api/user',
  );
}

export async function applyViaApi(baseUrl: string, token: string, jobId: string, sop: string): Promise<void> {
  await ok(
    await fetch(`${baseUrl}/api/jobs/${jobId}/applications`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ sop }),
    }),
    'apply',
  );
}

export async function loginViaApi(baseUrl: string, email: string, password: string): Promise<string> {
  const res = await ok(
    await fetch(`${baseUrl}/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password }) }),
    'login',
  );
  return ((await res.json()) as { token: string }).token;
}

/**
 * Waits until the job's applicant list carries `check` for `applicantName`: the applications
 * service copies profile changes (resume, photo) from events, a moment after the change.
 */
export async function waitForApplicant(
  baseUrl: string,
  token: string,
  jobId: string,
  applicantName: string,
  check: (application: Application) => boolean,
  timeoutMs = 20_000,
): Promise<Application> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await ok(await fetch(`${baseUrl}/api/applicants?jobId=${jobId}`, { headers: { Authorization: `Bearer ${token}` } }), 'applicants');
    const found = ((await res.json()) as Application[]).find((a) => a.jobApplicant.name === applicantName);
    if (found && check(found)) return found;
    if (Date.now() > deadline) throw new Error(`${applicantName}'s application did not reach the expected state: ${JSON.stringify(found?.jobApplicant)}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

/** The id of the caller's application to `jobId` (an applicant's own list). */
export async function applicationIdViaApi(baseUrl: string, token: string, jobId: string): Promise<string> {
  const res = await ok(await fetch(`${baseUrl}/api/applications?limit=200`, { headers: { Authorization: `Bearer ${token}` } }), 'applications');
  const found = ((await res.json()) as Application[]).find((a) => a.jobId === jobId);
  if (!found) throw new Error(`no application to job ${jobId}`);
  return found._id;
}

/** A recruiter moves an application on (shortlisted, accepted, ...). */
export async function setStatusViaApi(baseUrl: string, token: string, applicationId: string, status: string): Promise<void> {
  await ok(
    await fetch(`${baseUrl}/api/applications/${applicationId}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ status }),
    }),
    `status ${status}`,
  );
}
