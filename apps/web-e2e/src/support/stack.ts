import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const REPO_ROOT = resolve(__dirname, '../../../..');

export interface RunningStack {
  baseUrl: string;
  stop(): Promise<void>;
}

interface StackModule {
  startStack(options: { mode: StackMode; readyTimeoutMs?: number }): Promise<RunningStack>;
}

export const STACK_START_TIMEOUT_MS = 150_000;

export type StackMode = 'embedded' | 'server';

/**
 * The product under test: E2E_BASE_URL when set (a stack you already run), otherwise a fresh
 * stack on free ports with an empty temporary data folder: embedded (TCP + PGlite) or server
 * (RabbitMQ + PostgreSQL, throw-away databases and queues).
 */
export async function startWebStack(mode: StackMode = 'embedded'): Promise<RunningStack> {
  const external = process.env.E2E_BASE_URL;
  if (external) return { baseUrl: external.replace(/\/$/, ''), stop: async () => undefined };
  if (!existsSync(join(REPO_ROOT, 'apps/web/dist/index.html'))) {
    throw new Error('apps/web/dist is missing: build the web app first (npm run build)');
  }
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { startStack } = require(join(REPO_ROOT, 'tools/testing/stack.cjs')) as StackModule;
  return startStack({ mode, readyTimeoutMs: 120_000 });
}
