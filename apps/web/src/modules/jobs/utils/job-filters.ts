import { FILTER_DURATIONS, JOB_CONTENT_LIMITS, JOB_SORT_FIELDS, JOB_TYPES, SALARY_SLIDER, type JobSortField, type JobType } from '@hirewise/contracts/constants';
// Types only: the jobs page loads no zod (docs/performance.md, "Web bundle").
import type { SavedSearchFilters } from '@hirewise/contracts/saved-searches';
import { appendSortParams, sortState, type SortOption, type SortState } from '../../filters/utils/sort';

/** What the search box and the More Filters dialog hold (spec sections 2, 7 and 9). */
export interface JobFilters {
  q: string;
  jobTypes: JobType[];
  /** Slider thumbs in thousands of rupees, SALARY_SLIDER.min to SALARY_SLIDER.max. */
  salary: [number, number];
  /** 0 is any duration. */
  duration: number;
  /** A city or a country (issue 19); '' is anywhere. */
  location: string;
  /** Remote jobs only, on-site jobs only, or both. */
  remote: RemoteFilter;
  sort: SortState<JobSortField>;
}

export type RemoteFilter = 'any' | 'remote' | 'onsite';

/** The browse list (expired jobs hidden) or the recruiter's own jobs (myjobs=1). */
export type JobsScope = 'browse' | 'mine';

export const DEFAULT_JOB_FILTERS: JobFilters = {
  q: '',
  jobTypes: [],
  salary: [SALARY_SLIDER.min, SALARY_SLIDER.max],
  duration: 0,
  location: '',
  remote: 'any',
  sort: sortState(JOB_SORT_FIELDS),
};

export const REMOTE_OPTIONS: readonly { value: RemoteFilter; label: string }[] = [
  { value: 'any', label: 'Any' },
  { value: 'remote', label: 'Remote only' },
  { value: 'onsite', label: 'On-site only' },
];

export const JOB_SORT_OPTIONS: readonly SortOption<JobSortField>[] = [
  { field: 'salary', label: 'Salary' },
  { field: 'duration', label: 'Duration' },
  { field: 'rating', label: 'Rating' },
];

export const JOB_TYPE_OPTIONS = JOB_TYPES.map((type) => ({ value: type, label: type }));

interface PageRequest {
  scope: JobsScope;
  page: number;
  limit: number;
}

/**
 * The search part of the filters as GET /api/jobs and a saved search take it: the trimmed text, the
 * job types, a salary bound only for a thumb moved off its end of the slider (times 1000), the
 * duration unless All. The sort and the page are not part of a search.
 */
export function searchFiltersOf(filters: JobFilters): SavedSearchFilters {
  const search: SavedSearchFilters = { jobType: [...filters.jobTypes] };
  const q = filters.q.trim();
  if (q !== '') search.q = q;
  const [min, max] = filters.salary;
  if (min > SALARY_SLIDER.min) search.salaryMin = min * SALARY_SLIDER.multiplier;
  if (max < SALARY_SLIDER.max) search.salaryMax = max * SALARY_SLIDER.multiplier;
  if (filters.duration > 0) search.duration = filters.duration;
  return search;
}

/** A search as query parameters, in the order GET /api/jobs lists them: q, jobType (repeated), salaryMin, salaryMax, duration. */
export function searchParamsOf(search: SavedSearchFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (search.q) params.set('q', search.q);
  for (const type of search.jobType) params.append('jobType', type);
  if (search.salaryMin !== undefined) params.set('salaryMin', String(search.salaryMin));
  if (search.salaryMax !== undefined) params.set('salaryMax', String(search.salaryMax));
  if (search.duration !== undefined) params.set('duration', String(search.duration));
  return params;
}

/** The query parameters of the filters in a /home address: the search (searchParamsOf's keys), the place and the sort. */
export const FILTER_PARAM_KEYS = ['q', 'jobType', 'salaryMin', 'salaryMax', 'duration', 'location', 'remote', 'asc', 'desc'] as const;

