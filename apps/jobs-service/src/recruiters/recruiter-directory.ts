import { Injectable } from '@nestjs/common';
import { Messages, Patterns } from '@hirewise/contracts';
import { ClientRegistry, DomainError } from '@hirewise/server-kit';
import { RecruiterRepository, type RecruiterProfileCopy } from './recruiter.repository';

/**
 * A recruiter's name and company for their jobs: the projection first, else one request to the
 * auth service (kept for next time).
 */
@Injectable()
export class RecruiterDirectory {
  constructor(
    private readonly recruiters: RecruiterRepository,
    private readonly clients: ClientRegistry,
  ) {}

  async profileOf(recruiterId: string): Promise<RecruiterProfileCopy> {
    const known = await this.recruiters.findProfile(recruiterId);
    if (known !== undefined) return known;
    const profile = await this.clients.get('auth').send(Patterns.auth.getUser, { userId: recruiterId });
    // The stored category decides, whatever the token claimed.
    if (profile.type !== 'recruiter') throw new DomainError('FORBIDDEN', Messages.forbiddenRole('recruiter'));
    // An auth service from before issue 19 answers without a company.
    const copy = { name: profile.name, companyName: profile.companyName ?? '' };
    await this.recruiters.remember(recruiterId, copy);
    return copy;
  }
}
