import { Injectable } from '@nestjs/common';
import { Messages, Patterns } from '@hirewise/contracts';
import { ClientRegistry, DomainError } from '@hirewise/server-kit';
import { RecruiterRepository } from './recruiter.repository';

/** A recruiter's name for a new job: the projection first, else one request to the auth service. */
@Injectable()
export class RecruiterDirectory {
  constructor(
    private readonly recruiters: RecruiterRepository,
    private readonly clients: ClientRegistry,
  ) {}

  async nameOf(recruiterId: string): Promise<string> {
    const known = await this.recruiters.findName(recruiterId);
    if (known !== undefined) return known;
    const profile = await this.clients.get('auth').send(Patterns.auth.getUser, { userId: recruiterId });
    // The stored category decides, whatever the token claimed.
    if (profile.type !== 'recruiter') throw new DomainError('FORBIDDEN', Messages.forbiddenRole('recruiter'));
    await this.recruiters.remember(recruiterId, profile.name);
    return profile.name;
  }
}
