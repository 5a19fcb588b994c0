import type { ApplicationStatus } from '../domain';

/**
 * Texts of the applications service. In their own module, not next to the schemas: the web app's
 * jobs page shows some of them and must not load zod for that (docs/performance.md, "Web bundle").
 */
export const ApplicationMessages = {
  applied: 'Job application successful',
  statusUpdated: (status: ApplicationStatus) => `Application ${status} successfully`,
  ratingUpdated: 'Rating updated successfully',
  notFound: 'Application not found',
  jobClosed: 'The deadline for this job has passed',
  jobFull: 'This job has reached its maximum number of applicants',
  alreadyApplied: 'You have already applied for this job',
  holdingJob: 'You already have an accepted job',
  positionsFilled: 'All positions for this job are filled',
  invalidTransition: (from: ApplicationStatus, to: ApplicationStatus) => `An application that is ${from} cannot become ${to}`,
  notYourJob: 'You can only manage applications of your own jobs',
  historyNotYours: "Only the applicant and the job's recruiter can see this application's history",
  cannotRateJob: 'You can rate a job only after you were accepted for it',
  cannotRateApplicant: 'You can rate an applicant only when they are accepted or finished on one of your jobs',
  interviewSaved: 'Interview results saved successfully',
  interviewMarked: 'Interview marked as completed',
  interviewAlreadyDone: 'This interview has already been completed',
  interviewNotYours: 'You can only take interviews for your own applications',
  interviewNotOpen: 'An interview is open only for shortlisted applications or jobs that require one',
  interviewJobMismatch: 'The application is not for this job',
  interviewTooManyQuestions: (max: number) => `This interview has at most ${max} questions`,
  noInterviewResults: 'No interview results found',
  noInterviewVideo: 'There is no interview recording to delete',
  interviewVideoNotYours: 'Only the applicant can delete their interview recording',
  interviewVideoDeleted: 'Your interview recording has been deleted',
  interviewResultsNotYours: 'Only the applicant and the job\'s recruiter can see these results',
} as const;
