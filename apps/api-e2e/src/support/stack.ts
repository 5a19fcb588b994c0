import { randomBytes } from 'node:crypto';

/** Typed view of tools/testing/stack.cjs: the whole product as real processes. */
export type RunMode = 'embedded' | 'server';

export interface StackProcess {
  name: string;
  child: import('node:child_process').ChildProcess;
  tail: string[];
  /** Service processes: the service it runs and its own HTTP port (replicas have their own). */
  service?: string;
  httpPort?: number;
}

export interface Stack {
  baseUrl: string;
  env: Record<string, string | undefined>;
  dataDir: string;
  logDir: string;
  mode: RunMode;
  procs: StackProcess[];
  stop(): Promise<void>;
  /** Starts one process again with its environment and ports (stopping it first if it runs); resolves once it is ready. */
  restart(name: string, options?: { readyTimeoutMs?: number }): Promise<StackProcess>;
}

interface StackModule {
  startStack(options: { mode: RunMode; env?: Record<string, string>; readyTimeoutMs?: number; replicas?: Partial<Record<string, number>> }): Promise<Stack>;
}

// eslint-disable-next-line @typescript-eslint/no-require-imports
const stackModule: StackModule = require('../../../../tools/testing/stack.cjs');

/** Every stack of this suite signs tokens with its own secret, so tests can forge tokens with it (or without it). */
export async function startE2eStack(
  mode: RunMode,
  env: Record<string, string> = {},
  replicas?: Partial<Record<string, number>>,
): Promise<Stack & { jwtSecret: string }> {
  const jwtSecret = `e2e-${randomBytes(16).toString('hex')}`;
  // The suites' scenarios send far more AI calls per user than a person could (fuzzing every AI route):
  // the per-user AI limit is out of their way; http-edge.e2e.spec.ts sets a small one to test it.
  const stack = await stackModule.startStack({ mode, env: { JWT_SECRET: jwtSecret, AI_PROVIDER: 'local', AI_RATE_LIMIT: '100000', ...env }, readyTimeoutMs: 100_000, replicas });
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
