import type { RecruiterTargetStatus } from '@hirewise/contracts/applications';

/** Texts of the application views that contracts does not carry. */
export const ApplicationTexts = {
  /** Why an application was cancelled: the applicant accepted an offer elsewhere. */
  cancelledFor: (jobTitle: string) => `Cancelled: you accepted an offer for ${jobTitle}`,
  /** On a job tile whose latest application ended (rejected, cancelled, finished): a new one is allowed. */
  applyAgain: 'Apply Again',
  /** The recruiter's /job/applications/{jobId} heading: spec section 2's 'Applications', with the job once known. */
  jobApplicationsTitle: (jobTitle?: string) => (jobTitle ? `Applications for ${jobTitle}` : 'Applications'),
  /** Under 'Are you sure?' before a status change. */
  statusChangeDetail: (applicantName: string, outcome: RecruiterTargetStatus, jobTitle: string) => `${applicantName} will be ${outcome} for ${jobTitle}.`,
} as const;
