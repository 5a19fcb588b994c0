import { act, render, screen } from '@testing-library/react';
import { createQueryClient } from '../query-client';
import { AppProvider } from '../provider';
import { lazyPage } from '../lazy-page';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const renderPage = (Page: React.ComponentType) =>
  render(
    <AppProvider client={createQueryClient()}>
      <Page />
    </AppProvider>,
  );

describe('lazyPage', () => {
  it('shows the loading state until the chunk arrives, then the screen', async () => {
    const chunk = deferred<React.ComponentType>();
    const load = jest.fn(() => chunk.promise);
    const Page = lazyPage(load);
    renderPage(Page);
    expect(screen.getByRole('status', { name: 'Loading the page' })).toBeInTheDocument();

    await act(async () => chunk.resolve(() => <h1>Jobs</h1>));
    expect(screen.getByRole('heading', { name: 'Jobs' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading the page' })).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('once preloaded, renders at once without a loading state and loads only once', async () => {
    const load = jest.fn(async () => () => <h1>Profile</h1>);
    const Page = lazyPage(load);
    await Page.preload();
    await Page.preload();
    renderPage(Page);
    expect(screen.getByRole('heading', { name: 'Profile' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a chunk that fails to load shows a reload notice, and the next visit tries again', async () => {
    const silence = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const first = deferred<React.ComponentType>();
    const load = jest.fn().mockReturnValueOnce(first.promise).mockResolvedValueOnce(() => <h1>Employees</h1>);
    const Page = lazyPage(load);
    const { unmount } = renderPage(Page);
    await act(async () => first.reject(new Error('Failed to fetch dynamically imported module')));
    expect(screen.getByRole('alert')).toHaveTextContent('This page could not be loaded. Check your connection and reload.');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    unmount();

    await Page.preload();
    renderPage(Page);
    expect(screen.getByRole('heading', { name: 'Employees' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    silence.mockRestore();
  });
});
