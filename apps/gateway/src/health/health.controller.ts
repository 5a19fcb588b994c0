import { Controller, Get, Inject, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ApiRoutes, Patterns, REDIS_DOWN_NOTE, SERVICE_NAMES, type HealthReport, type ServiceHealth } from '@hirewise/contracts';
import { ClientRegistry } from '@hirewise/server-kit';
import { Public } from '../auth/auth.decorators';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';
import type { RedisConnection } from '../shared-state/redis-connection';
import { REDIS } from '../shared-state/shared-state.module';

const started = Date.now();

/** `/health` is the gateway's own liveness; `/api/health` and `/ready` ask every service. */
@Controller()
@Public()
export class HealthRoutesController {
  constructor(
    private readonly clients: ClientRegistry,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    @Inject(REDIS) private readonly redis: RedisConnection | null,
  ) {}

  @Get(ApiRoutes.liveness)
  live() {
    return { status: 'ok', service: 'gateway' };
  }

  @Get([ApiRoutes.health, ApiRoutes.ready])
  async report(@Res() res: Response): Promise<void> {
    const services = await Promise.all(SERVICE_NAMES.map((service) => this.ask(service)));
    // Redis (server mode) is shown, and its absence is served around: it does not make the gateway down.
    const checks: ServiceHealth['checks'] = this.redis ? { redis: this.redis.up ? 'ok' : 'down' } : {};
    const gateway: ServiceHealth = { service: 'gateway', status: 'ok', checks, uptimeSeconds: Math.round((Date.now() - started) / 1000) };
    const report: HealthReport = {
      status: services.every((s) => s.status === 'ok') ? 'ok' : 'down',
      services: [gateway, ...services],
      ...(checks.redis === 'down' ? { degraded: [REDIS_DOWN_NOTE] } : {}),
    };
    res.status(report.status === 'ok' ? 200 : 503).json(report);
  }

  private ask(service: (typeof SERVICE_NAMES)[number]): Promise<ServiceHealth> {
    return this.clients
      .get(service)
      .send(Patterns.health.check, {}, this.config.HEALTH_TIMEOUT_MS)
      .catch((): ServiceHealth => ({ service, status: 'down', checks: { reachable: 'down' }, uptimeSeconds: 0 }));
  }
}
