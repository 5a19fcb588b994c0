/**
 * Spec texts the web app shows that libs/contracts does not carry yet (spec sections 8 and 2),
 * plus the empty-list notices of the hiring screens.
 * The server-side texts (Incorrect Input, Logged in successfully, ...) come from contracts.
 */
export const UiMessages = {
  loggedOut: 'Logged out successfully',
  loadError: 'Error',
  noJobs: 'No jobs found',
  noJobApplications: 'No Applications Found',
  noApplications: 'No applications found',
  noEmployees: 'No employees found',
  sopMissing: 'Not Submitted',
  confirm: 'Are you sure?',
} as const;
