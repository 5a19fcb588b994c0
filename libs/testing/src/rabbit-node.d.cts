/** Types of rabbit-node.cjs: a RabbitMQ node of a test's own, to stop and start at will. */
export interface RabbitNode {
  readonly name: string;
  readonly port: number;
  /** amqp://guest:guest@127.0.0.1:<port> */
  readonly url: string;
  /** The amqps port when started with `tls`. */
  readonly tlsPort: number | undefined;
  /** The node's own folder (data, logs, pid file). */
  readonly dir: string;
  readonly running: boolean;
  /** Runs rabbitmqctl against this node; resolves with its standard output. */
  ctl(...args: string[]): Promise<string>;
  /** Graceful stop (the broker closes every client connection); resolves with the ms it took. */
  stop(): Promise<number>;
  /** SIGKILL of the node's VM (a crash: nothing is closed gracefully); resolves with the ms until it exited. */
  kill(): Promise<number>;
  /** Starts the same node again (durable queues and persistent messages kept); the ms until it accepts connections. */
  start(): Promise<number>;
  destroy(): Promise<void>;
}

export interface RabbitNodeOptions {
  /** How long a start may take (default 60 s). */
  readyTimeoutMs?: number;
  /** Copy the node's output to this process's stdout. */
  echo?: boolean;
  /** Add an amqps listener. */
  tls?: { caFile: string; certFile: string; keyFile: string };
  /** Definitions loaded at boot. */
  definitionsFile?: string;
  /** 'user:password' for the readiness check and node.url. */
  credentials?: string;
}

export declare function startRabbitNode(options?: RabbitNodeOptions): Promise<RabbitNode>;
