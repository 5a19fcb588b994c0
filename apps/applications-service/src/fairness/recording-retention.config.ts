import { z } from 'zod';
import { DEFAULT_RECORDING_RETENTION_DAYS } from '@hirewise/contracts';
import { parseEnv, wholeNumber as whole } from '@hirewise/server-kit';

const retentionEnvSchema = z.object({
  /** Days after a job's deadline its interview recordings are kept (issue 21, docs/fairness.md). */
  RECORDING_RETENTION_DAYS: whole(1, 36_500).default(DEFAULT_RECORDING_RETENTION_DAYS),
  /** How often each replica looks for recordings past their retention (seconds); 0 = never (tests call the sweep). */
  RECORDING_RETENTION_INTERVAL_S: whole(0, 7 * 24 * 60 * 60).default(60 * 60),
});

export interface RetentionConfig {
  /** RECORDING_RETENTION_DAYS. */
  retentionDays: number;
  /** RECORDING_RETENTION_INTERVAL_S; 0: no timer. */
  intervalSeconds: number;
}

export const RETENTION_CONFIG = Symbol('RETENTION_CONFIG');

/** Read at start (a bad value stops the service with a message naming the variable). */
export function loadRetentionConfig(env: NodeJS.ProcessEnv): RetentionConfig {
  const parsed = parseEnv(retentionEnvSchema, env);
  return { retentionDays: parsed.RECORDING_RETENTION_DAYS, intervalSeconds: parsed.RECORDING_RETENTION_INTERVAL_S };
}
