import { Module } from '@nestjs/common';
import { DeviceTokens } from './device-tokens';
import { LoginLimiter } from './login-limiter';
import { LOGIN_LIMITS, loadLoginLimits } from './login-limits.config';

/**
 * The per-account slow-down after failed logins and the trusted-device tokens (docs/security.md).
 * LOGIN_LIMITS is read from the environment; tests override it.
 */
@Module({
  providers: [{ provide: LOGIN_LIMITS, useFactory: () => loadLoginLimits() }, LoginLimiter, DeviceTokens],
  exports: [LoginLimiter, DeviceTokens],
})
export class LoginLimitsModule {}
