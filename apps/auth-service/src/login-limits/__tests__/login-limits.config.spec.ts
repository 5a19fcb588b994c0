import { ConfigError } from '@hirewise/server-kit';
import { loadLoginLimits, slowdownMs } from '../login-limits.config';

describe('login limits configuration', () => {
  it('defaults to the documented numbers: 5 failures in 15 min, then 30 s doubling up to 15 min, devices trusted 90 days', () => {
    expect(loadLoginLimits({})).toEqual({ failureLimit: 5, windowMs: 900_000, baseDelayMs: 30_000, maxDelayMs: 900_000, deviceTtlDays: 90 });
  });

  it('accepts a limit high enough to switch the slow-down off for test stacks, and names a bad variable', () => {
    expect(loadLoginLimits({ LOGIN_FAILURE_LIMIT: '10000' }).failureLimit).toBe(10_000);
    expect(() => loadLoginLimits({ LOGIN_SLOWDOWN_BASE_MS: 'soon' })).toThrow(ConfigError);
    expect(() => loadLoginLimits({ LOGIN_FAILURE_LIMIT: '0' })).toThrow(/LOGIN_FAILURE_LIMIT/);
  });

  it('waits the base after the limit, doubling per further failure, never past the cap', () => {
    const limits = loadLoginLimits({});
    expect([5, 6, 7, 8, 9, 10, 11, 50].map((n) => slowdownMs(limits, n) / 1000)).toEqual([30, 60, 120, 240, 480, 900, 900, 900]);
  });
});
