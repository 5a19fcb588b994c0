import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

export const METRICS_PREFIX = 'hirewise_';
export const METRICS_PATH = '/metrics';

/** Latency buckets in seconds: 1 ms to 10 s (RPC timeouts are 5 s by default; AI calls up to 20 s land in +Inf). */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export type Outcome = 'ok' | 'error';

/**
 * One process's Prometheus metrics, each with a `service` label (a default label on the
 * registry): the default process metrics with the `hirewise_` prefix, HTTP requests per matched
 * route, handled messages per pattern, outgoing requests' broker round-trip, consumed events, and
 * errors the exception filter answers with a 5xx.
 */
export class Metrics {
  readonly registry = new Registry();
  readonly httpRequests: Counter<'method' | 'route' | 'status'>;
  readonly httpDuration: Histogram<'method' | 'route'>;
  readonly rpcHandled: Counter<'pattern' | 'outcome'>;
  readonly rpcHandleDuration: Histogram<'pattern'>;
  readonly rpcClientDuration: Histogram<'target' | 'pattern' | 'outcome'>;
  readonly eventsHandled: Counter<'event' | 'outcome'>;
  readonly errors: Counter<'kind'>;
  /** Messages and events refused for their caller token (docs/security.md, "Trust between services"). */
  readonly untrusted: Counter<'pattern' | 'reason'>;
  /** Consumed events whose payload failed its schema: dead-lettered (RabbitMQ) or dropped (TCP). */
  readonly malformedEvents: Counter<'event'>;
  /** Work skipped because the request's caller had stopped waiting (observability/deadline.ts). */
  readonly deadlineSkipped: Counter<'where'>;
  readonly idempotentReplays: Counter<'where'>;
  readonly deadLettered: Counter<'queue' | 'reason'>;

  constructor(
    readonly service: string,
    { defaultMetrics = true }: { defaultMetrics?: boolean } = {},
  ) {
    this.registry.setDefaultLabels({ service });
    if (defaultMetrics) collectDefaultMetrics({ register: this.registry, prefix: METRICS_PREFIX });
    const registers = [this.registry];
    this.httpRequests = new Counter({ name: 'hirewise_http_requests_total', help: 'HTTP requests answered, per matched route', labelNames: ['method', 'route', 'status'], registers });
    this.httpDuration = new Histogram({ name: 'hirewise_http_request_duration_seconds', help: 'HTTP request duration in seconds, per matched route', labelNames: ['method', 'route'], buckets: LATENCY_BUCKETS, registers });
    this.rpcHandled = new Counter({ name: 'hirewise_rpc_handled_total', help: 'Broker messages handled, per message pattern', labelNames: ['pattern', 'outcome'], registers });
    this.rpcHandleDuration = new Histogram({ name: 'hirewise_rpc_handle_duration_seconds', help: 'Time spent handling a broker message, per pattern', labelNames: ['pattern'], buckets: LATENCY_BUCKETS, registers });
    this.rpcClientDuration = new Histogram({ name: 'hirewise_rpc_client_duration_seconds', help: 'Round-trip time of requests this process sent over the broker', labelNames: ['target', 'pattern', 'outcome'], buckets: LATENCY_BUCKETS, registers });
    this.eventsHandled = new Counter({ name: 'hirewise_events_handled_total', help: 'Events consumed, per event name', labelNames: ['event', 'outcome'], registers });
    this.errors = new Counter({ name: 'hirewise_errors_total', help: 'Errors answered with a 5xx (503 included), per error code', labelNames: ['kind'], registers });
    this.untrusted = new Counter({ name: 'hirewise_untrusted_messages_total', help: 'Requests and events refused for a missing, invalid or not allowed caller token', labelNames: ['pattern', 'reason'], registers });
    this.deadlineSkipped = new Counter({ name: 'hirewise_deadline_skipped_total', help: 'Statements and calls skipped because the request had passed its deadline (its caller already answered 503)', labelNames: ['where'], registers });
    this.deadLettered = new Counter({ name: 'hirewise_dead_lettered_total', help: 'Request messages moved to their dead-letter queue (unparseable, no handler, or delivered too many times)', labelNames: ['queue', 'reason'], registers });
    this.idempotentReplays = new Counter({ name: 'hirewise_idempotent_replays_total', help: 'Repeated idempotent requests answered from their first answer (gateway: HTTP; service: call)', labelNames: ['where'], registers });
    this.malformedEvents = new Counter({ name: 'hirewise_malformed_events_total', help: 'Consumed events whose payload failed its schema (dead-lettered or dropped)', labelNames: ['event'], registers });
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  render(): Promise<string> {
    return this.registry.metrics();
  }
}

let processMetrics: Metrics | undefined;

/** Creates this process's metrics (once; later calls return the same ones). */
export function initMetrics(service: string): Metrics {
  processMetrics ??= new Metrics(service);
  return processMetrics;
}

/** This process's metrics; a process that never called initMetrics (a test module) gets `service="unknown"`. */
export function metrics(): Metrics {
  return processMetrics ?? initMetrics('unknown');
}

/** Seconds since a `process.hrtime.bigint()` reading. */
export function secondsSince(start: bigint): number {
  return Number(process.hrtime.bigint() - start) / 1e9;
}
