import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { MediaMessages, STREAM_LINK_TTL_SECONDS } from '@hirewise/contracts/media';
import { AppProvider, createQueryClient } from '@/test-utils/app-shell';
import { signIn } from '@/test-utils/render';
import { mockGateway } from '@/test-utils/file-responses';
import { getSession } from '@/modules/session/utils/session-store';
import { freshFor, STREAM_LINK_RENEW_MARGIN_MS, useStreamLink } from '../use-stream-link';

const VIDEO = '6f1c2d3e-4a5b-4c6d-8e7f-90a1b2c3d4e5';
const LINK_PATH = `/api/stream/interview/${VIDEO}/link`;

function linkAnswer(n: number, expiresInMs = STREAM_LINK_TTL_SECONDS * 1000) {
  return { status: 200, json: { url: `/api/stream/interview/${VIDEO}?access=token-${n}`, expiresAt: new Date(Date.now() + expiresInMs).toISOString() } };
}

function renderWith(client: QueryClient, id: string | null | undefined) {
  const wrapper = ({ children }: { children: ReactNode }) => <AppProvider client={client}>{children}</AppProvider>;
  return renderHook(({ fileId }) => useStreamLink(fileId), { wrapper, initialProps: { fileId: id } });
}

describe('useStreamLink', () => {
  beforeEach(() => signIn({ token: 'tok', type: 'recruiter' }));

  it('asks for the link with the bearer token and gives its url and expiry', async () => {
    const calls = mockGateway(() => linkAnswer(1));
    const { result } = renderWith(createQueryClient(), VIDEO);
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.url).toBe(`/api/stream/interview/${VIDEO}?access=token-1`));
    expect(Date.parse(result.current.expiresAt as string)).toBeGreaterThan(Date.now() + 9 * 60_000);
    expect(result.current.error).toBeNull();
    expect(calls.map((c) => [c.method, c.path, c.headers.Authorization])).toEqual([['POST', LINK_PATH, 'Bearer tok']]);
  });

  it('asks nothing without a video', () => {
    const calls = mockGateway(() => linkAnswer(1));
    for (const none of [undefined, null, '']) {
      const { result } = renderWith(createQueryClient(), none);
      expect(result.current).toMatchObject({ url: undefined, isLoading: false, error: null });
    }
    expect(calls).toHaveLength(0);
  });

  it('hands a fresh link out again (a playing video keeps its src), and asks anew once it is near its end', async () => {
    const client = createQueryClient();
    let n = 0;
    const calls = mockGateway(() => {
      n += 1;
      // The second link has less than the margin left: the next reader must get a new one.
      return linkAnswer(n, n === 2 ? STREAM_LINK_RENEW_MARGIN_MS - 1000 : undefined);
    });
    const first = renderWith(client, VIDEO);
    await waitFor(() => expect(first.result.current.url).toMatch(/token-1$/));
    first.unmount();
    const again = renderWith(client, VIDEO);
    expect(again.result.current.url).toMatch(/token-1$/);
    expect(calls).toHaveLength(1);

    act(() => again.result.current.renew());
    await waitFor(() => expect(again.result.current.url).toMatch(/token-2$/));
    again.unmount();
    const later = renderWith(client, VIDEO);
    await waitFor(() => expect(later.result.current.url).toMatch(/token-3$/));
    expect(calls).toHaveLength(3);
  });

  it("gives the server's refusal as the error, without a url", async () => {
    mockGateway(() => ({ status: 403, json: { message: MediaMessages.noAccess } }));
    const { result } = renderWith(createQueryClient(), VIDEO);
    await waitFor(() => expect(result.current.error?.message).toBe(MediaMessages.noAccess));
    expect(result.current).toMatchObject({ url: undefined, isLoading: false });
    expect(result.current.error?.status).toBe(403);
    expect(getSession()?.token).toBe('tok');
  });

  it('ends the session when the token is refused (401)', async () => {
    mockGateway(() => ({ status: 401, json: { message: 'Your session is invalid or has expired. Please log in again.' } }));
    const { result } = renderWith(createQueryClient(), VIDEO);
    await waitFor(() => expect(result.current.error?.status).toBe(401));
    expect(getSession()).toBeNull();
  });

  it('freshFor: the time left before the renew margin, never negative', () => {
    const now = Date.UTC(2026, 0, 1);
    expect(freshFor(undefined, now)).toBe(0);
    expect(freshFor({ url: '/x', expiresAt: new Date(now + 600_000).toISOString() }, now)).toBe(600_000 - STREAM_LINK_RENEW_MARGIN_MS);
    expect(freshFor({ url: '/x', expiresAt: new Date(now + 30_000).toISOString() }, now)).toBe(0);
  });
});
