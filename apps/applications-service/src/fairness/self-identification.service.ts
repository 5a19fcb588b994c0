import { Inject, Injectable } from '@nestjs/common';
import { eq } from 'drizzle-orm';
import {
  selfIdentificationSchema,
  SelfIdentificationMessages,
  type Caller,
  type MessageResponse,
  type PutSelfIdentificationMessage,
  type SelfIdentification,
} from '@hirewise/contracts';
import { DATABASE, DomainError, parseOrThrow } from '@hirewise/server-kit';
import type { Db } from '../db';
import { selfIdentifications, type SelfIdentificationRow } from './self-identification.table';

const NOT_ANSWERED: SelfIdentification = { sex: null, raceEthnicity: null, ageBand: null, disability: null, veteran: null, updatedAt: null };

/** The applicant's own answers: read and replaced by them alone; deleted with the account (PrivacyService). */
@Injectable()
export class SelfIdentificationService {
  constructor(@Inject(DATABASE) private readonly db: Db) {}

  async get(caller: Caller): Promise<SelfIdentification> {
    applicantOnly(caller);
    const [row] = await this.db.select().from(selfIdentifications).where(eq(selfIdentifications.applicantId, caller.userId));
    return row ? toAnswers(row) : NOT_ANSWERED;
  }

  /** Replaces the whole set: a question left out is no longer answered. */
  async put({ caller, answers: sent }: PutSelfIdentificationMessage): Promise<MessageResponse> {
    applicantOnly(caller);
    // The gateway has parsed them; a message from anywhere else is parsed the same way before it is stored.
    const answers = parseOrThrow(selfIdentificationSchema, sent ?? {});
    const values = {
      sex: answers.sex ?? null,
      raceEthnicity: answers.raceEthnicity ?? null,
      ageBand: answers.ageBand ?? null,
      disability: answers.disability ?? null,
      veteran: answers.veteran ?? null,
      updatedAt: new Date(),
    };
    await this.db
      .insert(selfIdentifications)
      .values({ applicantId: caller.userId, ...values })
      .onConflictDoUpdate({ target: selfIdentifications.applicantId, set: values });
    return { message: SelfIdentificationMessages.saved };
  }

  /** With the account (user.deleted). */
  async remove(applicantId: string, db: Pick<Db, 'delete'> = this.db): Promise<void> {
    await db.delete(selfIdentifications).where(eq(selfIdentifications.applicantId, applicantId));
  }
}

function applicantOnly(caller: Caller): void {
  if (caller.type !== 'applicant') throw new DomainError('FORBIDDEN', SelfIdentificationMessages.applicantsOnly);
}

export function toAnswers(row: SelfIdentificationRow): SelfIdentification {
  return {
    sex: row.sex,
    raceEthnicity: row.raceEthnicity,
    ageBand: row.ageBand,
    disability: row.disability,
    veteran: row.veteran,
    updatedAt: row.updatedAt.toISOString(),
  };
}
