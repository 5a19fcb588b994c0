import { Module } from '@nestjs/common';
import { HealthRoutesController } from './health.controller';

/** `/health` (the gateway's liveness), `/api/health` and `/ready` (every service). */
@Module({ controllers: [HealthRoutesController] })
export class HealthModule {}
