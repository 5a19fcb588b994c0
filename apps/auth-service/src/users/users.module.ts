import { Module } from '@nestjs/common';
import { LoginLimitsModule } from '../login-limits/login-limits.module';
import { OutboxModule } from '../outbox.module';
import { RevocationsModule } from '../revocations/revocations.module';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { loadPasswordHashCost, PASSWORD_HASH_COST } from './password-hash.config';
import { PasswordHasher } from './password-hasher';
import { PasswordPolicy } from './password-policy';
import { ProfileFiles } from './profile-files';
import { RatingEventsConsumer } from './rating-events.consumer';
import { UserRepository } from './user.repository';

/**
 * Accounts: signup (with the password policy: no common password), login, profile, deletion (with
 * its revocation and user.deleted), the profile's file checks (asked of the media service) and the
 * applicant's rating from rating.changed.
 */
@Module({
  imports: [OutboxModule, LoginLimitsModule, RevocationsModule],
  controllers: [AuthController],
  providers: [UserRepository, { provide: PASSWORD_HASH_COST, useFactory: () => loadPasswordHashCost() }, PasswordHasher, PasswordPolicy, AuthService, ProfileFiles, RatingEventsConsumer],
  exports: [UserRepository, PasswordHasher],
})
export class UsersModule {}
