import type { AuthResponse, CreateJobRequest, SignupRequest } from '@hirewise/contracts';

/** Setup through the gateway, for steps a scenario is not about (accounts, a posted job). */
async function call<T>(baseUrl: string, path: string, body: unknown, token?: string): Promise<T> {
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`POST ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

export function signupViaApi(baseUrl: string, body: SignupRequest): Promise<AuthResponse> {
  return call<AuthResponse>(baseUrl, '/auth/signup', body);
}

export async function postJobViaApi(baseUrl: string, token: string, job: CreateJobRequest): Promise<string> {
  const { _id } = await call<{ _id: string }>(baseUrl, '/api/jobs', job, token);
  return _id;
}
