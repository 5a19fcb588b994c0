/** Types of pg-node.cjs: a PostgreSQL server of a test's own, to restart and kill at will. */
export interface PgNode {
  readonly port: number;
  /** postgres://postgres@127.0.0.1:<port> (no database: append `/<name>`). */
  readonly url: string;
  readonly dir: string;
  /** Starts the server (again); the ms until it accepts connections. */
  start(): Promise<number>;
  /** Fast shutdown (SIGINT); the ms it took. */
  stop(): Promise<number>;
  /** SIGKILL of the postmaster (the next start recovers); the ms it took. */
  kill(): Promise<number>;
  restart(): Promise<{ stopMs: number; startMs: number }>;
  destroy(): Promise<void>;
}

export declare function startPgNode(options?: { readyTimeoutMs?: number }): Promise<PgNode>;
