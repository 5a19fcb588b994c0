import { ThrottlerStorageService } from '@nestjs/throttler';
import { AiUserRateLimiter } from '../ai-rate-limit';

describe('AiUserRateLimiter: one budget per user id', () => {
  const storage = new ThrottlerStorageService();
  afterAll(() => storage.onApplicationShutdown());

  it('refuses a user past the limit with the wait, and leaves another user alone', async () => {
    const limiter = new AiUserRateLimiter(storage, { AI_RATE_LIMIT: 3, AI_RATE_WINDOW_MS: 60_000 });
    const first = await Promise.all([1, 2, 3].map(() => limiter.hit('user-a')));
    expect(first.map((d) => d.allowed)).toEqual([true, true, true]);
    const refused = await limiter.hit('user-a');
    expect(refused).toMatchObject({ allowed: false, limit: 3 });
    if (refused.allowed) throw new Error('unreachable');
    expect(refused.retryAfterSeconds).toBeGreaterThan(50);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(refused.message).toBe(`Too many AI requests: each user may make 3 per minute. Try again in ${refused.retryAfterSeconds} s.`);
    expect(await limiter.hit('user-b')).toEqual({ allowed: true, limit: 3, remaining: 2 });
  });

  it('lets the user in again once the window has passed', async () => {
    const limiter = new AiUserRateLimiter(storage, { AI_RATE_LIMIT: 1, AI_RATE_WINDOW_MS: 1000 });
    expect((await limiter.hit('user-c')).allowed).toBe(true);
    expect((await limiter.hit('user-c')).allowed).toBe(false);
    await new Promise((r) => setTimeout(r, 1100));
    expect((await limiter.hit('user-c')).allowed).toBe(true);
  });
});
