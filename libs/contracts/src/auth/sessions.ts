import { z } from 'zod';
import type { AuthResponse } from './auth.schemas';
import { loginRequestSchema } from './auth.schemas';

/**
 * Failed-login slow-down and session revocation (docs/security.md, "Accounts: failed logins and
 * token revocation"). The gateway reads the device cookie and hands its value to the auth service
 * with the login; the auth service keeps the counters and the revocations.
 */

/** The HttpOnly cookie that marks a browser as a trusted device of the account it last logged in to. */
export const DEVICE_COOKIE = 'hirewise_device';
/** The device cookie is sent to the auth routes only. */
export const DEVICE_COOKIE_PATH = '/auth';
/** Audience of a device token: never a session token (the bearer check refuses any token with an audience). */
export const DEVICE_AUDIENCE = 'hirewise-device';

/** What the gateway sends the auth service for a login: the body, and the device cookie's value if any. */
export const loginMessageSchema = loginRequestSchema.extend({
  deviceToken: z.string().max(4096).optional(),
});
export type LoginMessage = z.input<typeof loginMessageSchema>;

/** A successful login: the spec's answer, plus the device token the gateway sets as a cookie (never in the body it returns). */
export interface LoginGranted extends AuthResponse {
  outcome: 'granted';
  device: { token: string; maxAgeSeconds: number };
}

/** Too many recent failures for this account (or this trusted device): refused before the password is checked. */
export interface LoginSlowedDown {
  outcome: 'slowed';
  retryAfterSeconds: number;
  message: string;
}

export type LoginReply = LoginGranted | LoginSlowedDown;

export const LoginLimitMessages = {
  slowedDown: (seconds: number) =>
    `Too many failed logins for this account. Please wait ${seconds} s and try again; until then every attempt is refused, even with the right password.`,
} as const;

/** `auth.revocations.since.v1`: revocations recorded after the cursor (none: every one still relevant). */
export interface RevocationsSinceMessage {
  cursor?: string;
}

/** A user whose every token is refused: the account was deleted. */
export interface RevokedAccount {
  userId: string;
  revokedAt: string;
}

export interface RevocationsPage {
  revoked: RevokedAccount[];
  /** Pass back on the next call. */
  cursor: string;
}
