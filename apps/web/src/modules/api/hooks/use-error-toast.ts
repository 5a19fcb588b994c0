import { useEffect, useRef } from 'react';
import { notify } from '../../ui/components/toaster';
import { errorMessage } from '../api-error';

/**
 * A red toast once per failed load: `message` is a fixed text (the spec's generic 'Error') or
 * 'server' for the server's own message. StrictMode's second effect run does not repeat it.
 */
export function useErrorToast(error: unknown, failedAt: number, message: string | 'server'): void {
  const reported = useRef(0);
  const text = message === 'server' ? errorMessage(error, 'Error') : message;
  useEffect(() => {
    if (!error || !failedAt || reported.current === failedAt) return;
    reported.current = failedAt;
    notify.error(text);
  }, [error, failedAt, text]);
}
