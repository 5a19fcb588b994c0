import { Module, type DynamicModule } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { DatabaseModule, jwtOptions, KitModule, Outbox, type ModuleBuilder } from '@hirewise/server-kit';
import * as schema from './schema';
import { MIGRATIONS_DIR } from './paths';
import { AuthController } from './users/auth.controller';
import { AuthService } from './users/auth.service';
import { PasswordHasher } from './users/password-hasher';
import { UserRepository } from './users/user.repository';
import { ProfileFiles } from './users/profile-files';
import { DemoSeeder } from './demo/demo-seeder';
import { RatingEventsConsumer } from './users/rating-events.consumer';
import { LOGIN_LIMITS, loadLoginLimits } from './login-limits/login-limits.config';
import { LoginLimiter } from './login-limits/login-limiter';
import { DeviceTokens } from './login-limits/device-tokens';
import { RevocationsRepository } from './revocations/revocations.repository';

export const TOKEN_TTL = '7d' as const;

@Module({})
export class AuthAppModule {}

export const buildAuthModule: ModuleBuilder = (config, logger): DynamicModule => ({
  module: AuthAppModule,
  imports: [
    KitModule.forService({ config, logger }),
    DatabaseModule.forRoot({ schema, migrationsFolder: MIGRATIONS_DIR }),
    JwtModule.register(jwtOptions(config.JWT_SECRET, TOKEN_TTL)),
  ],
  controllers: [AuthController],
  providers: [
    Outbox,
    UserRepository,
    PasswordHasher,
    AuthService,
    ProfileFiles,
    DemoSeeder,
    RatingEventsConsumer,
    { provide: LOGIN_LIMITS, useFactory: () => loadLoginLimits() },
    LoginLimiter,
    DeviceTokens,
    RevocationsRepository,
  ],
});
