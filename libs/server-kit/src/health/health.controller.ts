import { Controller, Get, HttpStatus, Inject, Optional, Res } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import type { Response } from 'express';
import { Patterns, type HealthStatus, type ServiceHealth, type ServiceName } from '@hirewise/contracts';
import { SERVICE_CONFIG } from '../core/tokens';
import type { ServiceConfig } from '../config/load-config';
import { DATABASE_HANDLE } from '../database/database.module';
import type { DatabaseHandle } from '../database/database';
import { EVENT_BUS, type EventBus } from '../events/event-bus';
import { RmqEventBus } from '../events/rmq-event-bus';

const started = Date.now();

/** Extra readiness checks a service provides (e.g. its file storage); a rejected check reports it down. */
export const HEALTH_CHECKS = Symbol('HEALTH_CHECKS');
export interface HealthCheck {
  name: string;
  check(): Promise<void>;
}

/** Liveness (`/health`), readiness (`/ready`) and the health message the gateway aggregates. */
@Controller()
export class HealthController {
  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: ServiceConfig,
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    @Optional() @Inject(DATABASE_HANDLE) private readonly database?: DatabaseHandle<Record<string, unknown>>,
    @Optional() @Inject(HEALTH_CHECKS) private readonly extraChecks?: HealthCheck[],
  ) {}

  @Get('health')
  live() {
    return { status: 'ok', service: this.config.service };
  }

  @Get('ready')
  async ready(@Res() res: Response) {
    const report = await this.report();
    res.status(report.status === 'ok' ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE).json(report);
  }

  @MessagePattern(Patterns.health.check)
  check(): Promise<ServiceHealth> {
    return this.report();
  }

  private async report(): Promise<ServiceHealth> {
    const checks: Record<string, HealthStatus> = {};
    if (this.database) {
      checks.database = await this.database.ping().then(
        () => 'ok' as const,
        () => 'down' as const,
      );
    }
    if (this.bus instanceof RmqEventBus) checks.broker = this.bus.isConnected() ? 'ok' : 'down';
    for (const extra of this.extraChecks ?? []) {
      checks[extra.name] = await extra.check().then(
        () => 'ok' as const,
        () => 'down' as const,
      );
    }
    const status: HealthStatus = Object.values(checks).every((c) => c === 'ok') ? 'ok' : 'down';
    return {
      service: this.config.service as ServiceName,
      status,
      checks,
      uptimeSeconds: Math.round((Date.now() - started) / 1000),
    };
  }
}
