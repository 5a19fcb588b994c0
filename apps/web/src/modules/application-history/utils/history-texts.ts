/** Texts of an application's history (the History button and its dialog). */
export const HistoryTexts = {
  button: 'History',
  title: 'Application history',
  loading: 'Loading the history',
  loadFailed: 'The history could not be loaded.',
  tryAgain: 'Try again',
  empty: 'No status changes recorded yet.',
  /** The interview is an event of the journey, not a status. */
  interviewCompleted: 'Interview completed',
  byYou: 'by you',
  byApplicant: 'by the applicant',
  byRecruiter: 'by the recruiter',
  byHirewise: 'by Hirewise',
  byInterview: 'by Hirewise: after the interview',
  jobClosed: 'by Hirewise: the job was closed',
  /** A cancellation because an offer elsewhere was accepted, in the viewer's words. */
  offerAccepted: (viewer: 'applicant' | 'recruiter', jobTitle: string) =>
    viewer === 'applicant' ? `by Hirewise: you accepted an offer for ${jobTitle}` : `by Hirewise: the applicant accepted an offer for ${jobTitle}`,
} as const;
