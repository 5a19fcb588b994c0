/** The public job page's own texts (issue 19); "Job not found" is the server's JobMessages.notFound. */
export const JobPageTexts = {
  loading: 'Loading the job',
  notFoundDetail: 'It may have been filled, its deadline may have passed, or the link may be mistyped.',
  browseJobs: 'Browse jobs',
  loadFailed: 'The job could not be loaded.',
  tryAgain: 'Try again',
  about: 'About the job',
  noDescription: 'The recruiter has not described this job yet.',
  skills: 'Skills',
  details: 'Job details',
  descriptionLabel: 'Job description',
  postedBy: (name: string) => `Posted by ${name}`,
  apply: 'Apply',
  loginToApply: 'Log in or create an account to apply.',
  recruitersCannotApply: 'Recruiters cannot apply to jobs.',
  closed: 'Applications closed',
  closedDetail: 'The deadline for this job has passed.',
  /** The page's title, as the gateway writes it into the HTML: "{title} at {company or recruiter}". */
  documentTitle: (title: string, hiring: string) => `${title} at ${hiring}`,
} as const;
