import { CURRENCY_SYMBOL } from '@hirewise/contracts/constants';
import type { Job } from '@hirewise/contracts/jobs';

const RUPEES = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** '₹50,000 per month' (Indian digit grouping: ₹1,50,000). */
export function formatSalary(salary: number): string {
  return `${CURRENCY_SYMBOL}${RUPEES.format(salary)} per month`;
}

/** Spec section 2: 'N month', or 'Flexible' for 0. */
export function formatDuration(months: number): string {
  return months === 0 ? 'Flexible' : `${months} month`;
}

/** Thousands on the salary slider, as its labels show them: '₹25k'. */
export function formatSliderSalary(thousands: number): string {
  return `${CURRENCY_SYMBOL}${thousands}k`;
}

export function isExpired(job: Pick<Job, 'deadline'>, now: number = Date.now()): boolean {
  return new Date(job.deadline).getTime() <= now;
}

/** Spec section 5: jobs whose deadline has passed are hidden from the list client-side. */
export function openJobs<J extends Pick<Job, 'deadline'>>(jobs: readonly J[], now: number = Date.now()): J[] {
  return jobs.filter((job) => !isExpired(job, now));
}

export function remainingPositions(job: Pick<Job, 'maxPositions' | 'acceptedCandidates'>): number {
  return Math.max(0, job.maxPositions - job.acceptedCandidates);
}
