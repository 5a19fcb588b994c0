import { ClientProxyFactory, RmqRecord, type ClientProxy } from '@nestjs/microservices';
import { firstValueFrom, timeout, TimeoutError } from 'rxjs';
import { isRpcErrorPayload, Messages, type MessageMap, type RequestMessages, type ServiceName } from '@hirewise/contracts';
import type { BaseConfig } from '../config/load-config';
import { DomainError } from '../errors/domain-error';
import { beginWork } from '../observability/deadline';
import { metrics, secondsSince, type Outcome } from '../observability/metrics';
import { nextCallKey } from '../idempotency/call-keys';
import { wrapRpcPayload } from '../observability/rpc-meta';
import { ServiceTrust } from '../security/service-trust';
import { clientOptions } from './transport-options';

/**
 * A typed request/response client for one service. Replies that carry `{ code, message }`
 * become DomainErrors; no answer within the timeout, or no connection, becomes 503. The current
 * request's id, a caller token signed by this process and the time it waits (the receiver's
 * deadline; a request's first call waits no longer than its own caller: observability/deadline.ts) travel with the payload
 * (rpc-meta, security/caller-token.ts), and the round-trip time is recorded. A refusal of that token
 * (UNTRUSTED_CALLER) is a fault of this side's setup: it becomes a plain INTERNAL error.
 *
 * Typed by the contracts' request table (`Requests`): the pattern picks the payload type and the
 * result type, and a payload of the wrong shape, or a pattern not in the table, does not compile.
 * `M` is another table only in tests that serve patterns of their own.
 */
export class ServiceClient<M extends MessageMap = RequestMessages> {
  private readonly proxy: ClientProxy;

  constructor(
    readonly service: ServiceName,
    private readonly config: BaseConfig,
    private readonly trust: ServiceTrust = new ServiceTrust(config.service, config),
  ) {
    this.proxy = ClientProxyFactory.create(clientOptions(service, config));
  }

  async send<P extends keyof M & string>(pattern: P, payload: M[P]['request'], ownTimeoutMs = this.config.RPC_TIMEOUT_MS): Promise<M[P]['response']> {
    const start = process.hrtime.bigint();
    let outcome: Outcome = 'error';
    // A request's first call is part of its work: not made once its caller has gone, and waiting
    // no longer than that caller does (observability/deadline.ts).
    const left = beginWork(`call:${pattern}`);
    const timeoutMs = left === undefined ? ownTimeoutMs : Math.max(1, Math.min(ownTimeoutMs, left));
    try {
      const result = await firstValueFrom(this.proxy.send<M[P]['response'], unknown>(pattern, this.message(pattern, payload, timeoutMs)).pipe(timeout(timeoutMs)));
      outcome = 'ok';
      return result;
    } catch (error) {
      if (isRpcErrorPayload(error)) {
        if (error.code === 'UNTRUSTED_CALLER') throw new DomainError('INTERNAL', Messages.internal);
        throw new DomainError(error.code, error.message);
      }
      if (error instanceof TimeoutError || isConnectionError(error)) {
        throw new DomainError('SERVICE_UNAVAILABLE', Messages.unavailable(this.service));
      }
      throw error;
    } finally {
      metrics().rpcClientDuration.observe({ target: this.service, pattern, outcome }, secondsSince(start));
    }
  }

  /**
   * Over RabbitMQ a request expires in the queue when its caller stops waiting: once the caller
   * has answered 503, a request that waited for a service to come back (or for the broker to
   * restart) is dropped by the broker instead of being carried out late, which a retry after the
   * 503 would then have done twice. (The broker takes a whole number of ms only.)
   */
  private message(pattern: string, payload: unknown, timeoutMs: number): unknown {
    // A keyed request's calls carry keys derived from its key (idempotency/call-keys.ts).
    const wrapped = wrapRpcPayload(payload, undefined, this.trust.signRequest(this.service, pattern, payload, timeoutMs), timeoutMs, nextCallKey(pattern));
    return this.config.TRANSPORT === 'rmq' ? new RmqRecord(wrapped, { expiration: String(Math.max(1, Math.ceil(timeoutMs))) }) : wrapped;
  }

  async close(): Promise<void> {
    await this.proxy.close();
  }
}

function isConnectionError(error: unknown): boolean {
  // Nest's RabbitMQ client rejects with a plain string while it reconnects to the broker.
  if (typeof error === 'string') return /connect|closed|disconnected/i.test(error);
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  const message = String((error as { message?: unknown }).message ?? '');
  return (
    ['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND'].includes(String(code)) ||
    /connect|closed|disconnected|no reply/i.test(message)
  );
}

export const SERVICE_CLIENTS = Symbol('SERVICE_CLIENTS');
export type ServiceClients = Record<ServiceName, ServiceClient>;
