import { ApiPaths, type AuthResponse } from '@hirewise/contracts';
import { uniqueEmail, type Api } from './http';
import { decodePayload } from './jwt';

/** A user the scenario signed up: the token to call as, the id the API names them by, the address mail goes to. */
export interface Person {
  token: string;
  id: string;
  email: string;
}

/** Signs a new user up (a unique address from `tag`) and returns them. */
export async function signupPerson(api: Api, type: 'applicant' | 'recruiter', name: string, tag: string, password = 'Scenario-pass-2026'): Promise<Person> {
  const email = uniqueEmail(`${tag}-${type}`);
  const res = await api<AuthResponse>(ApiPaths.signup, { body: { type, email, password, name } });
  expect(res.status).toBe(200);
  return { token: res.body.token, id: decodePayload(res.body.token).sub as string, email };
}

/** Posts a job as the recruiter (201) and returns its id. */
export async function postJob(api: Api, recruiter: Pick<Person, 'token'>, title: string, extra: Record<string, unknown> = {}): Promise<string> {
  const res = await api<{ _id: string }>(ApiPaths.jobs, { token: recruiter.token, body: { title, ...extra } });
  expect(res.status).toBe(201);
  return res.body._id;
}
