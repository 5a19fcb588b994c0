import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startStack, TEST_PASSWORD_HASH_ENV } from '@hirewise/testing';

export const REPO_ROOT = resolve(__dirname, '../../../..');

export interface RunningStack {
  baseUrl: string;
  /**
   * The stack's DATA_DIR; in embedded mode its mail/ folder holds every email as an .eml file
   * (support/mailbox.ts). For a stack given by E2E_BASE_URL: E2E_DATA_DIR, if set.
   */
  dataDir?: string;
  stop(): Promise<void>;
}

export { startS3Server, type S3Server } from '@hirewise/testing';

export const STACK_START_TIMEOUT_MS = 150_000;

export type StackMode = 'embedded' | 'server';

/**
 * The product under test: E2E_BASE_URL when set (a stack you already run), otherwise a fresh
 * stack on free ports with an empty temporary data folder: embedded (TCP + PGlite) or server
 * (RabbitMQ + PostgreSQL, throw-away databases and queues); `env` adds settings (STORAGE=s3 ...).
 * A plain embedded stack (no settings) is the run's shared one when jest's global setup started it.
 */
export async function startWebStack(mode: StackMode = 'embedded', env: Record<string, string> = {}): Promise<RunningStack> {
  const external = process.env.E2E_BASE_URL;
  if (external) return { baseUrl: external.replace(/\/$/, ''), dataDir: process.env.E2E_DATA_DIR, stop: async () => undefined };
  // The run's shared plain embedded stack (global-setup.cjs): stopped once, after the last spec file.
  const shared = process.env.E2E_SHARED_BASE_URL;
  if (shared && mode === 'embedded' && Object.keys(env).length === 0) return { baseUrl: shared, dataDir: process.env.E2E_SHARED_DATA_DIR, stop: async () => undefined };
  if (!existsSync(join(REPO_ROOT, 'apps/web/dist/index.html'))) {
    throw new Error('apps/web/dist is missing: build the web app first (npm run build)');
  }
  // Embedded as `npm start` runs it: every service in one process (layout 'host'); password hashes at the test cost.
  return startStack({ mode, env: { ...TEST_PASSWORD_HASH_ENV, ...env }, readyTimeoutMs: 120_000, layout: mode === 'embedded' ? 'host' : 'processes' });
}
