import { useCallback, useEffect, useRef } from 'react';
import { printTitle } from '../utils/print-title';

/**
 * While a resume is shown, printing (Print Resume or the browser's own print) titles the document
 * '<name>_Resume' or 'Resume', so the saved PDF is named after it; the old title comes back after.
 */
export function useResumePrint(fullName: string | undefined, enabled: boolean) {
  const previous = useRef<string | null>(null);
  const title = printTitle(fullName);

  const retitle = useCallback(() => {
    if (previous.current === null) previous.current = document.title;
    document.title = title;
  }, [title]);

  const restore = useCallback(() => {
    if (previous.current === null) return;
    document.title = previous.current;
    previous.current = null;
  }, []);

  useEffect(() => {
    if (!enabled) return undefined;
    window.addEventListener('beforeprint', retitle);
    window.addEventListener('afterprint', restore);
    return () => {
      window.removeEventListener('beforeprint', retitle);
      window.removeEventListener('afterprint', restore);
      restore();
    };
  }, [enabled, retitle, restore]);

  return useCallback(() => {
    retitle();
    window.print();
  }, [retitle]);
}
