import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { jwtOptions } from '@hirewise/server-kit';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';
import { JwtAuthGuard } from './jwt-auth.guard';
import { SessionRevocations } from './session-revocations';

/**
 * Who is calling: the global guard that checks the bearer token and the route's roles on every
 * Nest route (@Public() opts out), the JWT service (the proxies check tokens with it too) and the
 * revoked sessions (deleted accounts) refused on every route and proxy.
 */
@Module({
  imports: [JwtModule.registerAsync({ inject: [GATEWAY_CONFIG], useFactory: (config: GatewayConfig) => jwtOptions(config.JWT_SECRET) })],
  providers: [{ provide: APP_GUARD, useClass: JwtAuthGuard }, SessionRevocations],
  exports: [JwtModule, SessionRevocations],
})
export class AuthModule {}
