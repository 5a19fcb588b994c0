import { UiMessages } from '../../ui/utils/messages';
import { usePagedQuery } from '../../api/hooks/use-paged-query';
import { LIST_PAGE_SIZE } from '../../api/paths';
import { queryKeys } from '../../api/query-keys';
import { listApplicants } from '../api/list-applicants';
import { buildEmployeesQuery, type EmployeeSort } from '../utils/applicants-query';

export function useEmployees(sort: EmployeeSort) {
  return usePagedQuery({
    queryKey: queryKeys.applications.employees(sort),
    fetchPage: (page, signal) => listApplicants(buildEmployeesQuery(sort, { page, limit: LIST_PAGE_SIZE }), signal),
    errorToast: UiMessages.loadError,
  });
}
