import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { Patterns, type DeleteUserMessage, type GetUserMessage, type RevocationsSinceMessage, type UpdateUserMessage } from '@hirewise/contracts';
import { AuthService } from './auth.service';

@Controller()
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @MessagePattern(Patterns.auth.signup)
  signup(@Payload() body: unknown) {
    return this.auth.signup(body);
  }

  @MessagePattern(Patterns.auth.login)
  login(@Payload() body: unknown) {
    return this.auth.login(body);
  }

  @MessagePattern(Patterns.auth.getUser)
  getUser(@Payload() { userId }: GetUserMessage) {
    return this.auth.getUser(userId);
  }

  @MessagePattern(Patterns.auth.updateUser)
  updateUser(@Payload() message: UpdateUserMessage) {
    return this.auth.updateUser(message);
  }

  @MessagePattern(Patterns.auth.deleteUser)
  deleteUser(@Payload() message: DeleteUserMessage) {
    return this.auth.deleteUser(message);
  }

  @MessagePattern(Patterns.auth.revocationsSince)
  revocationsSince(@Payload() message: RevocationsSinceMessage) {
    return this.auth.revocationsSince(message ?? {});
  }
}
