import type { MainStack } from './main-stack';
import type { RunMode } from './stack';
import { describeApplicantsApi } from './hiring/applicants';
import { describeApplicationsApi } from './hiring/applications';
import { describeHiringConcurrency } from './hiring/concurrency';
import { describeJobsApi } from './hiring/jobs';
import { describeRatingsApi } from './hiring/ratings';
import { useHiringWorld } from './hiring/world';

/**
 * The hiring core's public API (spec sections 3-7 and 9; architecture sections 2-4; the state
 * machine table), over HTTP against the whole stack in the given run mode, as both roles. Every
 * refused write is followed by a read showing that nothing changed. Read models fed by events
 * (job counts and ratings, applicant ratings, deleted applications) are polled for a few seconds.
 * One area per file under hiring/, in this order; they share the people `useHiringWorld` signs up.
 */
export function describeHiringApi(mode: RunMode, main: MainStack): void {
  describe(`hiring core API end to end (${mode} mode)`, () => {
    const world = useHiringWorld(main);
    describeJobsApi(world);
    describeApplicationsApi(world);
    describeApplicantsApi(world);
    describeRatingsApi(world);
    describeHiringConcurrency(world);
  });
}
