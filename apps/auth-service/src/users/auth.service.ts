import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import {
  AuthMessages,
  deleteAccountSchema,
  PrivacyMessages,
  type DeleteUserMessage,
  LoginLimitMessages,
  loginMessageSchema,
  Messages,
  signupRequestSchema,
  userUpdateSchemaFor,
  type AuthResponse,
  type LoginReply,
  type RevocationsPage,
  type RevocationsSinceMessage,
  type MessageResponse,
  type SignupInput,
  type TokenClaims,
  type UpdateUserMessage,
  type UserProfile,
} from '@hirewise/contracts';
import { DomainError } from '@hirewise/server-kit';
import { PasswordHasher } from './password-hasher';
import { PasswordPolicy } from './password-policy';
import { ProfileFiles } from './profile-files';
import { DeviceTokens } from '../login-limits/device-tokens';
import { accountKey, deviceKey, LoginLimiter } from '../login-limits/login-limiter';
import { RevocationsRepository } from '../revocations/revocations.repository';
import { UserRepository } from './user.repository';
import { toProfile } from './user.mapper';
import type { NewUserRow, UserRow } from './user.table';

@Injectable()
export class AuthService {
  constructor(
    private readonly users: UserRepository,
    private readonly hasher: PasswordHasher,
    private readonly jwt: JwtService,
    private readonly limiter: LoginLimiter,
    private readonly devices: DeviceTokens,
    private readonly revocations: RevocationsRepository,
    private readonly profileFiles: ProfileFiles,
    private readonly passwordPolicy: PasswordPolicy,
  ) {}

  async signup(body: unknown): Promise<AuthResponse> {
    const input = signupRequestSchema.parse(body);
    this.passwordPolicy.check(input.password);
    if (input.type === 'applicant') this.profileFiles.refuseAtSignup(input);
    const row = await this.users.insert({ ...ownFields(input), passwordHash: await this.hasher.hash(input.password) });
    return { token: await this.sign(row), type: row.type };
  }

  /**
   * A login is counted against the trusted device it comes from (a valid device token for this
   * account) or else against the account, whoever sends it. A key that failed too often waits, and
   * every attempt on it is refused before the password is checked, a right one included.
   */
  async login(body: unknown): Promise<LoginReply> {
    const { email, password, deviceToken } = loginMessageSchema.parse(body);
    const user = await this.users.findByEmail(email);
    const device = user ? await this.devices.verify(deviceToken, user.id) : undefined;
    const key = user && device ? deviceKey(user.id, device.deviceId) : accountKey(email);
    const waitMs = await this.limiter.waitMs(key);
    if (waitMs > 0) {
      const retryAfterSeconds = Math.ceil(waitMs / 1000);
      return { outcome: 'slowed', retryAfterSeconds, message: LoginLimitMessages.slowedDown(retryAfterSeconds) };
    }
    const valid = user ? await this.hasher.verify(user.passwordHash, password) : await this.hasher.verifyDecoy(password);
    if (!user || !valid) {
      await this.limiter.recordFailure(key);
      throw new DomainError('INVALID_CREDENTIALS', Messages.invalidCredentials);
    }
    await this.limiter.reset(key);
    const [token, trusted] = await Promise.all([this.sign(user), this.devices.issue(user.id, device?.deviceId)]);
    return { outcome: 'granted', token, type: user.type, message: AuthMessages.loggedIn, device: { token: trusted, maxAgeSeconds: this.devices.maxAgeSeconds } };
  }

  /** Accounts whose tokens every gateway refuses, since the cursor (auth.revocations.since.v1). */
  revocationsSince({ cursor }: RevocationsSinceMessage): Promise<RevocationsPage> {
    return this.revocations.since(typeof cursor === 'string' ? cursor : undefined);
  }

  async getUser(userId: string): Promise<UserProfile> {
    return toProfile(await this.require(userId));
  }

  /** The stored category decides which fields may change, whatever the token claims. */
  async updateUser({ userId, changes }: UpdateUserMessage): Promise<MessageResponse> {
    const user = await this.require(userId);
    const parsed = userUpdateSchemaFor(user.type).parse(changes);
    const defined = Object.fromEntries(Object.entries(parsed).filter(([, v]) => v !== undefined)) as Partial<NewUserRow>;
    // A profile names only its owner's files (asked of the media service before anything is saved).
    if (user.type === 'applicant') await this.profileFiles.checkUpdate(user.id, { resume: user.resume, profile: user.profile }, defined);
    await this.users.update(user.id, defined);
    return { message: AuthMessages.userUpdated };
  }

  /** Applicants delete their own account after confirming their password (docs/privacy.md). */
  async deleteUser({ caller, password }: DeleteUserMessage): Promise<MessageResponse> {
    const input = deleteAccountSchema.parse({ password });
    const user = await this.require(caller.userId);
    if (user.type !== 'applicant') throw new DomainError('ACCOUNT_DELETION_NOT_ALLOWED', PrivacyMessages.applicantsOnly);
    if (!(await this.hasher.verify(user.passwordHash, input.password))) throw new DomainError('WRONG_PASSWORD', PrivacyMessages.wrongPassword);
    await this.users.delete(user);
    return { message: PrivacyMessages.accountDeleted };
  }

  private async require(userId: string): Promise<UserRow> {
    const user = await this.users.findById(userId);
    if (!user) throw new DomainError('USER_NOT_FOUND', Messages.userNotFound);
    return user;
  }

  private sign(user: UserRow): Promise<string> {
    const claims: TokenClaims = { sub: user.id, type: user.type };
    return this.jwt.signAsync(claims);
  }
}

function ownFields(input: SignupInput): Omit<NewUserRow, 'passwordHash'> {
  const common = { email: input.email, name: input.name, type: input.type };
  if (input.type === 'recruiter') {
    return { ...common, bio: input.bio ?? '', contactNumber: input.contactNumber ?? '', companyName: input.companyName ?? '' };
  }
  return {
    ...common,
    education: input.education ?? [],
    skills: input.skills ?? [],
    resume: input.resume ?? '',
    profile: input.profile ?? '',
  };
}
