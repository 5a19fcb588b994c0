/** Types of tcp-proxy.cjs: a TCP proxy with delay, loss (stalls) and resets a test controls. */
export interface TcpFaults {
  delayMs?: number;
  jitterMs?: number;
  /** Share of chunks held lossStallMs more (a lost segment's retransmission). */
  lossRate?: number;
  lossStallMs?: number;
  /** Share of chunks on which the connection is cut. */
  resetRate?: number;
}

export interface TcpProxy {
  readonly port: number;
  readonly stats: { connections: number; chunks: number; stalled: number; resets: number };
  set(faults: TcpFaults): void;
  close(): Promise<void>;
}

export declare function startTcpProxy(options: { host?: string; port: number; random?: () => number }): Promise<TcpProxy>;
