import { FUNNEL_STAGES, WAITING_STAGES, type ApplicationStatus, type FunnelReport, type FunnelStage, type WaitingStage } from '@hirewise/contracts';
import { median } from './adverse-impact';

const DAY_MS = 86_400_000;

/** One application as the funnel counts it: its status changes in order, its interview, its AI score. */
export interface FunnelApplication {
  history: { to: ApplicationStatus; at: Date }[];
  interviewCompleted: boolean;
  score: number | null;
}

/**
 * The stages an application reached at any time (a rejection after a shortlist still reached the
 * shortlist: its history says so). The one rule behind both the funnel and the adverse-impact report.
 */
export function stagesReached(app: FunnelApplication): Record<FunnelStage, boolean> {
  const seen = new Set<string>(app.history.map((h) => h.to));
  return {
    applied: true,
    shortlisted: seen.has('shortlisted') || seen.has('accepted') || seen.has('finished'),
    interviewed: app.interviewCompleted || app.score !== null,
    accepted: seen.has('accepted') || seen.has('finished'),
    rejected: seen.has('rejected'),
    finished: seen.has('finished'),
  };
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** The funnel over `applications` (docs/fairness.md, "Hiring insights"). Pure: the queries are in InsightsService. */
export function funnel(applications: readonly FunnelApplication[], options: { jobId: string | null; now?: Date }): FunnelReport {
  const reached = Object.fromEntries(FUNNEL_STAGES.map((s) => [s, 0])) as Record<FunnelStage, number>;
  const stays: Record<WaitingStage, number[]> = { applied: [], shortlisted: [], accepted: [] };
  for (const app of applications) {
    const stages = stagesReached(app);
    for (const stage of FUNNEL_STAGES) if (stages[stage]) reached[stage] += 1;
    // A stay ends at the next change; the last status is still open and not counted.
    for (let i = 0; i + 1 < app.history.length; i++) {
      const stage = app.history[i].to;
      if ((WAITING_STAGES as readonly string[]).includes(stage)) stays[stage as WaitingStage].push((app.history[i + 1].at.getTime() - app.history[i].at.getTime()) / DAY_MS);
    }
  }
  const scores = applications.flatMap((a) => (a.score === null ? [] : [a.score]));
  const scoreBuckets = Array.from({ length: 10 }, (_, i) => ({ from: i * 10, to: i === 9 ? 100 : i * 10 + 9, count: 0 }));
  for (const score of scores) scoreBuckets[Math.min(9, Math.floor(score / 10))].count += 1;
  const medianScore = median(scores);
  return {
    jobId: options.jobId,
    generatedAt: (options.now ?? new Date()).toISOString(),
    reached,
    daysInStage: Object.fromEntries(
      WAITING_STAGES.map((stage) => {
        const m = median(stays[stage]);
        return [stage, { medianDays: m === null ? null : round1(m), stays: stays[stage].length }];
      }),
    ) as FunnelReport['daysInStage'],
    scoreBuckets,
    medianScore,
    scored: scores.length,
  };
}
