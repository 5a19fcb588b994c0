import type { Application, RecruiterTargetStatus } from '@hirewise/contracts/applications';
import type { ApplicationStatus } from '@hirewise/contracts/domain';

/** Spec section 4: every status has its own colour (a Chakra palette). */
export const STATUS_COLORS: Record<ApplicationStatus, string> = {
  applied: 'blue',
  shortlisted: 'orange',
  accepted: 'green',
  rejected: 'red',
  deleted: 'gray',
  cancelled: 'pink',
  finished: 'teal',
};

export function statusLabel(status: ApplicationStatus): string {
  return status.charAt(0).toUpperCase() + status.slice(1);
}

export interface StatusAction {
  label: 'Shortlist' | 'Accept' | 'Reject';
  status: RecruiterTargetStatus;
}

const SHORTLIST: StatusAction = { label: 'Shortlist', status: 'shortlisted' };
const ACCEPT: StatusAction = { label: 'Accept', status: 'accepted' };
const REJECT: StatusAction = { label: 'Reject', status: 'rejected' };

/**
 * Spec section 4, recruiter side: applied → Shortlist or Reject; shortlisted → Accept or Reject;
 * every other status is a static label with no action.
 */
export function recruiterActions(status: ApplicationStatus): StatusAction[] {
  if (status === 'applied') return [SHORTLIST, REJECT];
  if (status === 'shortlisted') return [ACCEPT, REJECT];
  return [];
}

/** Spec section 4, applicant side: what an application of this status offers. */
export function applicantOffers(status: ApplicationStatus): { takeInterview: boolean; joined: boolean } {
  return { takeInterview: status === 'shortlisted', joined: status === 'accepted' || status === 'finished' };
}

/** Statuses that hold the applicant's one application to a job: applying again is refused while one exists. */
const ACTIVE_STATUSES: readonly ApplicationStatus[] = ['applied', 'shortlisted', 'accepted'];

export function isActiveStatus(status: ApplicationStatus): boolean {
  return ACTIVE_STATUSES.includes(status);
}

type InterviewFacts = Pick<Application, 'status' | 'interviewCompleted'> & { job: Pick<Application['job'], 'requiresInterview'> };

/**
 * Whether the applicant may take the interview now, by the server's rule (applications service,
 * InterviewAccess.interviewable): not completed yet, and shortlisted, or applied to a job that
 * requires an interview.
 */
export function canTakeInterview(application: InterviewFacts): boolean {
  if (application.interviewCompleted) return false;
  return application.status === 'shortlisted' || (application.status === 'applied' && application.job.requiresInterview);
}

/** Issue 21: an interview the AI scored; rejecting its candidate needs the recruiter's review confirmation. */
export function isAiScored(application: Pick<Application, 'interviewCompleted' | 'interviewScore'>): boolean {
  return application.interviewCompleted || application.interviewScore !== null;
}
