import { SharedStateModule } from '../shared-state/shared-state.module';
import { Module } from '@nestjs/common';
import { HealthRoutesController } from './health.controller';

/** `/health` (the gateway's liveness), `/api/health` and `/ready` (every service). */
@Module({
  imports: [SharedStateModule], controllers: [HealthRoutesController] })
export class HealthModule {}
