import { stringify } from 'csv-stringify/sync';
import {
  FOUR_FIFTHS,
  IMPACT_DIMENSION_LABELS,
  IMPACT_DIMENSIONS,
  IMPACT_STAGES,
  MIN_GROUP_SIZE,
  PREFER_NOT_TO_SAY,
  SELF_ID_LABELS,
  SELF_ID_OPTIONS,
  type AdverseImpactReport,
  type ImpactDimension,
  type ImpactDimensionReport,
  type ImpactGroup,
  type ImpactRate,
  type ImpactStage,
  type OmittedGroup,
  type SelfIdField,
} from '@hirewise/contracts';

/** One application as the report counts it: the applicant's answers, how far it got, its AI interview score. */
export interface ImpactCandidate {
  answers: Partial<Record<SelfIdField, string | null>>;
  reached: Record<ImpactStage, boolean>;
  /** The AI's overall interview score (not a recruiter's override); null when not interviewed. */
  score: number | null;
}

export interface ImpactOptions {
  jobId: string | null;
  now?: Date;
  minGroupSize?: number;
}

const round = (n: number) => Math.round(n * 10_000) / 10_000;

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** The group a candidate is in for a dimension, or undefined (not answered, or preferred not to say). */
function groupOf(candidate: ImpactCandidate, dimension: ImpactDimension): string | undefined {
  const known = (field: SelfIdField) => {
    const value = candidate.answers[field];
    return value && value !== PREFER_NOT_TO_SAY ? value : undefined;
  };
  if (dimension !== 'sexByRaceEthnicity') return known(dimension);
  const sex = known('sex');
  const race = known('raceEthnicity');
  return sex && race ? `${sex}|${race}` : undefined;
}

/** Groups in the order the form lists the answers (the intersection: by sex, then race/ethnicity). */
function groupOrder(dimension: ImpactDimension): string[] {
  const answers = (field: SelfIdField) => SELF_ID_OPTIONS[field].filter((o) => o !== PREFER_NOT_TO_SAY);
  if (dimension !== 'sexByRaceEthnicity') return answers(dimension);
  return answers('sex').flatMap((sex) => answers('raceEthnicity').map((race) => `${sex}|${race}`));
}

const labelOf = (group: string) =>
  group
    .split('|')
    .map((part) => SELF_ID_LABELS[part] ?? part)
    .join(' x ');

function rateOf(of: number, selected: number): ImpactRate {
  return { of, selected, rate: of === 0 ? null : selected / of, impactRatio: null, flagged: false };
}

/**
 * Impact ratios against the highest rate among the rates whose base is large enough to judge. The
 * ratio is (selected x best.of) / (of x best.selected), one division of whole numbers: a ratio of
 * exactly four fifths (8/15 against 10/15) is 0.8, not 0.7999..., and is not flagged.
 */
function compare(rates: ImpactRate[], minGroupSize: number): void {
  const judged = rates.filter((r) => r.of >= minGroupSize);
  const best = judged.reduce<ImpactRate | undefined>((top, r) => (!top || r.selected * top.of > top.selected * r.of ? r : top), undefined);
  if (judged.length < 2 || !best || best.selected === 0) return;
  for (const r of judged) {
    const ratio = (r.selected * best.of) / (r.of * best.selected);
    r.impactRatio = round(ratio);
    r.flagged = ratio < FOUR_FIFTHS;
  }
}

