import { APPLICANT_SORT_FIELDS, EMPLOYEE_SORT_FIELDS, type ApplicantSortField, type EmployeeSortField } from '@hirewise/contracts/applications';
import type { ApplicationStatus } from '@hirewise/contracts/domain';
import { appendSortParams, sortState, type SortOption, type SortState } from '../../filters/utils/sort';
import { statusLabel } from './status';

/** The statuses the applications-for-a-job dialog filters on (spec section 2), in its order. */
export const FILTER_STATUSES = ['rejected', 'applied', 'shortlisted'] as const satisfies readonly ApplicationStatus[];
export type FilterStatus = (typeof FILTER_STATUSES)[number];

export interface ApplicantFilters {
  statuses: FilterStatus[];
  sort: SortState<ApplicantSortField>;
}

/** No status ticked lists them all; sorted by date of application, newest first (spec section 9). */
export const DEFAULT_APPLICANT_FILTERS: ApplicantFilters = {
  statuses: [],
  sort: sortState(APPLICANT_SORT_FIELDS, { dateOfApplication: { on: true, descending: true } }),
};

export const APPLICANT_SORT_OPTIONS: readonly SortOption<ApplicantSortField>[] = [
  { field: 'jobApplicant.name', label: 'Name' },
  { field: 'dateOfApplication', label: 'Date of Application' },
  { field: 'jobApplicant.rating', label: 'Rating' },
];

export const FILTER_STATUS_OPTIONS = FILTER_STATUSES.map((status) => ({
  value: status,
  label: statusLabel(status),
}));

export type EmployeeSort = SortState<EmployeeSortField>;

/** Spec section 2: employees default to date of joining, newest first. */
export const DEFAULT_EMPLOYEE_SORT: EmployeeSort = sortState(EMPLOYEE_SORT_FIELDS, { dateOfJoining: { on: true, descending: true } });

export const EMPLOYEE_SORT_OPTIONS: readonly SortOption<EmployeeSortField>[] = [
  { field: 'jobApplicant.name', label: 'Name' },
  { field: 'job.title', label: 'Job Title' },
  { field: 'dateOfJoining', label: 'Date of Joining' },
  { field: 'jobApplicant.rating', label: 'Rating' },
];

interface PageRequest {
  page: number;
  limit: number;
}

function withPage(params: URLSearchParams, { page, limit }: PageRequest): URLSearchParams {
  params.set('page', String(page));
  params.set('limit', String(limit));
  return params;
}

/** GET /api/applicants?jobId=…: repeated status, then asc=/desc= per sort that is on. */
export function buildApplicantsQuery(jobId: string, filters: ApplicantFilters, page: PageRequest): URLSearchParams {
  const params = new URLSearchParams({ jobId });
  for (const status of filters.statuses) params.append('status', status);
  appendSortParams(params, APPLICANT_SORT_FIELDS, filters.sort);
  return withPage(params, page);
}

/** GET /api/applicants?status=accepted: the recruiter's employees across their jobs. */
export function buildEmployeesQuery(sort: EmployeeSort, page: PageRequest): URLSearchParams {
  const params = new URLSearchParams({ status: 'accepted' });
  appendSortParams(params, EMPLOYEE_SORT_FIELDS, sort);
  return withPage(params, page);
}
