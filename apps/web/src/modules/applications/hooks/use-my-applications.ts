import { UiMessages } from '../../ui/utils/messages';
import { usePagedQuery } from '../../api/hooks/use-paged-query';
import { LIST_PAGE_SIZE } from '../../api/paths';
import { queryKeys } from '../../api/query-keys';
import { listMyApplications } from '../api/list-my-applications';

export function useMyApplications() {
  return usePagedQuery({
    queryKey: queryKeys.applications.mine(),
    fetchPage: (page, signal) => listMyApplications(page, LIST_PAGE_SIZE, signal),
    errorToast: UiMessages.loadError,
  });
}
