/**
 * What every area of the auth API suite shares: the texts the gateway answers with and
 * `useAuthWorld`, which binds the signup, login and profile helpers to the spec file's stack.
 */
import {
  ApiPaths,
  Messages,
  WORD_LIMIT,
  type AuthResponse,
  type ErrorBody,
  type MessageResponse,
  type SignupRequest,
  type UserProfile,
} from '@hirewise/contracts';
import { uniqueEmail, type Api, type ApiResponse } from '../http';
import type { MainStack } from '../main-stack';
import type { RunMode, Stack } from '../stack';

/** Texts the gateway answers with that have no constant in the contracts. */
export const TYPE_REQUIRED = 'Type must be applicant or recruiter';
export const INVALID_JSON = 'Request body is not valid JSON';
export const NOT_AN_OBJECT = 'Request body must be a JSON object';
export const BIO_TOO_LONG = `Bio must be at most ${WORD_LIMIT} words`;
export const BAD_PHONE = 'Contact number is not a valid phone number';
export const END_BEFORE_START = 'End year cannot be before start year';
export const START_YEAR_REQUIRED = 'Start year is required';

export const PASSWORD = 'S3cret-pass!';
export const TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;
export const APPLICANT_KEYS = ['_id', 'education', 'email', 'name', 'profile', 'rating', 'resume', 'skills', 'type'];
export const RECRUITER_KEYS = ['_id', 'bio', 'companyName', 'contactNumber', 'email', 'name', 'type'];
export const JWT_SHAPE = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

export interface Account {
  email: string;
  password: string;
  token: string;
  type: 'applicant' | 'recruiter';
}

export function expectError(res: ApiResponse<unknown>, status: number, message: string): void {
  expect({ status: res.status, body: res.body }).toEqual({ status, body: { message } });
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
}

/** Call inside the describe: registers the beforeAll that reads the stack; the helpers work from then on. */
export function useAuthWorld(mode: RunMode, main: MainStack) {
  let stack: Stack & { jwtSecret: string };
  let api: Api;

  beforeAll(() => {
    stack = main.stack;
    api = main.api;
  });

  const signup = (body: Partial<SignupRequest> | Record<string, unknown>) => api<AuthResponse & ErrorBody>(ApiPaths.signup, { method: 'POST', body });
  const login = (email: string, password: string) =>
    api<AuthResponse & ErrorBody>(ApiPaths.login, { method: 'POST', body: { email, password } });
  const getUser = <T extends UserProfile = UserProfile>(token: string) => api<T & ErrorBody>(ApiPaths.user, { token });
  const putUser = (token: string, body: unknown) => api<MessageResponse>(ApiPaths.user, { method: 'PUT', body, token });

  async function newApplicant(extra: Partial<SignupRequest> = {}): Promise<Account> {
    const email = uniqueEmail('applicant');
    const res = await signup({ type: 'applicant', email, password: PASSWORD, name: 'Asha Applicant', ...extra });
    expect(res.status).toBe(200);
    return { email, password: PASSWORD, token: res.body.token, type: 'applicant' };
  }

  async function newRecruiter(extra: Partial<SignupRequest> = {}): Promise<Account> {
    const email = uniqueEmail('recruiter');
    const res = await signup({ type: 'recruiter', email, password: PASSWORD, name: 'Ravi Recruiter', ...extra });
    expect(res.status).toBe(200);
    return { email, password: PASSWORD, token: res.body.token, type: 'recruiter' };
  }

  async function profileOf(account: Account): Promise<UserProfile> {
    const res = await getUser(account.token);
    expect(res.status).toBe(200);
    return res.body;
  }

  /** No account exists for these credentials: login is refused like any wrong password. */
  async function expectNoAccount(email: string, password = PASSWORD): Promise<void> {
    expectError(await login(email, password), 401, Messages.invalidCredentials);
  }

  return {
    mode,
    stackAndApi: () => ({ stack, api }),
    signup,
    login,
    getUser,
    putUser,
    newApplicant,
    newRecruiter,
    profileOf,
    expectNoAccount,
  };
}

export type AuthWorld = ReturnType<typeof useAuthWorld>;
