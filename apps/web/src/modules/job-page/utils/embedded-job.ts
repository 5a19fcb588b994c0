import type { Job } from '@hirewise/contracts/jobs';

/** The element the gateway writes into /jobs/{id}'s HTML with the job as JSON (apps/gateway public pages). */
export const EMBEDDED_JOB_ID = 'job-data';

/**
 * The job the server embedded in the page for `jobId`, so the first paint needs no second request;
 * undefined when there is none, it is for another job (the app moved on to another page), or it is
 * not a job at all. It is data (type="application/json"), never run.
 */
export function readEmbeddedJob(jobId: string, doc: Document = document): Job | undefined {
  const text = doc.getElementById(EMBEDDED_JOB_ID)?.textContent;
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return undefined;
    const job = value as Partial<Job>;
    const usable = job._id === jobId && typeof job.title === 'string' && Array.isArray(job.skillsets) && typeof job.recruiter?.name === 'string';
    return usable ? (job as Job) : undefined;
  } catch {
    return undefined;
  }
}
