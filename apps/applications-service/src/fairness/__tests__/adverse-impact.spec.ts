/**
 * The adverse-impact report on a fixture whose every rate and ratio was worked out by hand (the
 * numbers in the comments). 37 applications:
 *
 *   group (sex | race)    n  shortlisted interviewed accepted  AI scores (of the interviewed)
 *   female | asian        5       4          3          1      40, 80, 90
 *   female | white        5       2          2          0      45, 60
 *   male | asian         10       6          5          2      50, 55, 62, 65, 70
 *   male | white         10       6          5          2      75, 85, 88, 92, 95
 *   non-binary | -        3       0          0          0
 *   sex not given (2), prefer not to say (2) | -   4   1   0   0
 *
 * The 15 scores' median is 70 (the 8th); "above the median" is strictly above it.
 */
import { adverseImpact, adverseImpactCsv, median, type ImpactCandidate } from '../adverse-impact';
import type { AdverseImpactReport, ImpactDimension } from '@hirewise/contracts';

function group(n: number, answers: ImpactCandidate['answers'], shortlisted: number, interviewed: number, accepted: number, scores: number[] = []): ImpactCandidate[] {
  return Array.from({ length: n }, (_, i) => ({
    answers,
    reached: { shortlisted: i < shortlisted, interviewed: i < interviewed, accepted: i < accepted },
    score: i < scores.length ? scores[i] : null,
  }));
}

const FIXTURE: ImpactCandidate[] = [
  ...group(5, { sex: 'female', raceEthnicity: 'asian', ageBand: 'under-40' }, 4, 3, 1, [90, 40, 80]),
  ...group(5, { sex: 'female', raceEthnicity: 'white' }, 2, 2, 0, [45, 60]),
  ...group(10, { sex: 'male', raceEthnicity: 'asian' }, 6, 5, 2, [50, 55, 62, 65, 70]),
  ...group(10, { sex: 'male', raceEthnicity: 'white' }, 6, 5, 2, [75, 85, 88, 92, 95]),
  ...group(3, { sex: 'non-binary' }, 0, 0, 0),
  ...group(2, {}, 1, 0, 0),
  ...group(2, { sex: 'prefer-not-to-say', raceEthnicity: 'prefer-not-to-say' }, 0, 0, 0),
];

const report = adverseImpact(FIXTURE, { jobId: null, now: new Date('2026-12-07T12:00:00Z') });
const dim = (r: AdverseImpactReport, d: ImpactDimension) => r.dimensions.find((x) => x.dimension === d)!;
const groupOf = (r: AdverseImpactReport, d: ImpactDimension, g: string) => dim(r, d).groups.find((x) => x.group === g)!;

