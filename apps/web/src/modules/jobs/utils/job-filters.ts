import { FILTER_DURATIONS, JOB_SORT_FIELDS, JOB_TYPES, SALARY_SLIDER, type JobSortField, type JobType } from '@hirewise/contracts/constants';
import { appendSortParams, sortState, type SortOption, type SortState } from '../../filters/utils/sort';

/** What the search box and the More Filters dialog hold (spec sections 2, 7 and 9). */
export interface JobFilters {
  q: string;
  jobTypes: JobType[];
  /** Slider thumbs in thousands of rupees, SALARY_SLIDER.min to SALARY_SLIDER.max. */
  salary: [number, number];
  /** 0 is any duration. */
  duration: number;
  sort: SortState<JobSortField>;
}

/** The browse list (expired jobs hidden) or the recruiter's own jobs (myjobs=1). */
export type JobsScope = 'browse' | 'mine';

export const DEFAULT_JOB_FILTERS: JobFilters = {
  q: '',
  jobTypes: [],
  salary: [SALARY_SLIDER.min, SALARY_SLIDER.max],
  duration: 0,
  sort: sortState(JOB_SORT_FIELDS),
};

export const JOB_SORT_OPTIONS: readonly SortOption<JobSortField>[] = [
  { field: 'salary', label: 'Salary' },
  { field: 'duration', label: 'Duration' },
  { field: 'rating', label: 'Rating' },
];

export const JOB_TYPE_OPTIONS = JOB_TYPES.map((type) => ({ value: type, label: type }));

export const FILTER_DURATION_OPTIONS = FILTER_DURATIONS.map((n) => ({ value: String(n), label: n === 0 ? 'All' : String(n) }));

interface PageRequest {
  scope: JobsScope;
  page: number;
  limit: number;
}

/**
 * The GET /api/jobs query: repeated jobType, a salary bound only for a thumb moved off its end of
 * the slider (times 1000), duration unless All, asc=/desc= per sort that is on.
 */
export function buildJobsQuery(filters: JobFilters, { scope, page, limit }: PageRequest): URLSearchParams {
  const params = new URLSearchParams();
  const q = filters.q.trim();
  if (q !== '') params.set('q', q);
  for (const type of filters.jobTypes) params.append('jobType', type);
  const [min, max] = filters.salary;
  if (min > SALARY_SLIDER.min) params.set('salaryMin', String(min * SALARY_SLIDER.multiplier));
  if (max < SALARY_SLIDER.max) params.set('salaryMax', String(max * SALARY_SLIDER.multiplier));
  if (filters.duration > 0) params.set('duration', String(filters.duration));
  appendSortParams(params, JOB_SORT_FIELDS, filters.sort);
  if (scope === 'mine') params.set('myjobs', '1');
  params.set('page', String(page));
  params.set('limit', String(limit));
  return params;
}