function dimensionReport(dimension: ImpactDimension, candidates: readonly ImpactCandidate[], medianScore: number | null, minGroupSize: number): ImpactDimensionReport {
  const members = new Map<string, ImpactCandidate[]>();
  let unknown = 0;
  for (const candidate of candidates) {
    const group = groupOf(candidate, dimension);
    if (group === undefined) unknown += 1;
    else members.set(group, [...(members.get(group) ?? []), candidate]);
  }
  const groups: ImpactGroup[] = groupOrder(dimension)
    .filter((group) => members.has(group))
    .map((group) => {
      const list = members.get(group) ?? [];
      const scored = list.filter((c) => c.score !== null);
      return {
        group,
        label: labelOf(group),
        count: list.length,
        judged: list.length >= minGroupSize,
        stages: Object.fromEntries(IMPACT_STAGES.map((stage) => [stage, rateOf(list.length, list.filter((c) => c.reached[stage]).length)])) as Record<ImpactStage, ImpactRate>,
        scoring: rateOf(scored.length, medianScore === null ? 0 : scored.filter((c) => (c.score as number) > medianScore).length),
      };
    });
  for (const stage of IMPACT_STAGES) compare(groups.map((g) => g.stages[stage]), minGroupSize);
  compare(groups.map((g) => g.scoring), minGroupSize);
  for (const g of groups) {
    for (const r of [...Object.values(g.stages), g.scoring]) if (r.rate !== null) r.rate = round(r.rate);
  }

  const omitted: OmittedGroup[] = groups
    .filter((g) => !g.judged)
    .map((g) => ({ group: g.group, label: g.label, count: g.count, reason: `fewer than ${minGroupSize} candidates (${g.count}): too small to judge` }));
  for (const g of groups.filter((x) => x.judged && x.scoring.of < minGroupSize && medianScore !== null)) {
    omitted.push({ group: g.group, label: g.label, count: g.scoring.of, reason: `AI scoring rate only: fewer than ${minGroupSize} with an AI interview score (${g.scoring.of})` });
  }
  const warnings: string[] = [];
  const judged = groups.filter((g) => g.judged).length;
  if (judged < 2) warnings.push(`Fewer than two groups have ${minGroupSize} or more candidates: no impact ratio can be computed.`);
  if (omitted.length > 0) warnings.push(`Too small to judge: ${omitted.map((o) => `${o.label} (${o.count})`).join(', ')}.`);
  if (unknown > 0 && candidates.length > 0) {
    warnings.push(`${unknown} of ${candidates.length} candidates (${Math.round((unknown / candidates.length) * 100)}%) did not answer or preferred not to say: the ratios describe only those who answered.`);
  }
  return { dimension, label: IMPACT_DIMENSION_LABELS[dimension], groups, unknown, omitted, warnings };
}

/** The report over `candidates` (docs/fairness.md, "Adverse impact"). Pure: the queries are elsewhere. */
export function adverseImpact(candidates: readonly ImpactCandidate[], options: ImpactOptions): AdverseImpactReport {
  const minGroupSize = options.minGroupSize ?? MIN_GROUP_SIZE;
  const scores = candidates.flatMap((c) => (c.score === null ? [] : [c.score]));
  const medianScore = median(scores);
  const warnings: string[] = [];
  if (candidates.length === 0) warnings.push('No applications yet: nothing to report.');
  return {
    jobId: options.jobId,
    generatedAt: (options.now ?? new Date()).toISOString(),
    candidates: candidates.length,
    medianScore,
    scoredCandidates: scores.length,
    minGroupSize,
    threshold: FOUR_FIFTHS,
    dimensions: IMPACT_DIMENSIONS.map((dimension) => dimensionReport(dimension, candidates, medianScore, minGroupSize)),
    warnings,
  };
}

const MEASURES: { key: ImpactStage | 'ai-scoring'; pick: (g: ImpactGroup) => ImpactRate }[] = [
  ...IMPACT_STAGES.map((stage) => ({ key: stage, pick: (g: ImpactGroup) => g.stages[stage] })),
  { key: 'ai-scoring' as const, pick: (g: ImpactGroup) => g.scoring },
];

/** The report as CSV: one row per dimension, group and measure, then each dimension's unknown count. */
export function adverseImpactCsv(report: AdverseImpactReport): string {
  const rows: (string | number | boolean | null)[][] = [];
  for (const d of report.dimensions) {
    for (const g of d.groups) {
      for (const m of MEASURES) {
        const r = m.pick(g);
        rows.push([d.dimension, g.group, g.label, g.count, g.judged, m.key, r.of, r.selected, r.rate, r.impactRatio, r.flagged]);
      }
    }
    rows.push([d.dimension, 'unknown', 'Not answered or preferred not to say', d.unknown, false, '', '', '', null, null, false]);
  }
  return stringify(rows, {
    header: true,
    columns: ['dimension', 'group', 'label', 'candidates', 'judged', 'measure', 'of', 'selected', 'rate', 'impact_ratio', 'flagged_under_four_fifths'],
    cast: { boolean: (value) => (value ? 'true' : 'false') },
    // A cell a spreadsheet would read as a formula is written as text.
    escape_formulas: true,
  });
}
