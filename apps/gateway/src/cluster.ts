import cluster from 'node:cluster';
import type { Logger } from '@hirewise/server-kit';

/** A worker that dies this soon after starting is failing to start: the gateway gives up rather than loop. */
const EARLY_EXIT_MS = 10_000;

/**
 * `GATEWAY_WORKERS` > 1: the gateway runs as that many processes sharing its port (Node's
 * cluster), so one gateway host uses more than one core. Each worker is a whole gateway (its own
 * search cache and rate-limit counts, like separate replicas). A worker that dies is replaced;
 * SIGTERM/SIGINT stop the workers, which finish their requests first.
 */
export function runWorkers(count: number, logger: Logger): void {
  let stopping = false;
  const startedAt = new Map<number, number>();
  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker.id, Date.now());
  };
  for (let i = 0; i < count; i++) fork();

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker.id) ?? 0);
    startedAt.delete(worker.id);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    if (lived < EARLY_EXIT_MS) {
      logger.fatal({ code, signal }, 'gateway worker exited during start-up; stopping the gateway');
      stopping = true;
      for (const other of Object.values(cluster.workers ?? {})) other?.kill('SIGTERM');
      process.exitCode = 1;
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(1);
      return;
    }
    logger.error({ code, signal }, 'gateway worker died; starting another');
    fork();
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping gateway workers');
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill(signal);
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

export const isPrimary = (): boolean => cluster.isPrimary;
