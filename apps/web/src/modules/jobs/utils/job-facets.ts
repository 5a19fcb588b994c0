import { FILTER_DURATIONS, SALARY_SLIDER, type JobType } from '@hirewise/contracts/constants';
import type { JobFacets, SalaryBandCount } from '@hirewise/contracts/jobs';
import { formatSliderSalary } from './job-format';
import type { RemoteFilter } from './job-filters';

const COUNT = new Intl.NumberFormat('en-IN');

/** "1 job", "12 jobs" ("1,000+ jobs" past the search's cap). */
export function jobCount(count: number, capped = false): string {
  return `${COUNT.format(count)}${capped ? '+' : ''} ${count === 1 && !capped ? 'job' : 'jobs'}`;
}

/** The job type checkboxes' counts. */
export function jobTypeCounts(facets: JobFacets | undefined): Partial<Record<JobType, string>> | undefined {
  if (!facets) return undefined;
  return Object.fromEntries(facets.jobType.map(({ value, count }) => [value, jobCount(count)]));
}

/**
 * How many jobs each option of the Duration filter leaves. The filter keeps jobs shorter than N
 * months and flexible ones (stored as 0), so option N counts the stored durations below N; All
 * counts them all.
 */
export function durationCount(facets: JobFacets, option: number): number {
  return facets.duration.filter(({ value }) => option === 0 || value < option).reduce((sum, { count }) => sum + count, 0);
}

/** The Duration filter's options with their counts: "All (40 jobs)", "3 (12 jobs)". */
export function durationOptions(facets: JobFacets | undefined): { value: string; label: string }[] {
  return FILTER_DURATIONS.map((n) => {
    const label = n === 0 ? 'All' : String(n);
    return { value: String(n), label: facets ? `${label} (${jobCount(durationCount(facets, n))})` : label };
  });
}

/** The Remote filter's options with their counts. */
export function remoteOptions(facets: JobFacets | undefined, base: readonly { value: RemoteFilter; label: string }[]) {
  if (!facets?.remote) return base;
  const counts: Partial<Record<RemoteFilter, number>> = { remote: facets.remote.remote, onsite: facets.remote.onSite };
  return base.map((option) => {
    const count = counts[option.value];
    return count === undefined ? option : { ...option, label: `${option.label} (${jobCount(count)})` };
  });
}

/** A salary band as the slider shows salaries: "₹10k – ₹25k", "₹100k+". */
export function bandText(band: Pick<SalaryBandCount, 'min' | 'max'>): string {
  const from = formatSliderSalary(Math.round(band.min / SALARY_SLIDER.multiplier));
  return band.max === null ? `${from}+` : `${from} – ${formatSliderSalary(Math.round(band.max / SALARY_SLIDER.multiplier))}`;
}

/** The slider's thumbs for a band: its bounds in thousands, within the slider (the open band ends at its top). */
export function bandThumbs(band: Pick<SalaryBandCount, 'min' | 'max'>): [number, number] {
  const clamp = (n: number) => Math.min(SALARY_SLIDER.max, Math.max(SALARY_SLIDER.min, n));
  const min = clamp(Math.round(band.min / SALARY_SLIDER.multiplier));
  return [min, band.max === null ? SALARY_SLIDER.max : clamp(Math.round(band.max / SALARY_SLIDER.multiplier))];
}