/**
 * The filters that narrow the list, as GET /api/jobs and GET /api/jobs/facets take them: the search,
 * then location and remote=1/0 (issue 19; not part of a saved search, which keeps the spec's four).
 */
export function narrowingParamsOf(filters: JobFilters): URLSearchParams {
  const params = searchParamsOf(searchFiltersOf(filters));
  const location = filters.location.trim();
  if (location !== '') params.set('location', location);
  if (filters.remote !== 'any') params.set('remote', filters.remote === 'remote' ? '1' : '0');
  return params;
}

/** The filters as a list screen's address holds them: the narrowing ones, then asc=/desc= per sort that is on. */
export function filterParamsOf(filters: JobFilters): URLSearchParams {
  const params = narrowingParamsOf(filters);
  appendSortParams(params, JOB_SORT_FIELDS, filters.sort);
  return params;
}

/** With a search text and no sort chosen the server orders by relevance ("Best match"); otherwise newest first or the sorts. */
export function isBestMatchOrder(filters: Pick<JobFilters, 'q' | 'sort'>): boolean {
  return filters.q.trim() !== '' && !JOB_SORT_FIELDS.some((field) => filters.sort[field].on);
}

function remoteOf(value: string | null): RemoteFilter {
  if (value === '1' || value === 'true') return 'remote';
  if (value === '0' || value === 'false') return 'onsite';
  return 'any';
}

/** /home opening `search` (a saved search's "Show jobs", a notification's or an email's link). */
export function jobSearchPath(search: SavedSearchFilters): string {
  const query = searchParamsOf(search).toString();
  return query === '' ? '/home' : `/home?${query}`;
}

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

/** A salary bound in rupees as a slider thumb (thousands, rounded onto the slider), or `fallback` when absent or not a number. */
function thumbOf(rupees: string | null, fallback: number): number {
  if (rupees === null || rupees.trim() === '') return fallback;
  const value = Number(rupees);
  if (!Number.isFinite(value) || value < 0) return fallback;
  return clamp(Math.round(value / SALARY_SLIDER.multiplier), SALARY_SLIDER.min, SALARY_SLIDER.max);
}

/**
 * The filters a /home address names (the same parameters as GET /api/jobs; salaries in rupees).
 * What the screen cannot show is left out rather than refused: an unknown job type, a duration
 * the filter does not offer, a salary that is not a number. Bounds beyond the slider stop at its ends.
 */
export function filtersFromSearchParams(params: URLSearchParams): JobFilters {
  const wanted = params.getAll('jobType');
  const asc = params.getAll('asc');
  const desc = params.getAll('desc');
  const sort = sortState(
    JOB_SORT_FIELDS,
    Object.fromEntries(
      JOB_SORT_FIELDS.filter((field) => asc.includes(field) || desc.includes(field)).map((field) => [field, { on: true, descending: desc.includes(field) }]),
    ),
  );
  const min = thumbOf(params.get('salaryMin'), SALARY_SLIDER.min);
  const max = thumbOf(params.get('salaryMax'), SALARY_SLIDER.max);
  const duration = Number(params.get('duration') ?? '0');
  return {
    q: (params.get('q') ?? '').trim().slice(0, 200),
    jobTypes: JOB_TYPES.filter((type) => wanted.includes(type)),
    salary: min <= max ? [min, max] : [max, min],
    duration: (FILTER_DURATIONS as readonly number[]).includes(duration) ? duration : 0,
    location: (params.get('location') ?? '').trim().slice(0, JOB_CONTENT_LIMITS.city),
    remote: remoteOf(params.get('remote')),
    sort,
  };
}

/** The GET /api/jobs query: the filters (filterParamsOf), myjobs=1 for the recruiter's own list, the page. */
export function buildJobsQuery(filters: JobFilters, { scope, page, limit }: PageRequest): URLSearchParams {
  const params = filterParamsOf(filters);
  if (scope === 'mine') params.set('myjobs', '1');
  params.set('page', String(page));
  params.set('limit', String(limit));
  return params;
}
