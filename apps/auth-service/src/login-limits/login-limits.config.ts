import { z } from 'zod';
import { parseEnv, wholeNumber as whole } from '@hirewise/server-kit';

/** The per-account slow-down after failed logins (docs/security.md; numbers in docs/decisions.md). */
export const loginLimitsEnvSchema = z.object({
  /** Failed logins counted per account (clients without a device cookie) or per trusted device before the slow-down starts. */
  LOGIN_FAILURE_LIMIT: whole(1, 1_000_000).default(5),
  /** A count is forgotten after this long without a further failure. */
  LOGIN_FAILURE_WINDOW_MS: whole(1000, 86_400_000).default(900_000),
  /** The first wait once the limit is reached; it doubles with each further failure. */
  LOGIN_SLOWDOWN_BASE_MS: whole(1000, 3_600_000).default(30_000),
  /** The longest wait. */
  LOGIN_SLOWDOWN_MAX_MS: whole(1000, 86_400_000).default(900_000),
  /** How long a device cookie keeps a browser trusted after its last successful login. */
  LOGIN_DEVICE_TTL_DAYS: whole(1, 400).default(90),
});

export interface LoginLimits {
  failureLimit: number;
  windowMs: number;
  baseDelayMs: number;
  maxDelayMs: number;
  deviceTtlDays: number;
}

export function loadLoginLimits(env: NodeJS.ProcessEnv = process.env): LoginLimits {
  const e = parseEnv(loginLimitsEnvSchema, env);
  return {
    failureLimit: e.LOGIN_FAILURE_LIMIT,
    windowMs: e.LOGIN_FAILURE_WINDOW_MS,
    baseDelayMs: e.LOGIN_SLOWDOWN_BASE_MS,
    maxDelayMs: Math.max(e.LOGIN_SLOWDOWN_MAX_MS, e.LOGIN_SLOWDOWN_BASE_MS),
    deviceTtlDays: e.LOGIN_DEVICE_TTL_DAYS,
  };
}

/** The wait after the n-th failure in a row (n >= limit): base, doubling per further failure, capped. */
export function slowdownMs(limits: LoginLimits, failures: number): number {
  const extra = Math.min(failures - limits.failureLimit, 30);
  return Math.min(limits.baseDelayMs * 2 ** Math.max(extra, 0), limits.maxDelayMs);
}

export const LOGIN_LIMITS = Symbol('LOGIN_LIMITS');
