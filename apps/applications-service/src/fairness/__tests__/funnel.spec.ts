/**
 * The funnel on a hand-made set of four applications (times in days from day 0):
 *   A: applied 0 -> shortlisted 2 -> accepted 5 -> finished 35; interview score 80
 *   B: applied 0 -> shortlisted 4 -> rejected 6;                 interview score 45
 *   C: applied 1 -> rejected 2
 *   D: applied 3 (still open)
 * Stays: applied 2, 4, 1 (median 2; D's is open); shortlisted 3, 2 (median 2.5); accepted 30.
 */
import type { ApplicationStatus } from '@hirewise/contracts';
import { funnel, type FunnelApplication } from '../funnel';

const day = (n: number) => new Date(Date.UTC(2026, 10, 1) + n * 86_400_000);
const app = (steps: [ApplicationStatus, number][], score: number | null = null): FunnelApplication => ({
  history: steps.map(([to, at]) => ({ to, at: day(at) })),
  interviewCompleted: score !== null,
  score,
});

describe('the hiring funnel', () => {
  const report = funnel(
    [
      app([['applied', 0], ['shortlisted', 2], ['accepted', 5], ['finished', 35]], 80),
      app([['applied', 0], ['shortlisted', 4], ['rejected', 6]], 45),
      app([['applied', 1], ['rejected', 2]]),
      app([['applied', 3]]),
    ],
    { jobId: 'job-1', now: day(40) },
  );

  it('counts the applications that reached each stage at any time', () => {
    expect(report.reached).toEqual({ applied: 4, shortlisted: 2, interviewed: 2, accepted: 1, rejected: 2, finished: 1 });
  });

  it('takes the median days of the finished stays in each waiting stage; an open one is not counted', () => {
    expect(report.daysInStage).toEqual({
      applied: { medianDays: 2, stays: 3 },
      shortlisted: { medianDays: 2.5, stays: 2 },
      accepted: { medianDays: 30, stays: 1 },
    });
  });

  it('puts the AI scores in tens, 100 in the last', () => {
    expect(report.scoreBuckets).toHaveLength(10);
    expect(report.scoreBuckets.filter((b) => b.count > 0)).toEqual([
      { from: 40, to: 49, count: 1 },
      { from: 80, to: 89, count: 1 },
    ]);
    expect(report.scoreBuckets[9]).toEqual({ from: 90, to: 100, count: 0 });
    expect(funnel([app([['applied', 0]], 100)], { jobId: null }).scoreBuckets[9].count).toBe(1);
    expect(report).toMatchObject({ medianScore: 62.5, scored: 2, jobId: 'job-1', generatedAt: day(40).toISOString() });
  });

  it('is empty, not broken, without applications', () => {
    expect(funnel([], { jobId: null })).toMatchObject({ reached: { applied: 0 }, daysInStage: { applied: { medianDays: null, stays: 0 } }, medianScore: null, scored: 0 });
  });
});
