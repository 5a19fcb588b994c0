import type { ReactElement } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { act, render, screen, waitFor, type RenderResult } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createQueryClient } from '../app/query-client';
import { AppProvider } from '../app/provider';
import { toaster } from '../modules/ui/components/toaster';
import { AppRoutes, preloadPages } from '../app/routes';
import { resetSessionCache, type Session } from '../modules/session/utils/session-store';

// The screens are lazily loaded chunks (app/lazy-page.tsx): load them all before the tests of a
// file run, so a route renders at once, as the tests expect (app/__tests__/lazy-page.test.tsx
// covers the loading state itself).
beforeAll(() => preloadPages());

export function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.hash}</div>;
}

/** Stores a session the way the app does (localStorage keys token and type). */
export function signIn(session: Session): void {
  window.localStorage.setItem('token', session.token);
  window.localStorage.setItem('type', session.type);
  resetSessionCache();
}

/** The whole app (shell + routes) at `route`, with a fresh QueryClient. */
export function renderApp(route = '/'): RenderResult & { queryClient: QueryClient } {
  resetSessionCache();
  const queryClient = createQueryClient();
  const result = render(
    <AppProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>
        <AppRoutes />
        <LocationProbe />
      </MemoryRouter>
    </AppProvider>,
  );
  // The app's query client, for a test that makes it ask again (instead of waiting out an interval).
  return Object.assign(result, { queryClient });
}

/** One element at `route`, with providers and a location probe. */
export function renderAt(element: ReactElement, route = '/'): RenderResult {
  resetSessionCache();
  return render(
    <AppProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path="*" element={element} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </AppProvider>,
  );
}

export function currentPath(): string {
  return screen.getByTestId('location').textContent ?? '';
}

export async function expectToast(message: string): Promise<void> {
  await waitFor(() => expect(screen.getByText(message)).toBeInTheDocument());
}

/** The toaster is a module singleton: empty it between tests. */
export function clearToasts(): void {
  act(() => toaster.remove());
}

export async function expectPath(path: string): Promise<void> {
  await waitFor(() => expect(currentPath()).toBe(path));
}

export interface FakeResponse {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** What jsdom lacks: a Response with the members the client reads. */
export function fakeResponse(next: FakeResponse) {
  const headers = Object.fromEntries(Object.entries(next.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
  return {
    ok: next.status >= 200 && next.status < 300,
    status: next.status,
    statusText: '',
    headers: { get: (name: string) => headers[name.toLowerCase()] ?? null },
    text: async () => (next.body === undefined ? '' : JSON.stringify(next.body)),
  };
}

/**
 * The shell asks this by itself on every signed-in screen (the notification bell polls its count):
 * the test doubles answer it with no unread notifications unless a test routes it (mockApi), so a
 * test's own queue of answers and its recorded calls stay about the screen under test.
 */
const AMBIENT_PATH = '/api/notifications/unread-count';
const AMBIENT_ANSWER: FakeResponse = { status: 200, body: { unread: 0 } };
const isAmbient = (input: unknown, init?: RequestInit) =>
  (init?.method ?? 'GET') === 'GET' && new URL(String(input), 'http://localhost').pathname === AMBIENT_PATH;

/** The answer to the shell's own call, or undefined for any other: for test doubles of fetch outside this file. */
export function ambientResponse(input: unknown, init?: RequestInit): ReturnType<typeof fakeResponse> | undefined {
  return isAmbient(input, init) ? fakeResponse(AMBIENT_ANSWER) : undefined;
}

/**
 * Every test starts with a fetch that answers only the shell's own call: a test that mocks nothing
 * does not inherit the previous test's answers (a 401 there would end this test's session).
 */
beforeEach(() => {
  global.fetch = (async (input: unknown, init?: RequestInit) =>
    ambientResponse(input, init) ?? fakeResponse({ status: 500, body: { message: 'Unexpected call: this test mocks no fetch' } })) as unknown as typeof fetch;
});

/** Replaces fetch with a queue of answers; returns the mock to inspect the calls (the bell's count is answered apart). */
export function mockFetch(...responses: FakeResponse[]): jest.Mock {
  const mock = jest.fn(async () => fakeResponse(responses.shift() ?? { status: 500, body: { message: 'Unexpected call' } }));
  global.fetch = (async (input: unknown, init?: RequestInit) =>
    isAmbient(input, init) ? fakeResponse(AMBIENT_ANSWER) : (mock as unknown as typeof fetch)(input as string, init)) as unknown as typeof fetch;
  return mock;
}

export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  /** The request's headers as the client set them (Authorization, Content-Type). */
  headers: Record<string, string>;
}

/**
 * Replaces fetch with a router: `answer` sees each call (method, path, query, JSON body) and
 * returns the response, so parallel queries need no particular order. Unanswered calls get 500.
 */
export function mockApi(answer: (call: ApiCall) => FakeResponse | undefined): { calls: ApiCall[]; find: (method: string, path: string) => ApiCall[] } {
  const calls: ApiCall[] = [];
  global.fetch = jest.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    const call: ApiCall = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
      headers: { ...(init?.headers as Record<string, string> | undefined) },
    };
    const answered = answer(call);
    // The bell's count, when the test does not route it itself, is answered apart and not recorded.
    if (answered === undefined && isAmbient(input, init)) return fakeResponse(AMBIENT_ANSWER);
    calls.push(call);
    return fakeResponse(answered ?? { status: 500, body: { message: `Unexpected ${call.method} ${call.path}` } });
  }) as unknown as typeof fetch;
  return { calls, find: (method, path) => calls.filter((c) => c.method === method && c.path === path) };
}

/** A page of a list answer: the items and the X-Total-Count header. */
export function listResponse(items: unknown[], total: number = items.length): FakeResponse {
  return { status: 200, body: items, headers: { 'X-Total-Count': String(total) } };
}

export function requestBody(mock: jest.Mock, call = 0): unknown {
  const init = mock.mock.calls[call]?.[1] as RequestInit | undefined;
  return init?.body ? JSON.parse(String(init.body)) : undefined;
}

/** The value a card's fact list gives for `label` (a <dt> and the <dd> after it). */
export function factValue(container: HTMLElement, label: string): string | null | undefined {
  const term = Array.from(container.querySelectorAll('dt')).find((dt) => dt.textContent === label);
  return term?.nextElementSibling?.textContent;
}
