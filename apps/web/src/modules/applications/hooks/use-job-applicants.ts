import { usePagedQuery } from '../../api/hooks/use-paged-query';
import { LIST_PAGE_SIZE } from '../../api/paths';
import { queryKeys } from '../../api/query-keys';
import { listApplicants } from '../api/list-applicants';
import { buildApplicantsQuery, type ApplicantFilters } from '../utils/applicants-query';

/** Spec section 8: a failed applicant list shows the server's message and empties the list. */
export function useJobApplicants(jobId: string, filters: ApplicantFilters) {
  return usePagedQuery({
    queryKey: queryKeys.applications.forJob(jobId, filters),
    fetchPage: (page, signal) => listApplicants(buildApplicantsQuery(jobId, filters, { page, limit: LIST_PAGE_SIZE }), signal),
    errorToast: 'server',
  });
}
