import { useEffect } from 'react';

/** The tab's title while the screen is shown (undefined: leave it); the previous title is put back after. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (title === undefined) return;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
