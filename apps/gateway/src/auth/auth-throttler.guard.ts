import { Injectable, type ExecutionContext } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';

/** One count per client address across every /auth route (login and signup share it). */
@Injectable()
export class AuthThrottlerGuard extends ThrottlerGuard {
  protected override generateKey(_context: ExecutionContext, tracker: string, throttlerName: string): string {
    return `auth:${throttlerName}:${tracker}`;
  }
}
