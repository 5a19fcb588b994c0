export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>;

/** Waits `ms`, or rejects with an AbortError as soon as `signal` aborts. */
export const sleep: Sleep = (ms, signal) =>
  new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('Aborted', 'AbortError'));
      return;
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    function onAbort() {
      clearTimeout(timer);
      reject(new DOMException('Aborted', 'AbortError'));
    }
    signal?.addEventListener('abort', onAbort, { once: true });
  });

export interface RetryOptions {
  /** Tries in all, the first included. */
  attempts: number;
  /** The wait before the 2nd, 3rd, ... try; the last value repeats when there are more tries. */
  delaysMs: readonly number[];
  /** Whether a failure is worth another try; by default every failure but an abort is. */
  shouldRetry?: (error: unknown) => boolean;
  signal?: AbortSignal;
  sleep?: Sleep;
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** Runs `task` until it succeeds or the tries run out, waiting the given backoff between tries. */
export async function withRetry<T>(task: (attempt: number) => Promise<T>, options: RetryOptions): Promise<T> {
  const { attempts, delaysMs, shouldRetry = () => true, signal, sleep: wait = sleep } = options;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await task(attempt);
    } catch (error) {
      if (isAbortError(error) || attempt >= attempts || !shouldRetry(error)) throw error;
      const delay = delaysMs[Math.min(attempt - 1, delaysMs.length - 1)] ?? 0;
      await wait(delay, signal);
    }
  }
}
