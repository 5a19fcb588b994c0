import { CallPolicy, EventProducers, EventRoutes, eventSenderAllowed, mayCall, Patterns, type EventEnvelope } from '@hirewise/contracts';
import type { BaseConfig } from '../config/load-config';
import { RPC_META_KEY, isRpcEnvelope } from '../observability/rpc-meta';
import { CallerTokenError, CallerTokens, EVENTS_AUDIENCE, digestOfJson, type CallerTokenClaims } from './caller-token';

/** Who may send what, as this process applies it: the contracts' tables unless a test supplies its own. */
export interface TrustTables {
  calls?: Readonly<Record<string, readonly string[]>>;
  producers?: Readonly<Record<string, string>>;
  routes?: Readonly<Record<string, readonly string[]>>;
}

/** The AMQP header an event's token travels in (RabbitMQ mode). */
export const EVENT_TOKEN_HEADER = 'x-hw-caller-token';

/**
 * Signs what this process sends and checks what it receives: requests (both transports),
 * TCP-mode event deliveries and broker events. `self` is the receiving service's name.
 */
export class ServiceTrust {
  private readonly tokens: CallerTokens;
  private readonly calls: Readonly<Record<string, readonly string[]>>;
  private readonly producers: Readonly<Record<string, string>>;
  private readonly routes: Readonly<Record<string, readonly string[]>>;

  constructor(
    readonly self: string,
    private readonly config: Pick<BaseConfig, 'SERVICE_TOKEN_SECRET' | 'SERVICE_TOKEN_SECRET_PREVIOUS' | 'SERVICE_TOKEN_TTL_S'>,
    tables: TrustTables = {},
  ) {
    this.tokens = new CallerTokens(config.SERVICE_TOKEN_SECRET, config.SERVICE_TOKEN_SECRET_PREVIOUS);
    this.calls = tables.calls ?? CallPolicy;
    this.producers = tables.producers ?? EventProducers;
    this.routes = tables.routes ?? EventRoutes;
  }

  /** A request's token: valid for the call's own time-out, at least SERVICE_TOKEN_TTL_S. */
  signRequest(target: string, pattern: string, payload: unknown, timeoutMs: number): string {
    const ttlS = Math.max(this.config.SERVICE_TOKEN_TTL_S, Math.ceil(timeoutMs / 1000) + 5);
    return this.tokens.sign({ iss: this.self, aud: target, pattern, payload, ttlS });
  }

  /**
   * Checks a received request (the raw `{ __hwMeta, data }` as it arrived) before pipes and the
   * handler see it. Throws a CallerTokenError naming why it is refused.
   */
  verifyRequest(raw: unknown, pattern: string): CallerTokenClaims {
    if (!isRpcEnvelope(raw)) throw new CallerTokenError('missing', 'no caller token');
    const token = (raw[RPC_META_KEY] as { token?: unknown }).token;
    const claims = this.tokens.verify(token, { aud: this.self, pattern, payload: raw.data });
    if (pattern === Patterns.events.deliver) {
      const event = (raw.data as Partial<EventEnvelope> | null)?.event;
      if (typeof event !== 'string' || !eventSenderAllowed(claims.iss, event, this.self, this.producers, this.routes)) {
        throw new CallerTokenError('issuer', `${claims.iss} may not send event ${String(event)} to ${this.self}`);
      }
    } else if (!mayCall(claims.iss, pattern, this.calls)) {
      throw new CallerTokenError('issuer', `${claims.iss} may not send ${pattern}`);
    }
    return claims;
  }

  /** An event's token for the broker: bound to the exact bytes published; no expiry (events wait in durable queues). */
  signEvent(event: string, json: string): string {
    return this.tokens.sign({ iss: this.self, aud: EVENTS_AUDIENCE, pattern: event, payload: undefined, digest: digestOfJson(json) });
  }

  /** Checks an event taken from the broker: signed, for these bytes, by the event's producer, and routed to this service. */
  verifyEvent(token: unknown, content: Buffer, envelope: Partial<EventEnvelope>): CallerTokenClaims {
    const event = envelope.event;
    if (typeof event !== 'string') throw new CallerTokenError('pattern', 'the message names no event');
    const claims = this.tokens.verify(token, { aud: EVENTS_AUDIENCE, pattern: event, payload: undefined, digest: digestOfJson(content) });
    if (!eventSenderAllowed(claims.iss, event, this.self, this.producers, this.routes)) {
      throw new CallerTokenError('issuer', `${claims.iss} may not send event ${event} to ${this.self}`);
    }
    return claims;
  }
}
