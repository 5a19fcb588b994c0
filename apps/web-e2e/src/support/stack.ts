import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const REPO_ROOT = resolve(__dirname, '../../../..');

export interface RunningStack {
  baseUrl: string;
  stop(): Promise<void>;
}

interface StackModule {
  startStack(options: { mode: StackMode; env?: Record<string, string>; readyTimeoutMs?: number }): Promise<RunningStack>;
}

/** Typed view of tools/testing/s3-server.cjs: s3rver inside the test process, for STORAGE=s3. */
export interface S3Server {
  port: number;
  bucket: string;
  env: Record<string, string>;
  close(): Promise<void>;
}

export function startS3Server(): Promise<S3Server> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { startS3Server: start } = require(join(REPO_ROOT, 'tools/testing/s3-server.cjs')) as { startS3Server(): Promise<S3Server> };
  return start();
}

export const STACK_START_TIMEOUT_MS = 150_000;

export type StackMode = 'embedded' | 'server';

/**
 * The product under test: E2E_BASE_URL when set (a stack you already run), otherwise a fresh
 * stack on free ports with an empty temporary data folder: embedded (TCP + PGlite) or server
 * (RabbitMQ + PostgreSQL, throw-away databases and queues); `env` adds settings (STORAGE=s3 ...).
 */
export async function startWebStack(mode: StackMode = 'embedded', env: Record<string, string> = {}): Promise<RunningStack> {
  const external = process.env.E2E_BASE_URL;
  if (external) return { baseUrl: external.replace(/\/$/, ''), stop: async () => undefined };
  if (!existsSync(join(REPO_ROOT, 'apps/web/dist/index.html'))) {
    throw new Error('apps/web/dist is missing: build the web app first (npm run build)');
  }
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { startStack } = require(join(REPO_ROOT, 'tools/testing/stack.cjs')) as StackModule;
  return startStack({ mode, env, readyTimeoutMs: 120_000 });
}
