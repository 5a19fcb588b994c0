import { z } from 'zod';
import { UUID_PATTERN } from '../common/ids';
import type { Caller } from '../messages';
import type { SelfIdField } from './self-identification.schemas';

/**
 * The adverse-impact report (issue 21, docs/fairness.md): for each self-identified category, the
 * selection rate at each hiring stage and the AI interview's "scoring rate", each with its impact
 * ratio against the group with the highest rate. The four-fifths rule (EEOC Uniform Guidelines,
 * 29 CFR 1607.4(D)) flags a ratio under 0.8; New York City's Local Law 144 bias audits report the
 * same ratios, also for sex x race/ethnicity.
 */
export const IMPACT_STAGES = ['shortlisted', 'interviewed', 'accepted'] as const;
export type ImpactStage = (typeof IMPACT_STAGES)[number];

/** The four-fifths rule: a rate under 80% of the highest group's is flagged. */
export const FOUR_FIFTHS = 0.8;
/**
 * A group with fewer candidates than this is not judged: its rates are shown, but it gets no impact
 * ratio and is not the reference group (one hire more or less would swing its rate by 20% or more).
 */
export const MIN_GROUP_SIZE = 5;

/** One dimension of the report: a self-identification question, or the intersection of sex and race/ethnicity. */
export type ImpactDimension = SelfIdField | 'sexByRaceEthnicity';
export const IMPACT_DIMENSIONS = ['sex', 'raceEthnicity', 'sexByRaceEthnicity', 'ageBand', 'disability', 'veteran'] as const satisfies readonly ImpactDimension[];
export const IMPACT_DIMENSION_LABELS: Record<ImpactDimension, string> = {
  sex: 'Sex',
  raceEthnicity: 'Race or ethnicity',
  sexByRaceEthnicity: 'Sex x race or ethnicity',
  ageBand: 'Age',
  disability: 'Disability',
  veteran: 'Veteran status',
};

/** A rate of one group and how it compares. */
export interface ImpactRate {
  /** Candidates of the group counted (the base of the rate). */
  of: number;
  /** Those selected (reached the stage), or scored above the median. */
  selected: number;
  /** selected / of; null when `of` is 0. */
  rate: number | null;
  /** rate / the highest judged group's rate; null when the group is not judged or no group has a rate above 0. */
  impactRatio: number | null;
  /** impactRatio under FOUR_FIFTHS. */
  flagged: boolean;
}

export interface ImpactGroup {
  /** The answer (e.g. `female`), or `female|asian` for the intersection. */
  group: string;
  label: string;
  /** Candidates who applied. */
  count: number;
  /** False when the group is too small to judge (count < MIN_GROUP_SIZE). */
  judged: boolean;
  stages: Record<ImpactStage, ImpactRate>;
  /** Among the group's candidates with an AI interview score: the share above the median of all scores. */
  scoring: ImpactRate;
}

export interface OmittedGroup {
  group: string;
  label: string;
  count: number;
  reason: string;
}

export interface ImpactDimensionReport {
  dimension: ImpactDimension;
  label: string;
  groups: ImpactGroup[];
  /** Candidates without an answer to this question, or who preferred not to say. */
  unknown: number;
  /** Groups left out of the ratios, and why. */
  omitted: OmittedGroup[];
  warnings: string[];
}

export interface AdverseImpactReport {
  /** The job, or null for all of the recruiter's jobs. */
  jobId: string | null;
  generatedAt: string;
  /** Applications counted (one per applicant and job). */
  candidates: number;
  /** The median of every AI interview score counted; null without any. */
  medianScore: number | null;
  scoredCandidates: number;
  minGroupSize: number;
  threshold: number;
  dimensions: ImpactDimensionReport[];
  /** Whole-report notes (e.g. too few candidates to judge anything). */
  warnings: string[];
}

/** `GET /api/insights/adverse-impact` and `/api/insights/funnel`: one job, or (without jobId) all of the recruiter's jobs. */
export const insightsQuerySchema = z
  .object({
    jobId: z.string({ error: 'jobId must be text' }).regex(UUID_PATTERN, 'jobId must be a job id').optional(),
    format: z.enum(['json', 'csv'], { error: 'format must be json or csv' }).default('json'),
  })
  .strict();
export type InsightsQuery = z.output<typeof insightsQuerySchema>;

export interface AdverseImpactMessage {
  caller: Caller;
  jobId?: string;
  format: 'json' | 'csv';
}

/** The report, and its CSV when asked for. */
export interface AdverseImpactReply {
  report: AdverseImpactReport;
  csv?: string;
}

export const InsightsMessages = {
  recruitersOnly: 'Only recruiters can see hiring insights',
} as const;

/** The hiring funnel (issue 21, `GET /api/insights/funnel`): how far a job's (or all jobs') applications got, and how fast. */
export const FUNNEL_STAGES = ['applied', 'shortlisted', 'interviewed', 'accepted', 'rejected', 'finished'] as const;
export type FunnelStage = (typeof FUNNEL_STAGES)[number];
/** Statuses an application waits in, for the days-in-stage medians. */
export const WAITING_STAGES = ['applied', 'shortlisted', 'accepted'] as const;
export type WaitingStage = (typeof WAITING_STAGES)[number];

export interface FunnelReport {
  jobId: string | null;
  generatedAt: string;
  /** Applications that reached each stage at any time (applied: all of them; interviewed: the AI interview completed). */
  reached: Record<FunnelStage, number>;
  /** Median days an application spent in a stage before it moved on (stays still open are not counted), and how many stays. */
  daysInStage: Record<WaitingStage, { medianDays: number | null; stays: number }>;
  /** AI interview scores in tens: 0-9, 10-19, ..., 90-100 (ten buckets). */
  scoreBuckets: { from: number; to: number; count: number }[];
  medianScore: number | null;
  scored: number;
}

export interface FunnelMessage {
  caller: Caller;
  jobId?: string;
}
