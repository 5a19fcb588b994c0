import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Request, Response } from 'express';
import { AggregatorRegistry } from 'prom-client';
import { METRICS_PATH, metrics as processMetrics, type Metrics } from './metrics';

/** `GET /metrics` as an Express handler (a service's own HTTP port, internal). */
export function metricsHandler(metrics?: Metrics) {
  return (_req: Request, res: Response): void => {
    const m = metrics ?? processMetrics();
    m.render().then(
      (text) => void res.status(200).type(m.contentType).send(text),
      (err: unknown) => void res.status(500).type('text/plain').send(`metrics failed: ${(err as Error).message}`),
    );
  };
}

/**
 * A separate HTTP server answering only `GET /metrics` (the gateway's METRICS_PORT, so the
 * public origin never exposes it). `render` gives the text: this process's registry, or every
 * cluster worker's merged (clusterMetricsRenderer) when the gateway runs several workers.
 */
export function startMetricsServer(port: number, host: string, render: () => Promise<{ text: string; contentType: string }>): Promise<Server> {
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== METRICS_PATH || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify({ message: 'Not found' }));
      return;
    }
    render().then(
      ({ text, contentType }) => void res.writeHead(200, { 'content-type': contentType }).end(req.method === 'HEAD' ? undefined : text),
      (err: unknown) => void res.writeHead(500, { 'content-type': 'text/plain' }).end(`metrics failed: ${(err as Error).message}`),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}

export function registryRenderer(metrics?: Metrics) {
  return async () => {
    const m = metrics ?? processMetrics();
    return { text: await m.render(), contentType: m.contentType };
  };
}

/** In a cluster's primary: asks every worker for its metrics and sums them (prom-client's aggregator). */
export function clusterMetricsRenderer() {
  const aggregator = new AggregatorRegistry();
  return async () => ({ text: await aggregator.clusterMetrics(), contentType: aggregator.contentType });
}

/** In a cluster worker: the registry the primary's aggregator reads. */
export function shareMetricsWithPrimary(metrics?: Metrics): void {
  AggregatorRegistry.setRegistries([(metrics ?? processMetrics()).registry]);
}
