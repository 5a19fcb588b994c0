import type { Application } from '@hirewise/contracts/applications';

/** The applicant's latest application to each job (by date of application), keyed by job id. */
export function latestByJob(applications: readonly Application[]): Map<string, Application> {
  const latest = new Map<string, Application>();
  for (const application of applications) {
    const current = latest.get(application.jobId);
    if (!current || Date.parse(application.dateOfApplication) > Date.parse(current.dateOfApplication)) {
      latest.set(application.jobId, application);
    }
  }
  return latest;
}
