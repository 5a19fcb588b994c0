import type { ApplicationStatus, RecruiterTargetStatus } from '@hirewise/contracts';

/**
 * Architecture section 3, the recruiter's half of the state machine:
 *   applied     -> shortlisted | rejected
 *   shortlisted -> accepted | rejected
 *   accepted    -> finished (End Job)
 * rejected, deleted, cancelled and finished are final. The system's own moves (applied or
 * shortlisted -> deleted when the job is deleted, -> cancelled when accepted elsewhere) are
 * not recruiter actions: see OPEN_STATUSES and StatusService.
 */
const RECRUITER_MOVES: Record<ApplicationStatus, readonly RecruiterTargetStatus[]> = {
  applied: ['shortlisted', 'rejected'],
  shortlisted: ['accepted', 'rejected'],
  accepted: ['finished'],
  rejected: [],
  deleted: [],
  cancelled: [],
  finished: [],
};

export function canRecruiterMove(from: ApplicationStatus, to: RecruiterTargetStatus): boolean {
  return RECRUITER_MOVES[from].includes(to);
}
