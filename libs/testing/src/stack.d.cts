/** Types of stack.cjs: the whole product as real processes (tests, benches and `npm start`). */
import type { ChildProcess } from 'node:child_process';

export type RunMode = 'embedded' | 'server';

export interface StackProcess {
  name: string;
  child: ChildProcess;
  tail: string[];
  /** Service processes: the service it runs and its own HTTP port (replicas have their own). */
  service?: string;
  httpPort?: number;
  /** A services host (layout 'host'): the services it runs and each one's HTTP port (a one-service host also has service and httpPort). */
  services?: string[];
  httpPorts?: Record<string, number>;
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

export interface StackOptions {
  /** embedded: TCP + PGlite; server: RabbitMQ + PostgreSQL. */
  mode?: RunMode;
  /** Pick free ports (tests; the default) instead of the configured ones. */
  randomPorts?: boolean;
  /** Data folder; a temporary one when omitted. */
  dataDir?: string;
  logDir?: string;
  keepData?: boolean;
  env?: Record<string, string>;
  /** Extra environment for the gateway alone (its RABBITMQ_URL through a proxy, say). */
  gatewayEnv?: Record<string, string>;
  /** Server mode: the PostgreSQL server for the stack's databases (default TEST_PG_URL or 127.0.0.1:5432). */
  pgUrl?: string;
  readyTimeoutMs?: number;
  replicas?: Partial<Record<string, number>>;
  echo?: boolean;
  /** 'processes' (default): one process per service; 'host' (embedded mode): services grouped into processes, as `npm start` runs them. */
  layout?: 'processes' | 'host';
  /** Layout 'host': the groups; default jobs alone (named `jobs`) and the other five in one process named `services`. */
  hosts?: string[][];
}

export declare function startStack(options?: StackOptions): Promise<Stack>;
export declare function killOnExit(child: ChildProcess, alsoKill?: () => void): void;
export declare const SERVICES: readonly string[];
/** The repository's root folder. */
export declare const ROOT: string;
/** The test stacks' password hash cost (argon2id, 1 MiB, one pass): not for `npm start` or benchmarks. */
export declare const TEST_PASSWORD_HASH_ENV: Readonly<{ PASSWORD_HASH_MEMORY_KIB: string; PASSWORD_HASH_ITERATIONS: string }>;
