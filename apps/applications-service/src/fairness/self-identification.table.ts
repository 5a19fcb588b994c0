import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AgeBand, Disability, RaceEthnicity, Sex, VeteranStatus } from '@hirewise/contracts';

/**
 * An applicant's voluntary self-identification (issue 21): a table of its own, apart from the
 * applicant's copy and the applications, read only for the applicant and for aggregate reports;
 * deleted with the account. Null: not answered.
 */
export const selfIdentifications = pgTable('self_identifications', {
  applicantId: uuid('applicant_id').primaryKey(),
  sex: text('sex').$type<Sex>(),
  raceEthnicity: text('race_ethnicity').$type<RaceEthnicity>(),
  ageBand: text('age_band').$type<AgeBand>(),
  disability: text('disability').$type<Disability>(),
  veteran: text('veteran').$type<VeteranStatus>(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type SelfIdentificationRow = typeof selfIdentifications.$inferSelect;
