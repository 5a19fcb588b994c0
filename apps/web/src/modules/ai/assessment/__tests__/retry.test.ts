import { ApiError } from '@/modules/api/api-error';
import { getInterviewQuestionWithRetry } from '../api/assessment-api';
import { withRetry } from '../utils/retry';

describe('withRetry', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('tries again after 1 s and then after 2 s, and returns the first success', async () => {
    const startedAt: number[] = [];
    const task = jest.fn(async (attempt: number) => {
      startedAt.push(Date.now());
      if (attempt < 3) throw new Error(`fail ${attempt}`);
      return 'ok';
    });
    const t0 = Date.now();
    const result = withRetry(task, { attempts: 3, delaysMs: [1000, 2000] });
    await jest.advanceTimersByTimeAsync(999);
    expect(task).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(task).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(1999);
    expect(task).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe('ok');
    expect(startedAt.map((at) => at - t0)).toEqual([0, 1000, 3000]);
  });

  it('gives up after the third failure with that failure', async () => {
    const task = jest.fn(async (attempt: number) => {
      throw new Error(`fail ${attempt}`);
    });
    const result = withRetry(task, { attempts: 3, delaysMs: [1000, 2000] });
    const settled = expect(result).rejects.toThrow('fail 3');
    await jest.advanceTimersByTimeAsync(10_000);
    await settled;
    expect(task).toHaveBeenCalledTimes(3);
  });

  it('does not try again when the failure is not worth it', async () => {
    const task = jest.fn(async () => {
      throw new Error('bad request');
    });
    await expect(withRetry(task, { attempts: 3, delaysMs: [1000, 2000], shouldRetry: () => false })).rejects.toThrow('bad request');
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('stops waiting when aborted', async () => {
    const controller = new AbortController();
    const task = jest.fn(async () => {
      throw new Error('down');
    });
    const result = withRetry(task, { attempts: 3, delaysMs: [1000, 2000], signal: controller.signal });
    const settled = expect(result).rejects.toMatchObject({ name: 'AbortError' });
    await jest.advanceTimersByTimeAsync(500);
    controller.abort();
    await settled;
    await jest.advanceTimersByTimeAsync(5000);
    expect(task).toHaveBeenCalledTimes(1);
  });
});

describe('getInterviewQuestionWithRetry', () => {
  const request = { jobTitle: 'React assessment', skills: ['React'], experience: 0, currentQuestion: 1 };

  it('retries a server failure and a network failure, then succeeds', async () => {
    const answers = [
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => Promise.resolve({ ok: false, status: 503, statusText: '', headers: { get: () => null }, text: async () => '{"message":"down"}' }),
      () =>
        Promise.resolve({
          ok: true,
          status: 200,
          statusText: '',
          headers: { get: () => null },
          text: async () => JSON.stringify({ question: 'What is JSX?', expectedAnswer: 'Syntax sugar', difficulty: 'beginner', source: 'local' }),
        }),
    ];
    global.fetch = jest.fn(() => answers.shift()!()) as unknown as typeof fetch;
    const sleep = jest.fn(async () => undefined);
    await expect(getInterviewQuestionWithRetry(request, { sleep })).resolves.toMatchObject({ question: 'What is JSX?' });
    expect(global.fetch).toHaveBeenCalledTimes(3);
    expect(sleep.mock.calls.map((call) => (call as unknown[])[0])).toEqual([1000, 2000]);
  });

  it('does not retry a refused request (400)', async () => {
    global.fetch = jest.fn(async () => ({ ok: false, status: 400, statusText: '', headers: { get: () => null }, text: async () => '{"error":"Job title is required","message":"Job title is required"}' })) as unknown as typeof fetch;
    const sleep = jest.fn(async () => undefined);
    await expect(getInterviewQuestionWithRetry(request, { sleep })).rejects.toEqual(new ApiError(400, 'Job title is required'));
    expect(global.fetch).toHaveBeenCalledTimes(1);
    expect(sleep).not.toHaveBeenCalled();
  });
});
