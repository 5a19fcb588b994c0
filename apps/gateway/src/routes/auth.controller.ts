import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { loginRequestSchema, Patterns, signupRequestSchema, type AuthResponse, type LoginInput, type SignupInput } from '@hirewise/contracts';
import { ClientRegistry } from '@hirewise/server-kit';
import { Public } from '../auth/auth.decorators';
import { AuthThrottlerGuard } from '../auth/auth-throttler.guard';
import { ZodBodyPipe } from '../validation/zod-body.pipe';

@Controller('auth')
@Public()
@UseGuards(AuthThrottlerGuard)
export class AuthRoutesController {
  constructor(private readonly clients: ClientRegistry) {}

  @Post('signup')
  @HttpCode(200)
  signup(@Body(new ZodBodyPipe(signupRequestSchema)) body: SignupInput): Promise<AuthResponse> {
    return this.clients.get('auth').send<AuthResponse>(Patterns.auth.signup, body);
  }

  @Post('login')
  @HttpCode(200)
  login(@Body(new ZodBodyPipe(loginRequestSchema)) body: LoginInput): Promise<AuthResponse> {
    return this.clients.get('auth').send<AuthResponse>(Patterns.auth.login, body);
  }
}
