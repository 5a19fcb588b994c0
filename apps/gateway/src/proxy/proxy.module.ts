import { Inject, Injectable, Module } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { Express } from 'express';
import { LOGGER, type Logger } from '@hirewise/server-kit';
import { AuthModule } from '../auth/auth.module';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';
import { AiUserRateLimiter } from '../http-hardening/ai-rate-limit';
import { HttpHardeningModule } from '../http-hardening/http-hardening.module';
import { mountAiProxy } from './ai-proxy';
import { mediaProxy } from './media-proxy';

/** The two proxies (Express middleware, not Nest routes): `/ai/*` to the AI service's HTTP API, files to the media service. */
@Injectable()
export class GatewayProxies {
  constructor(
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    private readonly jwt: JwtService,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly limiter: AiUserRateLimiter,
  ) {}

  /** Mount both on the server, before Nest's body parsers (so bodies stream through untouched): /ai first, then the media routes. */
  mount(server: Express): void {
    mountAiProxy(server, { config: this.config, jwt: this.jwt, logger: this.logger, limiter: this.limiter });
    server.use(mediaProxy(this.config, this.jwt, this.logger));
  }
}

@Module({
  imports: [AuthModule, HttpHardeningModule],
  providers: [GatewayProxies],
  exports: [GatewayProxies],
})
export class ProxyModule {}