describe('the adverse-impact report, on a hand-computed fixture', () => {
  it('counts the candidates and the scores, and finds the median score', () => {
    expect(report).toMatchObject({ candidates: 37, scoredCandidates: 15, medianScore: 70, minGroupSize: 5, threshold: 0.8, generatedAt: '2026-12-07T12:00:00.000Z' });
    expect(median([1, 2, 3, 4])).toBe(2.5);
    expect(median([])).toBeNull();
  });

  it('sex: selection rates per stage; accepted 0.1 against 0.2 is a ratio of 0.5, flagged; a scoring ratio of exactly 0.8 is not', () => {
    const female = groupOf(report, 'sex', 'female');
    const male = groupOf(report, 'sex', 'male');
    expect(female.count).toBe(10);
    expect(female.stages.shortlisted).toEqual({ of: 10, selected: 6, rate: 0.6, impactRatio: 1, flagged: false });
    expect(male.stages.shortlisted).toEqual({ of: 20, selected: 12, rate: 0.6, impactRatio: 1, flagged: false });
    expect(female.stages.interviewed).toMatchObject({ rate: 0.5, impactRatio: 1, flagged: false });
    expect(female.stages.accepted).toEqual({ of: 10, selected: 1, rate: 0.1, impactRatio: 0.5, flagged: true });
    expect(male.stages.accepted).toEqual({ of: 20, selected: 4, rate: 0.2, impactRatio: 1, flagged: false });
    // Above 70: female 80, 90 (2 of 5 = 0.4); male 75, 85, 88, 92, 95 (5 of 10 = 0.5). 0.4 / 0.5 = 0.8.
    expect(female.scoring).toEqual({ of: 5, selected: 2, rate: 0.4, impactRatio: 0.8, flagged: false });
    expect(male.scoring).toEqual({ of: 10, selected: 5, rate: 0.5, impactRatio: 1, flagged: false });
  });

  it('sex: a group under five is shown but not judged, and the unknown are counted apart', () => {
    const d = dim(report, 'sex');
    expect(d.groups.map((g) => [g.group, g.count, g.judged])).toEqual([
      ['female', 10, true],
      ['male', 20, true],
      ['non-binary', 3, false],
    ]);
    expect(groupOf(report, 'sex', 'non-binary').stages.shortlisted).toEqual({ of: 3, selected: 0, rate: 0, impactRatio: null, flagged: false });
    expect(d.unknown).toBe(4);
    expect(d.omitted).toEqual([{ group: 'non-binary', label: 'Non-binary or another gender', count: 3, reason: 'fewer than 5 candidates (3): too small to judge' }]);
    expect(d.warnings).toEqual([
      'Too small to judge: Non-binary or another gender (3).',
      '4 of 37 candidates (11%) did not answer or preferred not to say: the ratios describe only those who answered.',
    ]);
  });

  it('race/ethnicity: shortlisted 8/15 against 10/15 is exactly four fifths (not flagged); accepted and scoring are flagged', () => {
    const asian = groupOf(report, 'raceEthnicity', 'asian');
    const white = groupOf(report, 'raceEthnicity', 'white');
    expect([asian.count, white.count]).toEqual([15, 15]);
    expect(white.stages.shortlisted).toEqual({ of: 15, selected: 8, rate: 0.5333, impactRatio: 0.8, flagged: false });
    expect(asian.stages.shortlisted).toMatchObject({ selected: 10, rate: 0.6667, impactRatio: 1 });
    // interviewed 8/15 and 7/15: 7/8 = 0.875; accepted 3/15 and 2/15: 2/3.
    expect(white.stages.interviewed).toMatchObject({ impactRatio: 0.875, flagged: false });
    expect(white.stages.accepted).toMatchObject({ rate: 0.1333, impactRatio: 0.6667, flagged: true });
    // Scores above 70: asian 80, 90 of 8 (0.25); white 75, 85, 88, 92, 95 of 7 (0.7143). 0.25 / 0.7143 = 0.35.
    expect(asian.scoring).toEqual({ of: 8, selected: 2, rate: 0.25, impactRatio: 0.35, flagged: true });
    expect(white.scoring).toEqual({ of: 7, selected: 5, rate: 0.7143, impactRatio: 1, flagged: false });
    expect(dim(report, 'raceEthnicity').unknown).toBe(7);
  });

  // In the form's order: by sex, then race/ethnicity as EEO-1 lists it (White before Asian).
  it('sex x race/ethnicity: ratios against the best intersection; scoring only where five or more were scored', () => {
    const d = dim(report, 'sexByRaceEthnicity');
    expect(d.groups.map((g) => [g.label, g.count, g.stages.shortlisted.rate, g.stages.shortlisted.impactRatio, g.stages.shortlisted.flagged])).toEqual([
      ['Female x White', 5, 0.4, 0.5, true],
      ['Female x Asian', 5, 0.8, 1, false],
      ['Male x White', 10, 0.6, 0.75, true],
      ['Male x Asian', 10, 0.6, 0.75, true],
    ]);
    expect(groupOf(report, 'sexByRaceEthnicity', 'female|asian').scoring).toEqual({ of: 3, selected: 2, rate: 0.6667, impactRatio: null, flagged: false });
    expect(groupOf(report, 'sexByRaceEthnicity', 'male|asian').scoring).toEqual({ of: 5, selected: 0, rate: 0, impactRatio: 0, flagged: true });
    expect(groupOf(report, 'sexByRaceEthnicity', 'male|white').scoring).toEqual({ of: 5, selected: 5, rate: 1, impactRatio: 1, flagged: false });
    expect(d.omitted.map((o) => [o.group, o.count, o.reason])).toEqual([
      ['female|white', 2, 'AI scoring rate only: fewer than 5 with an AI interview score (2)'],
      ['female|asian', 3, 'AI scoring rate only: fewer than 5 with an AI interview score (3)'],
    ]);
    expect(d.unknown).toBe(7);
  });

  it('says when a question has fewer than two groups to compare, and never computes a ratio then', () => {
    const age = dim(report, 'ageBand');
    expect(age.groups.map((g) => [g.group, g.count])).toEqual([['under-40', 5]]);
    expect(age.groups[0].stages.shortlisted.impactRatio).toBeNull();
    expect(age.warnings[0]).toBe('Fewer than two groups have 5 or more candidates: no impact ratio can be computed.');
    expect(dim(report, 'veteran')).toMatchObject({ groups: [], unknown: 37 });
    expect(adverseImpact([], { jobId: 'j' }).warnings).toEqual(['No applications yet: nothing to report.']);
  });

  it('writes the same numbers as CSV: a header, four measures per group, an unknown row per question', () => {
    const csv = adverseImpactCsv(report).trim().split('\n');
    expect(csv[0]).toBe('dimension,group,label,candidates,judged,measure,of,selected,rate,impact_ratio,flagged_under_four_fifths');
    expect(csv).toContain('sex,female,Female,10,true,accepted,10,1,0.1,0.5,true');
    expect(csv).toContain('raceEthnicity,white,White,15,true,shortlisted,15,8,0.5333,0.8,false');
    expect(csv).toContain('sexByRaceEthnicity,female|asian,Female x Asian,5,true,ai-scoring,3,2,0.6667,,false');
    expect(csv).toContain('sex,unknown,Not answered or preferred not to say,4,false,,,,,,false');
    // Every group has 4 rows, every question one unknown row.
    const groups = report.dimensions.reduce((n, d) => n + d.groups.length, 0);
    expect(csv).toHaveLength(1 + groups * 4 + report.dimensions.length);
  });
});
