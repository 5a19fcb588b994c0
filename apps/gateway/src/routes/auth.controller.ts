import { Body, Controller, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import {
  ApiRoutes,
  DEVICE_COOKIE,
  DEVICE_COOKIE_PATH,
  loginRequestSchema,
  Patterns,
  signupRequestSchema,
  type AuthResponse,
  type LoginInput,
  type LoginMessage,
  type SignupInput,
} from '@hirewise/contracts';
import { ClientRegistry, DomainError } from '@hirewise/server-kit';
import { Public } from '../auth/auth.decorators';
import { AuthThrottlerGuard } from '../auth/auth-throttler.guard';
import { readCookie } from '../auth/device-cookie';
import { ZodBodyPipe } from '../validation/zod-body.pipe';

@Controller()
@Public()
@UseGuards(AuthThrottlerGuard)
export class AuthRoutesController {
  constructor(private readonly clients: ClientRegistry) {}

  @Post(ApiRoutes.signup)
  @HttpCode(200)
  signup(@Body(new ZodBodyPipe(signupRequestSchema)) body: SignupInput): Promise<AuthResponse> {
    return this.clients.get('auth').send(Patterns.auth.signup, body);
  }

  /**
   * Besides the per-address limit (AuthThrottlerGuard), the auth service slows an account down
   * after repeated failures (429 with Retry-After); a browser holding the account's device cookie
   * has its own count, so failures by others never lock it out (docs/security.md).
   */
  @Post(ApiRoutes.login)
  @HttpCode(200)
  async login(@Body(new ZodBodyPipe(loginRequestSchema)) body: LoginInput, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<AuthResponse> {
    const message: LoginMessage = { ...body, deviceToken: readCookie(req.headers.cookie, DEVICE_COOKIE) };
    const reply = await this.clients.get('auth').send(Patterns.auth.login, message);
    if (reply.outcome === 'slowed') {
      res.setHeader('Retry-After', String(reply.retryAfterSeconds));
      throw new DomainError('RATE_LIMITED', reply.message);
    }
    res.cookie(DEVICE_COOKIE, reply.device.token, {
      httpOnly: true,
      secure: req.secure,
      sameSite: 'strict',
      path: DEVICE_COOKIE_PATH,
      maxAge: reply.device.maxAgeSeconds * 1000,
    });
    return { token: reply.token, type: reply.type, message: reply.message };
  }
}
