import { publicJobPath } from '@hirewise/contracts/api-paths';
import type { Job } from '@hirewise/contracts/jobs';

/** "Bengaluru, India", "India", or '' when the job names no place. */
export function placeText(job: Pick<Job, 'location'>): string {
  const { city = '', country = '' } = job.location ?? {};
  return [city.trim(), country.trim()].filter(Boolean).join(', ');
}

/** Who is hiring: the company the recruiter gave, else the recruiter's name (the job page's heading line). */
export function hiringName(job: Pick<Job, 'company' | 'recruiter'>): string {
  return job.company?.trim() || job.recruiter.name;
}

/** The job page's address to share: absolute, on this site's origin. */
export function jobShareUrl(jobId: string, origin: string = window.location.origin): string {
  return `${origin}${publicJobPath(jobId)}`;
}
