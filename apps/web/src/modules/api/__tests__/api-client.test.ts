import { apiRequest, apiRequestPage, withQuery } from '../api-client';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../api-error';
import { getSession } from '../../session/utils/session-store';
import { mockFetch, signIn } from '@/test-utils/render';

describe('apiRequest', () => {
  it('sends JSON and the bearer token on authenticated calls', async () => {
    signIn({ token: 'jwt-9', type: 'applicant' });
    const fetchMock = mockFetch({ status: 200, body: { message: 'ok' } });
    await expect(apiRequest('/api/user', { method: 'PUT', body: { name: 'A' }, auth: true })).resolves.toEqual({ message: 'ok' });
    const [path, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(path).toBe('/api/user');
    expect(init.method).toBe('PUT');
    expect(init.body).toBe('{"name":"A"}');
    expect(init.headers).toMatchObject({ Authorization: 'Bearer jwt-9', 'Content-Type': 'application/json' });
  });

  it('does not send a token on public calls', async () => {
    signIn({ token: 'jwt-9', type: 'applicant' });
    const fetchMock = mockFetch({ status: 200, body: {} });
    await apiRequest('/auth/login', { method: 'POST', body: {} });
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(init.headers).not.toHaveProperty('Authorization');
  });

  it('turns a {message} error body into an ApiError with the status', async () => {
    mockFetch({ status: 409, body: { message: 'An account with this email already exists' } });
    const error = await apiRequest('/auth/signup', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, message: 'An account with this email already exists' });
  });

  it('clears the session on a 401 from an authenticated call', async () => {
    signIn({ token: 'expired', type: 'recruiter' });
    mockFetch({ status: 401, body: { message: 'Your session is invalid or has expired. Please log in again.' } });
    await expect(apiRequest('/api/user', { auth: true })).rejects.toMatchObject({ status: 401 });
    expect(getSession()).toBeNull();
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('keeps the session on a 401 from a public call (wrong password)', async () => {
    signIn({ token: 'still-good', type: 'recruiter' });
    mockFetch({ status: 401, body: { message: 'Invalid email or password' } });
    await expect(apiRequest('/auth/login', { method: 'POST', body: {} })).rejects.toMatchObject({ status: 401 });
    expect(window.localStorage.getItem('token')).toBe('still-good');
  });

  it('reports an unreachable server as status 0', async () => {
    global.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    await expect(apiRequest('/api/user')).rejects.toMatchObject({ status: 0, message: NETWORK_ERROR_MESSAGE });
  });

  it('falls back to the status when the error body has no message', async () => {
    mockFetch({ status: 503 });
    await expect(apiRequest('/api/user')).rejects.toMatchObject({ status: 503, message: 'Request failed with status 503' });
  });
});

describe('apiRequestPage', () => {
  it('returns the array body and the X-Total-Count header', async () => {
    mockFetch({ status: 200, body: [{ _id: 'a' }, { _id: 'b' }], headers: { 'X-Total-Count': '27' } });
    await expect(apiRequestPage('/api/jobs?page=1')).resolves.toEqual({ items: [{ _id: 'a' }, { _id: 'b' }], total: 27, totalCapped: false });
  });

  it('says when the total is only a lower bound (X-Total-Count-Capped: true)', async () => {
    mockFetch({ status: 200, body: [{ _id: 'a' }], headers: { 'X-Total-Count': '1000', 'X-Total-Count-Capped': 'true' } });
    await expect(apiRequestPage('/api/jobs?q=react')).resolves.toEqual({ items: [{ _id: 'a' }], total: 1000, totalCapped: true });
  });

  it('counts only this page when the header is missing, so paging stops', async () => {
    mockFetch({ status: 200, body: [{ _id: 'a' }] });
    await expect(apiRequestPage('/api/jobs')).resolves.toEqual({ items: [{ _id: 'a' }], total: 1, totalCapped: false });
  });

  it('turns an error answer into an ApiError like apiRequest', async () => {
    mockFetch({ status: 403, body: { message: 'You can only manage applications of your own jobs' } });
    await expect(apiRequestPage('/api/applicants?jobId=x', { auth: true })).rejects.toMatchObject({
      status: 403,
      message: 'You can only manage applications of your own jobs',
    });
  });
});

describe('withQuery', () => {
  it('joins the path and the encoded query, without a bare "?"', () => {
    expect(withQuery('/api/jobs', new URLSearchParams([['jobType', 'Full Time'], ['jobType', 'Part Time']]))).toBe('/api/jobs?jobType=Full+Time&jobType=Part+Time');
    expect(withQuery('/api/jobs', new URLSearchParams())).toBe('/api/jobs');
  });
});
