import type { ReactElement } from 'react';
import { act, render, screen, waitFor, type RenderResult } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createQueryClient } from '../app/query-client';
import { AppProvider } from '../app/provider';
import { toaster } from '../app/toaster';
import { AppRoutes } from '../app/routes';
import { resetSessionCache, type Session } from '../modules/session/utils/session-store';

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
export function renderApp(route = '/'): RenderResult {
  resetSessionCache();
  return render(
    <AppProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[route]}>
        <AppRoutes />
        <LocationProbe />
      </MemoryRouter>
    </AppProvider>,
  );
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

interface FakeResponse {
  status: number;
  body?: unknown;
}

/** Replaces fetch with a queue of answers; returns the mock to inspect the calls. */
export function mockFetch(...responses: FakeResponse[]): jest.Mock {
  const mock = jest.fn(async () => {
    const next = responses.shift() ?? { status: 500, body: { message: 'Unexpected call' } };
    // jsdom has no Response; the client only reads these members.
    return {
      ok: next.status >= 200 && next.status < 300,
      status: next.status,
      statusText: '',
      text: async () => (next.body === undefined ? '' : JSON.stringify(next.body)),
    };
  });
  global.fetch = mock as unknown as typeof fetch;
  return mock;
}

export function requestBody(mock: jest.Mock, call = 0): unknown {
  const init = mock.mock.calls[call]?.[1] as RequestInit | undefined;
  return init?.body ? JSON.parse(String(init.body)) : undefined;
}
