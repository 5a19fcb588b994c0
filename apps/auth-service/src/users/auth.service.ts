import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import {
  AuthMessages,
  deleteAccountSchema,
  PrivacyMessages,
  type DeleteUserMessage,
  loginRequestSchema,
  Messages,
  signupRequestSchema,
  userUpdateSchemaFor,
  type AuthResponse,
  type MessageResponse,
  type SignupInput,
  type TokenClaims,
  type UpdateUserMessage,
  type UserProfile,
} from '@hirewise/contracts';
import { DomainError } from '@hirewise/server-kit';
import { PasswordHasher } from './password-hasher';
import { UserRepository } from './user.repository';
import { toProfile } from './user.mapper';
import type { NewUserRow, UserRow } from './user.table';

@Injectable()
export class AuthService {
  constructor(
    private readonly users: UserRepository,
    private readonly hasher: PasswordHasher,
    private readonly jwt: JwtService,
  ) {}

  async signup(body: unknown): Promise<AuthResponse> {
    const input = signupRequestSchema.parse(body);
    const row = await this.users.insert({ ...ownFields(input), passwordHash: await this.hasher.hash(input.password) });
    return { token: await this.sign(row), type: row.type };
  }

  async login(body: unknown): Promise<AuthResponse> {
    const { email, password } = loginRequestSchema.parse(body);
    const user = await this.users.findByEmail(email);
    const valid = user ? await this.hasher.verify(user.passwordHash, password) : await this.hasher.verifyDecoy(password);
    if (!user || !valid) throw new DomainError('INVALID_CREDENTIALS', Messages.invalidCredentials);
    return { token: await this.sign(user), type: user.type, message: AuthMessages.loggedIn };
  }

  async getUser(userId: string): Promise<UserProfile> {
    return toProfile(await this.require(userId));
  }

  /** The stored category decides which fields may change, whatever the token claims. */
  async updateUser({ userId, changes }: UpdateUserMessage): Promise<MessageResponse> {
    const user = await this.require(userId);
    const parsed = userUpdateSchemaFor(user.type).parse(changes);
    const defined = Object.fromEntries(Object.entries(parsed).filter(([, v]) => v !== undefined)) as Partial<NewUserRow>;
    await this.users.update(user.id, defined);
    return { message: AuthMessages.userUpdated };
  }

  /** Applicants delete their own account after confirming their password (docs/privacy.md). */
  async deleteUser({ caller, password }: DeleteUserMessage): Promise<MessageResponse> {
    const input = deleteAccountSchema.parse({ password });
    const user = await this.require(caller.userId);
    if (user.type !== 'applicant') throw new DomainError('FORBIDDEN', PrivacyMessages.applicantsOnly);
    if (!(await this.hasher.verify(user.passwordHash, input.password))) throw new DomainError('FORBIDDEN', PrivacyMessages.wrongPassword);
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
    return { ...common, bio: input.bio ?? '', contactNumber: input.contactNumber ?? '' };
  }
  return {
    ...common,
    education: input.education ?? [],
    skills: input.skills ?? [],
    resume: input.resume ?? '',
    profile: input.profile ?? '',
  };
}
