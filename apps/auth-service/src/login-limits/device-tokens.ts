import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { z } from 'zod';
import { DEVICE_AUDIENCE } from '@hirewise/contracts';
import { LOGIN_LIMITS, type LoginLimits } from './login-limits.config';

const deviceClaimsSchema = z.object({ sub: z.string().min(1), did: z.string().uuid() });

export interface TrustedDevice {
  deviceId: string;
}

/**
 * Device tokens: the value of the HttpOnly device cookie, a JWT signed with the session key but
 * with its own audience (so it is never accepted as a session, and a session token is never a
 * device token). It names one account and one browser; it proves the browser logged in to that
 * account before, nothing more.
 */
@Injectable()
export class DeviceTokens {
  constructor(
    private readonly jwt: JwtService,
    @Inject(LOGIN_LIMITS) private readonly limits: LoginLimits,
  ) {}

  get maxAgeSeconds(): number {
    return this.limits.deviceTtlDays * 86_400;
  }

  /** A fresh token for the device (a new device id when none is given). */
  issue(userId: string, deviceId: string = randomUUID()): Promise<string> {
    return this.jwt.signAsync({ did: deviceId }, { subject: userId, audience: DEVICE_AUDIENCE, expiresIn: this.maxAgeSeconds });
  }

  /** The device, when the token is ours, unexpired and issued for this account; otherwise undefined. */
  async verify(token: string | undefined, userId: string): Promise<TrustedDevice | undefined> {
    if (!token) return undefined;
    const claims = await this.jwt.verifyAsync<Record<string, unknown>>(token, { audience: DEVICE_AUDIENCE }).catch(() => undefined);
    const parsed = deviceClaimsSchema.safeParse(claims);
    if (!parsed.success || parsed.data.sub !== userId) return undefined;
    return { deviceId: parsed.data.did };
  }
}
