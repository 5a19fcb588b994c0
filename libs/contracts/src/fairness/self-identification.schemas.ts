import { z } from 'zod';
import type { Caller } from '../messages';

/**
 * Voluntary self-identification (issue 21): an applicant may say their sex, race or ethnicity, age
 * band, disability and veteran status, each with "prefer not to say". Kept apart from the profile (the
 * applications service's own table), read back only by the applicant and counted only in aggregate
 * reports (the adverse-impact report); never shown to a recruiter per candidate, never sent to an AI
 * engine or provider. Race and ethnicity are the EEO-1 categories; disability and veteran status
 * follow the US federal voluntary forms (CC-305, VEVRAA). docs/fairness.md.
 */
export const PREFER_NOT_TO_SAY = 'prefer-not-to-say' as const;

export const SEX_OPTIONS = ['female', 'male', 'non-binary', PREFER_NOT_TO_SAY] as const;
export const RACE_ETHNICITY_OPTIONS = [
  'hispanic-or-latino',
  'white',
  'black-or-african-american',
  'native-hawaiian-or-pacific-islander',
  'asian',
  'american-indian-or-alaska-native',
  'two-or-more-races',
  PREFER_NOT_TO_SAY,
] as const;
/** 40 is where US age-discrimination law (ADEA) starts to protect. */
export const AGE_BAND_OPTIONS = ['under-40', '40-54', '55-or-over', PREFER_NOT_TO_SAY] as const;
export const DISABILITY_OPTIONS = ['yes', 'no', PREFER_NOT_TO_SAY] as const;
export const VETERAN_OPTIONS = ['protected-veteran', 'not-a-protected-veteran', PREFER_NOT_TO_SAY] as const;

export type Sex = (typeof SEX_OPTIONS)[number];
export type RaceEthnicity = (typeof RACE_ETHNICITY_OPTIONS)[number];
export type AgeBand = (typeof AGE_BAND_OPTIONS)[number];
export type Disability = (typeof DISABILITY_OPTIONS)[number];
export type VeteranStatus = (typeof VETERAN_OPTIONS)[number];

/** The questions, in the order the form asks them; each answer may be left out (not answered). */
export const SELF_ID_FIELDS = ['sex', 'raceEthnicity', 'ageBand', 'disability', 'veteran'] as const;
export type SelfIdField = (typeof SELF_ID_FIELDS)[number];

export const SELF_ID_OPTIONS: { [F in SelfIdField]: readonly string[] } = {
  sex: SEX_OPTIONS,
  raceEthnicity: RACE_ETHNICITY_OPTIONS,
  ageBand: AGE_BAND_OPTIONS,
  disability: DISABILITY_OPTIONS,
  veteran: VETERAN_OPTIONS,
};

export const SELF_ID_QUESTIONS: Record<SelfIdField, string> = {
  sex: 'Sex',
  raceEthnicity: 'Race or ethnicity',
  ageBand: 'Age',
  disability: 'Disability',
  veteran: 'Veteran status',
};

/** What each answer is called on screens and in reports. */
export const SELF_ID_LABELS: Record<string, string> = {
  female: 'Female',
  male: 'Male',
  'non-binary': 'Non-binary or another gender',
  'hispanic-or-latino': 'Hispanic or Latino',
  white: 'White',
  'black-or-african-american': 'Black or African American',
  'native-hawaiian-or-pacific-islander': 'Native Hawaiian or Other Pacific Islander',
  asian: 'Asian',
  'american-indian-or-alaska-native': 'American Indian or Alaska Native',
  'two-or-more-races': 'Two or more races',
  'under-40': 'Under 40',
  '40-54': '40 to 54',
  '55-or-over': '55 or over',
  yes: 'Yes, I have a disability (or had one in the past)',
  no: 'No, I do not have a disability',
  'protected-veteran': 'I am a protected veteran',
  'not-a-protected-veteran': 'I am not a protected veteran',
  [PREFER_NOT_TO_SAY]: 'Prefer not to say',
};

const answer = <T extends readonly [string, ...string[]]>(field: SelfIdField, options: T) =>
  z.enum(options, { error: `${SELF_ID_QUESTIONS[field]} must be one of: ${options.join(', ')}` }).nullable().optional();

/** `PUT /api/user/self-identification`: the whole set of answers (a field left out or null is not answered). */
export const selfIdentificationSchema = z
  .object({
    sex: answer('sex', SEX_OPTIONS),
    raceEthnicity: answer('raceEthnicity', RACE_ETHNICITY_OPTIONS),
    ageBand: answer('ageBand', AGE_BAND_OPTIONS),
    disability: answer('disability', DISABILITY_OPTIONS),
    veteran: answer('veteran', VETERAN_OPTIONS),
  })
  .strict();
export type SelfIdentificationRequest = z.input<typeof selfIdentificationSchema>;

/** `GET /api/user/self-identification`: the applicant's own answers; null where not answered. */
export interface SelfIdentification {
  sex: Sex | null;
  raceEthnicity: RaceEthnicity | null;
  ageBand: AgeBand | null;
  disability: Disability | null;
  veteran: VeteranStatus | null;
  /** ISO time of the last change; null when never answered. */
  updatedAt: string | null;
}

export const SelfIdentificationMessages = {
  saved: 'Your answers have been saved',
  applicantsOnly: 'Only applicants answer the voluntary self-identification',
} as const;

export interface GetSelfIdentificationMessage {
  caller: Caller;
}

export interface PutSelfIdentificationMessage {
  caller: Caller;
  answers: z.output<typeof selfIdentificationSchema>;
}
