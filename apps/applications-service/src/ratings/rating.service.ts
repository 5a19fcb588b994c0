import { Injectable } from '@nestjs/common';
import {
  ApplicationMessages,
  Events,
  PrivacyMessages,
  putRatingSchema,
  ratingQuerySchema,
  type GetRatingMessage,
  type MessageResponse,
  type PutRatingMessage,
  type RatingChangedEvent,
  type RatingResponse,
} from '@hirewise/contracts';
import { DomainError, Outbox } from '@hirewise/server-kit';
import { ApplicationRepository } from '../applications/application.repository';
import { ProjectionRepository } from '../projections/projection.repository';
import { RatingEchoes } from './rating-echoes';
import { RatingRepository } from './rating.repository';
import type { RatingTarget } from './rating.table';

/** Who may rate: someone who worked the job (accepted or finished), in either direction. */
const WORKED = ['accepted', 'finished'] as const;

export const RatingMessages = {
  applicantRatesJob: 'Applicants rate a job: send a rating with jobId',
  recruiterRatesApplicant: 'Recruiters rate an applicant: send a rating with applicantId',
} as const;

@Injectable()
export class RatingService {
  constructor(
    private readonly ratings: RatingRepository,
    private readonly applications: ApplicationRepository,
    private readonly projections: ProjectionRepository,
    private readonly outbox: Outbox,
    private readonly echoes: RatingEchoes,
  ) {}

  /** An applicant's rating of a job, or a recruiter's of an applicant; -1 when none. */
  async getRating({ caller, id }: GetRatingMessage): Promise<RatingResponse> {
    const { id: targetId } = ratingQuerySchema.parse({ id });
    const target: RatingTarget = caller.type === 'applicant' ? 'job' : 'applicant';
    return { rating: (await this.ratings.find(caller.userId, target, targetId)) ?? -1 };
  }

  async putRating({ caller, ...body }: PutRatingMessage): Promise<MessageResponse> {
    const input = putRatingSchema.parse(body);
    let target: RatingTarget;
    let targetId: string;
    if (caller.type === 'applicant') {
      if (!input.jobId) throw new DomainError('RATING_TARGET_MISSING', RatingMessages.applicantRatesJob);
      [target, targetId] = ['job', input.jobId];
      // A deleted applicant's token still verifies until it expires; like applying, rating is refused.
      if ((await this.projections.findApplicant(caller.userId))?.deletedAt) throw new DomainError('ACCOUNT_DELETED', PrivacyMessages.accountGone);
      const worked = await this.applications.hasWithStatus({ applicantId: caller.userId, jobId: targetId }, WORKED);
      if (!worked) throw new DomainError('RATING_NOT_ALLOWED', ApplicationMessages.cannotRateJob);
    } else {
      if (!input.applicantId) throw new DomainError('RATING_TARGET_MISSING', RatingMessages.recruiterRatesApplicant);
      [target, targetId] = ['applicant', input.applicantId];
      const employed = await this.applications.hasWithStatus({ applicantId: targetId, recruiterId: caller.userId }, WORKED);
      if (!employed) throw new DomainError('RATING_NOT_ALLOWED', ApplicationMessages.cannotRateApplicant);
    }

    await this.applications.transaction(async (tx) => {
      const summary = await this.ratings.upsert(tx, caller.userId, target, targetId, input.rating);
      if (target === 'applicant') {
        await this.projections.setApplicantRating(targetId, summary.average, summary.version, tx);
        this.echoes.remember(targetId, summary.version);
      }
      const event: RatingChangedEvent = { target, targetId, ...summary };
      await this.outbox.add(tx, Events.ratingChanged, event);
    });
    void this.outbox.flush();
    return { message: ApplicationMessages.ratingUpdated };
  }
}
