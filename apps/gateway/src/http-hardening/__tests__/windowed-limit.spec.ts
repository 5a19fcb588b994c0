import { ThrottlerStorageService } from '@nestjs/throttler';
import { hitWindow, windowPhrase } from '../windowed-limit';

describe('hitWindow', () => {
  const storage = new ThrottlerStorageService();
  afterAll(() => storage.onApplicationShutdown());

  it('lets `limit` hits through per key, counting what remains, then refuses with the seconds to wait', async () => {
    const budget = { limit: 3, windowMs: 60_000, throttler: 'test-budget' };
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push(await hitWindow(storage, 'owner-a', budget));
    expect(answers.slice(0, 3)).toEqual([
      { allowed: true, remaining: 2 },
      { allowed: true, remaining: 1 },
      { allowed: true, remaining: 0 },
    ]);
    expect(answers[3]).toEqual({ allowed: false, retryAfterSeconds: expect.any(Number) });
    expect((answers[3] as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect((answers[3] as { retryAfterSeconds: number }).retryAfterSeconds).toBeLessThanOrEqual(60);
    // Another key has its own count (budgets keep apart by their keys' prefixes: ai:, public:).
    expect(await hitWindow(storage, 'owner-b', budget)).toEqual({ allowed: true, remaining: 2 });
  });

  it('names the window in the 429 sentences', () => {
    expect(windowPhrase(60_000)).toBe('minute');
    expect(windowPhrase(30_000)).toBe('30 seconds');
  });
});
