import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { JwtService } from '@nestjs/jwt';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { Messages, Patterns, STREAM_ACCESS_PARAM } from '@hirewise/contracts';
import { checkBearer, ClientRegistry, LOGGER, type Logger } from '@hirewise/server-kit';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';
import { errorBody } from '../http-hardening/error-body';

/** Session tokens live 7 days (auth service): a revocation older than that (plus a day) refuses nothing more. */
const FORGET_AFTER_MS = 8 * 86_400_000;

/**
 * The accounts whose tokens this gateway process refuses (deleted accounts), kept in memory so the
 * check costs a map lookup per request and no call. Loaded at start and kept current by polling
 * the auth service with a cursor (`auth.revocations.since.v1`, every REVOCATION_POLL_MS), which
 * works the same over TCP and RabbitMQ, in every cluster worker and every replica; a deletion made
 * through this process applies here at once.
 */
@Injectable()
export class SessionRevocations implements OnModuleInit, OnModuleDestroy {
  private readonly revoked = new Map<string, number>();
  private cursor: string | undefined;
  private timer?: NodeJS.Timeout;
  private polling = false;
  private failing = false;

  constructor(
    private readonly clients: ClientRegistry,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** Waits for the first load (at most the RPC time-out; polling goes on either way). */
  async onModuleInit(): Promise<void> {
    await this.poll();
    this.timer = setInterval(() => void this.poll(), this.config.REVOCATION_POLL_MS);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }

  isRevoked(userId: string): boolean {
    return this.revoked.has(userId);
  }

  /** A deletion this process forwarded: refused here from now on, before the next poll. */
  revoke(userId: string): void {
    this.revoked.set(userId, Date.now());
  }

  /** One read of what changed since the cursor; a failure is logged once and retried on the next tick. */
  async poll(): Promise<void> {
    if (this.polling) return;
    this.polling = true;
    try {
      const page = await this.clients
        .get('auth')
        .send(Patterns.auth.revocationsSince, this.cursor ? { cursor: this.cursor } : {});
      for (const { userId, revokedAt } of page.revoked) this.revoked.set(userId, Date.parse(revokedAt));
      this.cursor = page.cursor;
      this.forgetOld();
      if (this.failing) this.logger.info('session revocations are current again');
      this.failing = false;
    } catch (err) {
      if (!this.failing) this.logger.warn({ err: (err as Error).message }, 'could not read session revocations from the auth service; retrying');
      this.failing = true;
    } finally {
      this.polling = false;
    }
  }

  private forgetOld(): void {
    const before = Date.now() - FORGET_AFTER_MS;
    for (const [userId, at] of this.revoked) if (at < before) this.revoked.delete(userId);
  }
}

/**
 * First thing after the request id: a request whose bearer token (or signed stream link) belongs
 * to a revoked account gets the usual 401, whatever serves it next (Nest routes, the /ai proxy,
 * the media proxy). Anything else goes on unchanged; the later checks refuse bad tokens as before.
 */
export function refuseRevokedSessions(revocations: SessionRevocations, jwt: JwtService): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    void subjectOf(jwt, req).then((userId) => {
      if (userId === undefined || !revocations.isRevoked(userId)) return next();
      res.status(401).json(errorBody(req, Messages.invalidToken));
    }, next);
  };
}

async function subjectOf(jwt: JwtService, req: Request): Promise<string | undefined> {
  const header = req.headers.authorization;
  if (header) {
    const checked = await checkBearer(jwt, header);
    return checked.ok ? checked.claims.sub : undefined;
  }
  // A stream link's token is verified by the media service; its subject alone is enough to refuse it here.
  const access = req.query?.[STREAM_ACCESS_PARAM];
  if (typeof access !== 'string') return undefined;
  const claims = jwt.decode<{ sub?: unknown } | null>(access);
  return typeof claims?.sub === 'string' ? claims.sub : undefined;
}
