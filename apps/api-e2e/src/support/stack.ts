import { randomBytes } from 'node:crypto';

import { startStack, TEST_PASSWORD_HASH_ENV, type RunMode, type Stack, type StackOptions } from '@hirewise/testing';

export type { RunMode, Stack, StackProcess } from '@hirewise/testing';

export const WEBHOOK_TEST_ENV = {
  WEBHOOK_ALLOW_PRIVATE: '127.0.0.1/32',
  WEBHOOK_POLL_MS: '200',
  WEBHOOK_RETRY_BASE_MS: '200',
  WEBHOOK_RETRY_MAX_MS: '1000',
  WEBHOOK_TIMEOUT_MS: '3000',
} as const;

/**
 * Every stack of this suite signs tokens with its own secret, so tests can forge tokens with it (or without it).
 * A process per service (the scenarios read each service's own port, metrics and log); services-host.e2e.spec.ts
 * covers the layout `npm start` runs.
 */
export async function startE2eStack(
  mode: RunMode,
  env: Record<string, string> = {},
  replicas?: Partial<Record<string, number>>,
  more: Pick<StackOptions, 'gatewayEnv' | 'pgUrl'> = {},
): Promise<Stack & { jwtSecret: string }> {
  const jwtSecret = `e2e-${randomBytes(16).toString('hex')}`;
  // The suites' scenarios send far more AI calls per user than a person could (fuzzing every AI route):
  // the per-user AI limit is out of their way; http-edge.e2e.spec.ts sets a small one to test it.
  // Webhooks may reach this machine's 127.0.0.1 only (a receiver in the test process; every other private
  // address stays refused), and retry within a second instead of 30 s. Password hashes at the test cost.
  // Two server-mode stacks run at once (two jest workers) against one PostgreSQL (max_connections 100 by
  // default): 4 connections per process keeps two of the largest stacks (14 processes) under 60.
  const stack = await startStack({ mode, env: { JWT_SECRET: jwtSecret, AI_PROVIDER: 'local', AI_RATE_LIMIT: '100000', DATABASE_POOL_SIZE: '4', ...TEST_PASSWORD_HASH_ENV, ...WEBHOOK_TEST_ENV, ...env }, readyTimeoutMs: 100_000, replicas, ...more });
  return Object.assign(stack, { jwtSecret: stack.env.JWT_SECRET ?? jwtSecret });
}

/** Stops one process of the stack (SIGKILL, as a crash would) and waits until it is gone. */
export async function killProcess(stack: Stack, name: string): Promise<void> {
  const proc = stack.procs.find((p) => p.name === name);
  if (!proc) throw new Error(`no process named ${name} in the stack`);
  if (proc.child.exitCode !== null || proc.child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => proc.child.once('exit', () => resolve()));
  proc.child.kill('SIGKILL');
  await exited;
}

export const STACK_START_TIMEOUT_MS = 120_000;
export const STACK_STOP_TIMEOUT_MS = 60_000;
