import { Component, Suspense, lazy, type ComponentType, type ReactNode } from 'react';
import { PageErrorNotice, PageFallback } from './page-fallback';

/** A route's screen, loaded with its own chunk the first time it is shown. */
export type LazyPage = ComponentType & {
  /** Loads the chunk without rendering (tests, and anything that wants it ready before a visit). */
  preload(): Promise<void>;
};

/**
 * Wraps `import('../pages/X')` so the screen's code is split from the entry chunk: while the
 * chunk loads the route shows PageFallback (nav bar and footer stay); a chunk that fails to load
 * (a new deploy, a dropped connection) shows PageErrorNotice with a reload button. Once loaded
 * (or preloaded) the screen renders directly, with no Suspense round trip.
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let loaded: ComponentType | undefined;
  let pending: Promise<ComponentType> | undefined;
  const fetchOnce = (): Promise<ComponentType> => {
    pending ??= load().then(
      (screen) => (loaded = screen),
      (error: unknown) => {
        pending = undefined; // a later visit tries again
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(() => fetchOnce().then((screen) => ({ default: screen })));

  function Page() {
    const Screen = loaded;
    if (Screen) return <Screen />;
    return (
      <ChunkErrorBoundary>
        <Suspense fallback={<PageFallback />}>
          <Lazy />
        </Suspense>
      </ChunkErrorBoundary>
    );
  }
  return Object.assign(Page, { preload: () => fetchOnce().then(() => undefined) });
}

class ChunkErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <PageErrorNotice /> : this.props.children;
  }
}
