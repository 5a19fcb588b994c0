import { Module, type DynamicModule } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { DatabaseModule, jwtOptions, KitModule, type ModuleBuilder } from '@hirewise/server-kit';
import * as schema from './schema';
import { MIGRATIONS_DIR } from './paths';
import { DemoModule } from './demo/demo.module';
import { LoginLimitsModule } from './login-limits/login-limits.module';
import { RevocationsModule } from './revocations/revocations.module';
import { UsersModule } from './users/users.module';

export const TOKEN_TTL = '7d' as const;

@Module({})
export class AuthAppModule {}

/**
 * The service: the kit (config, logger, clients, event bus, health), the database and the token
 * signer, all global, then one module per feature (docs/architecture.md, "Services: one module
 * per feature").
 */
export const buildAuthModule: ModuleBuilder = (config, logger): DynamicModule => ({
  module: AuthAppModule,
  imports: [
    KitModule.forService({ config, logger }),
    DatabaseModule.forRoot({ schema, migrationsFolder: MIGRATIONS_DIR }),
    JwtModule.register({ ...jwtOptions(config.JWT_SECRET, TOKEN_TTL), global: true }),
    LoginLimitsModule,
    RevocationsModule,
    UsersModule,
    DemoModule,
  ],
});
